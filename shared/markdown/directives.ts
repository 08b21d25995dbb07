/**
 * Directives of post and review bodies. Only one is defined:
 *
 * ```md
 * ::product{asin="B0C1234XYZ"}
 * ```
 *
 * a line of its own (in the remark-directive syntax of a leaf directive; a `[label]` is allowed and
 * ignored) that embeds the product card of that ASIN (a product of the same locale). It may
 * interrupt a paragraph, and may stand inside a list item or a quote. Anything else that looks like
 * a directive (`::outra`, `:::caixa`, `Nota:importante`, `16:9`) is plain text.
 */
import type MarkdownIt from 'markdown-it';
import type { Paragraph } from 'mdast';

/** The tag the parse stage emits for an embed; the rehype stage swaps it for the card. */
export const PRODUCT_EMBED_TAG = 'product-embed';

const ASIN = /^[A-Z0-9]{10}$/;
/** A `::product` line; group 1 holds its attributes. */
const PRODUCT_LINE = /^::product(?:\[[^\]\n]*\])?(?:\{([^}\n]*)\})?[ \t]*$/;
const ASIN_ATTRIBUTE = /(?:^|\s)asin\s*=\s*"([^"]*)"/;

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
    const match = PRODUCT_LINE.exec(line.trim());
    const asin = match && asinOf(match[1]);
    if (asin) found.add(asin);
  }
  return [...found];
}

/**
 * markdown-it block rule: a `::product` line becomes a `product_embed` token whose meta holds the
 * ASIN ('' when missing or malformed).
 */
export function productDirectives(md: MarkdownIt): void {
  md.block.ruler.before(
    'paragraph',
    'product_embed',
    (state, startLine, _endLine, silent) => {
      // Indented by four columns or more it is code.
      if (state.sCount[startLine]! - state.blkIndent >= 4) return false;
      const line = state.src.slice(state.bMarks[startLine]! + state.tShift[startLine]!, state.eMarks[startLine]);
      const match = PRODUCT_LINE.exec(line);
      if (!match) return false;
      if (silent) return true;
      const token = state.push('product_embed', '', 0);
      token.map = [startLine, startLine + 1];
      token.meta = { asin: asinOf(match[1]) };
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
