/**
 * Published products for pages: a locale's whole catalogue once per build for the pages that list
 * products, or just those one page shows (`pageProducts`, read with the page: a save's render must
 * not read the catalogue).
 */
import type { Db } from '../../../shared/db/connect';
import { listPublishedProducts, listPublishedProductsOf, reviewSlugsByProduct, reviewSlugsOf } from '../../../shared/db/queries/site-pages';
import type { Locale } from '../../../shared/locales';
import type { Product } from '../../../shared/schemas/product';
import { perBuild } from './memo';
import { wholeSiteRender } from './whole-site';
import { contentPaths } from '../../../shared/content-paths';
import { isUnbuyable, substituteFor } from '../../../shared/availability';

export interface LocaleProducts {
  byId: Map<number, Product>;
  byAsin: Map<string, Product>;
  /** Review page path of each reviewed product. */
  reviewPathById: Map<number, string>;
  /** The substitute a box offers for a product that cannot be bought (shared/availability.ts). */
  substituteOf: (product: { availability?: Product['availability']; substituteProductId?: number | null }) => Product | undefined;
}

function indexed(locale: Locale, products: Product[], reviewSlugs: Map<number, string>, substitutes: Product[] = []): LocaleProducts {
  const reviewPathById = new Map<number, string>();
  for (const [id, slug] of reviewSlugs) reviewPathById.set(id, contentPaths.review(locale, slug));
  const byId = new Map(products.map((p) => [p.id, p]));
  for (const p of substitutes) if (!byId.has(p.id)) byId.set(p.id, p);
  return {
    byId,
    byAsin: new Map(products.map((p) => [p.asin, p])),
    reviewPathById,
    substituteOf: (product) => substituteFor(product, (id) => byId.get(id)),
  };
}

/** Every published product of `locale`, loaded once per build (list pages). */
export function localeProducts(db: Db, locale: Locale, now: Date): Promise<LocaleProducts> {
  return perBuild(db, now, `products:${locale}`, async () => {
    const [products, reviewSlugs] = await Promise.all([listPublishedProducts(db, locale), reviewSlugsByProduct(db, locale, now)]);
    return indexed(locale, products, reviewSlugs);
  });
}

/** The published products one page shows: by id (a review's product), ASIN (its body's embeds) or slug. */
export async function pageProducts(db: Db, locale: Locale, wanted: { ids?: readonly number[]; asins?: readonly string[]; slugs?: readonly string[] }, now: Date): Promise<LocaleProducts> {
  const products = await listPublishedProductsOf(db, locale, wanted);
  // Substitutes of the page's products that cannot be bought: one more read, only when there are some.
  const have = new Set(products.map((p) => p.id));
  const substituteIds = [...new Set(products.filter((p) => isUnbuyable(p.availability) && p.substituteProductId != null && !have.has(p.substituteProductId)).map((p) => p.substituteProductId!))];
  const [reviewSlugs, substitutes] = await Promise.all([
    reviewSlugsOf(db, locale, products.map((p) => p.id), now),
    substituteIds.length ? listPublishedProductsOf(db, locale, { ids: substituteIds }) : Promise.resolve([]),
  ]);
  return indexed(locale, products, reviewSlugs, substitutes);
}

/**
 * The products one page shows: looked up in the locale's catalogue during a full build (read once
 * for all its pages), read by themselves for a save's few pages (./whole-site.ts).
 */
export function productsForPage(db: Db, locale: Locale, wanted: { ids?: readonly number[]; asins?: readonly string[]; slugs?: readonly string[] }, now: Date): Promise<LocaleProducts> {
  return wholeSiteRender() ? localeProducts(db, locale, now) : pageProducts(db, locale, wanted, now);
}
