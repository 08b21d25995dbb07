/**
 * What a crawler reads from a page: title, description, canonical, robots, hreflang alternates
 * and JSON-LD, taken from the HTML the renderer produced (for /admin/pre-render-demo).
 */
import { attr, byTag, parsePage, type Element } from '../../shared/parsed-page';
import type { CrawlerView } from '../../shared/schemas/publishing';


const hasRel = (el: Element, rel: string) => (attr(el, 'rel') ?? '').split(/\s+/).includes(rel);
const attrOf = (el: Element | undefined, name: string) => (el && attr(el, name)) ?? null;

export function crawlerView(html: string): CrawlerView {
  const page = parsePage('', html);
  const meta = (name: string) => byTag(page, 'meta').find((m) => attr(m, 'name') === name);
  const links = byTag(page, 'link');
  const title = byTag(page, 'title')[0];
  return {
    title: title ? title.childNodes.map((n) => ('value' in n ? n.value : '')).join('') : null,
    description: attrOf(meta('description'), 'content'),
    robots: attrOf(meta('robots'), 'content'),
    canonical: attrOf(links.find((l) => hasRel(l, 'canonical')), 'href'),
    hreflang: links.filter((l) => hasRel(l, 'alternate') && attr(l, 'hreflang') !== undefined).map((l) => ({ lang: attr(l, 'hreflang')!, href: attr(l, 'href') ?? '' })),
    jsonLd: page.scripts
      .filter((script) => script.type === 'application/ld+json')
      .map((script) => {
        try {
          return JSON.parse(script.body) as unknown;
        } catch {
          return { invalid: script.body };
        }
      }),
  };
}
