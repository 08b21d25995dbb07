/**
 * The URLs of a locale's sitemaps, with the same alternates the pages' heads carry: structural
 * pages list every public locale, posts and reviews their active translations. Each locale has one
 * sitemap of its structural pages (`sitemap-br.xml`) and, when active, its posts and reviews in
 * chunks of ids (`sitemap-br-posts-3.xml`, ≤ 10,000 URLs each: shared/db/queries/sitemap.ts), so a
 * save rewrites one small file. br's structural sitemap also lists the landing `/`. Only active
 * locales have sitemaps: a coming-soon locale's placeholders (one identical page at each structural
 * path, noindex) are never listed, though active pages still name them as hreflang alternates
 * (SPEC §4). Noindex pages (test pages, marketplace redirects, the error variant, and the posts,
 * reviews and categories an editor switched to noindex) are never listed.
 * Every entry's hreflang set is the one its page's head declares (the same helpers of ./alternates).
 */
import type { Db } from '../../../shared/db/connect';
import { listAuthorSlugs } from '../../../shared/db/queries/authors';
import { listCategories } from '../../../shared/db/queries/categories';
import { contentPaths } from '../../../shared/content-paths';
import { isActive } from '../../../shared/db/queries/locale-configs';
import { noindexCategoryIds } from '../../../shared/db/queries/page-seo';
import { listLaunchDates } from '../../../shared/db/queries/products';
import { listSitemapChunk, listSitemapChunks, newestContentUpdate, translationsOfKeys, type SitemapKind } from '../../../shared/db/queries/sitemap';
import { LOCALE_INFO, type Locale } from '../../../shared/locales';
import { LANDING_PATH, STRUCTURAL_PAGE_KEYS, absoluteUrl, activeConfigs, contentAlternates, hreflangLinks, launchDayAlternates, structuralAlternates, structuralPaths, type LocaleStatus } from './alternates';
import type { SitemapEntry } from './sitemap';

export interface SitemapSource {
  db: Db;
  now: Date;
  site: string | URL;
  configs: readonly LocaleStatus[];
}

/** One sitemap file of a locale: its structural pages, or a chunk of its posts or reviews. */
export type SitemapFile = { locale: Locale; kind: 'pages' } | { locale: Locale; kind: SitemapKind; chunk: number };

/** The file name part after `sitemap-`: `br`, `br-posts-3`. */
export function sitemapFileName(file: SitemapFile): string {
  return file.kind === 'pages' ? file.locale : `${file.locale}-${file.kind}-${file.chunk}`;
}

/** The file a name stands for, or undefined. */
export function parseSitemapFileName(name: string): SitemapFile | undefined {
  const match = /^([a-z]{2})(?:-(posts|reviews)-(0|[1-9]\d{0,6}))?$/.exec(name);
  if (!match) return undefined;
  const locale = match[1] as Locale;
  if (!(locale in LOCALE_INFO)) return undefined;
  return match[2] ? { locale, kind: match[2] as SitemapKind, chunk: Number(match[3]) } : { locale, kind: 'pages' };
}

/** Every sitemap file of the active locales: their structural sitemap, then their content chunks. */
export async function listSitemapFiles({ db, now, configs }: Omit<SitemapSource, 'site'>): Promise<SitemapFile[]> {
  const files: SitemapFile[] = [];
  for (const config of configs) {
    const locale = config.locale as Locale;
    if (!(locale in LOCALE_INFO) || !isActive(config)) continue;
    files.push({ locale, kind: 'pages' });
    for (const kind of ['posts', 'reviews'] as const) for (const chunk of await listSitemapChunks(db, kind, locale, now)) files.push({ locale, kind, chunk });
  }
  return files;
}

/** The entries of one sitemap file; empty for a locale that is not active. */
export async function sitemapEntries(file: SitemapFile, { db, now, site, configs }: SitemapSource): Promise<SitemapEntry[]> {
  const { locale } = file;
  if (!isActive(configs.find((c) => c.locale === locale))) return [];
  if (file.kind !== 'pages') {
    const items = await listSitemapChunk(db, file.kind, locale, file.chunk, now);
    const translations = await translationsOfKeys(db, file.kind, items.flatMap((i) => (i.translationKey ? [i.translationKey] : [])), now);
    const pathFor = file.kind === 'posts' ? (l: Locale, slug: string) => `/${l}/${slug}` : (l: Locale, slug: string) => `${structuralPaths.reviews(l)}/${slug}`;
    return items.map((item) => {
      const alternates = contentAlternates(configs, { locale, slug: item.slug }, (item.translationKey && translations.get(item.translationKey)) || [], pathFor);
      return { loc: absoluteUrl(pathFor(locale, item.slug), site), lastmod: item.updatedAt, alternates: hreflangLinks(alternates, configs, site) };
    });
  }

  const [categories, hidden, newestContent, launchDates, authors] = await Promise.all([
    listCategories(db, locale),
    noindexCategoryIds(db),
    newestContentUpdate(db, locale, now),
    LOCALE_INFO[locale].launchByDate ? listLaunchDates(db, locale) : Promise.resolve([] as string[]),
    listAuthorSlugs(db),
  ]);
  const entries: SitemapEntry[] = [];
  // The landing (country chooser) is the x-default of the homes' set and declares that set.
  if (locale === 'br') entries.push({ loc: absoluteUrl(LANDING_PATH, site), alternates: hreflangLinks(structuralAlternates(configs, structuralPaths.home), configs, site) });
  const structural = (pathFor: (l: Locale) => string | null, lastmod?: string, among: readonly LocaleStatus[] = configs) => {
    const path = pathFor(locale);
    if (!path) return;
    entries.push({ loc: absoluteUrl(path, site), lastmod, alternates: hreflangLinks(structuralAlternates(among, pathFor), configs, site) });
  };
  for (const key of STRUCTURAL_PAGE_KEYS) {
    const listing = key === 'home' || key === 'reviews' || key === 'categories';
    structural(structuralPaths[key] as (l: Locale) => string | null, listing ? newestContent : undefined);
  }
  // A category switched to noindex (issue 16) is listed in no locale: its set goes as a whole.
  for (const c of categories) if (!hidden.has(c.id)) structural((l) => structuralPaths.category(l, c.slug));
  // Author pages (issue 25 item 4): each profile in every locale, one hreflang set.
  // Only active locales build them (a coming-soon locale has its placeholder pages, no author's).
  for (const a of authors) structural((l) => contentPaths.author(l, a.slug), undefined, activeConfigs(configs));
  for (const date of launchDates) {
    const alternates = launchDayAlternates(locale, date);
    entries.push({ loc: absoluteUrl(alternates[locale]!, site), alternates: hreflangLinks(alternates, configs, site) });
  }
  return entries;
}
