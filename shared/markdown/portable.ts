/**
 * MarkdownOptions as plain data for a worker thread (./isolated.ts): the lookup functions become
 * tables, evaluated beforehand for exactly the products the body embeds.
 */
import { extractProductAsins } from './directives';
import { extractRetailerLists, retailerListKey } from './retailer-lists';
import type { EmbedProduct, MarkdownOptions, RenderedMarkdown } from './render';
import type { ReviewSummary } from './product-list';

export interface PortableOptions {
  locale: MarkdownOptions['locale'];
  store?: MarkdownOptions['store'];
  now?: Date;
  products: [string, EmbedProduct][];
  reviewPaths: [number, string][];
  reviews: [number, ReviewSummary][];
  substitutes: [number, EmbedProduct][];
  priceSummaries: [number, NonNullable<ReturnType<NonNullable<MarkdownOptions['priceSummary']>>>][];
  retailerLists: [string, EmbedProduct[]][];
}

export interface IsolatedJob {
  id: number;
  markdown: string;
  options: PortableOptions;
}

export type IsolatedReply = { ready: true } | { id: number; result: RenderedMarkdown } | { id: number; error: string };

/** The options of rendering `markdown`, as data: every lookup done for the ASINs it embeds. */
export function toPortable(markdown: string, options: MarkdownOptions): PortableOptions {
  const lookup = options.products;
  const portable: PortableOptions = { locale: options.locale, store: options.store, now: options.now, products: [], reviewPaths: [], reviews: [], substitutes: [], priceSummaries: [], retailerLists: [] };
  const shown: EmbedProduct[] = [];
  for (const asin of lookup ? extractProductAsins(markdown) : []) {
    const product = typeof lookup === 'function' ? lookup!(asin) : lookup!.get(asin);
    if (!product) continue;
    portable.products.push([asin, product]);
    shown.push(product);
  }
  for (const key of new Set(extractRetailerLists(markdown).map(retailerListKey))) {
    const items = options.retailerLists?.get(key);
    if (!items?.length) continue;
    portable.retailerLists.push([key, [...items]]);
    shown.push(...items);
  }
  for (const product of shown) {
    const path = options.reviewPath?.(product);
    if (path !== undefined) portable.reviewPaths.push([product.id, path]);
    const review = options.review?.(product);
    if (review) portable.reviews.push([product.id, review]);
    const substitute = options.substituteOf?.(product);
    if (substitute) portable.substitutes.push([product.id, substitute]);
    const summary = options.priceSummary?.(product);
    if (summary) portable.priceSummaries.push([product.id, summary]);
  }
  return portable;
}

/** MarkdownOptions back from their data form (in the worker). */
export function fromPortable(portable: PortableOptions): MarkdownOptions {
  const reviewPaths = new Map(portable.reviewPaths);
  const reviews = new Map(portable.reviews);
  const substitutes = new Map(portable.substitutes);
  const priceSummaries = new Map(portable.priceSummaries);
  return {
    locale: portable.locale,
    store: portable.store,
    now: portable.now,
    products: new Map(portable.products),
    retailerLists: new Map(portable.retailerLists),
    reviewPath: (p) => reviewPaths.get(p.id),
    review: (p) => reviews.get(p.id),
    substituteOf: (p) => substitutes.get(p.id),
    priceSummary: (p) => priceSummaries.get(p.id),
  };
}
