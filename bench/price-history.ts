/**
 * Bench section `price-history` (issue 27 item 1): the growth of `price_points` and the cost of
 * its per-product questions at 10,000 products refreshed 96 times a day (every 15 minutes), on a
 * SQLite file. The refreshes are simulated directly (no retailer, no HTTP): for each product and
 * each refresh a deterministic draw says whether the retailer's answer differs from the last one,
 * and only then a point is inserted, as the price job's appendPricePoints does. Products are
 * mixed as a catalogue is: 10 % "hot" ones whose price moves at 20 % of refreshes (about 19
 * changes a day, the busiest Amazon listings), the rest at 1 % (about one a day), 1 in 50 of
 * changes an out-of-stock spell. DAYS days are simulated (a short run here); the growth per day
 * is measured and projected over the two years kept.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from '../shared/db/connect';
import { migrate } from '../shared/db/migrate';
import { appendPricePoints, listPricePoints, priceHistoriesSince, PRICE_HISTORY_KEEP_DAYS, prunePricePoints } from '../shared/db/queries/price-history';
import { quantile } from './edit-to-live';
import { mulberry32 } from '../content-scripts/seed/corpus/prng';
import type { TargetRow } from './results-file';
import { below } from './verdict';

export const PRICE_HISTORY_HEADING = '## Price history at 10,000 products × 96 refreshes a day';

const PRODUCTS = 10_000;
const REFRESHES_PER_DAY = 96;
/**
 * Days simulated: 30 keeps the run to a minute or two on a shared machine; the growth is linear in
 * days (projected), and the public pages read at most 90 days of a product, a few dozen points.
 */
const DAYS = 30;
const HOT_SHARE = 0.1;
const HOT_CHANGE = 0.2;
const COLD_CHANGE = 0.01;
const TARGET_MS = 20;
const RUNS = 200;
const NOW = new Date('2026-11-26T12:00:00.000Z');
const DAY_MS = 86_400_000;

const time = async (run: () => Promise<unknown>): Promise<number[]> => {
  await run();
  const out: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await run();
    out.push(performance.now() - t);
  }
  return out.sort((a, b) => a - b);
};

