/**
 * Retailer price refresh (DESIGN §8, issue 5 item 4): every 6 hours, for each active locale, the
 * prices and availability of its products are fetched from the retailer's Creators API in batches
 * of 10 ASINs on the locale's marketplace, and written with their fetch time, one transaction per
 * batch. Four runs a day keep every price well under the 24 h after which the site stops showing it.
 *
 * Without credentials the job is skipped ("not configured") and nothing changes: prices keep
 * their values and dates, and the 24-hour rule hides them as they age.
 *
 * Publishing: a fetched price moves its "as of" time, so each refreshed product's pages are
 * republished (the page would otherwise hide a current price once its old time is 24 h past).
 * Up to REBUILD_THRESHOLD products are asked for one by one (incremental); more than that asks
 * for one full rebuild instead, which is cheaper than hundreds of incremental renders.
 */
import { listActiveLocaleConfigs } from '../../shared/db/queries/locale-configs';
import { listRetailerProducts, writePriceBatch, type RetailerProduct } from '../../shared/db/queries/retailer';
import { configuredCreatorsClient } from '../retailer/configured-client';
import { RetailerApiError } from '../retailer/creators-client';
import { itemBatches } from '../retailer/locale-batches';
import { localizedChange } from '../publish/content-change';
import type { JobContext, JobDefinition, JobResult } from './types';

/** More refreshed products than this: one full rebuild instead of incremental requests. */
export const REBUILD_THRESHOLD = 50;

export const refreshPricesJob: JobDefinition = {
  name: 'refresh-prices',
  label: 'Atualizar preços',
  description: 'Busca na Amazon os preços e a disponibilidade dos produtos das regiões ativas, a cada 6 horas.',
  schedule: '15 */6 * * *',
  run: refreshPrices,
};

/** Runs the refresh; exported for tests that inject a fast `sleep`. */
export async function refreshPrices(ctx: JobContext, deps: { sleep?: (ms: number) => Promise<void> } = {}): Promise<JobResult> {
  const client = configuredCreatorsClient(ctx.env, { fetch: ctx.fetch, log: ctx.log, sleep: deps.sleep });
  if (!client) return { status: 'skipped', summary: 'not configured' };

  const refreshed: RetailerProduct[] = [];
  const notFound: string[] = [];
  const skippedLocales: string[] = [];
  let failure: RetailerApiError | null = null;

  const configs = await listActiveLocaleConfigs(ctx.db);
  const products = await listRetailerProducts(ctx.db, configs.map((c) => c.locale));
  const noTag = (locale: string) => {
    // The API needs the partner tag; a locale without one has nothing to ask with.
    skippedLocales.push(locale);
    ctx.log(`refresh-prices: ${locale} has no affiliate tag, skipped`);
  };
  try {
    for await (const { locale, products: batch, items } of itemBatches(client, configs, products, noTag)) {
      const fetchedAt = ctx.now().toISOString();
      const writes = [];
      for (const product of batch) {
        const item = items.get(product.asin);
        if (!item?.found) {
          notFound.push(`${locale}/${product.asin}`);
          continue;
        }
        writes.push({ id: product.id, priceCents: item.priceCents, listPriceCents: item.listPriceCents, currency: item.currency, availability: item.availability });
        if (item.priceCents !== null) refreshed.push(product);
      }
      await writePriceBatch(ctx.db, writes, fetchedAt);
    }
  } catch (err) {
    if (!(err instanceof RetailerApiError)) throw err;
    // Stop here: after bounded retries the API still refuses (throttled, down, bad
    // credentials); the next run starts over. What was written stays written.
    failure = err;
  }

  const published = await publish(ctx, refreshed);
  const parts = [`${refreshed.length} price(s) updated in ${client.stats.requests} request(s)`];
  if (notFound.length) parts.push(`${notFound.length} not found (${notFound.slice(0, 5).join(', ')}${notFound.length > 5 ? ', …' : ''})`);
  if (client.stats.throttled) parts.push(`throttled ${client.stats.throttled} time(s)`);
  if (skippedLocales.length) parts.push(`no affiliate tag: ${skippedLocales.join(', ')}`);
  if (published) parts.push(published);
  if (failure) return { status: 'failed', summary: `${parts.join('; ')}; stopped: ${failure.message}` };
  return { status: 'succeeded', summary: parts.join('; ') };
}

async function publish(ctx: JobContext, products: RetailerProduct[]): Promise<string> {
  if (products.length === 0) return '';
  if (products.length > REBUILD_THRESHOLD) {
    await ctx.publisher.rebuild('refresh-prices');
    return 'full rebuild requested';
  }
  // The same change an editor's save of the product asks for, category and translations included.
  const change = localizedChange('product');
  for (const p of products) await ctx.publisher.request(change('update', p, p));
  return `${products.length} product page update(s) requested`;
}
