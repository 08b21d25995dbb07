/**
 * A built page parsed the way a crawler reads it, for the crawl checks (e2e/crawl) and the admin's
 * crawler preview (api/publish/crawler-view.ts): parse5 (the parser browsers' behaviour is specified
 * by, so no regular expression guesses at markup) and a few small tree helpers.
 */
import { parse, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
export type Element = DefaultTreeAdapterMap['element'];

export interface ParsedPage {
  /** URL path the page answers (`/br/sobre`, `/` for the landing). */
  path: string;
  /** File inside dist/ (`br/sobre/index.html`). */
  file: string;
  elements: Element[];
  /** Visible text pieces (script, style and template contents left out). */
  texts: string[];
  /** Bodies of inline scripts, with their type. */
  scripts: { type: string; body: string }[];
}

const NON_TEXT = new Set(['script', 'style', 'template', 'noscript']);

function childrenOf(node: Node): Node[] {
  if (node.nodeName === 'template') return [(node as DefaultTreeAdapterMap['template']).content];
  return 'childNodes' in node ? (node.childNodes as Node[]) : [];
}

export function attr(el: Element, name: string): string | undefined {
  return el.attrs.find((a) => a.name === name)?.value;
}

const textOf = (el: Element) =>
  el.childNodes.map((n) => (n.nodeName === '#text' ? (n as DefaultTreeAdapterMap['textNode']).value : '')).join('');

/** `br/sobre/index.html` → `/br/sobre`; `index.html` → `/`; `404.html` → `/404.html`. */
export function pathOfFile(file: string): string {
  if (file === 'index.html') return '/';
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'/index.html'.length)}`;
  return `/${file}`;
}

export function parsePage(file: string, html: string): ParsedPage {
  const elements: Element[] = [];
  const texts: string[] = [];
  const scripts: ParsedPage['scripts'] = [];
  const walk = (node: Node, inText: boolean) => {
    if (node.nodeName === '#text') {
      if (inText) texts.push((node as DefaultTreeAdapterMap['textNode']).value);
      return;
    }
    if ('tagName' in node) {
      const el = node as Element;
      elements.push(el);
      if (el.tagName === 'script' && !attr(el, 'src')) scripts.push({ type: attr(el, 'type') ?? '', body: textOf(el) });
      // <title> is text the visitor sees (tab, search result); other head text is not.
      inText = inText && !NON_TEXT.has(el.tagName);
    }
    for (const child of childrenOf(node)) walk(child, inText);
  };
  walk(parse(html), true);
  return { path: pathOfFile(file), file, elements, texts, scripts };
}

export const byTag = (page: ParsedPage, tag: string) => page.elements.filter((e) => e.tagName === tag);
