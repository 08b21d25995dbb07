/**
 * What the publisher reads to find the pages a change affects (api/publish/renderer/affected-pages.ts).
 * Visibility is not checked here: a page of a row that is no longer public renders as 404 and is
 * removed, so listing one page too many is harmless.
 */
import type { Db } from '../connect';

/** Ids and slugs of categories. */
export async function categorySlugs(db: Db, ids: readonly number[]): Promise<{ id: number; slug: string }[]> {
  if (!ids.length) return [];
  return db.kysely.selectFrom('categories').select(['id', 'slug']).where('id', 'in', [...ids]).execute();
}

/** A product's status and category (what decides whether and where its reviews are listed). */
export async function productPlacement(db: Db, productId: number): Promise<{ status: string; categoryId: number | null } | undefined> {
  const row = await db.kysely.selectFrom('products').select(['status', 'category_id']).where('id', '=', productId).executeTakeFirst();
  return row && { status: row.status, categoryId: row.category_id };
}

/** The reviews of a product with what places them in the lists. */
export async function reviewPlacement(db: Db, productId: number): Promise<{ id: number; status: string; publishedAt: string | null }[]> {
  const rows = await db.kysely.selectFrom('reviews').select(['id', 'status', 'published_at']).where('product_id', '=', productId).execute();
  return rows.map((r) => ({ id: r.id, status: r.status, publishedAt: r.published_at }));
}

/** Rows of `table` sharing one of the translation keys (the pages listing each other as alternates). */
export async function rowsWithTranslationKeys(db: Db, table: 'posts' | 'reviews', keys: readonly string[]): Promise<{ id: number; locale: string; slug: string }[]> {
  if (!keys.length) return [];
  return db.kysely.selectFrom(table).select(['id', 'locale', 'slug']).where('translation_key', 'in', [...keys]).execute();
}

/** The product's locale, ASIN, slug and launch date, and the slugs of its reviews. */
export async function productPages(db: Db, productId: number): Promise<{ locale: string; asin: string; slug: string; launchDate: string | null; reviewSlugs: string[] } | undefined> {
  const product = await db.kysely.selectFrom('products').select(['locale', 'asin', 'slug', 'launch_date']).where('id', '=', productId).executeTakeFirst();
  if (!product) return undefined;
  const reviews = await db.kysely.selectFrom('reviews').select('slug').where('product_id', '=', productId).execute();
  return { locale: product.locale, asin: product.asin, slug: product.slug, launchDate: product.launch_date, reviewSlugs: reviews.map((r) => r.slug) };
}

/**
 * The products of `locale` that offer `productId` as their substitute now (issue 15 item 4): sold
 * out or withdrawn, so their boxes show its name and buy link. Read through the substitute index.
 */
export async function productsOffering(db: Db, locale: string, productId: number): Promise<{ id: number; asin: string; reviewSlugs: string[] }[]> {
  const rows = await db.kysely
    .selectFrom('products')
    .select(['id', 'asin'])
    .where('substitute_product_id', '=', productId)
    .where('locale', '=', locale)
    .where('availability', 'in', ['out_of_stock', 'unavailable'])
    .execute();
  if (!rows.length) return [];
  const reviews = await db.kysely.selectFrom('reviews').select(['product_id', 'slug']).where('product_id', 'in', rows.map((r) => r.id)).execute();
  return rows.map((r) => ({ id: r.id, asin: r.asin, reviewSlugs: reviews.filter((v) => v.product_id === r.id).map((v) => v.slug) }));
}

/** Locale and slug of a post or review of any status (the crawler preview of a draft). */
export async function rowPlace(db: Db, table: 'posts' | 'reviews', id: number): Promise<{ locale: string; slug: string } | undefined> {
  return db.kysely.selectFrom(table).select(['locale', 'slug']).where('id', '=', id).executeTakeFirst();
}

/**
 * A post's or review's place as it is now (for a change that did not say where the row was: the
 * publisher then treats it as staying in place, like a title edit).
 */
export async function currentPlacement(db: Db, table: 'posts' | 'reviews', id: number): Promise<{ status: string; publishedAt: string | null; categoryId?: number | null; productId?: number; slug: string; translationKey: string | null; noindex: boolean } | undefined> {
  if (table === 'posts') {
    const row = await db.kysely.selectFrom('posts').select(['status', 'published_at', 'category_id', 'slug', 'translation_key', 'noindex']).where('id', '=', id).executeTakeFirst();
    return row && { status: row.status, publishedAt: row.published_at, categoryId: row.category_id, slug: row.slug, translationKey: row.translation_key, noindex: Number(row.noindex) === 1 };
  }
  const row = await db.kysely.selectFrom('reviews').select(['status', 'published_at', 'product_id', 'slug', 'translation_key', 'noindex']).where('id', '=', id).executeTakeFirst();
  return row && { status: row.status, publishedAt: row.published_at, productId: row.product_id, slug: row.slug, translationKey: row.translation_key, noindex: Number(row.noindex) === 1 };
}

/** Ids and slugs of author profiles (the author pages listing a post or review). */
export async function authorSlugs(db: Db, ids: readonly number[]): Promise<{ id: number; slug: string }[]> {
  if (!ids.length) return [];
  return db.kysely.selectFrom('authors').select(['id', 'slug']).where('id', 'in', [...ids]).execute();
}
