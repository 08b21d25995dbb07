/**
 * Amazon affiliate plugins' shortcodes turned into our product directives and buy links:
 * AAWP (`[amazon …]`, also registered as `[aawp …]`), AmaLinks Pro (`[amalinkspro …]`) and Lasso
 * (`[lasso …]`) in their common forms. Each ASIN met becomes a product of the import's region.
 * AAWP's bestseller and new-releases lists become our `::bestsellers` / `::new-releases` directives.
 * A form that names no ASIN (an AAWP table or Lasso link kept in the plugin's own settings), or a
 * new-releases list by keyword (ours follow a browse node), cannot be carried over: it stays as
 * written and the report lists it.
 */
import { PRODUCT_LIST_SIZE, productListLine } from '../../markdown';
import type { Shortcode } from './shortcodes';

const ASIN = /^[A-Z0-9]{10}$/;
/** An Amazon product address: /dp/ASIN, /gp/product/ASIN, /exec/obidos/ASIN/ASIN. */
const PRODUCT_URL = /amazon\.[a-z.]+\/(?:[^\s"'?#]*\/)?(?:dp|gp\/product|exec\/obidos\/asin|gp\/aw\/d)\/([A-Z0-9]{10})/i;

/** What a shortcode becomes: Markdown lines, the ASINs it needs as products, or why it stays. */
export type AmazonConversion =
  | { markdown: string; asins: string[]; links: Array<{ asin: string; title: string }> }
  | { kept: string };

export interface StoreLink {
  /** The region's retailer domain, e.g. `www.amazon.com.br`. */
  domain: string;
  /** The region's affiliate tag ('' for none). */
  tag: string;
}

const asinsIn = (value: string | undefined) => (value ?? '').split(/[\s,]+/).map((a) => a.trim().toUpperCase()).filter((a) => ASIN.test(a));

/** The ASIN of an Amazon product address, if it is one. */
export function asinOfUrl(url: string): string | undefined {
  return PRODUCT_URL.exec(url)?.[1]?.toUpperCase();
}

/** The buy link of `asin` in the region's store, with its affiliate tag. */
export function retailerUrl(store: StoreLink, asin: string): string {
  return `https://${store.domain}/dp/${asin}${store.tag ? `?tag=${encodeURIComponent(store.tag)}` : ''}`;
}

/** A retailer browse node id: digits only (`2407749011`). */
const BROWSE_NODE = /^\d{1,20}$/;
/** AAWP's `items` (1–10; its default, 10, when absent or not a number). */
const listCount = (items: string | undefined) => Math.min(10, Math.max(1, Number.parseInt(items ?? '', 10) || 10));

function boxes(asins: string[]): AmazonConversion {
  return { markdown: asins.map((asin) => `::product{asin="${asin}"}`).join('\n\n'), asins, links: [] };
}

function link(asin: string, title: string, store: StoreLink): AmazonConversion {
  const text = title.trim() || asin;
  return { markdown: `[${text.replace(/([[\]\\])/g, '\\$1')}](${retailerUrl(store, asin)})`, asins: [asin], links: [{ asin, title: text }] };
}

function table(asins: string[]): AmazonConversion | undefined {
  if (asins.length < PRODUCT_LIST_SIZE.min) return asins.length ? boxes(asins) : undefined;
  return { markdown: productListLine(asins.slice(0, PRODUCT_LIST_SIZE.max), 'table'), asins: asins.slice(0, PRODUCT_LIST_SIZE.max), links: [] };
}

function aawp(code: Shortcode, store: StoreLink): AmazonConversion {
  const a = code.attrs;
  if (a.box) return asinsIn(a.box).length ? boxes(asinsIn(a.box)) : { kept: `AAWP box without a valid ASIN: ${code.source}` };
  if (a.link) {
    const asins = asinsIn(a.link);
    if (asins.length === 1) return link(asins[0]!, a.title ?? code.content ?? '', store);
    if (asins.length > 1) return boxes(asins);
  }
  if (a.table) {
    const converted = table(asinsIn(a.table));
    return converted ?? { kept: `AAWP table ${a.table} is kept in the plugin's settings, not in the export: ${code.source}` };
  }
  if (a.bestseller !== undefined) {
    const keywords = a.bestseller.replace(/["\\{}\n]/g, ' ').replace(/\s+/g, ' ').trim();
    if (!keywords) return { kept: `AAWP bestseller list without keywords: ${code.source}` };
    return { markdown: `::bestsellers{keywords="${keywords}" count="${listCount(a.items)}"}`, asins: [], links: [] };
  }
  if (a.new !== undefined) {
    // Our new-releases list follows a browse node; AAWP also accepts keywords, which it cannot.
    const node = a.new.trim();
    if (!BROWSE_NODE.test(node)) return { kept: `AAWP new-releases list ("${a.new}") is not a browse node id, and new releases are listed by browse node only: ${code.source}` };
    return { markdown: `::new-releases{browse-node="${node}" count="${listCount(a.items)}"}`, asins: [], links: [] };
  }
  if (a.fields) return { kept: `AAWP field ${a.value ?? ''} of ${a.fields} kept as text: ${code.source}` };
  return { kept: `AAWP shortcode not understood: ${code.source}` };
}

function amalinks(code: Shortcode, store: StoreLink): AmazonConversion {
  const a = code.attrs;
  const asins = asinsIn(a.asin ?? a.asins);
  if (code.name === 'amalinkspro_table') {
    return table(asinsIn(a.asins ?? a.asin)) ?? { kept: `AmaLinks Pro table ${a.id ?? ''} is kept in the plugin's settings: ${code.source}` };
  }
  if (!asins.length) return { kept: `AmaLinks Pro shortcode without an ASIN: ${code.source}` };
  if (a.type === 'showcase' || a.type === 'info-block' || asins.length > 1) return boxes(asins);
  const text = (code.content ?? '').replace(/<[^>]+>/g, '').trim();
  return link(asins[0]!, text || a['link-title'] || a.title || '', store);
}

function lasso(code: Shortcode, store: StoreLink): AmazonConversion {
  const a = code.attrs;
  const asin = asinsIn(a.asin)[0] ?? asinOfUrl(a.url ?? a.link ?? '');
  if (!asin) return { kept: `Lasso link "${a.ref ?? a.id ?? ''}" is kept in Lasso's own settings, not in the export: ${code.source}` };
  if (a.type === 'link' || a.type === 'text') return link(asin, a.title ?? code.content ?? '', store);
  return boxes([asin]);
}

/** Converts one affiliate shortcode, or undefined when `code` is none of the plugins'. */
export function convertAmazonShortcode(code: Shortcode, store: StoreLink): AmazonConversion | undefined {
  switch (code.name) {
    case 'amazon':
    case 'aawp':
      return aawp(code, store);
    case 'amalinkspro':
    case 'amalinkspro_table':
      return amalinks(code, store);
    case 'lasso':
      return lasso(code, store);
    default:
      return undefined;
  }
}
