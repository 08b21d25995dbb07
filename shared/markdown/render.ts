/**
 * The one Markdown pipeline of the site: post bodies, review bodies and the admin preview
 * (DESIGN §7: Markdown is sanitized at render).
 *
 * unified → ./parse.ts (markdown-it into remark's mdast: CommonMark, GFM tables, `~~strikethrough~~`,
 * task lists, autolinks, footnotes, `::product{asin="…"}` and `::products{asins="…"}` embeds of ./directives.ts) → `{month}`
 * and `{year}` → remark-rehype (raw HTML in the Markdown is dropped, never passed through) →
 * rehype-sanitize (GitHub's schema: no
 * script, no style, no event handlers, no javascript:/data: URLs) → our finishing touches (product
 * cards, link rel, lazy images, no second h1) → rehype-stringify.
 *
 * The processor is built once and frozen; per-call data travels in the VFile, so rendering ten
 * thousand posts does not rebuild the plugin chain ten thousand times.
 */
import type { Element, ElementContent, Root as HastRoot, RootContent } from 'hast';
import type { Parent as MdastParent, Root as MdastRoot, Nodes as MdastNodes } from 'mdast';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { applyTitlePlaceholders } from '../format/title';
import { LOCALE_INFO, type Locale } from '../locales';
import { MARKETPLACE_HOSTS } from '../marketplace';
import { mediaUrl, parseMediaUrl, variantHeight, variantWidths } from '../media/contract';
import { writtenVariants } from '../media/render-states';
import { retailerHosts, type StoreConfig } from '../retailer';
import { PRODUCT_EMBED_TAG, PRODUCTS_EMBED_TAG, type ProductListStyle } from './directives';
import { markdownParser } from './parse';
import { productCard, type EmbedProduct } from './product-card';
import type { PriceSummary } from '../price-summary';
import { productList, type ListedProduct, type ReviewSummary } from './product-list';
import { RETAILER_LIST_TAG } from './retailer-lists';
import { retailerListElement } from './retailer-list-hast';

export type { EmbedProduct } from './product-card';
export type { ListedProduct, ReviewSummary } from './product-list';

export interface MarkdownOptions {
  /** Locale of the content: language of card texts and of `{month}`. */
  locale: Locale;
  /**
   * Products a `::product{asin="…"}` may embed, by ASIN (published products of the same locale).
   * An ASIN not found renders nothing rather than a broken card. Omitted: no embed renders.
   */
  products?: ReadonlyMap<string, EmbedProduct> | ((asin: string) => EmbedProduct | undefined);
  /** The locale's store (retailer domain, affiliate tag, whether prices show). Needed for embeds. */
  store?: StoreConfig;
  /**
   * Site path of a product's review, for the card's title link (omit for no link).
   */
  reviewPath?: (product: EmbedProduct) => string | undefined;
  /** A product's published review (score and pros), for `::products` tables and lists. */
  review?: (product: EmbedProduct) => ReviewSummary | undefined;
  /**
   * The product a card offers instead of one that cannot be bought (issue 15 item 4): see
   * `substituteFor` in shared/availability.ts. Omitted: no substitute is offered.
   */
  substituteOf?: (product: EmbedProduct) => EmbedProduct | undefined;
  /**
   * The current items of the body's self-refreshing lists (`::bestsellers`, `::new-releases`), by
   * `retailerListKey` (./retailer-lists.ts), in the retailer's order. A list absent or empty (not
   * filled yet) renders nothing: readers see no empty box (docs/decisions.md).
   */
  retailerLists?: ReadonlyMap<string, readonly EmbedProduct[]>;
  /** A product's price-history summary (issue 27): the 30-day lowest and good-price badge beside its price. */
  priceSummary?: (product: EmbedProduct) => PriceSummary | undefined;
  /**
   * The moment of rendering: fills `{month}`/`{year}` in the text (as in titles) and decides
   * whether a price is recent enough to show. Default: now. Pass the build's moment so every
   * page of a build agrees.
   */
  now?: Date;
}

/** One embed of the body and what became of it. */
export interface RenderedEmbed {
  asin: string;
  /** The product shown, or null when no published product of the locale has that ASIN. */
  productId: number | null;
  priceShown: boolean;
}