export async function priceHistorySection(log = console.log): Promise<{ markdown: string; targets: TargetRow[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-price-history-'));
  const file = join(dir, 'site.db');
  try {
    let db = connect(`sqlite:${file}`);
    await migrate(db);
    const sqlite = db.sqlite!;
    const at0 = NOW.toISOString();
    const insertProduct = sqlite.prepare(`insert into products (locale, slug, asin, title, currency, status, created_at, updated_at) values ('br', ?, ?, ?, 'BRL', 'published', ?, ?) returning id`);
    const ids: number[] = [];
    sqlite.transaction(() => {
      for (let i = 0; i < PRODUCTS; i++) ids.push((insertProduct.get(`produto-${i}`, `B0PH${String(i).padStart(6, '0')}`, `Produto ${i}`, at0, at0) as { id: number }).id);
    })();
    const emptyBytes = statSync(file).size;
    const insertPoint = sqlite.prepare('insert into price_points (product_id, at, locale, price_cents, currency, availability) values (?, ?, ?, ?, ?, ?)');
    const rnd = mulberry32(27);
    const hot = ids.map(() => rnd() < HOT_SHARE);
    const price = ids.map(() => 2000 + Math.floor(rnd() * 200_000));
    const start = NOW.getTime() - DAYS * DAY_MS;
    const step = DAY_MS / REFRESHES_PER_DAY;
    const t0 = performance.now();
    let points = 0;
    // One transaction a simulated day: the price job writes one per batch, this only fills the file.
    for (let day = 0; day < DAYS; day++) {
      sqlite.transaction(() => {
        for (let r = 0; r < REFRESHES_PER_DAY; r++) {
          const at = new Date(start + (day * REFRESHES_PER_DAY + r) * step).toISOString();
          for (let i = 0; i < ids.length; i++) {
            const first = day === 0 && r === 0;
            if (!first && rnd() >= (hot[i] ? HOT_CHANGE : COLD_CHANGE)) continue;
            const outOfStock = !first && rnd() < 0.02;
            if (!outOfStock) price[i] = Math.max(100, Math.round(price[i]! * (0.9 + rnd() * 0.2)));
            insertPoint.run(ids[i], at, 'br', outOfStock ? null : price[i], 'BRL', outOfStock ? 'out_of_stock' : 'in_stock');
            points++;
          }
        }
      })();
    }
    const loadSeconds = (performance.now() - t0) / 1000;
    await db.close();
    db = connect(`sqlite:${file}`);
    const bytes = statSync(file).size - emptyBytes;
    const perDay = (points - PRODUCTS) / DAYS;
    const bytesPerPoint = bytes / points;
    const kept = perDay * PRICE_HISTORY_KEEP_DAYS + PRODUCTS;
    log(`price-history: ${points.toLocaleString('en')} points over ${DAYS} days in ${loadSeconds.toFixed(1)} s, ${(bytes / 2 ** 20).toFixed(0)} MiB`);

    const hotId = ids[hot.indexOf(true)]!;
    const coldId = ids[hot.indexOf(false)]!;
    const since = (days: number) => new Date(NOW.getTime() - days * DAY_MS).toISOString();
    const pick = mulberry32(5);
    const any = () => ids[Math.floor(pick() * ids.length)]!;
    const page = () => Array.from({ length: 10 }, any);
    const figures = [
      { question: 'admin chart, a hot product, everything kept', samples: await time(() => listPricePoints(db, hotId)), points: (await listPricePoints(db, hotId)).length },
      { question: 'admin chart, a cold product, everything kept', samples: await time(() => listPricePoints(db, coldId)), points: (await listPricePoints(db, coldId)).length },
      { question: 'public page, 90-day histories of 10 random products', samples: await time(() => priceHistoriesSince(db, page(), since(90))), points: NaN },
    ];
    // The price job's append for one batch of 10 (reads the 10 last points, inserts the changed ones).
    const batchAt = (n: number) => new Date(NOW.getTime() + (n + 1) * 60_000).toISOString();
    let n = 0;
    const appends = await time(() => appendPricePoints(db, page().map((productId) => ({ productId, locale: 'br', at: batchAt(n++), priceCents: 1 + n, currency: 'BRL', availability: 'in_stock' as const }))));
    figures.push({ question: 'price job: append a batch of 10 (all changed)', samples: appends, points: NaN });
    const p0 = performance.now();
    // A prune with nothing aged out: the run's fixed cost (the `at` index finds no row).
    await prunePricePoints(db, since(PRICE_HISTORY_KEEP_DAYS));
    const pruneMs = performance.now() - p0;
    await db.close();

    const ms = (v: number) => `${v.toFixed(2)} ms`;
    const rows = figures.map((f) => `| ${f.question} | ${Number.isNaN(f.points) ? '—' : f.points.toLocaleString('en')} | ${ms(quantile(f.samples, 0.5))} | ${ms(quantile(f.samples, 0.95))} | ${ms(f.samples.at(-1)!)} | < ${TARGET_MS} ms: ${below(quantile(f.samples, 0.95), TARGET_MS, ms)} |`);
    const markdown = `${PRICE_HISTORY_HEADING}

${PRODUCTS.toLocaleString('en')} products, ${REFRESHES_PER_DAY} refreshes a day each, ${DAYS} days simulated in a SQLite file (bench/price-history.ts):
a point only when the answer differs (10 % hot products changing at ${HOT_CHANGE * 100} % of refreshes, the rest at ${COLD_CHANGE * 100} %, 2 % of
changes an out-of-stock spell). ${(PRODUCTS * REFRESHES_PER_DAY * DAYS).toLocaleString('en')} refreshes gave ${points.toLocaleString('en')} points
(${Math.round(perDay).toLocaleString('en')} a day, ${(perDay / PRODUCTS).toFixed(1)} per product a day, against ${(PRODUCTS * REFRESHES_PER_DAY).toLocaleString('en')} if every refresh were kept), inserted in
${loadSeconds.toFixed(1)} s; the table and its two indexes take ${(bytes / 2 ** 20).toFixed(0)} MiB (${bytesPerPoint.toFixed(0)} bytes a point).
Over the two years kept: about ${Math.round(kept / 1e6).toLocaleString('en')} million points, ${((kept * bytesPerPoint) / 2 ** 30).toFixed(1)} GiB; the job's prune keeps it there.
Timings: ${RUNS} runs after a warm-up, through the query functions the admin route, the pages and the job call;
1-minute load average ${loadavg()[0]!.toFixed(1)}. A prune with nothing aged out: ${ms(pruneMs)}.

| question | points read | p50 | p95 | max | target |
|---|---|---|---|---|---|
${rows.join('\n')}
`;
    const worst = figures.reduce((a, b) => (quantile(b.samples, 0.95) > quantile(a.samples, 0.95) ? b : a));
    const targets: TargetRow[] = [
      {
        section: 'price-history',
        target: `Price history at 10,000 products × 96 refreshes a day: per-product query p95 < ${TARGET_MS} ms (issue 27)`,
        measured: `${ms(quantile(worst.samples, 0.95))} (worst: ${worst.question}); ${Math.round(perDay).toLocaleString('en')} points a day, ${((kept * bytesPerPoint) / 2 ** 30).toFixed(1)} GiB over two years`,
        verdict: below(quantile(worst.samples, 0.95), TARGET_MS, ms),
      },
    ];
    return { markdown, targets };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
