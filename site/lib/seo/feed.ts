/**
 * The RSS feed of a locale (SPEC §9): its latest LIMITS.feedSize indexable posts. A noindex post
 * (issue 16) keeps its page but is left out, as it is left out of the sitemaps.
 */
import { LIMITS } from '../../../shared/constants';
import type { Db } from '../../../shared/db/connect';
import { categoryMap } from '../../../shared/db/queries/categories';
import { listPublishedPosts } from '../../../shared/db/queries/posts';
import { applyTitlePlaceholders } from '../../../shared/format/title';
import { getDictionary } from '../../../shared/i18n';
import { LOCALE_INFO, type Locale } from '../../../shared/locales';
import { structuralPaths } from './alternates';
import { renderRss } from './rss';

/** The feed XML of `locale` as of `now`, links against `origin`. */
export async function localeFeed(db: Db, { locale, now, origin, siteName }: { locale: Locale; now: Date; origin: string | URL; siteName: string }): Promise<string> {
  const posts = await listPublishedPosts(db, { locale, limit: LIMITS.feedSize, now, indexableOnly: true });
  const categories = await categoryMap(db, locale, posts.flatMap((p) => (p.categoryId === null ? [] : [p.categoryId])));
  const d = getDictionary(locale);
  return renderRss({
    title: `${siteName} – ${LOCALE_INFO[locale].tagline}`,
    link: new URL(structuralPaths.home(locale), origin).href,
    self: new URL(structuralPaths.rss(locale), origin).href,
    description: d.home.metaDescription,
    language: LOCALE_INFO[locale].language,
    changedAt: posts.reduce<string | null>((newest, p) => (newest === null || p.updatedAt > newest ? p.updatedAt : newest), null),
    items: posts.map((p) => ({
      title: applyTitlePlaceholders(p.title, locale, now),
      link: new URL(`/${locale}/${p.slug}`, origin).href,
      publishedAt: p.publishedAt ?? p.createdAt,
      description: p.excerpt,
      category: p.categoryId === null ? undefined : categories[String(p.categoryId)]?.name,
    })),
  });
}
