/**
 * What the admin's live preview needs to render a draft body like the public page would: the
 * published products its `::product` embeds name, the locale's store, and their review paths.
 */
import { LOCALE_INFO, type Locale } from '../../../locales';
import { contentPaths } from '../../../content-paths';
import type { EmbedProduct, ReviewSummary } from '../../../markdown';
import type { StoreConfig } from '../../../retailer';
import type { Db } from '../../connect';
import { getLocaleConfig } from '../locale-configs';
import { getPublishedProductsByAsin } from '../products';
import { parseList } from '../reviews';
import { pricesBlockedLocales } from '../retailer-regions';
import { isPublic } from '../visibility';

export interface EmbedContext {
  products: Map<string, EmbedProduct>;
  store: StoreConfig;
  /** Review page of each product that has a published review, by product id. */
  reviewPaths: Map<number, string>;
  /** Score and pros of those reviews, by product id (what a `::products` comparison shows). */
  reviewSummaries: Map<number, ReviewSummary>;
}

export async function loadEmbedContext(db: Db, locale: Locale, asins: string[], now: Date): Promise<EmbedContext> {
  const [config, products, blocked] = await Promise.all([getLocaleConfig(db, locale), getPublishedProductsByAsin(db, locale, asins), pricesBlockedLocales(db)]);
  const info = LOCALE_INFO[locale];
  const reviews = products.length
    ? await db.kysely
        .selectFrom('reviews')
        .select(['product_id', 'slug', 'rating', 'pros'])
        .where('locale', '=', locale)
        .where('product_id', 'in', products.map((p) => p.id))
        .where(isPublic('reviews', now))
        .orderBy('published_at', 'desc')
        .execute()
    : [];
  const reviewPaths = new Map<number, string>();
  const reviewSummaries = new Map<number, ReviewSummary>();
  for (const r of reviews) {
    if (reviewPaths.has(r.product_id)) continue;
    reviewPaths.set(r.product_id, contentPaths.review(locale, r.slug));
    reviewSummaries.set(r.product_id, { rating: Number(r.rating), pros: parseList(r.pros) });
  }
  return {
    products: new Map(products.map((p) => [p.asin, p])),
    store: {
      amazonDomain: config?.amazonDomain || info.retailerDomain,
      affiliateId: config?.affiliateId ?? '',
      // As the public page: no prices for a region the retailer's API does not let in.
      showPrices: (config?.showPrices ?? true) && !blocked.has(locale),
    },
    reviewPaths,
    reviewSummaries,
  };
}
