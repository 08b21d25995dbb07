import type { Locale } from '../../locales';
import type { Db } from '../connect';
import type { Product } from '../../schemas/product';
import type { ProductRow } from '../schema';

/** Row to the public shape (`productSchema`). Prices are integer minor units of `currency`. */
export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    locale: row.locale as Locale,
    slug: row.slug,
    asin: row.asin,
    title: row.title,
    brand: row.brand,
    imageUrl: row.image_url,
    priceCents: row.price_cents,
    listPriceCents: row.list_price_cents,
    currency: row.currency,
    availability: row.availability,
    priceUpdatedAt: row.price_updated_at,
    rating: row.rating,
    ratingCount: row.rating_count,
    categoryId: row.category_id,
    premium: Boolean(row.premium),
    launchDate: row.launch_date,
    marketplaceUrl: row.marketplace_url,
    translationKey: row.translation_key,
    substituteProductId: row.substitute_product_id ?? null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function publishedProducts(db: Db, locale: Locale) {
  return db.kysely.selectFrom('products').selectAll('products').where('products.locale', '=', locale).where('products.status', '=', 'published');
}

export async function getPublishedProductBySlug(db: Db, locale: Locale, slug: string): Promise<Product | undefined> {
  const row = await publishedProducts(db, locale).where('products.slug', '=', slug).executeTakeFirst();
  return row && toProduct(row);
}

/** Products named by ASIN, for `::product{asin="…"}` embeds in Markdown bodies. */
export async function getPublishedProductsByAsin(db: Db, locale: Locale, asins: string[]): Promise<Product[]> {
  if (asins.length === 0) return [];
  const rows = await publishedProducts(db, locale).where('products.asin', 'in', [...new Set(asins)]).execute();
  return rows.map(toProduct);
}

/**
 * Products with a launch date, newest first; only one day's when `date` (YYYY-MM-DD) is given
 * (the launch pages of SPEC §2).
 */
export async function listLaunches(db: Db, locale: Locale, options: { date?: string; limit?: number; offset?: number } = {}): Promise<Product[]> {
  let query = publishedProducts(db, locale).where('products.launch_date', 'is not', null);
  if (options.date) query = query.where('products.launch_date', '=', options.date);
  const rows = await query.orderBy('products.launch_date', 'desc').orderBy('products.id', 'desc').limit(options.limit ?? 200).offset(options.offset ?? 0).execute();
  return rows.map(toProduct);
}

/** How many products with a launch date `listLaunches` pages through (newer than `key`: its position). */
export async function countLaunches(db: Db, locale: Locale, newerThan?: { launchDate: string; id: number }): Promise<number> {
  let query = db.kysely.selectFrom('products').where('products.locale', '=', locale).where('products.status', '=', 'published').where('products.launch_date', 'is not', null);
  if (newerThan) {
    query = query
      .where('products.launch_date', '>=', newerThan.launchDate)
      .where((eb) => eb.or([eb('products.launch_date', '>', newerThan.launchDate), eb('products.id', '>', newerThan.id)]));
  }
  const row = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The distinct launch dates of a locale, newest first (for /L/lancamento/{date} paths). */
export async function listLaunchDates(db: Db, locale: Locale): Promise<string[]> {
  const rows = await db.kysely
    .selectFrom('products')
    .select('launch_date')
    .distinct()
    .where('locale', '=', locale)
    .where('status', '=', 'published')
    .where('launch_date', 'is not', null)
    .orderBy('launch_date', 'desc')
    .execute();
  return rows.map((r) => r.launch_date as string);
}
