/**
 * What the publisher reads to find the pages a change affects (api/publish/renderer/affected-pages.ts).
 * Visibility is not checked here: a page of a row that is no longer public renders as 404 and is
 * removed, so listing one page too many is harmless.
 */
import type { Db } from '../connect';

/** Slugs of categories by id. */
export async function categorySlugs(db: Db, ids: readonly number[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db.kysely.selectFrom('categories').select('slug').where('id', 'in', [...ids]).execute();
  return rows.map((r) => r.slug);
}

/** Rows of `table` sharing one of the translation keys (the pages listing each other as alternates). */
export async function rowsWithTranslationKeys(db: Db, table: 'posts' | 'reviews', keys: readonly string[]): Promise<{ locale: string; slug: string }[]> {
  if (!keys.length) return [];
  return db.kysely.selectFrom(table).select(['locale', 'slug']).where('translation_key', 'in', [...keys]).execute();
}

/** The product's locale, ASIN and slug, and the slugs of its reviews. */
export async function productPages(db: Db, productId: number): Promise<{ locale: string; asin: string; slug: string; reviewSlugs: string[] } | undefined> {
  const product = await db.kysely.selectFrom('products').select(['locale', 'asin', 'slug']).where('id', '=', productId).executeTakeFirst();
  if (!product) return undefined;
  const reviews = await db.kysely.selectFrom('reviews').select('slug').where('product_id', '=', productId).execute();
  return { ...product, reviewSlugs: reviews.map((r) => r.slug) };
}

/** Slugs of the posts and reviews of `locale` whose body embeds the product `asin` (`::product{asin="…"}`). */
export async function bodiesEmbedding(db: Db, locale: string, asin: string): Promise<{ posts: string[]; reviews: string[] }> {
  const pattern = `%${asin.replace(/[%_\\]/g, '')}%`;
  const [posts, reviews] = await Promise.all([
    db.kysely.selectFrom('posts').select('slug').where('locale', '=', locale).where('content', 'like', pattern).execute(),
    db.kysely.selectFrom('reviews').select('slug').where('locale', '=', locale).where('body', 'like', pattern).execute(),
  ]);
  return { posts: posts.map((p) => p.slug), reviews: reviews.map((r) => r.slug) };
}

/** Locale and slug of a post or review of any status (the crawler preview of a draft). */
export async function rowPlace(db: Db, table: 'posts' | 'reviews', id: number): Promise<{ locale: string; slug: string } | undefined> {
  return db.kysely.selectFrom(table).select(['locale', 'slug']).where('id', '=', id).executeTakeFirst();
}
