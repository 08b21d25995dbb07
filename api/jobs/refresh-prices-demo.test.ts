/**
 * Issue 27 item 5: on the seeded demo without any retailer credential, the price job asks the
 * built-in demo retailer (in process), so the demo's prices keep refreshing, drift and go out of
 * stock; never with a real credential, with DEMO_RETAILER=off, or on a database that is not the demo.
 */
import { expect, it } from 'vitest';
import type { Db } from '../../shared/db/connect';
import { DEMO_SEED_SETTING } from '../../shared/db/queries/demo-seed';
import { listPricePoints } from '../../shared/db/queries/price-history';
import { listRetailerRegions, pricesBlockedLocales } from '../../shared/db/queries/retailer-regions';
import { putSetting } from '../../shared/db/queries/settings';
import { describeEachDatabase } from '../../shared/db/testing';
import { loadEnv } from '../../shared/env';
import { seedDemo } from '../../content-scripts/seed/seed';
import { refreshPrices } from './refresh-prices';
import { testJobContext } from './testing';

const SEEDED = new Date('2026-11-21T03:00:00.000Z');
const HOUR = 3600_000;
const DAY = 24 * HOUR;

type Row = { id: number; locale: string; price_cents: number | null; availability: string; price_updated_at: string | null };
const products = async (db: Db): Promise<Row[]> =>
  (await db.kysely.selectFrom('products').select(['id', 'locale', 'price_cents', 'availability', 'price_updated_at']).orderBy('id').execute()).map((r) => ({ ...r, id: Number(r.id) }));

