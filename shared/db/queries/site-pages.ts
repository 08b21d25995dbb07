/**
 * Bulk reads for the static build of the public pages: one query per locale instead of one per
 * page (ten thousand post pages must not run ten thousand product lookups). Each function is
 * also what an on-demand render of a single page calls, so both paths see the same data.
 */
import type { Locale } from '../../locales';
import type { Product } from '../../schemas/product';
import type { Db } from '../connect';
import { toProduct } from './products';
import { isIndexable } from './page-seo';
import { parseList } from './reviews';
import { isPublic } from './visibility';

/**
 * A locale's published posts, newest first: the post pages a build makes. The sitemap and the
 * Markdown prerender select their own columns from this same query, so all three agree.
 */
export function publishedPostsQuery(db: Db, locale: Locale, now = new Date()) {
  return db.kysely
    .selectFrom('posts')
    .where('posts.locale', '=', locale)
    .where(isPublic('posts', now))
    .orderBy('posts.published_at', 'desc')
    .orderBy('posts.id', 'desc');
}

/** A locale's published reviews whose product is published too, newest first: the review pages a build makes. */
export function publishedReviewsQuery(db: Db, locale: Locale, now = new Date()) {
  return db.kysely
    .selectFrom('reviews')
    .innerJoin('products', 'products.id', 'reviews.product_id')
    .where('reviews.locale', '=', locale)
    .where(isPublic('reviews', now))
    .where('products.status', '=', 'published')
    .orderBy('reviews.published_at', 'desc')
    .orderBy('reviews.id', 'desc');
}

/** Slugs of a locale's published posts, newest first (the post pages to build). */
export async function listPublishedPostSlugs(db: Db, locale: Locale, now = new Date()): Promise<string[]> {
  const rows = await publishedPostsQuery(db, locale, now).select('posts.slug').execute();
  return rows.map((r) => r.slug);
}

/** Slugs of a locale's published reviews whose product is published too (the review pages to build). */
export async function listPublishedReviewSlugs(db: Db, locale: Locale, now = new Date()): Promise<string[]> {
  const rows = await publishedReviewsQuery(db, locale, now).select('reviews.slug').execute();
  return rows.map((r) => r.slug);
}

/** Every published product of a locale (or the first `limit`), by id (lists of products). */
export async function listPublishedProducts(db: Db, locale: Locale, limit?: number): Promise<Product[]> {
  let query = db.kysely.selectFrom('products').selectAll().where('locale', '=', locale).where('status', '=', 'published').orderBy('id');
  if (limit !== undefined) query = query.limit(limit);
  const rows = await query.execute();
  return rows.map(toProduct);
}

/**
 * The published products of a locale among `ids`, `asins` and `slugs`: what one page shows (its
 * review's product, the products its body embeds, a marketplace page's product), read with the page instead of the locale's whole catalogue
 * so that rendering one page costs the same at 100 or 100,000 products.
 */
export async function listPublishedProductsOf(db: Db, locale: Locale, { ids = [], asins = [], slugs = [] }: { ids?: readonly number[]; asins?: readonly string[]; slugs?: readonly string[] }): Promise<Product[]> {
  if (!ids.length && !asins.length && !slugs.length) return [];
  const rows = await db.kysely
    .selectFrom('products')
    .selectAll()
    .where('locale', '=', locale)
    .where('status', '=', 'published')
    .where((eb) =>
      eb.or([
        ...(ids.length ? [eb('id', 'in', [...ids])] : []),
        ...(asins.length ? [eb('asin', 'in', [...asins])] : []),
        ...(slugs.length ? [eb('slug', 'in', [...slugs])] : []),
      ]),
    )
    .orderBy('id')
    .execute();
  return rows.map(toProduct);
}

/** Slug of the published review of each of `productIds` (newest review wins), as reviewSlugsByProduct. */
export async function reviewSlugsOf(db: Db, locale: Locale, productIds: readonly number[], now = new Date()): Promise<Map<number, string>> {
  if (!productIds.length) return new Map();
  // Sorted here, not in SQL: an ORDER BY on the publication date leads the planner to scan the
  // locale's reviews by date instead of looking the few products up through their index.
  const rows = await db.kysely
    .selectFrom('reviews')
    .select(['reviews.id', 'reviews.product_id', 'reviews.slug', 'reviews.published_at'])
    .where('reviews.product_id', 'in', [...productIds])
    .where('reviews.locale', '=', locale)
    .where(isPublic('reviews', now))
    .execute();
  rows.sort((a, b) => String(a.published_at).localeCompare(String(b.published_at)) || a.id - b.id);
  return new Map(rows.map((r) => [r.product_id, r.slug]));
}

