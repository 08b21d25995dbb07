import type { ExpressionBuilder } from 'kysely';
import { FALLBACK_LOCALE, type Locale } from '../../locales';
import type { Db } from '../connect';
import type { Category } from '../../schemas/category';
import type { Database } from '../schema';
import { isPublic } from './visibility';

export interface PopularCategory extends Category {
  /** Published posts and reviews of the locale in this category. */
  itemCount: number;
}

/**
 * Name of a category in `locale`, else in br, else its slug: a category added in the admin with
 * only a Portuguese name still shows something sensible everywhere.
 */
function nameIn(locale: Locale) {
  return (eb: ExpressionBuilder<Database, 'categories'>) =>
    eb.fn.coalesce(
      eb.selectFrom('category_names').select('name').whereRef('category_names.category_id', '=', 'categories.id').where('category_names.locale', '=', locale),
      eb.selectFrom('category_names').select('name').whereRef('category_names.category_id', '=', 'categories.id').where('category_names.locale', '=', FALLBACK_LOCALE),
      eb.ref('categories.slug'),
    );
}

function baseQuery(db: Db, locale: Locale) {
  return db.kysely.selectFrom('categories').select((eb) => ['categories.id', 'categories.slug', nameIn(locale)(eb).as('name')]);
}

export async function getCategoryById(db: Db, id: number, locale: Locale = FALLBACK_LOCALE): Promise<Category | undefined> {
  return baseQuery(db, locale).where('categories.id', '=', id).executeTakeFirst();
}

export async function getCategoryBySlug(db: Db, slug: string, locale: Locale = FALLBACK_LOCALE): Promise<Category | undefined> {
  return baseQuery(db, locale).where('categories.slug', '=', slug).executeTakeFirst();
}

/** All categories in their fixed order, named in `locale`. */
export async function listCategories(db: Db, locale: Locale): Promise<Category[]> {
  return baseQuery(db, locale).orderBy('categories.sort_order').orderBy('categories.id').execute();
}

/** Names of every category in every locale, for the admin and for hreflang of category pages. */
export async function listCategoryNames(db: Db): Promise<{ categoryId: number; locale: string; name: string }[]> {
  const rows = await db.kysely.selectFrom('category_names').select(['category_id', 'locale', 'name']).orderBy('category_id').orderBy('locale').execute();
  return rows.map((r) => ({ categoryId: r.category_id, locale: r.locale, name: r.name }));
}

/**
 * Categories keyed by id, as `home-data` returns them (SPEC §7). Only the ids asked for, so the
 * answer stays small; all of them when `ids` is omitted.
 */
export async function categoryMap(db: Db, locale: Locale, ids?: number[]): Promise<Record<string, Category>> {
  if (ids && ids.length === 0) return {};
  let query = baseQuery(db, locale);
  if (ids) query = query.where('categories.id', 'in', [...new Set(ids)]);
  const rows = await query.execute();
  return Object.fromEntries(rows.map((c) => [String(c.id), c]));
}

/**
 * The most used categories of a locale (SPEC §2: at most 10): those with the most published posts
 * and reviews, ties in the fixed category order. Categories with nothing published are left out.
 * Two grouped counts over the locale's published rows (one index range each) instead of a count
 * per category.
 */
export async function popularCategories(db: Db, locale: Locale, limit = 10, now = new Date()): Promise<PopularCategory[]> {
  const [posts, reviews, categories] = await Promise.all([
    db.kysely
      .selectFrom('posts')
      .select((eb) => ['posts.category_id as id', eb.fn.countAll<number>().as('n')])
      .where('posts.locale', '=', locale)
      .where(isPublic('posts', now))
      .groupBy('posts.category_id')
      .execute(),
    db.kysely
      .selectFrom('reviews')
      .innerJoin('products', 'products.id', 'reviews.product_id')
      .select((eb) => ['products.category_id as id', eb.fn.countAll<number>().as('n')])
      .where('reviews.locale', '=', locale)
      .where(isPublic('reviews', now))
      // A draft product's reviews are listed nowhere (queries/reviews.ts): they count nowhere.
      .where('products.status', '=', 'published')
      .groupBy('products.category_id')
      .execute(),
    listCategories(db, locale),
  ]);
  const counts = new Map<number, number>();
  for (const { id, n } of [...posts, ...reviews]) if (id !== null) counts.set(id, (counts.get(id) ?? 0) + Number(n));
  return categories
    .map((c, order) => ({ ...c, itemCount: counts.get(c.id) ?? 0, order }))
    .filter((c) => c.itemCount > 0)
    .sort((a, b) => b.itemCount - a.itemCount || a.order - b.order)
    .slice(0, limit)
    .map(({ order: _order, ...c }) => c);
}
