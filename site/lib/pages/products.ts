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

export interface LocaleProducts {
  byId: Map<number, Product>;
  byAsin: Map<string, Product>;
  /** Review page path of each reviewed product. */
  reviewPathById: Map<number, string>;
}

function indexed(locale: Locale, products: Product[], reviewSlugs: Map<number, string>): LocaleProducts {
  const reviewPathById = new Map<number, string>();
  for (const [id, slug] of reviewSlugs) reviewPathById.set(id, contentPaths.review(locale, slug));
  return {
    byId: new Map(products.map((p) => [p.id, p])),
    byAsin: new Map(products.map((p) => [p.asin, p])),
    reviewPathById,
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
  return indexed(locale, products, await reviewSlugsOf(db, locale, products.map((p) => p.id), now));
}

/**
 * The products one page shows: looked up in the locale's catalogue during a full build (read once
 * for all its pages), read by themselves for a save's few pages (./whole-site.ts).
 */
export function productsForPage(db: Db, locale: Locale, wanted: { ids?: readonly number[]; asins?: readonly string[]; slugs?: readonly string[] }, now: Date): Promise<LocaleProducts> {
  return wholeSiteRender() ? localeProducts(db, locale, now) : pageProducts(db, locale, wanted, now);
}
