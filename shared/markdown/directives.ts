/**
 * Directives of post and review bodies. Two are defined here (and the self-refreshing
 * `::bestsellers` / `::new-releases` lists in ./retailer-lists.ts):
 *
 * ```md
 * ::product{asin="B0C1234XYZ"}
 * ::products{asins="B0C1234XYZ,B0AAAAAAAA,B0BBBBBBBB" style="table"}
 * ```
 *
 * each a line of its own (in the remark-directive syntax of a leaf directive; a `[label]` is
 * allowed and ignored). `::product` embeds the product card of that ASIN (a product of the same
 * locale); `::products` a comparison table (`style="table"`, the default) or a ranked list
 * (`style="list"`) of 2–6 products, in the order written (./product-list.ts). ASINs, not ids, as
 * `::product` does: the same line works in every locale's translation, and the publisher's search
 * for the bodies that show a product (by its ASIN) finds both directives. They may interrupt a
 * paragraph, and may stand inside a list item or a quote. Anything else that looks like a
 * directive (`::outra`, `:::caixa`, `Nota:importante`, `16:9`) is plain text.
 */
import type MarkdownIt from 'markdown-it';
import type { Paragraph } from 'mdast';
import { retailerListKey, retailerListOf, RETAILER_LIST_TAG, type RetailerListDirective } from './retailer-lists';

/** The tag the parse stage emits for an embed; the rehype stage swaps it for the card. */
export const PRODUCT_EMBED_TAG = 'product-embed';
/** The tag the parse stage emits for a `::products` line; the rehype stage swaps it for the table or list. */
export const PRODUCTS_EMBED_TAG = 'products-embed';

/** How a `::products` line shows its products. */
export const PRODUCT_LIST_STYLES = ['table', 'list'] as const;
export type ProductListStyle = (typeof PRODUCT_LIST_STYLES)[number];
/** Fewest and most products of a `::products` line: one is a `::product`; past six a table stops being readable on a phone. */
export const PRODUCT_LIST_SIZE = { min: 2, max: 6 } as const;

/** What a `::products` line asks for, as written. */
export interface ProductListDirective {
  /** The `asins` attribute split at commas and spaces, as written (valid or not, duplicates kept). */
  written: string[];
  /** The valid ASINs, in order, without duplicates, at most PRODUCT_LIST_SIZE.max. */
  asins: string[];
  /** The `style` attribute as written ('' when absent). */
  writtenStyle: string;
  style: ProductListStyle;
}

const ASIN = /^[A-Z0-9]{10}$/;
/** A `::product` line; group 1 holds its attributes. */
const PRODUCT_LINE = /^::product(?:\[[^\]\n]*\])?(?:\{([^}\n]*)\})?[ \t]*$/;
const ASIN_ATTRIBUTE = /(?:^|\s)asin\s*=\s*"([^"]*)"/;
/** A `::products` line; group 1 holds its attributes. */
const PRODUCTS_LINE = /^::products(?:\[[^\]\n]*\])?(?:\{([^}\n]*)\})?[ \t]*$/;
const ASINS_ATTRIBUTE = /(?:^|\s)asins\s*=\s*"([^"]*)"/;
const STYLE_ATTRIBUTE = /(?:^|\s)style\s*=\s*"([^"]*)"/;

/** The products and style of a `::products` line's attributes. */
function productListOf(attributes: string | undefined): ProductListDirective {
  const written = (ASINS_ATTRIBUTE.exec(attributes ?? '')?.[1] ?? '').split(/[\s,]+/).filter(Boolean);
  const writtenStyle = STYLE_ATTRIBUTE.exec(attributes ?? '')?.[1]?.trim() ?? '';
  const style: ProductListStyle = writtenStyle === 'list' ? 'list' : 'table';
  const asins = [...new Set(written.filter((a) => ASIN.test(a)))].slice(0, PRODUCT_LIST_SIZE.max);
  return { written, asins, writtenStyle, style };
}

/**
 * The `::products` lines of a body, in order (fenced and indented code included: a save's check
 * may ask about a line that renders as code, which costs the editor nothing).
 */
export function extractProductLists(markdown: string): ProductListDirective[] {
  const found: ProductListDirective[] = [];
  for (const line of (markdown ?? '').split('\n')) {
    const match = PRODUCTS_LINE.exec(line.trim());
    if (match) found.push(productListOf(match[1]));
  }
  return found;
}

/**
 * What is wrong with the way a `::products` line is written, in words an editor acts on; [] when
 * nothing is. Whether its products exist in the locale is the save's check (it needs the database).
 */
export function productListProblems(list: ProductListDirective): string[] {
  const problems: string[] = [];
  const label = `::products{asins="${list.written.join(',')}"}`;
  const invalid = list.written.filter((a) => !ASIN.test(a));
  if (invalid.length) problems.push(`${label}: ${invalid.map((a) => `"${a}"`).join(', ')} is not an ASIN (10 upper-case letters or digits, e.g. B0C1234XYZ)`);
  const duplicates = [...new Set(list.written.filter((a, i) => list.written.indexOf(a) !== i))];
  if (duplicates.length) problems.push(`${label}: ${duplicates.join(', ')} is listed more than once`);
  const distinct = new Set(list.written).size;
  if (distinct < PRODUCT_LIST_SIZE.min || distinct > PRODUCT_LIST_SIZE.max) {
    problems.push(`${label}: lists ${distinct} product(s); a comparison table or ranked list shows ${PRODUCT_LIST_SIZE.min} to ${PRODUCT_LIST_SIZE.max}`);
  }
  if (list.writtenStyle && !(PRODUCT_LIST_STYLES as readonly string[]).includes(list.writtenStyle)) {
    problems.push(`${label}: style "${list.writtenStyle}" is not one of ${PRODUCT_LIST_STYLES.join(', ')}`);
  }
  return problems;
}

