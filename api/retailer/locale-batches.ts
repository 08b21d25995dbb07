/**
 * The link check's loop (check-links): each active locale's products asked of the Creators API
 * with the locale's own account (issue 15: one per region), on its marketplace with its affiliate
 * (partner) tag, at most 10 ASINs a request. The price job walks its own oldest-first queue.
 */
import type { LocaleConfig } from '../../shared/schemas/locale-config';
import type { CreatorsClient, RetailerItem } from '../../shared/retailer-api/creators-client';
import { marketplaceOf, MAX_ITEM_IDS } from '../../shared/retailer-api/wire';

export interface ItemBatch<P> {
  locale: string;
  /** The products asked about in this request. */
  products: P[];
  /** The API's answer, by ASIN (one entry per ASIN asked, found or not). */
  items: Map<string, RetailerItem>;
}

/**
 * Yields each batch's answer as it comes, locale by locale in `configs` order, so the caller can
 * store it before the next request. A locale with products but without an affiliate tag has
 * nothing to ask with: it is handed to `onNoTag` and passed over; one without an account too. A RetailerApiError (the API
 * still refusing after its retries) ends the iteration by throwing; batches yielded before stay.
 */
export async function* itemBatches<P extends { locale: string; asin: string }>(
  clientFor: (locale: string) => CreatorsClient | null,
  configs: Pick<LocaleConfig, 'locale' | 'amazonDomain' | 'affiliateId'>[],
  products: P[],
  onNoTag: (locale: string) => void = () => undefined,
): AsyncGenerator<ItemBatch<P>> {
  for (const config of configs) {
    const mine = products.filter((p) => p.locale === config.locale);
    const client = clientFor(config.locale);
    if (mine.length === 0 || !client) continue;
    const partnerTag = config.affiliateId.trim();
    if (!partnerTag) {
      onNoTag(config.locale);
      continue;
    }
    const marketplace = marketplaceOf(config.amazonDomain);
    for (let i = 0; i < mine.length; i += MAX_ITEM_IDS) {
      const batch = mine.slice(i, i + MAX_ITEM_IDS);
      const items = await client.getBatch({ marketplace, partnerTag, asins: batch.map((p) => p.asin) });
      yield { locale: config.locale, products: batch, items: new Map(items.map((item) => [item.asin, item])) };
    }
  }
}
