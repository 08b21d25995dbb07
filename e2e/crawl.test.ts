/**
 * Crawls the built demo site (every HTML file of dist/) for what a visitor or a search engine would
 * trip over: broken internal links, unsubstituted placeholders, pages without exactly one h1, and
 * canonical/hreflang sets that do not agree with each other. No browser needed: the pages are
 * static files, parsed with parse5.
 */
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteApp } from '../api/server';
import { resolveFile } from '../api/static/resolve-file';
import { connect, type Db } from '../shared/db/connect';
import { isActive, listLocaleConfigs } from '../shared/db/queries/locale-configs';
import { LOCALE_INFO, LOCALES } from '../shared/locales';
import { resolveRedirect } from '../shared/redirects';
import { DEMO_RETAILER_IMAGE_PREFIX } from '../shared/demo-retailer-images';
import { MEDIA_URL_PREFIX } from '../shared/media/contract';
import { createFileMediaStore } from '../shared/media/store';
import { brokenLinks, canonicalAndHreflang, duplicateDescriptions, h1Count, placeholders } from './crawl/checks';
import { attr, parsePage, type ParsedPage } from '../shared/parsed-page';
import { builtDemoSite } from './test-site';

/** The canonical origin the build used (astro.config.mjs: SITE_URL, else localhost on PORT). */
const SITE_URL = process.env.SITE_URL || `http://localhost:${process.env.PORT || 4321}`;
/** Paths of images the server draws or serves from the media store, not from dist/. */
const SERVED_IMAGE_PREFIXES = [DEMO_RETAILER_IMAGE_PREFIX, MEDIA_URL_PREFIX];

/**
 * The structural pages every public locale has (DESIGN §4), which must list their equivalents.
 * Posts, reviews and launch dates exist per locale and have alternates only when translated; the
 * landing is the language-neutral entry itself.
 */
function requiresAlternates(path: string): boolean {
  const [locale, first, second, ...rest] = path.split('/').filter(Boolean);
  if (!LOCALES.includes(locale as never) || rest.length) return false;
  const word = LOCALE_INFO[locale as keyof typeof LOCALE_INFO].reviewWord;
  if (first === undefined) return true;
  if (second === undefined) return ['categorias', 'sobre', 'privacidade', 'termos', 'afiliados', 'contato', 'lancamento', word].includes(first);
  return first === 'categoria';
}

function htmlFiles(dir: string, root = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return htmlFiles(path, root);
    return e.name.endsWith('.html') ? [relative(root, path)] : [];
  });
}