/** One `::products` table or list of the body, as rendered (the page's `ItemList` JSON-LD). */
export interface RenderedProductList {
  style: ProductListStyle;
  /** The products shown, in order; ASINs that match no product are left out. */
  products: ListedProduct[];
}

export interface RenderedMarkdown {
  /** Sanitized HTML fragment. */
  html: string;
  /** Each product a `::product` card or a `::products` line shows (the price disclaimer's test). */
  embeds: RenderedEmbed[];
  lists: RenderedProductList[];
}

interface RenderData {
  options: MarkdownOptions;
  now: Date;
  embeds: RenderedEmbed[];
  lists: RenderedProductList[];
}

const dataOf = (file: VFile) => (file.data as { render: RenderData }).render;

/** `{month}`/`{year}` in text (not in code), as in titles. */
function remarkPlaceholders() {
  return (tree: MdastRoot, file: VFile) => {
    const { options, now } = dataOf(file);
    const visit = (node: MdastNodes) => {
      if (node.type === 'text' && node.value.includes('{')) node.value = applyTitlePlaceholders(node.value, options.locale, now);
      if ('children' in node) for (const child of (node as MdastParent).children) visit(child as MdastNodes);
    };
    visit(tree);
  };
}

/** GitHub's schema plus the embed placeholder element (created by our remark stage only). */
const schema = {
  ...defaultSchema,
  tagNames: [...(defaultSchema.tagNames ?? []), PRODUCT_EMBED_TAG, PRODUCTS_EMBED_TAG, RETAILER_LIST_TAG],
  attributes: { ...defaultSchema.attributes, [PRODUCT_EMBED_TAG]: ['asin'], [PRODUCTS_EMBED_TAG]: ['asins', 'layout'], [RETAILER_LIST_TAG]: ['listKey'] },
};

const ALL_RETAILER_HOSTS = new Set(Object.values(LOCALE_INFO).flatMap((info) => retailerHosts({ amazonDomain: info.retailerDomain })));

