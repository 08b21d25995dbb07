/**
 * What a `::products{asins="…" style="table|list"}` line turns into (./directives.ts): a comparison
 * table or a ranked list of its products, in the order the editor wrote them. Each product shows
 * its image, name (linked to its review, if any), the editor's score where a review exists, its
 * key points (the review's first pros, the retailer's customer rating), its price with the "as of"
 * time while current (DESIGN §8, as the product card does; a sold-out or withdrawn product says so
 * instead) and the sponsored buy link.
 *
 * Built as a hast tree after sanitizing, like ./product-card.ts: the values come from the
 * database, and the HTML serializer escapes them. The table turns into stacked cards on narrow
 * screens by CSS alone (site/components/content/content.css): no script, no horizontal scroll.
 */
import type { Element, ElementContent } from 'hast';
import { translate } from '../i18n';
import type { Locale } from '../locales';
import { availabilityNoticeKey } from '../availability';
import { formatRating } from '../format/rating';
import { isPriceShowable, RETAILER_NAME, type StoreConfig } from '../retailer';
import type { ProductListStyle } from './directives';
import type { EmbedProduct } from './product-card';
import { el, priceAsOf, priceSignals, retailerLink, text } from './product-hast';
import type { PriceSummary } from '../price-summary';

/** The editor's review of a product, as a comparison shows it. */
export interface ReviewSummary {
  /** Editor's rating, 0–5. */
  rating: number;
  /** The review's pros, best first; the first few are the product's highlights. */
  pros: readonly string[];
}

export interface ProductListContext {
  locale: Locale;
  store: StoreConfig;
  now: Date;
  /** Site path of a product's review, when it has one: its name links there. */
  reviewPath?: (product: EmbedProduct) => string | undefined;
  /** The product's review, when it has a published one: its score and highlights. */
  review?: (product: EmbedProduct) => ReviewSummary | undefined;
  /** The product's price-history summary: the 30-day lowest and the good-price badge (issue 27). */
  priceSummary?: (product: EmbedProduct) => PriceSummary | undefined;
}

const withSignals = (price: Element, signals: ElementContent[]): Element => ({ ...price, children: [...price.children, ...signals] });

/** How many of a review's pros a comparison shows (a table cell holds a few lines). */
const HIGHLIGHTS = 3;
const IMAGE_SIZE = 96;

/** The parts of one product every layout shows, each an element of its own. */
function productParts(product: EmbedProduct, context: ProductListContext) {
  const { locale, store, now } = context;
  const t = (key: string, vars?: Record<string, string | number>) => translate(locale, key, undefined, vars);
  const path = context.reviewPath?.(product);
  const review = context.review?.(product);
  // As the product box: a product that cannot be bought shows why instead of its last price.
  const notice = availabilityNoticeKey(product.availability);
  const priceShown = notice === null && isPriceShowable(product, store.showPrices, now);

  const image = product.imageUrl
    ? el('img', { className: ['product-list__image'], src: product.imageUrl, alt: product.title, loading: 'lazy', decoding: 'async', width: IMAGE_SIZE, height: IMAGE_SIZE })
    : undefined;
  const name: ElementContent[] = [];
  if (product.brand) name.push(el('span', { className: ['product-list__brand'] }, [text(product.brand)]));
  name.push(el('span', { className: ['product-list__name'] }, [path ? el('a', { href: path }, [text(product.title)]) : text(product.title)]));

  const score = review
    ? el('strong', { className: ['product-list__score'] }, [text(t('reviews.ratingOutOf', { rating: formatRating(review.rating, locale), max: 5 }))])
    : el('span', { className: ['product-list__score', 'product-list__score--none'] }, [text(t('comparison.noScore'))]);

  const highlights = (review?.pros ?? []).slice(0, HIGHLIGHTS).map((pro) => el('li', {}, [text(pro)]));
  if (product.rating !== null && product.rating !== undefined) {
    highlights.push(el('li', {}, [text(t('products.rating', { rating: formatRating(product.rating, locale) }))]));
  }
  const specs = highlights.length ? el('ul', { className: ['product-list__specs'] }, highlights) : el('span', { className: ['product-list__specs'] }, [text('—')]);

  const price =
    priceShown && product.priceUpdatedAt
      ? withSignals(priceAsOf('span', 'product-list__price', product, product.priceUpdatedAt, locale), priceSignals(context.priceSummary?.(product), product.currency, locale))
      : el('span', { className: ['product-list__price', 'product-list__price--none'] }, [text(notice ? t(notice, { retailer: RETAILER_NAME }) : t('products.priceUnavailable'))]);

  const buy = retailerLink(store, product, locale, 'product-list__buy', [text(t('products.buyButton', { retailer: RETAILER_NAME }))]);
  return { image, name, score, specs, price, buy, priceShown, path };
}