/** The valid ASIN of a `::product` line's attributes, or '' when it has none. */
function asinOf(attributes: string | undefined): string {
  const asin = ASIN_ATTRIBUTE.exec(attributes ?? '')?.[1]?.trim() ?? '';
  return ASIN.test(asin) ? asin : '';
}

/**
 * The ASINs a body embeds, in order of appearance, without duplicates. Lets a caller (page loader,
 * admin preview) fetch only the products it needs before rendering.
 */
export function extractProductAsins(markdown: string): string[] {
  const found = new Set<string>();
  for (const line of markdown.split('\n')) {
    const trimmed = line.trim();
    const match = PRODUCT_LINE.exec(trimmed);
    const asin = match && asinOf(match[1]);
    if (asin) found.add(asin);
    const list = PRODUCTS_LINE.exec(trimmed);
    if (list) for (const listed of productListOf(list[1]).asins) found.add(listed);
  }
  return [...found];
}

/**
 * markdown-it block rule: a `::product` line becomes a `product_embed` token whose meta holds the
 * ASIN ('' when missing or malformed); a `::products` line a `products_embed` token whose meta is
 * its `ProductListDirective`.
 */
export function productDirectives(md: MarkdownIt): void {
  md.block.ruler.before(
    'paragraph',
    'product_embed',
    (state, startLine, _endLine, silent) => {
      // Indented by four columns or more it is code.
      if (state.sCount[startLine]! - state.blkIndent >= 4) return false;
      const line = state.src.slice(state.bMarks[startLine]! + state.tShift[startLine]!, state.eMarks[startLine]);
      const one = PRODUCT_LINE.exec(line);
      const many = one ? null : PRODUCTS_LINE.exec(line);
      const retailerList = one || many ? null : retailerListOf(line.trim());
      if (!one && !many && !retailerList) return false;
      if (silent) return true;
      const token = state.push(one ? 'product_embed' : many ? 'products_embed' : 'retailer_list_embed', '', 0);
      token.map = [startLine, startLine + 1];
      token.meta = one ? { asin: asinOf(one[1]) } : many ? productListOf(many[1]) : retailerList;
      state.line = startLine + 1;
      return true;
    },
    { alt: ['paragraph'] },
  );
}

/** The mdast of an embed: a placeholder paragraph rendered as PRODUCT_EMBED_TAG, or nothing without a valid ASIN. */
export function embedParagraph({ asin }: { asin: string }): Paragraph[] {
  return asin ? [{ type: 'paragraph', children: [], data: { hName: PRODUCT_EMBED_TAG, hProperties: { asin } } }] : [];
}

/** The mdast of a `::products` line: a placeholder rendered as PRODUCTS_EMBED_TAG, or nothing without a valid ASIN. */
export function productListParagraph({ asins, style }: ProductListDirective): Paragraph[] {
  return asins.length ? [{ type: 'paragraph', children: [], data: { hName: PRODUCTS_EMBED_TAG, hProperties: { asins: asins.join(','), layout: style } } }] : [];
}

/**
 * The mdast of a `::bestsellers` / `::new-releases` line: a placeholder rendered as
 * RETAILER_LIST_TAG carrying the list's key, or nothing when the line names no query.
 */
export function retailerListParagraph(list: RetailerListDirective): Paragraph[] {
  return list.query ? [{ type: 'paragraph', children: [], data: { hName: RETAILER_LIST_TAG, hProperties: { listKey: retailerListKey(list) } } }] : [];
}

/** The `::products` line of these ASINs in this style (the admin's picker and the demo seed write it). */
export function productListLine(asins: readonly string[], style: ProductListStyle): string {
  return `::products{asins="${asins.join(',')}" style="${style}"}`;
}

/** One directive line of a body, as the admin's editor shows it as a block (issue 26 item 1). */
export type DirectiveLine =
  | { kind: 'product'; asin: string }
  | { kind: 'products'; list: ProductListDirective }
  | { kind: 'retailer-list'; list: RetailerListDirective };

/**
 * The directive a line holds (`::product`, `::products`, `::bestsellers`, `::new-releases`), or null:
 * the same patterns the parse stage applies, so the editor marks exactly the lines that render as boxes.
 * A line indented by four columns or more is code.
 */
export function directiveOfLine(line: string): DirectiveLine | null {
  if (/^(?: {4}|\t)/.test(line)) return null;
  const trimmed = line.trim();
  if (!trimmed.startsWith('::')) return null;
  const one = PRODUCT_LINE.exec(trimmed);
  if (one) return { kind: 'product', asin: asinOf(one[1]) };
  const many = PRODUCTS_LINE.exec(trimmed);
  if (many) return { kind: 'products', list: productListOf(many[1]) };
  const list = retailerListOf(trimmed);
  return list ? { kind: 'retailer-list', list } : null;
}

/** The `::product` line of one ASIN (a single product box). */
export function productLine(asin: string): string {
  return `::product{asin="${asin}"}`;
}