function linkRel(href: string, store: StoreConfig | undefined): { rel: string[]; external: boolean } | undefined {
  if (!/^https?:\/\//i.test(href)) return undefined;
  let host: string;
  try {
    host = new URL(href).hostname.toLowerCase();
  } catch {
    return undefined;
  }
  const sponsored =
    ALL_RETAILER_HOSTS.has(host) || MARKETPLACE_HOSTS.includes(host) || (store !== undefined && retailerHosts(store).includes(host));
  return { rel: sponsored ? ['sponsored', 'nofollow', 'noopener'] : ['noopener', 'noreferrer'], external: true };
}

function lookup(products: MarkdownOptions['products'], asin: string): EmbedProduct | undefined {
  if (!products) return undefined;
  return typeof products === 'function' ? products(asin) : products.get(asin);
}

/** Width of a body image at most: the article column (the container's 1200 px). */
const BODY_IMAGE_SIZES = '(min-width: 1240px) 1200px, 100vw';

/**
 * A media-library image in a body (issue 14): its size and variants are in its address, so it gets
 * width and height (no layout shift) and a srcset of its fallback variants. Other addresses are left
 * as written: their size is unknown.
 */
function sizeMediaImage(img: Element): void {
  const key = parseMediaUrl(typeof img.properties.src === 'string' ? img.properties.src : null);
  if (!key) return;
  const widths = variantWidths(key.width);
  const largest = widths[widths.length - 1]!;
  img.properties.src = mediaUrl(key, largest, key.fallback);
  // Only the files written (an image whose variants are still being made: shared/media/render-states.ts).
  img.properties.srcSet = writtenVariants(key).fallbackWidths.map((w) => `${mediaUrl(key, w, key.fallback)} ${w}w`).join(', ');
  img.properties.sizes = BODY_IMAGE_SIZES;
  img.properties.width = largest;
  img.properties.height = variantHeight(key, largest);
}

/** Product cards in place of embeds, rel on outbound links, lazy images, h1 → h2. */
function rehypeFinish() {
  return (tree: HastRoot, file: VFile) => {
    const data = dataOf(file);
    const { options, now } = data;
    const visit = (parent: HastRoot | Element) => {
      const next: RootContent[] = [];
      for (const child of parent.children as RootContent[]) {
        if (child.type !== 'element') {
          next.push(child);
          continue;
        }
        if (child.tagName === PRODUCT_EMBED_TAG) {
          const asin = String(child.properties.asin ?? '');
          const product = lookup(options.products, asin);
          if (product && options.store) {
            const card = productCard(product, { locale: options.locale, store: options.store, now, reviewPath: options.reviewPath?.(product), substitute: options.substituteOf?.(product), priceSummary: options.priceSummary?.(product) });
            data.embeds.push({ asin, productId: product.id, priceShown: card.priceShown });
            next.push(card.element);
          } else {
            data.embeds.push({ asin, productId: null, priceShown: false });
          }
          continue;
        }
        if (child.tagName === PRODUCTS_EMBED_TAG) {
          const asins = String(child.properties.asins ?? '').split(',');
          const style: ProductListStyle = child.properties.layout === 'list' ? 'list' : 'table';
          const found: EmbedProduct[] = [];
          for (const asin of asins) {
            const product = lookup(options.products, asin);
            if (product) found.push(product);
            else data.embeds.push({ asin, productId: null, priceShown: false });
          }
          if (found.length && options.store) {
            const list = productList(found, style, { locale: options.locale, store: options.store, now, reviewPath: options.reviewPath, review: options.review, priceSummary: options.priceSummary });
            for (const p of list.listed) data.embeds.push({ asin: p.asin, productId: p.productId, priceShown: p.priceShown });
            data.lists.push({ style, products: list.listed });
            next.push(list.element);
          }
          continue;
        }
        if (child.tagName === RETAILER_LIST_TAG) {
          const key = String(child.properties.listKey ?? '');
          const items = options.retailerLists?.get(key) ?? [];
          if (items.length && options.store) {
            const list = retailerListElement(key, items, { locale: options.locale, store: options.store, now, reviewPath: options.reviewPath, review: options.review, priceSummary: options.priceSummary });
            for (const p of list.listed) data.embeds.push({ asin: p.asin, productId: p.productId, priceShown: p.priceShown });
            data.lists.push({ style: 'list', products: list.listed });
            next.push(list.element);
          }
          continue;
        }
        if (child.tagName === 'h1') child.tagName = 'h2';
        if (child.tagName === 'a' && typeof child.properties.href === 'string') {
          const rel = linkRel(child.properties.href, options.store);
          if (rel) {
            child.properties.rel = rel.rel;
            child.properties.target = '_blank';
          }
        }
        if (child.tagName === 'img') {
          child.properties.loading = 'lazy';
          child.properties.decoding = 'async';
          sizeMediaImage(child);
        }
        visit(child);
        next.push(child);
      }
      parent.children = next as ElementContent[];
    };
    visit(tree);
  };
}

const processor = unified()
  .use(markdownParser)
  .use(remarkPlaceholders)
  .use(remarkRehype)
  .use(rehypeSanitize, schema)
  .use(rehypeFinish)
  .use(rehypeStringify)
  .freeze();

/**
 * Renders Markdown to sanitized HTML and reports what became of each product embed.
 *
 * @example
 * const { html, embeds } = renderMarkdownDocument(post.content, { locale: 'br', products, store, now });
 * const anyPrice = embeds.some((e) => e.priceShown); // then show the retailer's price disclaimer
 */
export function renderMarkdownDocument(markdown: string, options: MarkdownOptions): RenderedMarkdown {
  const file = new VFile({ value: markdown ?? '' });
  const data: RenderData = { options, now: options.now ?? new Date(), embeds: [], lists: [] };
  (file.data as { render: RenderData }).render = data;
  const html = String(processor.processSync(file));
  return { html, embeds: data.embeds, lists: data.lists };
}

/**
 * Renders Markdown (GFM + `::product{asin="…"}` embeds) to a sanitized HTML fragment, safe to
 * insert into a page as is: no script, style, iframe or event-handler attribute survives, and
 * `javascript:`/`data:` links lose their href. Outbound links get `rel="noopener noreferrer"`
 * (retailer and marketplace links `rel="sponsored nofollow noopener"`) and open in a new tab;
 * a `# heading` becomes an h2 because the page's title is its only h1.
 *
 * @param markdown the body as stored (posts.content, reviews.body, or the admin's draft)
 * @param options locale, embeddable products and store (see `MarkdownOptions`)
 * @returns the HTML fragment
 */
export function renderMarkdown(markdown: string, options: MarkdownOptions): string {
  return renderMarkdownDocument(markdown, options).html;
}
