/**
 * What a crawler reads from a page: title, description, canonical, robots, hreflang alternates
 * and JSON-LD, taken from the HTML the renderer produced (for /admin/pre-render-demo).
 */
import { parse, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

export interface CrawlerView {
  title: string | null;
  description: string | null;
  canonical: string | null;
  robots: string | null;
  hreflang: { lang: string; href: string }[];
  jsonLd: unknown[];
}

function* elements(node: Node): Generator<Element> {
  if ('tagName' in node) yield node;
  const children = 'childNodes' in node ? node.childNodes : [];
  for (const child of children) yield* elements(child);
  if ('content' in node && node.content) yield* elements(node.content as Node);
}

const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value ?? null;
const text = (el: Element) => el.childNodes.map((n) => ('value' in n ? n.value : '')).join('');

export function crawlerView(html: string): CrawlerView {
  const view: CrawlerView = { title: null, description: null, canonical: null, robots: null, hreflang: [], jsonLd: [] };
  for (const el of elements(parse(html))) {
    if (el.tagName === 'title' && view.title === null) view.title = text(el);
    else if (el.tagName === 'meta' && attr(el, 'name') === 'description') view.description = attr(el, 'content');
    else if (el.tagName === 'meta' && attr(el, 'name') === 'robots') view.robots = attr(el, 'content');
    else if (el.tagName === 'link' && attr(el, 'rel') === 'canonical') view.canonical = attr(el, 'href');
    else if (el.tagName === 'link' && attr(el, 'rel') === 'alternate' && attr(el, 'hreflang')) view.hreflang.push({ lang: attr(el, 'hreflang')!, href: attr(el, 'href') ?? '' });
    else if (el.tagName === 'script' && attr(el, 'type') === 'application/ld+json') {
      try {
        view.jsonLd.push(JSON.parse(text(el)));
      } catch {
        view.jsonLd.push({ invalid: text(el) });
      }
    }
  }
  return view;
}
