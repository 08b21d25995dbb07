/**
 * What the sitemaps list (SPEC §9): every published post and review of a locale with its last
 * change and translation key, in one query each (a 10,000-post locale is one read, not 10,000).
 */
import type { Locale } from '../../locales';
import type { Db } from '../connect';
import { isPublic } from './visibility';

export interface SitemapItem {
  slug: string;
  /** ISO timestamp of the last edit (the sitemap's lastmod). */
  updatedAt: string;
  translationKey: string | null;
}

/** Published posts of a locale, newest first. */
export async function listSitemapPosts(db: Db, locale: Locale, now = new Date()): Promise<SitemapItem[]> {
  const rows = await db.kysely
    .selectFrom('posts')
    .select(['posts.slug', 'posts.updated_at', 'posts.translation_key'])
    .where('posts.locale', '=', locale)
    .where(isPublic('posts', now))
    .orderBy('posts.published_at', 'desc')
    .orderBy('posts.id', 'desc')
    .execute();
  return rows.map((r) => ({ slug: r.slug, updatedAt: r.updated_at, translationKey: r.translation_key }));
}

/** Published reviews of a locale whose product is published too (the review pages that exist). */
export async function listSitemapReviews(db: Db, locale: Locale, now = new Date()): Promise<SitemapItem[]> {
  const rows = await db.kysely
    .selectFrom('reviews')
    .innerJoin('products', 'products.id', 'reviews.product_id')
    .select(['reviews.slug', 'reviews.updated_at', 'reviews.translation_key'])
    .where('reviews.locale', '=', locale)
    .where(isPublic('reviews', now))
    .where('products.status', '=', 'published')
    .orderBy('reviews.published_at', 'desc')
    .orderBy('reviews.id', 'desc')
    .execute();
  return rows.map((r) => ({ slug: r.slug, updatedAt: r.updated_at, translationKey: r.translation_key }));
}
