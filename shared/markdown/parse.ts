/**
 * Markdown → mdast, the first stage of the pipeline (./render.ts).
 *
 * markdown-it tokenizes (CommonMark, GFM tables and `~~strikethrough~~`, footnotes through
 * markdown-it-footnote, `::product{…}` and `::products{…}` lines through ./directives.ts) and this file turns its
 * token stream into the same mdast tree remark-parse with remark-gfm builds, so every later stage
 * (remark-rehype, rehype-sanitize, our finishing touches) is unchanged. The reason is speed:
 * micromark, remark-parse's tokenizer, took ~5 ms per 2 KB post body, most of a post page's render
 * time; markdown-it takes ~0.2 ms. `parse.parity.test.ts` compares both trees' HTML over the demo
 * corpus and over generated documents.
 *
 * GFM's task list items and autolink literals are applied to the tree here: the first with GFM's
 * own rule (`[ ]`/`[x]` opening an item's first paragraph), the second with GFM's own transform
 * from mdast-util-gfm-autolink-literal (`www.`, `http(s)://`, e-mail addresses).
 */
import type { List, ListItem, Nodes, Parent, PhrasingContent, Root, RootContent, Table } from 'mdast';
import MarkdownIt, { type PluginSimple } from 'markdown-it';
import type Token from 'markdown-it/lib/token.mjs';
import footnotes from 'markdown-it-footnote';
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
import type { Plugin } from 'unified';
import { embedParagraph, productDirectives, productListParagraph, retailerListParagraph, type ProductListDirective } from './directives';
import type { RetailerListDirective } from './retailer-lists';

const md = new MarkdownIt('default', {
  // Raw HTML is tokenized so it can be dropped (as remark-rehype drops mdast `html` nodes), not
  // shown as escaped text.
  html: true,
  linkify: false,
})
  // The plugin's types describe markdown-it's CommonJS build; it is the same object.
  .use(footnotes as unknown as PluginSimple)
  .use(productDirectives);
// `^[inline notes]` are markdown-it-footnote's own extension, not GFM: they stay text.
md.inline.ruler.disable('footnote_inline');
// Destinations are kept as written (escapes and character references resolved): mdast-util-to-hast
// encodes them and rehype-sanitize judges them, as with remark-parse. markdown-it's own filter would
// turn a `javascript:` link into text instead of a link without href.
md.validateLink = () => true;
md.normalizeLink = (url) => url;
md.normalizeLinkText = (text) => text;

const [autolinkLiterals] = gfmAutolinkLiteralFromMarkdown().transforms!;

/**
 * Text in which GFM's autolink literal patterns could match: each needs `://`, `www.` or `@` inside
 * one text node.
 */
const MAY_AUTOLINK = /@|:\/\/|www\./i;

/** Whether some text node under `node` matches `pattern`. */
function hasText(node: Nodes, pattern: RegExp): boolean {
  if (node.type === 'text') return pattern.test(node.value);
  return 'children' in node && node.children.some((child) => hasText(child, pattern));
}

/** GFM's task list check at the start of an item's first paragraph: `[ ]`, `[x]` or `[X]`, then a space or line end. */
const TASK_CHECK = /^\[([ \txX])\](?=[ \t\n])/;

/** A footnote label's identifier as mdast-util-gfm-footnote makes it (micromark's normalizeIdentifier, lower-cased). */
const footnoteIdentifier = (label: string) => label.replace(/[\t\n\r ]+/g, ' ').trim().toLowerCase().toUpperCase().toLowerCase();

/** Plain text of inline tokens (an image's alt). */
function plainText(tokens: Token[] | null): string {
  let text = '';
  for (const t of tokens ?? []) {
    if (t.type === 'text' || t.type === 'code_inline') text += t.content;
    else if (t.type === 'softbreak' || t.type === 'hardbreak') text += '\n';
    else if (t.type === 'image') text += plainText(t.children);
  }
  return text;
}

/** Appends phrasing content, merging adjacent text as mdast does ("a\nb" is one text node). */
function appendText(parent: Parent, value: string): void {
  const last = parent.children[parent.children.length - 1];
  if (last?.type === 'text') last.value += value;
  else (parent.children as PhrasingContent[]).push({ type: 'text', value });
}

function inline(tokens: Token[], into: Parent): void {
  const stack: Parent[] = [into];
  for (const t of tokens) {
    const top = stack[stack.length - 1]!;
    const add = (node: PhrasingContent) => (top.children as PhrasingContent[]).push(node);
    switch (t.type) {
      case 'text':
        if (t.content) appendText(top, t.content);
        break;
      case 'softbreak':
        appendText(top, '\n');
        break;
      case 'hardbreak':
        add({ type: 'break' });
        break;
      case 'code_inline':
        add({ type: 'inlineCode', value: t.content });
        break;
      case 'em_open':
      case 'strong_open':
      case 's_open':
      case 'link_open': {
        const node: PhrasingContent =
          t.type === 'em_open'
            ? { type: 'emphasis', children: [] }
            : t.type === 'strong_open'
              ? { type: 'strong', children: [] }
              : t.type === 's_open'
                ? { type: 'delete', children: [] }
                : { type: 'link', url: t.attrGet('href') ?? '', title: t.attrGet('title'), children: [] };
        add(node);
        stack.push(node);
        break;
      }
      case 'em_close':
      case 'strong_close':
      case 's_close':
      case 'link_close':
        stack.pop();
        break;
      case 'image':
        add({ type: 'image', url: t.attrGet('src') ?? '', title: t.attrGet('title'), alt: plainText(t.children) });
        break;
      case 'footnote_ref': {
        const label = String((t.meta as { label?: string | number }).label ?? (t.meta as { id: number }).id + 1);
        add({ type: 'footnoteReference', identifier: footnoteIdentifier(label), label });
        break;
      }
      // html_inline: raw HTML is dropped; its text content around it stays.
    }
  }
}

