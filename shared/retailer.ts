/**
 * Links to the retailer's store and the rule for showing its prices (SPEC §3 locale config,
 * DESIGN §8). Shared by the review pages, the Markdown product embeds and the launch pages.
 */

/** The retailer's name in texts ('Comprar na {retailer}'). */
export const RETAILER_NAME = 'Amazon';

/** A retailer price may be shown for at most this long after it was fetched (DESIGN §8). */
export const PRICE_MAX_AGE_MS = 24 * 3600_000;

/** Store settings of one locale: its retailer domain, affiliate tag and whether prices show. */
export interface StoreConfig {
  amazonDomain: string;
  affiliateId: string;
  showPrices: boolean;
}

/**
 * The product page on the locale's store with the affiliate tag:
 * `https://{domain}/dp/{ASIN}?tag={affiliateId}` (no `tag` when the locale has none yet).
 * The domain is trimmed of a scheme or slashes an editor may have typed.
 */
export function retailerUrl(store: Pick<StoreConfig, 'amazonDomain' | 'affiliateId'>, asin: string): string {
  const domain = store.amazonDomain.trim().replace(/^https?:\/\//i, '').replace(/\/+$/, '');
  const base = `https://${domain}/dp/${encodeURIComponent(asin)}`;
  return store.affiliateId.trim() ? `${base}?tag=${encodeURIComponent(store.affiliateId.trim())}` : base;
}

/** Hosts that count as the retailer for link `rel` (the store domain, with and without www). */
export function retailerHosts(store: Pick<StoreConfig, 'amazonDomain'>): string[] {
  const domain = store.amazonDomain.trim().replace(/^https?:\/\//i, '').replace(/\/+$/, '').toLowerCase().replace(/^www\./, '');
  return [domain, `www.${domain}`];
}

/**
 * True when a price fetched at `priceUpdatedAt` may be shown as current at `now`: the locale shows
 * prices, a price exists, and it is at most 24 h old (DESIGN §8: an older price is not presented
 * as current). A fetch time in the future (clock skew) counts as fresh.
 */
export function isPriceShowable(
  product: { priceCents: number | null; priceUpdatedAt: string | null },
  showPrices: boolean,
  now: Date,
): boolean {
  if (!showPrices || product.priceCents === null || !product.priceUpdatedAt) return false;
  const at = Date.parse(product.priceUpdatedAt);
  return Number.isFinite(at) && now.getTime() - at <= PRICE_MAX_AGE_MS;
}

/** When a shown price stops being current (ISO), for pages that hide it in the browser later. */
export function priceExpiresAt(priceUpdatedAt: string): string {
  return new Date(Date.parse(priceUpdatedAt) + PRICE_MAX_AGE_MS).toISOString();
}
