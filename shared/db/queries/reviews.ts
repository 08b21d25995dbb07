import type { Locale } from '../../locales';
import type { Db } from '../connect';
import type { ProductRow, ReviewRow } from '../schema';
import type { Product } from '../../schemas/product';
import type { Review } from '../../schemas/review';
import { toProduct } from './products';
import { byAuthor, isPublic, matchesSearch } from './visibility';

/** A public review (`reviewSchema`) with the product it reviews, as review pages show them. */
export type ReviewWithProduct = Review & { product: Product };

/** Pros and cons are JSON arrays in text columns; a damaged value shows as an empty list, not an error. */
export function parseList(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** Row to the public shape (`reviewSchema`), without its product; the admin shape extends it. */
export function toPublicReview(row: ReviewRow): Review {
  return {
    id: row.id,
    locale: row.locale as Locale,
    slug: row.slug,
    productId: row.product_id,
    title: row.title,
    excerpt: row.excerpt,
    body: row.body,
    rating: row.rating,
    pros: parseList(row.pros),
    cons: parseList(row.cons),
    verdict: row.verdict,
    testedText: row.tested_text,
    testedFrom: row.tested_from,
    testedTo: row.tested_to,
    testedPhotos: parseList(row.tested_photos),
    publishedAt: row.published_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    translationKey: row.translation_key,
  };
}

function toReview(row: ReviewRow, product: ProductRow): ReviewWithProduct {
  return { ...toPublicReview(row), product: toProduct(product) };
}

export interface ReviewListOptions {
  locale: Locale;
  /** Already normalized with `normalizeForSearch`. */
  search?: string;
  categoryId?: number;
  /** Only reviews this author profile signs (its author page, issue 25 item 4). */
  authorId?: number;
  limit?: number;
  offset?: number;
  now?: Date;
}

/** The public reviews of a list: published, of a published product (a draft product's review is not shown). */
function publishedReviews(db: Db, { locale, search, categoryId, authorId, now = new Date() }: ReviewListOptions) {
  // A category's reviews are found from its products (a review's product is of its locale, which
  // the admin API enforces): SQLite would otherwise walk every public review of the locale and
  // look each product up (6.6 ms against 1.7 ms a category at 100,000 posts). CROSS JOIN is how
  // SQLite is told the order; PostgreSQL plans it as the inner join it is.
  let query = (
    categoryId === undefined
      ? db.kysely.selectFrom('reviews').innerJoin('products', 'products.id', 'reviews.product_id')
      : db.kysely.selectFrom('products').crossJoin('reviews').whereRef('products.id', '=', 'reviews.product_id').where('products.locale', '=', locale)
  )
    .where('reviews.locale', '=', locale)
    .where(isPublic('reviews', now))
    .where('products.status', '=', 'published');
  if (search) query = query.where(matchesSearch('reviews.search_text', search));
  if (categoryId !== undefined) query = query.where('products.category_id', '=', categoryId);
  if (authorId !== undefined) query = query.where(byAuthor('review', 'reviews.id', authorId));
  return query;
}

/** Published reviews of a locale with their (published) product, newest first (ties by id, so pages never overlap). */
export async function listPublishedReviews(db: Db, options: ReviewListOptions): Promise<ReviewWithProduct[]> {
  const reviews = await publishedReviews(db, options)
    .selectAll('reviews')
    .orderBy('reviews.published_at', 'desc')
    .orderBy('reviews.id', 'desc')
    .limit(options.limit ?? 50)
    .offset(options.offset ?? 0)
    .execute();
  return withProducts(db, reviews);
}

/** Ids of the reviews `listPublishedReviews` pages through, in its order (a full build slices pages from them). */
export async function listPublishedReviewIds(db: Db, options: ReviewListOptions): Promise<number[]> {
  const rows = await publishedReviews(db, options).select('reviews.id').orderBy('reviews.published_at', 'desc').orderBy('reviews.id', 'desc').execute();
  return rows.map((r) => r.id);
}

/** Public reviews by id with their product, in the order of `ids`. */
export async function listReviewsByIds(db: Db, ids: readonly number[]): Promise<ReviewWithProduct[]> {
  if (!ids.length) return [];
  const rows = await db.kysely.selectFrom('reviews').selectAll().where('id', 'in', [...ids]).execute();
  const order = new Map(ids.map((id, i) => [id, i]));
  return withProducts(db, rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!));
}

/** How many reviews `listPublishedReviews` would page through. */
export async function countPublishedReviews(db: Db, options: ReviewListOptions): Promise<number> {
  const row = await publishedReviews(db, options).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How many public reviews of a list sort before `key` (are newer): its 0-based position. */
export async function countReviewsNewerThan(db: Db, options: ReviewListOptions, key: { publishedAt: string; id: number }): Promise<number> {
  const row = await publishedReviews(db, options)
    .where('reviews.published_at', '>=', key.publishedAt)
    .where((eb) => eb.or([eb('reviews.published_at', '>', key.publishedAt), eb('reviews.id', '>', key.id)]))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One published review by slug; `previewId` also accepts that row unpublished (crawler preview). */
export async function getPublishedReviewBySlug(db: Db, locale: Locale, slug: string, now = new Date(), previewId?: number): Promise<ReviewWithProduct | undefined> {
  const row = await db.kysely
    .selectFrom('reviews')
    .selectAll()
    .where('locale', '=', locale)
    .where('slug', '=', slug)
    .where((eb) => (previewId === undefined ? isPublic('reviews', now) : eb.or([eb('reviews.id', '=', previewId), isPublic('reviews', now)])))
    .executeTakeFirst();
  if (!row) return undefined;
  return (await withProducts(db, [row]))[0];
}

/**
 * Attaches products with one extra query for the whole page of reviews. Only published products:
 * a review whose product is a draft is left out, so no public reader (lists, review page, search,
 * /test) can show a draft product's title through a published review, whatever ids it was given.
 */
export async function withProducts(db: Db, reviews: ReviewRow[]): Promise<ReviewWithProduct[]> {
  if (reviews.length === 0) return [];
  const ids = [...new Set(reviews.map((r) => r.product_id))];
  const products = await db.kysely.selectFrom('products').selectAll().where('id', 'in', ids).where('status', '=', 'published').execute();
  const byId = new Map(products.map((p) => [p.id, p]));
  return reviews.flatMap((r) => {
    const product = byId.get(r.product_id);
    return product ? [toReview(r, product)] : [];
  });
}
