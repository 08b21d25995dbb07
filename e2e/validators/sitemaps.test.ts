/**
 * The sitemaps of the built demo site as a search engine reads them (issue 17 items 2 and 4):
 * - valid against the sitemaps.org schemas (xmllint), index included;
 * - every listed URL is a built, indexable page whose canonical is that URL and whose own
 *   `<link rel="alternate" hreflang>` set is exactly the set its sitemap entry declares;
 * - coming-soon placeholders are not listed, carry `noindex, follow` and keep their hreflang set;
 * - the landing `/` (x-default of the homes) and the launch day pages declare their sets.
 */
import { readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { resolveFile } from '../../api/static/resolve-file';
import { attr, parsePage, type ParsedPage } from '../../shared/parsed-page';
import { builtDemoSite } from '../test-site';
import { htmlFiles, parseSitemapIndex, sitemapFiles, sitemapUrls, type SitemapUrl } from './built-files';
import { validateSitemapIndexes, validateUrlsets } from './sitemap-schema';

/** The canonical origin the build used (astro.config.mjs: SITE_URL, else localhost on PORT). */
const SITE_URL = process.env.SITE_URL || `http://localhost:${process.env.PORT || 4321}`;

/** The demo's coming-soon locales. */
const COMING_SOON = ['es', 'us'];

const hreflangSet = (page: ParsedPage) =>
  page.elements
    .filter((e) => e.tagName === 'link' && (attr(e, 'rel') ?? '').split(/\s+/).includes('alternate') && attr(e, 'hreflang') !== undefined)
    .map((e) => `${attr(e, 'hreflang')} ${attr(e, 'href')}`);
const robotsOf = (page: ParsedPage) => page.elements.find((e) => e.tagName === 'meta' && attr(e, 'name') === 'robots')?.attrs.find((a) => a.name === 'content')?.value ?? '';
const canonicalOf = (page: ParsedPage) => page.elements.find((e) => e.tagName === 'link' && attr(e, 'rel') === 'canonical')?.attrs.find((a) => a.name === 'href')?.value;

describe('sitemaps of the built demo site', () => {
  let dist = '';
  let urls: SitemapUrl[] = [];
  const pages = new Map<string, ParsedPage>();
  const page = (path: string) => {
    let parsed = pages.get(path);
    if (!parsed) {
      const file = resolveFile(dist, path);
      if (!file) throw new Error(`${path} is not a built page`);
      parsed = parsePage(path, readFileSync(file.path, 'utf8'));
      pages.set(path, parsed);
    }
    return parsed;
  };

  beforeAll(async () => {
    dist = realpathSync((await builtDemoSite()).distDir);
    urls = sitemapUrls(dist);
  }, 900_000);

  it('are valid against the sitemaps.org schemas (urlsets with xhtml:link alternates, and the index)', async () => {
    const files = sitemapFiles(dist);
    expect(files.length).toBeGreaterThan(3);
    const documents = files.map((f) => ({ fileName: f, contents: readFileSync(join(dist, f), 'utf8') }));
    expect(await validateUrlsets(documents)).toEqual([]);
    expect(await validateSitemapIndexes([{ fileName: 'sitemap-index.xml', contents: readFileSync(join(dist, 'sitemap-index.xml'), 'utf8') }])).toEqual([]);
  });

  it('schema check rejects what a search engine would (bad lastmod, bad hreflang, unknown element, no loc)', async () => {
    const sitemap = readFileSync(join(dist, 'sitemap-br.xml'), 'utf8');
    const broken = [
      sitemap.replace(/<lastmod>[^<]+</, '<lastmod>ontem<'),
      sitemap.replace('hreflang="pt-BR"', 'hreflang="pt BR"'),
      sitemap.replace('<xhtml:link ', '<xhtml:meta '),
      sitemap.replace(/<loc>[^<]+<\/loc>/, ''),
    ];
    for (const [i, contents] of broken.entries()) expect(await validateUrlsets([{ fileName: `broken-${i}.xml`, contents }]), `broken-${i}`).not.toEqual([]);
    const index = readFileSync(join(dist, 'sitemap-index.xml'), 'utf8').replace('<sitemap><loc>', '<sitemap><lastmod>2026</lastmod><loc>');
    expect(await validateSitemapIndexes([{ fileName: 'index.xml', contents: index }])).not.toEqual([]);
  });

  it('index lists exactly the sitemap files of the build', () => {
    const listed = parseSitemapIndex(readFileSync(join(dist, 'sitemap-index.xml'), 'utf8')).map((loc) => new URL(loc).pathname.slice(1));
    expect(listed.sort()).toEqual(sitemapFiles(dist));
  });

  it('list only built, indexable pages whose canonical is the listed URL, each once', () => {
    expect(urls.length).toBeGreaterThan(150);
    const problems: string[] = [];
    const seen = new Set<string>();
    for (const url of urls) {
      if (seen.has(url.loc)) problems.push(`${url.loc} listed twice`);
      seen.add(url.loc);
      if (!url.loc.startsWith(`${SITE_URL}/`)) { problems.push(`${url.loc} is not on ${SITE_URL}`); continue; }
      const path = new URL(url.loc).pathname;
      if (!resolveFile(dist, path)) { problems.push(`${url.file}: ${path} is not a built page`); continue; }
      const p = page(path);
      if (/noindex/.test(robotsOf(p))) problems.push(`${url.file}: ${path} is noindex (${robotsOf(p)})`);
      if (canonicalOf(p) !== url.loc) problems.push(`${url.file}: ${path} has canonical ${canonicalOf(p)}`);
    }
    expect(problems).toEqual([]);
  });

  it('give every URL the hreflang set its page declares, exactly', () => {
    const differ: string[] = [];
    for (const url of urls) {
      const path = new URL(url.loc).pathname;
      if (!resolveFile(dist, path)) continue;
      const declared = hreflangSet(page(path));
      if (JSON.stringify([...declared].sort()) !== JSON.stringify([...url.alternates].sort())) {
        differ.push(`${url.file} ${path}\n  sitemap: ${url.alternates.join(', ') || '(none)'}\n  page:    ${declared.join(', ') || '(none)'}`);
      }
    }
    expect(differ, `${differ.length} sets differ:\n${differ.join('\n')}`).toEqual([]);
  });

  it('leave out the coming-soon placeholders, which are noindex, follow and keep their hreflang set', () => {
    const listed = urls.map((u) => new URL(u.loc).pathname).filter((p) => COMING_SOON.some((l) => p === `/${l}` || p.startsWith(`/${l}/`)));
    expect(listed).toEqual([]);
    expect(sitemapFiles(dist).filter((f) => COMING_SOON.some((l) => f.startsWith(`sitemap-${l}`)))).toEqual([]);
    const placeholders = htmlFiles(dist).filter((f) => COMING_SOON.some((l) => f.startsWith(`${l}/`)) && !f.includes('indisponivel'));
    expect(placeholders.length).toBeGreaterThan(20);
    for (const file of placeholders) {
      const p = parsePage(file, readFileSync(join(dist, file), 'utf8'));
      expect(robotsOf(p), file).toBe('noindex, follow');
    }
    // The same set as the active locales' page (SPEC §4: coming_soon locales are alternates).
    expect(hreflangSet(page('/es/sobre'))).toEqual(hreflangSet(page('/br/sobre')));
    expect(hreflangSet(page('/br/sobre'))).toContain(`es-ES ${SITE_URL}/es/sobre`);
  });

  it('list the landing as the x-default of the homes, with the homes’ set on the landing itself', () => {
    const homes = ['pt-BR /br', 'it-IT /it', 'es-MX /mx', 'es-ES /es', 'en-US /us', 'x-default /'].map((s) => s.replace(' /', ` ${SITE_URL}/`));
    expect(hreflangSet(page('/'))).toEqual(homes);
    expect(hreflangSet(page('/br'))).toEqual(homes);
    expect(urls.find((u) => u.loc === `${SITE_URL}/`)?.alternates).toEqual(homes);
  });

  it('list the launch day pages with the set each declares (itself and x-default)', () => {
    const days = urls.filter((u) => /^\/br\/lancamento\/\d{4}-\d{2}-\d{2}$/.test(new URL(u.loc).pathname));
    expect(days.length).toBeGreaterThan(3);
    for (const day of days) expect(hreflangSet(page(new URL(day.loc).pathname))).toEqual([`pt-BR ${day.loc}`, `x-default ${day.loc}`]);
  });
});
