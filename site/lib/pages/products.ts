/** A locale's published products, loaded once per build and shared by every page that needs them. */
import type { Db } from '../../../shared/db/connect';
import { listPublishedProducts, reviewSlugsByProduct } from '../../../shared/db/queries/site-pages';
import type { Locale } from '../../../shared/locales';
import type { Product } from '../../../shared/schemas/product';
import { perBuild } from './memo';
import { contentPaths } from '../../../shared/content-paths';

export interface LocaleProducts {
  byId: Map<number, Product>;
  byAsin: Map<string, Product>;
  /** Review page path of each reviewed product. */
  reviewPathById: Map<number, string>;
}

export function localeProducts(db: Db, locale: Locale, now: Date): Promise<LocaleProducts> {
  return perBuild(db, now, `products:${locale}`, async () => {
    const [products, reviewSlugs] = await Promise.all([listPublishedProducts(db, locale), reviewSlugsByProduct(db, locale, now)]);
    const reviewPathById = new Map<number, string>();
    for (const [id, slug] of reviewSlugs) reviewPathById.set(id, contentPaths.review(locale, slug));
    return {
      byId: new Map(products.map((p) => [p.id, p])),
      byAsin: new Map(products.map((p) => [p.asin, p])),
      reviewPathById,
    };
  });
}
