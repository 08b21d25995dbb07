/**
 * Directives of post and review bodies (remark-directive syntax). Only one is defined:
 *
 * ```md
 * ::product{asin="B0C1234XYZ"}
 * ```
 *
 * a leaf directive on a line of its own that embeds the product card of that ASIN (a product of
 * the same locale). Anything else that looks like a directive is put back as the text it was
 * written as, so "Nota:importante" or "Ratio 16:9" never loses words.
 */
import type { Nodes, Parent, Root, Text } from 'mdast';
import type { VFile } from 'vfile';

/** The tag the remark stage emits for an embed; the rehype stage swaps it for the card. */
export const PRODUCT_EMBED_TAG = 'product-embed';

const ASIN = /^[A-Z0-9]{10}$/;
const DIRECTIVE_LINE = /^[ \t]*::product\{([^}\n]*)\}[ \t]*$/gm;
const ASIN_ATTRIBUTE = /(?:^|\s)asin\s*=\s*"([^"]*)"/;

/**
 * The ASINs a body embeds, in order of appearance, without duplicates. Lets a caller (page loader,
 * admin preview) fetch only the products it needs before rendering.
 */
export function extractProductAsins(markdown: string): string[] {
  const found = new Set<string>();
  for (const match of markdown.matchAll(DIRECTIVE_LINE)) {
    const asin = ASIN_ATTRIBUTE.exec(match[1] ?? '')?.[1]?.trim();
    if (asin && ASIN.test(asin)) found.add(asin);
  }
  return [...found];
}

type DirectiveNode = Extract<Nodes, { type: 'textDirective' | 'leafDirective' | 'containerDirective' }>;

function isDirective(node: Nodes): node is DirectiveNode {
  return node.type === 'textDirective' || node.type === 'leafDirective' || node.type === 'containerDirective';
}

/** The Markdown a node was parsed from, or '' when positions are missing. */
function sourceOf(node: Nodes, file: VFile): string {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  return start !== undefined && end !== undefined ? String(file.value).slice(start, end) : '';
}

/**
 * Replacement for one directive node: the embed element, its source text, its children, or
 * nothing (a `::product` without a valid ASIN).
 */
function replace(node: DirectiveNode, file: VFile): Nodes[] {
  if (node.type === 'leafDirective' && node.name === 'product') {
    const asin = node.attributes?.asin?.trim() ?? '';
    if (!ASIN.test(asin)) return [];
    return [{ type: 'paragraph', children: [], data: { hName: PRODUCT_EMBED_TAG, hProperties: { asin } } }];
  }
  if (node.type === 'containerDirective') return node.children as Nodes[];
  const text: Text = { type: 'text', value: sourceOf(node, file) };
  return node.type === 'leafDirective' ? [{ type: 'paragraph', children: [text] }] : [text];
}

function walk(parent: Parent, file: VFile): void {
  const next: Nodes[] = [];
  for (const child of parent.children as Nodes[]) {
    if (isDirective(child)) {
      for (const node of replace(child, file)) {
        if ('children' in node) walk(node as Parent, file);
        next.push(node);
      }
    } else {
      if ('children' in child) walk(child as Parent, file);
      next.push(child);
    }
  }
  parent.children = next as Parent['children'];
}

/** Remark plugin: resolves directives as described at the top of this file. */
export function remarkSiteDirectives() {
  return (tree: Root, file: VFile) => walk(tree, file);
}
