/**
 * The product card a `::product{asin="…"}` embed turns into: image, brand, title, price with its
 * "as of" time (only while the price is current, DESIGN §8) and the buy link to the retailer.
 * A product that cannot be bought (sold out, no longer sold) shows no price but a notice saying
 * so, and the editor's substitute with its own buy link when there is one (issue 15 item 4).
 * Built as a hast tree after sanitizing: its values come from the database, not from the author,
 * and the HTML serializer escapes them.
 */
import type { Element, ElementContent } from 'hast';
import { availabilityNoticeKey } from '../availability';
import type { Availability } from '../db/schema';
import { translate } from '../i18n';
import type { Locale } from '../locales';
import { isPriceShowable, RETAILER_NAME, type StoreConfig } from '../retailer';
import { el, priceAsOf, priceSignals, retailerLink, text } from './product-hast';
import type { PriceSummary } from '../price-summary';

/** What an embed shows of a product (a subset of the public `Product`). */
export interface EmbedProduct {
  id: number;
  asin: string;
  title: string;
  brand: string | null;
  imageUrl: string | null;
  priceCents: number | null;
  currency: string;
  priceUpdatedAt: string | null;
  /** The retailer's customer rating, 0–5 (a comparison lists it among the key points). */
  rating?: number | null;
  /** The retailer's last answer; absent: treated as buyable. */
  availability?: Availability;
  /** The editor's substitute while this one cannot be bought. */
  substituteProductId?: number | null;
}

export interface ProductCardContext {
  locale: Locale;
  store: StoreConfig;
  now: Date;
  /** Site path of the product's review, when it has one: the card links to it. */
  reviewPath?: string;
  /** The product the card offers instead (../availability.ts `substituteFor`). */
  substitute?: EmbedProduct;
  /** Its price-history summary: the 30-day lowest and the good-price badge (issue 27). */
  priceSummary?: PriceSummary;
}

/** The card element, and whether it shows a price (the page then shows the price disclaimer). */
export function productCard(product: EmbedProduct, context: ProductCardContext): { element: Element; priceShown: boolean } {
  const { locale, store, now } = context;
  const notice = availabilityNoticeKey(product.availability);
  // An old price beside "sold out" would read as an offer.
  const priceShown = notice === null && isPriceShowable(product, store.showPrices, now);
  const body: ElementContent[] = [];
  if (product.brand) body.push(el('p', { className: ['product-embed__brand'] }, [text(product.brand)]));
  const title = context.reviewPath
    ? el('a', { href: context.reviewPath }, [text(product.title)])
    : text(product.title);
  body.push(el('p', { className: ['product-embed__title'] }, [title]));
  if (priceShown && product.priceUpdatedAt) {
    const price = priceAsOf('p', 'product-embed__price', product, product.priceUpdatedAt, locale);
    price.children.push(...priceSignals(context.priceSummary, product.currency, locale));
    body.push(price);
  }
  body.push(retailerLink(store, product, locale, 'product-embed__buy', [text(translate(locale, 'products.buyButton', undefined, { retailer: RETAILER_NAME }))]));
  if (notice) {
    body.splice(body.length - 1, 0, el('p', { className: ['product-embed__availability'], role: 'status' }, [text(translate(locale, notice, undefined, { retailer: RETAILER_NAME }))]));
  }
  const substitute = notice ? context.substitute : undefined;
  if (substitute) {
    body.push(
      el('p', { className: ['product-embed__substitute'], dataSubstituteId: String(substitute.id) }, [
        text(`${translate(locale, 'products.substituteOffer')} `),
        retailerLink(store, substitute, locale, undefined, [text(substitute.title)]),
      ]),
    );
  }
  const children: ElementContent[] = [];
  if (product.imageUrl) {
    children.push(
      el('img', {
        className: ['product-embed__image'],
        src: product.imageUrl,
        alt: product.title,
        loading: 'lazy',
        decoding: 'async',
        width: 160,
        height: 160,
      }),
    );
  }
  children.push(el('div', { className: ['product-embed__body'] }, body));
  return {
    element: el('aside', { className: ['product-embed'], dataAsin: product.asin, ariaLabel: product.title }, children),
    priceShown,
  };
}
