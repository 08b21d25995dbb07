/**
 * The URLs of one locale's sitemap, with the same alternates the pages' heads carry:
 * structural pages list every public locale, posts and reviews their active translations.
 * An active locale lists its content; a coming-soon locale lists its pre-rendered coming-soon
 * paths (structural only). Noindex pages (test pages, marketplace redirects, the error variant)
 * are never listed.
 */
import type { Db } from '../../../shared/db/connect';
import { listCategories } from '../../../shared/db/queries/categories';
import { isActive } from '../../../shared/db/queries/locale-configs';
import { listLaunchDates } from '../../../shared/db/queries/products';
import { listSitemapPosts, listSitemapReviews, type SitemapItem } from '../../../shared/db/queries/sitemap';
import { translationIndex, type TranslationEntry } from '../../../shared/db/queries/site-pages';
import { LOCALE_INFO, type Locale } from '../../../shared/locales';
import { isListedStatus } from '../../../shared/schemas/locale-config';
import { STRUCTURAL_PAGE_KEYS, hreflangLinks, structuralAlternates, structuralPaths, translationAlternates, absoluteUrl, type LocaleStatus } from './alternates';
import type { SitemapEntry } from './sitemap';

export interface SitemapSource {
  db: Db;
  now: Date;
  site: string | URL;
  configs: readonly LocaleStatus[];
}

/** Latest of some ISO timestamps (text order is time order for toISOString values). */
function latest(values: readonly (string | undefined)[]): string | undefined {
  return values.filter((v): v is string => Boolean(v)).sort().at(-1);
}

/** Every sitemap entry of `locale`; empty for a locale that is not public. */
export async function sitemapEntries(locale: Locale, { db, now, site, configs }: SitemapSource): Promise<SitemapEntry[]> {
  const config = configs.find((c) => c.locale === locale);
  if (!config || !isListedStatus(config.status)) return [];
  const active = isActive(config);

  const categories = await listCategories(db, locale);
  const [posts, reviews, postIndex, reviewIndex, launchDates] = active
    ? await Promise.all([
        listSitemapPosts(db, locale, now),
        listSitemapReviews(db, locale, now),
        translationIndex(db, 'posts', now),
        translationIndex(db, 'reviews', now),
        LOCALE_INFO[locale].launchByDate ? listLaunchDates(db, locale) : Promise.resolve([] as string[]),
      ])
    : [[], [], new Map<string, TranslationEntry[]>(), new Map<string, TranslationEntry[]>(), [] as string[]];

  const newestContent = latest([...posts.map((p) => p.updatedAt), ...reviews.map((r) => r.updatedAt)]);
  const entries: SitemapEntry[] = [];
  const structural = (pathFor: (l: Locale) => string | null, lastmod?: string) => {
    const path = pathFor(locale);
    if (!path) return;
    entries.push({ loc: absoluteUrl(path, site), lastmod, alternates: hreflangLinks(structuralAlternates(configs, pathFor), configs, site) });
  };

  for (const key of STRUCTURAL_PAGE_KEYS) {
    const listing = key === 'home' || key === 'reviews' || key === 'categories';
    structural(structuralPaths[key] as (l: Locale) => string | null, active && listing ? newestContent : undefined);
  }
  for (const c of categories) structural((l) => structuralPaths.category(l, c.slug));
  for (const date of launchDates) {
    const path = `/${locale}/lancamento/${date}`;
    entries.push({ loc: absoluteUrl(path, site), alternates: hreflangLinks({ [locale]: path }, configs, site) });
  }

  const content = (items: SitemapItem[], index: Map<string, TranslationEntry[]>, pathFor: (l: Locale, slug: string) => string) => {
    for (const item of items) {
      const translations = (item.translationKey && index.get(item.translationKey)) || [{ locale, slug: item.slug }];
      const alternates = translationAlternates(configs, translations, pathFor);
      entries.push({ loc: absoluteUrl(pathFor(locale, item.slug), site), lastmod: item.updatedAt, alternates: hreflangLinks(alternates, configs, site) });
    }
  };
  content(posts, postIndex, (l, slug) => `/${l}/${slug}`);
  content(reviews, reviewIndex, (l, slug) => `${structuralPaths.reviews(l)}/${slug}`);
  return entries;
}
