/**
 * What the sitemaps list (SPEC §9): every published post and review of a locale with its last
 * change and translation key, in one query each (a 10,000-post locale is one read, not 10,000).
 */
import type { Locale } from '../../locales';
import type { Db } from '../connect';
import { publishedPostsQuery, publishedReviewsQuery } from './site-pages';

export interface SitemapItem {
  slug: string;
  /** ISO timestamp of the last edit (the sitemap's lastmod). */
  updatedAt: string;
  translationKey: string | null;
}

/** Published posts of a locale, newest first. */
export async function listSitemapPosts(db: Db, locale: Locale, now = new Date()): Promise<SitemapItem[]> {
  const rows = await publishedPostsQuery(db, locale, now).select(['posts.slug', 'posts.updated_at', 'posts.translation_key']).execute();
  return rows.map((r) => ({ slug: r.slug, updatedAt: r.updated_at, translationKey: r.translation_key }));
}

/** Published reviews of a locale whose product is published too (the review pages that exist). */
export async function listSitemapReviews(db: Db, locale: Locale, now = new Date()): Promise<SitemapItem[]> {
  const rows = await publishedReviewsQuery(db, locale, now).select(['reviews.slug', 'reviews.updated_at', 'reviews.translation_key']).execute();
  return rows.map((r) => ({ slug: r.slug, updatedAt: r.updated_at, translationKey: r.translation_key }));
}
