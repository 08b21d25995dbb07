/**
 * The br marketplace redirect `/br/mercadolivre/{slug}` (SPEC §2): a noindex page that records the
 * click and sends the visitor to the product's marketplace URL, only when that URL is on an
 * allowlisted marketplace host (shared/marketplace.ts).
 */
import type { Db } from '../../../shared/db/connect';
import type { Locale } from '../../../shared/locales';
import { isAllowedMarketplaceUrl, MARKETPLACE_NAME } from '../../../shared/marketplace';
import type { PageSeo } from '../seo/types';
import { localeContext } from './context';
import { contentPaths } from '../../../shared/content-paths';
import { localeProducts, pageProducts } from './products';

/** The only locale with a marketplace page (SPEC §2). */
export const MARKETPLACE_LOCALE: Locale = 'br';

export interface MarketplacePageData {
  locale: Locale;
  seo: PageSeo;
  productId: number;
  productTitle: string;
  imageUrl: string | null;
  /** Allowlisted, https. */
  targetUrl: string;
  marketplace: string;
  /** Where the visitor came from when the marketplace cannot be reached: the review or the home. */
  backHref: string;
}

/** Slugs of br products whose marketplace URL may be redirected to (the pages to build). */
export async function marketplaceSlugs(db: Db, now: Date): Promise<string[]> {
  const ctx = await localeContext(db, MARKETPLACE_LOCALE, now);
  if (!ctx) return [];
  const { byId } = await localeProducts(db, MARKETPLACE_LOCALE, now);
  return [...byId.values()].filter((p) => isAllowedMarketplaceUrl(p.marketplaceUrl)).map((p) => p.slug);
}

export async function loadMarketplacePage(db: Db, params: { slug: string }, now: Date): Promise<MarketplacePageData | undefined> {
  const locale = MARKETPLACE_LOCALE;
  const ctx = await localeContext(db, locale, now);
  if (!ctx) return undefined;
  const products = await pageProducts(db, locale, { slugs: [params.slug] }, now);
  const [product] = products.byId.values();
  if (!product || !isAllowedMarketplaceUrl(product.marketplaceUrl)) return undefined;
  const title = ctx.t('contentPages.redirectTitle', undefined, { retailer: MARKETPLACE_NAME });
  return {
    locale,
    seo: { title, description: ctx.t('contentPages.redirectText', undefined, { title: product.title, retailer: MARKETPLACE_NAME }), path: contentPaths.marketplace(product.slug), noindex: true },
    productId: product.id,
    productTitle: product.title,
    imageUrl: product.imageUrl,
    targetUrl: product.marketplaceUrl as string,
    marketplace: MARKETPLACE_NAME,
    backHref: products.reviewPathById.get(product.id) ?? `/${locale}`,
  };
}