describe('crawl of the built demo site', () => {
  let dist = '';
  let pages: ParsedPage[] = [];
  /** The public pages: everything but the admin, a client-rendered app behind a login. */
  let publicPages: ParsedPage[] = [];
  let db: Db | undefined;
  let tmp = '';
  const apiStatus = new Map<string, number>();
  let app: ReturnType<typeof createSiteApp>;

  beforeAll(async () => {
    const site = await builtDemoSite();
    dist = site.distDir;
    pages = htmlFiles(dist).sort().map((file) => parsePage(file, readFileSync(join(dist, file), 'utf8')));
    publicPages = pages.filter((p) => !p.path.startsWith('/admin'));
    // API links are checked against the real app over a private copy of the demo database.
    tmp = mkdtempSync(join(tmpdir(), 'rs-crawl-'));
    copyFileSync(site.dbFile, join(tmp, 'site.db'));
    db = connect(`sqlite:${join(tmp, 'site.db')}`);
    app = createSiteApp({ deps: { db, media: { store: createFileMediaStore(site.mediaDir) } }, distDir: dist });
    const apiPaths = new Set(pages.flatMap((p) => p.elements).flatMap((e) => e.attrs.filter((a) => a.name === 'href' || a.name === 'action'))
      .map((a) => a.value).filter((v) => v.startsWith('/api/')).map((v) => v.split(/[?#]/)[0]!));
    for (const path of apiPaths) apiStatus.set(path, (await app.request(path)).status);
    // Images the server answers rather than dist/ (issue 14): the media library's files and the
    // demo retailer's pictures, asked of the app too.
    const imagePaths = new Set(pages.flatMap((p) => p.elements).flatMap((e) => e.attrs.filter((a) => a.name === 'src' || a.name === 'srcset' || a.name === 'content'))
      .flatMap((a) => a.value.split(',').map((c) => c.trim().split(/\s+/)[0]!))
      .map((v) => (v.startsWith(SITE_URL) ? v.slice(SITE_URL.length) : v))
      .filter((v) => SERVED_IMAGE_PREFIXES.some((prefix) => v.startsWith(prefix))));
    for (const path of imagePaths) apiStatus.set(path, (await app.request(path)).status);
  }, 900_000);
  afterAll(async () => {
    await db?.close();
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });

  /** A site path resolves to a built file, through a legacy redirect, or to a server route. */
  const exists = (path: string): boolean => {
    if (resolveFile(dist, path)) return true;
    const redirect = resolveRedirect(path);
    if (redirect) return exists(redirect.location);
    if (path === '/admin' || path.startsWith('/admin/')) return Boolean(resolveFile(dist, '/admin'));
    if (path.startsWith('/api/') || SERVED_IMAGE_PREFIXES.some((prefix) => path.startsWith(prefix))) return (apiStatus.get(path) ?? 404) < 400;
    return false;
  };

  it('has the pages of a full build', () => {
    const paths = new Set(publicPages.map((p) => p.path));
    for (const path of ['/', '/br', '/br/categorias', '/br/avaliacao', '/br/sobre', '/br/contato', '/it', '/mx', '/es', '/404.html']) {
      expect(paths.has(path), path).toBe(true);
    }
    expect(publicPages.length).toBeGreaterThan(100);
  });

  it('has no broken internal link (href, src, srcset, social image, island scripts)', () => {
    expect(brokenLinks(pages, SITE_URL, exists)).toEqual([]);
  });

  it('has no unsubstituted placeholder or stringified non-value ({month}, {year}, {{, undefined, [object Object], NaN, null)', () => {
    expect(placeholders(publicPages)).toEqual([]);
  });

  it('gives every indexable page its own meta description (launch days, page 2 of lists)', () => {
    expect(duplicateDescriptions(publicPages.filter((p) => p.path !== '/404.html'))).toEqual([]);
  });

  it('has exactly one h1 on every public page', () => {
    expect(h1Count(publicPages)).toEqual([]);
  });

  it('has one canonical URL per indexable page, on SITE_URL and equal to its own URL, and reciprocal hreflang sets with x-default', () => {
    // The 404 page answers unknown URLs with status 404; it has no URL of its own to declare.
    expect(canonicalAndHreflang(publicPages.filter((p) => p.path !== '/404.html'), SITE_URL, { requiresAlternates })).toEqual([]);
  });

  it('gives the 404 page no canonical link and no og:url (it answers unknown URLs and has none of its own)', () => {
    const notFound = publicPages.find((p) => p.path === '/404.html')!;
    const declared = notFound.elements.filter((e) =>
      (e.tagName === 'link' && (attr(e, 'rel') ?? '').split(/\s+/).includes('canonical')) || (e.tagName === 'meta' && attr(e, 'property') === 'og:url'));
    expect(declared.map((e) => e.tagName)).toEqual([]);
  });

  it('answers any path below a locale that is not active with its coming-soon page (the page carries the marker)', async () => {
    const inactive = (await listLocaleConfigs(db!)).filter((c) => !isActive(c)).map((c) => c.locale);
    expect(inactive.length).toBeGreaterThan(0);
    for (const locale of inactive) {
      const res = await app.request(`/${locale}/um-post-que-nao-existe`);
      // A 404 with the placeholder's body (issue 17: a 200 there was a soft 404).
      expect(res.status, `/${locale}/um-post-que-nao-existe`).toBe(404);
      expect(await res.text()).toBe(readFileSync(join(dist, locale, 'index.html'), 'utf8'));
    }
    // An active locale's unknown path stays a 404.
    expect((await app.request('/br/um-post-que-nao-existe')).status).toBe(404);
  });
});