describeEachDatabase('refresh-prices with the built-in demo retailer', (getDb) => {
  /** The job at `at` with `env`; its network fetch records what it is asked and answers 401 (a real account refused). */
  async function runAt(at: Date, env: Record<string, string> = {}) {
    const asked: string[] = [];
    const network = (async (input: string | URL | Request) => {
      asked.push(String(input));
      return new Response(JSON.stringify({ error: 'invalid_client', error_description: 'Client authentication failed' }), { status: 401, headers: { 'Content-Type': 'application/json' } });
    }) as typeof fetch;
    const ctx = testJobContext(getDb(), { now: () => at, env: loadEnv(env), fetch: network });
    const result = await refreshPrices(ctx, { requestIntervalMs: 0 });
    return { result, ctx, asked };
  }

  it('is used only on the seeded demo with no real credential and DEMO_RETAILER not off; its first run changes no price and rebuilds nothing', async () => {
    const db = getDb();
    const seeded = await products(db);
    const at = new Date(SEEDED.getTime() + HOUR);
    const notDemo: Record<string, string>[] = [
      { DEMO_RETAILER: 'off' },
      { RETAILER_IT_CLIENT_ID: 'real-it', RETAILER_IT_CLIENT_SECRET: 'real-secret' },
      { RETAILER_CLIENT_ID: 'old-pair', RETAILER_CLIENT_SECRET: 'old-secret' },
    ];
    for (const env of notDemo) {
      const { result, ctx } = await runAt(at, env);
      expect(result.summary, JSON.stringify(env)).not.toMatch(/demonstração/);
      expect(ctx.lines.join('\n')).not.toMatch(/demo retailer/);
      expect(await products(db)).toEqual(seeded);
      await db.kysely.deleteFrom('retailer_regions').execute();
    }
    // Without the seed's marker the database is not the demo (a real site not configured yet).
    await db.kysely.deleteFrom('settings').where('key', '=', DEMO_SEED_SETTING).execute();
    const unmarked = await runAt(at);
    expect(unmarked.result).toEqual({ status: 'skipped', summary: 'não configurado' });
    expect([...(await pricesBlockedLocales(db, {}))].sort()).toEqual(['br', 'es', 'it', 'mx', 'us']);
    await db.kysely.deleteFrom('retailer_regions').execute();
    await putSetting(db, DEMO_SEED_SETTING, SEEDED.toISOString(), SEEDED);

    // Before any run, the demo's pages show prices (the demo retailer will answer).
    expect(await pricesBlockedLocales(db, {})).toEqual(new Set());
    const { result, ctx, asked } = await runAt(at);
    expect(result.status).toBe('succeeded');
    expect(result.summary).toMatch(/^varejista de demonstração: \d+ preço\(s\) atualizado\(s\)/);
    expect(ctx.lines.join('\n')).toMatch(/prices come from the built-in demo retailer \(DEMO_RETAILER=off turns it off\)/);
    // In process: nothing went to the network.
    expect(asked).toEqual([]);
    const after = await products(db);
    const refreshed = after.filter((p) => p.price_updated_at === at.toISOString());
    expect(refreshed.length).toBeGreaterThan(0);
    // On the seed's day the demo answers what the seed wrote: the pages stay as built.
    expect(after.map(({ price_updated_at: _, ...p }) => p)).toEqual(seeded.map(({ price_updated_at: _, ...p }) => p));
    expect((await listRetailerRegions(db)).map((r) => [r.locale, r.access])).toEqual([['br', 'ok'], ['it', 'ok'], ['mx', 'ok']]);
    expect(ctx.publisher.rebuilds).toEqual([]);
  });

  it('in the following days changes some prices (within bounds), puts some out of stock and back, and republishes only the refreshed products', async () => {
    const db = getDb();
    const seeded = new Map((await products(db)).map((p) => [p.id, p]));
    const threeDays = new Date(SEEDED.getTime() + 3 * DAY);
    const { ctx } = await runAt(threeDays);
    const after = await products(db);
    const refreshed = after.filter((p) => p.price_updated_at === threeDays.toISOString());
    const changed = after.filter((p) => p.price_cents !== seeded.get(p.id)!.price_cents || p.availability !== seeded.get(p.id)!.availability);
    expect(changed.length).toBeGreaterThan(0);
    expect(changed.length).toBeLessThan(after.length);
    // Republished: the products it refreshed (a price read, or an availability that changed), nothing else, no full rebuild.
    const requested = new Set(ctx.publisher.requests.map((r) => Number(r.id)));
    const soldOut = changed.filter((p) => p.price_cents === null).map((p) => p.id);
    expect([...requested].sort((a, b) => a - b)).toEqual([...new Set([...refreshed.filter((p) => p.price_cents !== null).map((p) => p.id), ...soldOut])].sort((a, b) => a - b));
    expect(ctx.publisher.rebuilds).toEqual([]);
    // An hour later nothing is due: nothing asked, nothing republished.
    const hourLater = await runAt(new Date(threeDays.getTime() + HOUR));
    expect(hourLater.ctx.publisher.requests).toEqual([]);

    // Three weeks of daily runs: drift stays near the seeded price, stock comes and goes.
    let wentOut = 0;
    let cameBack = 0;
    let previous = new Map(after.map((p) => [p.id, p]));
    for (let day = 4; day <= 24; day++) {
      await runAt(new Date(SEEDED.getTime() + day * DAY));
      const now = await products(db);
      for (const p of now) {
        const before = previous.get(p.id)!;
        if (before.availability === 'in_stock' && p.availability === 'out_of_stock') wentOut++;
        if (before.availability === 'out_of_stock' && p.availability === 'in_stock') cameBack++;
        // 80–110 % of the seed's last price (a product sold out at the seed: of its last price before).
        const base = seeded.get(p.id)!.price_cents;
        if (p.price_cents !== null && base !== null) {
          expect(p.price_cents).toBeGreaterThanOrEqual(Math.floor(base * 0.7));
          expect(p.price_cents).toBeLessThanOrEqual(Math.ceil(base * 1.4));
        }
      }
      previous = new Map(now.map((p) => [p.id, p]));
    }
    expect(wentOut).toBeGreaterThan(0);
    expect(cameBack).toBeGreaterThan(0);
    // The history records the changes the pages' lows and badges are computed from.
    const someChanged = changed.find((p) => p.price_cents !== null)!;
    const points = await listPricePoints(db, someChanged.id);
    expect(points.filter((p) => Date.parse(p.at) > SEEDED.getTime()).length).toBeGreaterThan(0);
  });

  it('asks no more batches a run than the real API could in its budget, and lets the server answer between them', async () => {
    const db = getDb();
    const due = (await products(db)).filter((p) => p.price_cents !== null);
    // A 3 s budget: three batches of 10 a region at the real API's one request a second.
    // After the runs above (the tests share one seeded database): every product is due again.
    const at = new Date(SEEDED.getTime() + 40 * DAY);
    const ctx = testJobContext(db, { now: () => at, env: loadEnv({}) });
    let ticks = 0;
    const timer = setInterval(() => ticks++, 0);
    const result = await refreshPrices(ctx, { budgetMs: 3000 }).finally(() => clearInterval(timer));
    const perRegion = new Map<string, number>();
    for (const p of await products(db)) if (p.price_updated_at === at.toISOString()) perRegion.set(p.locale, (perRegion.get(p.locale) ?? 0) + 1);
    const dueIn = (locale: string) => due.filter((p) => p.locale === locale).length;
    expect(dueIn('br')).toBeGreaterThan(30);
    // Three requests of 10 in each of the three regions; the rest waits for the next run.
    expect(result.summary).toMatch(/ em 9 consulta\(s\)/);
    expect([...perRegion.values()].every((n) => n > 0 && n <= 30)).toBe(true);
    expect(result.summary).toMatch(/br parou \(tempo da execução esgotado\), \d+ na fila para a próxima execução/);
    // A timer ran while the job did: its awaits reached the event loop.
    expect(ticks).toBeGreaterThan(0);
  });
}, async (db) => {
  await seedDemo(db, { now: SEEDED, postsPerLocale: 12 });
});