/** The GFM task check of a list item's first paragraph, removed from the text; null when there is none. */
function taskCheck(paragraph: Parent): boolean | null {
  const head = paragraph.children[0];
  if (head?.type !== 'text') return null;
  const match = TASK_CHECK.exec(head.value);
  // And something after it: `- [ ]` alone is text.
  if (!match || (!/[^ \t]/.test(head.value.slice(match[0].length)) && paragraph.children.length === 1)) return null;
  // The check and the one whitespace character after it.
  head.value = head.value.slice(match[0].length + 1);
  if (!head.value) paragraph.children.shift();
  return match[1] === 'x' || match[1] === 'X';
}

/**
 * Parses Markdown into the mdast tree of remark-parse + remark-gfm, with `::product{…}` lines as
 * embed paragraphs (./directives.ts) and without raw HTML.
 */
export function parseMarkdown(markdown: string): Root {
  const root: Root = { type: 'root', children: [] };
  const footnoteDefinitions: RootContent[] = [];
  const stack: Parent[] = [root];
  const top = () => stack[stack.length - 1]!;
  const open = (node: RootContent & Parent) => {
    (top().children as RootContent[]).push(node);
    stack.push(node);
  };

  for (const t of md.parse(markdown, {}) as Token[]) {
    switch (t.type) {
      case 'paragraph_open': {
        const parent = top();
        // A paragraph markdown-it shows (not hidden) directly in an item makes its list loose.
        if (parent.type === 'listItem' && !t.hidden) (stack[stack.length - 2] as List).spread = true;
        open({ type: 'paragraph', children: [] });
        break;
      }
      case 'paragraph_close': {
        const paragraph = stack.pop()!;
        const item = top();
        if (item.type === 'listItem' && item.children[0] === paragraph) (item as ListItem).checked = taskCheck(paragraph);
        break;
      }
      case 'heading_open':
        open({ type: 'heading', depth: Number(t.tag.slice(1)) as 1 | 2 | 3 | 4 | 5 | 6, children: [] });
        break;
      case 'blockquote_open':
        open({ type: 'blockquote', children: [] });
        break;
      case 'bullet_list_open':
      case 'ordered_list_open': {
        const ordered = t.type === 'ordered_list_open';
        open({ type: 'list', ordered, start: ordered ? Number(t.attrGet('start') ?? 1) : null, spread: false, children: [] });
        break;
      }
      case 'list_item_open':
        open({ type: 'listItem', spread: false, checked: null, children: [] });
        break;
      case 'table_open':
        open({ type: 'table', align: [], children: [] });
        break;
      case 'tr_open':
        open({ type: 'tableRow', children: [] } as RootContent & Parent);
        break;
      case 'th_open':
      case 'td_open': {
        if (t.type === 'th_open') {
          const table = stack[stack.length - 2] as Table;
          const align = /text-align:(left|right|center)/.exec(t.attrGet('style') ?? '')?.[1] as 'left' | 'right' | 'center' | undefined;
          table.align!.push(align ?? null);
        }
        open({ type: 'tableCell', children: [] });
        break;
      }
      case 'footnote_open': {
        const meta = t.meta as { id: number; label?: string };
        const label = String(meta.label ?? meta.id + 1);
        const definition = { type: 'footnoteDefinition', identifier: footnoteIdentifier(label), label, children: [] } as RootContent & Parent;
        footnoteDefinitions.push(definition);
        stack.push(definition);
        break;
      }
      case 'heading_close':
      case 'blockquote_close':
      case 'bullet_list_close':
      case 'ordered_list_close':
      case 'list_item_close':
      case 'table_close':
      case 'tr_close':
      case 'th_close':
      case 'td_close':
      case 'footnote_close':
        stack.pop();
        break;
      case 'inline':
        inline(t.children ?? [], top());
        break;
      case 'fence': {
        const info = md.utils.unescapeAll(t.info).trim();
        const space = info.search(/[ \t]/);
        const lang = space < 0 ? info : info.slice(0, space);
        const meta = space < 0 ? '' : info.slice(space).trim();
        (top().children as RootContent[]).push({ type: 'code', lang: lang || null, meta: meta || null, value: t.content.replace(/\n$/, '') });
        break;
      }
      case 'code_block':
        (top().children as RootContent[]).push({ type: 'code', lang: null, meta: null, value: t.content.replace(/\n$/, '') });
        break;
      case 'hr':
        (top().children as RootContent[]).push({ type: 'thematicBreak' });
        break;
      case 'product_embed':
        for (const node of embedParagraph(t.meta as { asin: string })) (top().children as RootContent[]).push(node);
        break;
      case 'products_embed':
        for (const node of productListParagraph(t.meta as ProductListDirective)) (top().children as RootContent[]).push(node);
        break;
      case 'retailer_list_embed':
        for (const node of retailerListParagraph(t.meta as RetailerListDirective)) (top().children as RootContent[]).push(node);
        break;
      // html_block: raw HTML is dropped. footnote_block_*/footnote_anchor: remark-rehype makes
      // the notes section and its back links itself.
    }
  }
  root.children.push(...footnoteDefinitions);
  // The transform walks the tree once per pattern; most bodies have nothing for it to find.
  if (hasText(root, MAY_AUTOLINK)) autolinkLiterals!(root);
  return root;
}

/** unified parser plugin (in place of remark-parse + remark-gfm): `parseMarkdown`. */
export const markdownParser: Plugin<[], string, Root> = function () {
  this.parser = (document) => parseMarkdown(document);
};
