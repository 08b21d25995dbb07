/**
 * The price job's part for self-refreshing lists (issue 27 item 3): each region asks SearchItems
 * for its lists that are due (never filled first, then those older than REFRESH_AFTER_MS), one
 * request a list (a list is at most one page of 10), inside the run's time budget and the account's
 * pacing shared with the price batches, at most LISTS_PER_RUN a region so prices are never starved.
 * Bestsellers search the keywords in the retailer's own relevance order (its best-seller weighting:
 * SearchItems has no sales-rank sort); new releases search the browse node sorted NewestArrivals.
 * Each answer is written by writeRetailerListResult; a list whose order or prices changed is
 * returned so the job republishes the posts that show it, and only those.
 */
import type { LocaleConfig } from '../../shared/db/queries/locale-configs';
import { listDueRetailerLists, writeRetailerListResult, type DueRetailerList } from '../../shared/db/queries/retailer-lists';
import type { CreatorsClient } from '../../shared/retailer-api/creators-client';
import type { JobContext } from './types';

/** Lists a region refreshes at most per run: a handful of the ~25 requests its budget allows. */
export const LISTS_PER_RUN = 5;

export interface ListRefreshOutcome {
  refreshed: number;
  /** Lists whose order, prices or availability changed (their posts are republished). */
  changed: DueRetailerList[];
  createdProducts: number;
}

/**
 * Refreshes the due lists of `config`'s region with `client`. `fits()` says whether one more request
 * fits in the run's time left. RetailerApiError propagates (the caller records refusals and
 * throttling as for prices); what was written before stays.
 */
export async function refreshRegionLists(
  ctx: JobContext,
  client: CreatorsClient,
  config: LocaleConfig,
  marketplace: string,
  dueBefore: string,
  fits: () => boolean,
  outcome: ListRefreshOutcome,
): Promise<void> {
  const due = await listDueRetailerLists(ctx.db, config.locale, dueBefore, LISTS_PER_RUN);
  for (const list of due) {
    if (!fits()) break;
    const found = await client.searchItems({
      marketplace,
      partnerTag: config.affiliateId.trim(),
      itemCount: list.count,
      ...(list.kind === 'bestsellers' ? { keywords: list.query } : { browseNodeId: list.query, sortBy: 'NewestArrivals' as const }),
    });
    const items = found.filter((i) => i.found).map((i) => ({ asin: i.asin, title: i.title, brand: i.brand, imageUrl: i.imageUrl, priceCents: i.priceCents, listPriceCents: i.listPriceCents, currency: i.currency, availability: i.availability }));
    const written = await writeRetailerListResult(ctx.db, list, items, ctx.now().toISOString(), config.currency);
    outcome.refreshed += 1;
    outcome.createdProducts += written.created;
    if (written.changed) outcome.changed.push(list);
  }
}