/** A product of a rendered list, for the page's `ItemList` JSON-LD. */
export interface ListedProduct {
  productId: number;
  asin: string;
  name: string;
  /** Site path of its review, when it has one. */
  reviewPath?: string;
  priceShown: boolean;
}

/**
 * The comparison table or ranked list of `products` (already resolved, in the editor's order).
 *
 * @returns the element, and each product as listed (positions follow the array's order)
 */
export function productList(products: readonly EmbedProduct[], style: ProductListStyle, context: ProductListContext): { element: Element; listed: ListedProduct[] } {
  const { locale } = context;
  const t = (key: string, vars?: Record<string, string | number>) => translate(locale, key, undefined, vars);
  const listed: ListedProduct[] = [];
  const parts = products.map((product) => {
    const p = productParts(product, context);
    listed.push({ productId: product.id, asin: product.asin, name: product.title, reviewPath: p.path, priceShown: p.priceShown });
    return { product, ...p };
  });

  if (style === 'list') {
    const items = parts.map((p, index) =>
      el('li', { className: ['product-list__item'], dataAsin: p.product.asin }, [
        el('span', { className: ['product-list__rank'], ariaHidden: 'true' }, [text(String(index + 1))]),
        ...(p.image ? [p.image] : []),
        el('div', { className: ['product-list__body'] }, [
          el('p', { className: ['product-list__title'] }, p.name),
          p.score,
          p.specs,
          p.price,
          p.buy,
        ]),
      ]),
    );
    return {
      element: el('ol', { className: ['product-list', 'product-list--ranked'], ariaLabel: t('comparison.listLabel', { count: products.length }) }, items),
      listed,
    };
  }

  const head = el('thead', {}, [
    el('tr', {}, [
      el('th', { scope: 'col' }, [text(t('comparison.product'))]),
      el('th', { scope: 'col' }, [text(t('reviews.editorRating'))]),
      el('th', { scope: 'col' }, [text(t('comparison.highlights'))]),
      el('th', { scope: 'col' }, [text(t('products.price'))]),
      el('th', { scope: 'col' }, [text(t('comparison.buy'))]),
    ]),
  ]);
  const rows = parts.map((p) =>
    el('tr', { dataAsin: p.product.asin }, [
      el('th', { scope: 'row' }, [el('div', { className: ['product-list__product'] }, [...(p.image ? [p.image] : []), el('span', { className: ['product-list__title'] }, p.name)])]),
      el('td', { dataLabel: t('reviews.editorRating') }, [p.score]),
      el('td', { dataLabel: t('comparison.highlights') }, [p.specs]),
      el('td', { dataLabel: t('products.price') }, [p.price]),
      el('td', { className: ['product-list__action'] }, [p.buy]),
    ]),
  );
  const table = el('table', { className: ['product-list__table'] }, [
    el('caption', {}, [text(t('comparison.tableCaption', { count: products.length }))]),
    head,
    el('tbody', {}, rows),
  ]);
  return { element: el('div', { className: ['product-list', 'product-list--table'] }, [table]), listed };
}
