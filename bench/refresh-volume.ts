/**
 * Bench section `refresh` (issue 15 item 2): the price job at volume on a simulated day, the same
 * simulation the volume test asserts on (api/jobs/refresh-simulation.ts): 10,000 products of one
 * region against the fake retailer limited to 1 request/s, a run every 15 minutes with a 25 s
 * budget. Reports the runs a day needs, the longest run and the oldest price's age.
 */
import { connect } from '../shared/db/connect';
import { migrate } from '../shared/db/migrate';
import { insertLocaleConfigs } from '../shared/db/test-fixtures';
import { simulateRefreshDay } from '../api/jobs/refresh-simulation';
import type { TargetRow } from './results-file';
import { below } from './verdict';

export const REFRESH_HEADING = '## Price refresh at volume';

export async function refreshSection(log = console.log): Promise<{ markdown: string; targets: TargetRow[] }> {
  const db = connect('sqlite::memory:');
  try {
    await migrate(db);
    await insertLocaleConfigs(db);
    const t0 = performance.now();
    const f = await simulateRefreshDay(db, { products: 10_000 });
    const seconds = (performance.now() - t0) / 1000;
    log(`refresh: ${f.runsForFullPass} runs for 10,000 products, oldest price ${(f.oldestPriceAgeMs / 3600_000).toFixed(1)} h`);
    const hours = (ms: number) => `${(ms / 3600_000).toFixed(1)} h`;
    const runsPerDay = Math.round((24 * 3600_000) / f.runEveryMs);
    const markdown = `${REFRESH_HEADING} (simulated day, 10,000 products)

One region's ${f.products.toLocaleString('en')} products, never priced at the start (as after an import), against the
fake retailer limited to 1 GetItems a second per account (10 ASINs each, 300 ms simulated answer), on a
simulated clock: a run every ${f.runEveryMs / 60_000} minutes (${runsPerDay} a day), each with a ${f.budgetMs / 1000} s budget, for 24 h
(api/jobs/refresh-simulation.ts, asserted by api/jobs/refresh-volume.test.ts; ${seconds.toFixed(1)} s of real time on SQLite).

| figure | value |
|---|---|
| products refreshed per run | ${f.productsPerRun} |
| runs needed for every one of 10,000 prices (a full pass) | ${f.runsForFullPass} (of ${runsPerDay} a day: ${hours(f.fullPassMs ?? 0)}) |
| longest run | ${(f.longestRunMs / 1000).toFixed(1)} s |
| GetItems requests in the day / 429 answers | ${f.requests.toLocaleString('en')} / ${f.throttled} |
| oldest price at any run start after the first pass | ${hours(f.oldestPriceAgeMs)} |
| products never priced at the end of the day | ${f.neverRefreshed} |
`;
    const targets: TargetRow[] = [
      { section: 'refresh', target: 'Price refresh: no run over its 25 s budget (issue 15)', measured: `${(f.longestRunMs / 1000).toFixed(1)} s`, verdict: f.longestRunMs <= f.budgetMs ? 'met' : below(f.longestRunMs / 1000, f.budgetMs / 1000) },
      { section: 'refresh', target: 'Price refresh: oldest shown price < 24 h at 10,000 products (issue 15)', measured: hours(f.oldestPriceAgeMs), verdict: below(f.oldestPriceAgeMs / 3600_000, 24, (n) => `${n.toFixed(1)} h`) },
    ];
    return { markdown, targets };
  } finally {
    await db.close();
  }
}
