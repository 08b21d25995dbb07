/**
 * A simulated day of the price job at volume (issue 15 item 2): one region's N products against
 * the fake retailer limited to one request a second per account, on a simulated clock, with a run
 * every `runEveryMs` holding to its time budget. Shared by the volume test and the bench section,
 * so the figures in bench/RESULTS.md are the ones the test asserts on.
 */
import type { Db } from '../../shared/db/connect';
import { loadEnv } from '../../shared/env';
import { startFakeRetailer } from '../retailer/fake-server';
import { simulatedClock } from '../retailer/simulated-clock';
import { refreshPrices, REQUEST_INTERVAL_MS } from './refresh-prices';
import { testJobContext } from './testing';

export interface SimulationOptions {
  products: number;
  /** Time between two scheduled runs (the job's cron: 15 minutes). */
  runEveryMs?: number;
  budgetMs?: number;
  /** Simulated length, ms; default a day. */
  durationMs?: number;
  /** Simulated time a GetItems answer takes. */
  latencyMs?: number;
  start?: Date;
}

export interface SimulationFigures {
  products: number;
  budgetMs: number;
  runEveryMs: number;
  runs: number;
  requests: number;
  throttled: number;
  /** Longest run, simulated ms (start to its last write). */
  longestRunMs: number;
  /** Products refreshed per run while work was due (the first run's count). */
  productsPerRun: number;
  /** Runs it took until every product had a price: the runs a day needs per 10,000 products. */
  runsForFullPass: number | null;
  /** When every product had a price, from the start (simulated ms). */
  fullPassMs: number | null;
  /** The oldest price's age at any run start after the first full pass (ms): the steady state. */
  oldestPriceAgeMs: number;
  /** Products without a price at the end (0 when the job kept up). */
  neverRefreshed: number;
}

const BR = 'www.amazon.com.br';
const ACCOUNT = { clientId: 'sim-br', clientSecret: 'sim-br-secret', region: 'na' as const, tags: { [BR]: 'sim-br-21' } };

/** Runs the simulated day on `db` (migrated, with locale configs; its products table is replaced). */
export async function simulateRefreshDay(db: Db, options: SimulationOptions): Promise<SimulationFigures> {
  const runEveryMs = options.runEveryMs ?? 15 * 60_000;
  const budgetMs = options.budgetMs ?? 25_000;
  const durationMs = options.durationMs ?? 24 * 3600_000;
  const start = (options.start ?? new Date('2026-11-21T00:00:00.000Z')).getTime();
  const clock = simulatedClock(start);
  await seedProducts(db, options.products, clock.date().toISOString());
  await db.kysely.updateTable('locale_configs').set({ affiliate_id: ACCOUNT.tags[BR], status: 'active' }).where('locale', '=', 'br').execute();
  await db.kysely.updateTable('locale_configs').set({ status: 'coming_soon' }).where('locale', '!=', 'br').execute();
  await db.kysely.deleteFrom('retailer_regions').execute();

  const fake = await startFakeRetailer({ accounts: [ACCOUNT], autoCatalog: true, minIntervalMs: REQUEST_INTERVAL_MS, clock, latencyMs: options.latencyMs ?? 300 });
  const env = loadEnv({
    RETAILER_API_URL: fake.url, RETAILER_TOKEN_URL_NA: fake.tokenUrls.na, RETAILER_TOKEN_URL_EU: fake.tokenUrls.eu,
    RETAILER_BR_CLIENT_ID: ACCOUNT.clientId, RETAILER_BR_CLIENT_SECRET: ACCOUNT.clientSecret,
  });
  const figures: SimulationFigures = {
    products: options.products, budgetMs, runEveryMs, runs: 0, requests: 0, throttled: 0, longestRunMs: 0, productsPerRun: 0,
    runsForFullPass: null, fullPassMs: null, oldestPriceAgeMs: 0, neverRefreshed: options.products,
  };
  try {
    for (let at = start; at < start + durationMs; at += runEveryMs) {
      clock.advanceTo(at);
      const runStart = clock.now();
      if (figures.fullPassMs !== null) {
        const oldest = await db.kysely.selectFrom('products').select((eb) => eb.fn.min<string>('price_updated_at').as('at')).executeTakeFirst();
        if (oldest?.at) figures.oldestPriceAgeMs = Math.max(figures.oldestPriceAgeMs, runStart - Date.parse(oldest.at));
      }
      const requestsBefore = fake.getItemsRequests().length;
      const ctx = testJobContext(db, { now: clock.date, env, fetch });
      await refreshPrices(ctx, { clock: clock.now, sleep: clock.sleep, budgetMs });
      figures.runs += 1;
      figures.longestRunMs = Math.max(figures.longestRunMs, clock.now() - runStart);
      const requests = fake.getItemsRequests().slice(requestsBefore);
      figures.requests += requests.filter((r) => r.status === 200).length;
      figures.throttled += requests.filter((r) => r.status === 429).length;
      if (figures.runs === 1) figures.productsPerRun = requests.filter((r) => r.status === 200).length * 10;
      if (figures.fullPassMs === null) {
        const left = await countUnpriced(db);
        figures.neverRefreshed = left;
        if (left === 0) {
          figures.runsForFullPass = figures.runs;
          figures.fullPassMs = clock.now() - start;
        }
      }
      // The fake keeps every request; the figures need only the counts.
      fake.requests.length = 0;
    }
    figures.neverRefreshed = await countUnpriced(db);
    return figures;
  } finally {
    await fake.close();
  }
}

async function countUnpriced(db: Db): Promise<number> {
  const row = await db.kysely.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).where('price_updated_at', 'is', null).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** N products of br without a price yet (as after an import), inserted in chunks. */
async function seedProducts(db: Db, count: number, at: string): Promise<void> {
  await db.kysely.deleteFrom('products').execute();
  const CHUNK = 500;
  for (let from = 1; from <= count; from += CHUNK) {
    const rows = [];
    for (let n = from; n < Math.min(from + CHUNK, count + 1); n++) {
      rows.push({
        locale: 'br', slug: `sim-${n}`, asin: `B0V${String(n).padStart(7, '0')}`, title: `Produto ${n}`, currency: 'BRL',
        status: 'published' as const, created_at: at, updated_at: at,
      });
    }
    await db.kysely.insertInto('products').values(rows).execute();
  }
}
