/**
 * The files of a built site the validators read: its HTML pages and its sitemaps, with the
 * `<url>` entries of each sitemap (loc and hreflang set) parsed the way a crawler reads them.
 */
import { readdirSync, readFileSync, realpathSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Every `.html` file under `dir`, relative to it, sorted. */
export function htmlFiles(dir: string, root = dir): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => {
      const path = join(dir, e.name);
      if (e.isDirectory()) return htmlFiles(path, root);
      return e.name.endsWith('.html') ? [relative(root, path)] : [];
    })
    .sort();
}

/** The sitemap files of a built site (`sitemap-*.xml` but the index), sorted. */
export function sitemapFiles(dist: string): string[] {
  return readdirSync(realpathSync(dist)).filter((f) => /^sitemap-.+\.xml$/.test(f) && f !== 'sitemap-index.xml').sort();
}

export interface SitemapUrl {
  /** The sitemap file it is listed in. */
  file: string;
  loc: string;
  /** `hreflang href` pairs of its xhtml:link alternates, in document order. */
  alternates: string[];
}

const decode = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');

/** The `<url>` entries of a sitemap's XML (the format renderUrlset writes; the XSD test checks it). */
export function parseUrlset(file: string, xml: string): SitemapUrl[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    file,
    loc: decode(/<loc>([\s\S]*?)<\/loc>/.exec(body!)?.[1] ?? ''),
    alternates: [...body!.matchAll(/<xhtml:link\b([^>]*)\/>/g)].map(([, attrs]) => {
      const value = (name: string) => decode(new RegExp(`\\b${name}="([^"]*)"`).exec(attrs!)?.[1] ?? '');
      return `${value('hreflang')} ${value('href')}`;
    }),
  }));
}

/** The `<loc>`s of a sitemap index. */
export function parseSitemapIndex(xml: string): string[] {
  return [...xml.matchAll(/<sitemap>\s*<loc>([\s\S]*?)<\/loc>/g)].map(([, loc]) => decode(loc!));
}

/** Every URL of every sitemap of a built site. */
export function sitemapUrls(dist: string): SitemapUrl[] {
  return sitemapFiles(dist).flatMap((f) => parseUrlset(f, readFileSync(join(dist, f), 'utf8')));
}