/**
 * The editor's rating and pros of the published review of each of `productIds` (newest review
 * wins, as reviewSlugsOf): what a `::products` comparison shows of each product. Read only for the
 * few products of a page's comparisons, through the product index.
 */
export async function reviewSummariesOf(db: Db, locale: Locale, productIds: readonly number[], now = new Date()): Promise<Map<number, { rating: number; pros: string[] }>> {
  if (!productIds.length) return new Map();
  const rows = await db.kysely
    .selectFrom('reviews')
    .select(['reviews.id', 'reviews.product_id', 'reviews.rating', 'reviews.pros', 'reviews.published_at'])
    .where('reviews.product_id', 'in', [...productIds])
    .where('reviews.locale', '=', locale)
    .where(isPublic('reviews', now))
    .execute();
  rows.sort((a, b) => String(a.published_at).localeCompare(String(b.published_at)) || a.id - b.id);
  return new Map(rows.map((r) => [r.product_id, { rating: Number(r.rating), pros: parseList(r.pros) }]));
}

/** Slug of the published review of each reviewed product of a locale (newest review wins). */
export async function reviewSlugsByProduct(db: Db, locale: Locale, now = new Date()): Promise<Map<number, string>> {
  const rows = await db.kysely
    .selectFrom('reviews')
    .select(['reviews.product_id', 'reviews.slug'])
    .where('reviews.locale', '=', locale)
    .where(isPublic('reviews', now))
    .orderBy('reviews.published_at', 'asc')
    .orderBy('reviews.id', 'asc')
    .execute();
  // Ascending order: a later review of the same product overwrites an earlier one.
  return new Map(rows.map((r) => [r.product_id, r.slug]));
}

/** One published translation of some content: its locale and slug. */
export interface TranslationEntry {
  locale: string;
  slug: string;
}

/**
 * The published, indexable translations of one post or review (its `translation_key`), in locale
 * order: the hreflang alternates of one page, read through the key's index.
 */
export async function translationsOf(db: Db, table: 'posts' | 'reviews', key: string, now = new Date()): Promise<TranslationEntry[]> {
  // Sorted here, not in SQL, so the planner looks the key up in its index (an ORDER BY locale
  // makes it walk the locale index over the whole table instead).
  const rows = (await db.kysely
    .selectFrom(table)
    .select([`${table}.id as id`, `${table}.locale as locale`, `${table}.slug as slug`])
    .where(`${table}.translation_key`, '=', key)
    .where(isPublic(table, now))
    // A noindex translation is in no hreflang set (issue 16).
    .where(isIndexable(table))
    .execute()) as (TranslationEntry & { id: number })[];
  rows.sort((a, b) => a.locale.localeCompare(b.locale) || a.id - b.id);
  return rows.map(({ locale, slug }) => ({ locale, slug }));
}

/**
 * Published posts or reviews that carry a `translation_key`, grouped by key (hreflang of content
 * pages, DESIGN §4). Entries are in locale order.
 */
export async function translationIndex(db: Db, table: 'posts' | 'reviews', now = new Date()): Promise<Map<string, TranslationEntry[]>> {
  const rows = await db.kysely
    .selectFrom(table)
    .select([`${table}.translation_key as key`, `${table}.locale as locale`, `${table}.slug as slug`])
    .where(`${table}.translation_key`, 'is not', null)
    .where(isPublic(table, now))
    .where(isIndexable(table))
    .orderBy(`${table}.locale`)
    .orderBy(`${table}.id`)
    .execute();
  const index = new Map<string, TranslationEntry[]>();
  for (const { key, locale, slug } of rows as { key: string; locale: string; slug: string }[]) {
    const list = index.get(key) ?? [];
    list.push({ locale, slug });
    index.set(key, list);
  }
  return index;
}
