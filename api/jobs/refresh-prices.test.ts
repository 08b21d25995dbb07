import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { Db } from '../../shared/db/connect';
import { insertCategory, insertLocaleConfigs, insertProduct } from '../../shared/db/test-fixtures';
import { describeEachDatabase } from '../../shared/db/testing';
import { loadEnv } from '../../shared/env';
import { listRetailerRegions, pricesBlockedLocales } from '../../shared/db/queries/retailer-regions';
import { fakeRegionAccount, fakeRegionEnv } from '../retailer/fake-accounts';
import { FAKE_CLIENT_ID, FAKE_CLIENT_SECRET, startFakeRetailer, type FakeRetailer } from '../retailer/fake-server';
import { simulatedClock } from '../retailer/simulated-clock';
import { refreshPrices, refreshPricesJob, type RefreshDeps } from './refresh-prices';
import { appendPricePoints, listPricePoints } from '../../shared/db/queries/price-history';
import { testJobContext, type TestJobContext } from './testing';

const NOW = new Date('2026-11-21T12:00:00.000Z');
const OLD = '2026-11-20T06:00:00.000Z';
const asin = (prefix: string, n: number) => `${prefix}${String(n).padStart(10 - prefix.length, '0')}`;

/** The active regions, each with its own Associates account (../retailer/fake-accounts.ts). */
const REGIONS = ['br', 'it', 'mx'] as const;
/** No pacing: these tests are about answers, not rates (the real clock would wait a second a batch). */
const FAST: RefreshDeps = { requestIntervalMs: 0 };

describeEachDatabase('refresh-prices job against the local fake retailer', (getDb) => {
  let fake: FakeRetailer;

  beforeAll(async () => {
    fake = await startFakeRetailer({ accounts: REGIONS.map(fakeRegionAccount) });
  });
  afterAll(() => fake.close());
  beforeEach(async () => {
    await getDb().kysely.deleteFrom('products').execute();
    await getDb().kysely.deleteFrom('retailer_regions').execute();
    await getDb().kysely.updateTable('locale_configs').set({ affiliate_id: sql`'test-' || locale || '-21'` }).execute();
    fake.reset();
  });

  /** Each active region's own credentials (br, it, mx), token endpoints by region, all at the fake. */
  const regionEnv = (): Record<string, string> => fakeRegionEnv(fake, REGIONS);
  /** The jobs' test context, pointed at the fake retailer over real HTTP. */
  const context = (env: Record<string, string> = {}, doFetch: typeof fetch = fetch, now: () => Date = () => NOW): TestJobContext =>
    testJobContext(getDb(), { now, env: loadEnv({ ...regionEnv(), ...env }), fetch: doFetch });
  const run = (ctx: TestJobContext, deps: RefreshDeps = {}) => refreshPrices(ctx, { ...FAST, ...deps });
  /** The active regions whose prices the pages hide, under the test's regional credentials. */
  const blocked = async (db: Db) => new Set([...(await pricesBlockedLocales(db, loadEnv(regionEnv())))].filter((l) => (REGIONS as readonly string[]).includes(l)));
  const product = (db: Db, id: number) => db.kysely.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('is the registered definition: name, pt-BR label, a run every 15 minutes (each within its time budget)', () => {
    expect(refreshPricesJob).toMatchObject({ name: 'refresh-prices', label: 'Atualizar preços', schedule: '*/15 * * * *' });
  });

  it('writes price, list price, currency, availability and the fetch time per locale marketplace, and republishes those products', async () => {
    const db = getDb();
    fake.setItem('B0PRICE001', { price: 199.9, listPrice: 249.9, currency: 'BRL' }, 'www.amazon.com.br');
    fake.setItem('B0PRICE002', { price: 12.5, currency: 'EUR', availability: 'PREORDER' }, 'www.amazon.it');
    const category = await insertCategory(db, 'precos', { br: 'Preços' });
    const br = await insertProduct(db, { locale: 'br', asin: 'B0PRICE001', price_cents: 100, price_updated_at: OLD, category_id: category, translation_key: 'price-001' });
    const it_ = await insertProduct(db, { locale: 'it', asin: 'B0PRICE002', currency: 'EUR' });

    const ctx = context();
    const result = await run(ctx);
    expect(result).toEqual({ status: 'succeeded', summary: '2 preço(s) atualizado(s) em 2 consulta(s); atualização de 2 página(s) de produto pedida' });
    expect(await product(db, br)).toMatchObject({ price_cents: 19990, list_price_cents: 24990, currency: 'BRL', availability: 'in_stock', price_updated_at: NOW.toISOString() });
    expect(await product(db, it_)).toMatchObject({ price_cents: 1250, list_price_cents: null, currency: 'EUR', availability: 'preorder', price_updated_at: NOW.toISOString() });
    // The refresh is not an edit: version and updated_at stay the editors'.
    expect(await product(db, br)).toMatchObject({ version: 1, updated_at: '2026-01-01T00:00:00.000Z' });
    // Each region with its own account, at its region's token endpoint (mx had nothing to ask).
    const asked = fake.getItemsRequests().map((r) => [r.clientId, r.headers['x-marketplace'], r.body!.partnerTag]);
    expect(asked.sort()).toEqual([
      ['br-client', 'www.amazon.com.br', 'test-br-21'],
      ['it-client', 'www.amazon.it', 'test-it-21'],
    ]);
    const tokens = fake.requests.filter((r) => r.path.endsWith('/token')).map((r) => [r.clientId, r.path, r.status]);
    expect(tokens.sort()).toEqual([['br-client', '/na/auth/o2/token', 200], ['it-client', '/eu/auth/o2/token', 200]]);
    // The region screen's record: configured, let in, what the run did; no secret anywhere.
    const regions = await listRetailerRegions(db);
    expect(regions.map((r) => [r.locale, r.access, r.lastRefreshed, r.lastErrors, r.lastThrottled, r.lastRemaining])).toEqual([
      ['br', 'ok', 1, 0, 0, 0], ['it', 'ok', 1, 0, 0, 0], ['mx', 'ok', 0, 0, 0, 0],
    ]);
    expect(JSON.stringify(await db.kysely.selectFrom('retailer_regions').selectAll().execute())).not.toMatch(/secret/);
    const slug = (await product(db, br)).slug;
    // As an editor's save would ask (the category's and the translations' pages list the product
    // too), behind the editors' saves waiting then.
    expect(ctx.publisher.requests).toContainEqual({
      placement: expect.any(Object),
      entity: 'product', action: 'update', id: br, locales: ['br'], slugBefore: slug, slugAfter: slug, categoryIds: [category], translationKeys: ['price-001'],
      background: true,
    });
    expect(ctx.publisher.rebuilds).toEqual([]);
  });

  it('batches by 10 ASINs, and republishes each refreshed product rather than the whole site however many changed', async () => {
    const db = getDb();
    const count = 55;
    for (let n = 1; n <= count; n++) {
      fake.setItem(asin('B0BATCH', n), { price: n });
      await insertProduct(db, { locale: 'br', asin: asin('B0BATCH', n) });
    }
    const ctx = context();
    const result = await run(ctx);
    expect(result.status).toBe('succeeded');
    expect(fake.getItemsRequests().map((r) => (r.body!.itemIds as string[]).length)).toEqual([10, 10, 10, 10, 10, 5]);
    expect(fake.requests.filter((r) => r.path.endsWith('/token'))).toHaveLength(1); // one cached token for the run
    expect(ctx.publisher.rebuilds).toEqual([]);
    expect(ctx.publisher.requests).toHaveLength(count);
    const prices = await db.kysely.selectFrom('products').select('price_cents').orderBy('id').execute();
    expect(prices.map((p) => p.price_cents)).toEqual(Array.from({ length: count }, (_, i) => (i + 1) * 100));
  });

  it('honours 429: waits Retry-After, then retries and updates', async () => {
    const db = getDb();
    fake.setItem('B0THROTTL1', { price: 10 });
    const id = await insertProduct(db, { locale: 'br', asin: 'B0THROTTL1' });
    fake.throttle(1, '1');
    const started = Date.now();
    const ctx = context();
    const result = await run(ctx);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(result).toMatchObject({ status: 'succeeded', summary: expect.stringContaining('limitado pelo varejista 1 vez(es) (429)') });
    expect(fake.getItemsRequests().map((r) => r.status)).toEqual([429, 200]);
    expect(ctx.lines.some((l) => /429 on GetItems, waiting 1000 ms/.test(l))).toBe(true);
    expect((await product(db, id)).price_cents).toBe(1000);
  });

  it('renews a token that expired during the run (401) and carries on', async () => {
    const db = getDb();
    for (let n = 1; n <= 15; n++) {
      fake.setItem(asin('B0TOKEN', n), { price: 5 });
      await insertProduct(db, { locale: 'br', asin: asin('B0TOKEN', n) });
    }
    let batches = 0;
    // Real HTTP; the fake is told to expire every token right after the first batch's answer.
    const expiringFetch: typeof fetch = async (input, init) => {
      const res = await fetch(input, init);
      if (String(input).endsWith('/catalog/v1/getItems') && ++batches === 1) fake.expireTokens();
      return res;
    };
    const result = await run(context({}, expiringFetch));
    expect(result.status).toBe('succeeded');
    expect(fake.requests.map((r) => `${r.path.endsWith('/token') ? 'token' : 'getItems'} ${r.status}`)).toEqual([
      'token 200', 'getItems 200', 'getItems 401', 'token 200', 'getItems 200',
    ]);
    const left = await db.kysely.selectFrom('products').select('id').where('price_updated_at', 'is', null).execute();
    expect(left).toEqual([]);
  });

  it('without credentials reports "not configured", changes no price, and records the regions as unconfigured (prices hidden since the first build: no rebuild)', async () => {
    const db = getDb();
    const id = await insertProduct(db, { locale: 'br', asin: 'B0NOCREDS1', price_cents: 4990, price_updated_at: OLD, availability: 'in_stock' });
    const before = await product(db, id);
    const requests = fake.requests.length;
    const none = { RETAILER_BR_CLIENT_ID: '', RETAILER_BR_CLIENT_SECRET: '', RETAILER_IT_CLIENT_ID: '', RETAILER_IT_CLIENT_SECRET: '', RETAILER_MX_CLIENT_ID: '', RETAILER_MX_CLIENT_SECRET: '' };
    const ctx = context(none);
    const result = await run(ctx);
    // The pages never showed these regions' prices (a region never checked has no access without
    // credentials): confirming it rewrites nothing.
    expect(result).toEqual({ status: 'skipped', summary: 'não configurado' });
    expect(await product(db, id)).toEqual(before);
    expect(fake.requests.length).toBe(requests);
    expect(ctx.publisher.requests).toEqual([]);
    expect(ctx.publisher.rebuilds).toEqual([]);
    expect([...(await pricesBlockedLocales(db, {}))].sort()).toEqual(['br', 'es', 'it', 'mx', 'us']);
    expect((await listRetailerRegions(db))[0]).toMatchObject({ locale: 'br', access: 'no_credentials', accessError: 'no_credentials', lastRemaining: 1 });
    // Nothing changed since: no second rebuild.
    const again = context(none);
    expect(await run(again)).toEqual({ status: 'skipped', summary: 'não configurado' });
    expect(again.publisher.rebuilds).toEqual([]);
  });

  it('keeps the old single RETAILER_CLIENT_ID/SECRET working as the fallback of every region', async () => {
    const db = getDb();
    fake.setItem('B0LEGACY01', { price: 3 });
    const id = await insertProduct(db, { locale: 'br', asin: 'B0LEGACY01' });
    const none = { RETAILER_BR_CLIENT_ID: '', RETAILER_BR_CLIENT_SECRET: '', RETAILER_IT_CLIENT_ID: '', RETAILER_IT_CLIENT_SECRET: '', RETAILER_MX_CLIENT_ID: '', RETAILER_MX_CLIENT_SECRET: '' };
    const ctx = context({ ...none, RETAILER_CLIENT_ID: FAKE_CLIENT_ID, RETAILER_CLIENT_SECRET: FAKE_CLIENT_SECRET, RETAILER_TOKEN_URL: fake.tokenUrl });
    const result = await run(ctx);
    expect(result.status).toBe('succeeded');
    expect((await product(db, id)).price_cents).toBe(300);
    expect(fake.requests.filter((r) => r.path.endsWith('/token')).map((r) => [r.path, r.clientId])).toContainEqual(['/auth/o2/token', FAKE_CLIENT_ID]);
  });

  it('refuses a wrong pairing like the real service: a BR credential at the EU token endpoint, a tag of another marketplace', async () => {
    const db = getDb();
    fake.setItem('B0PAIR0001', { price: 9 });
    const id = await insertProduct(db, { locale: 'br', asin: 'B0PAIR0001', price_cents: 100, price_updated_at: OLD });
    // The NA credential sent to the EU endpoint (a misconfigured token URL): 401 invalid_client.
    let ctx = context({ RETAILER_TOKEN_URL_NA: fake.tokenUrls.eu });
    let result = await run(ctx);
    expect(result.status).toBe('failed');
    expect(result.summary).toMatch(/br: acesso recusado: retailer token request refused: Client authentication failed/);
    expect(fake.requests.find((r) => r.clientId === 'br-client')).toMatchObject({ path: '/eu/auth/o2/token', status: 401 });
    expect(await product(db, id)).toMatchObject({ price_cents: 100, price_updated_at: OLD });
    expect((await listRetailerRegions(db)).find((r) => r.locale === 'br')).toMatchObject({ access: 'refused', accessError: expect.stringContaining('Client authentication failed'), lastErrors: 1 });
    expect(ctx.publisher.rebuilds).toEqual(['refresh-prices']);
    // Right endpoint, but the locale's tag is Italy's: InvalidPartnerTag, with the API's error shape.
    await db.kysely.updateTable('locale_configs').set({ affiliate_id: 'test-it-21' }).where('locale', '=', 'br').execute();
    fake.reset();
    ctx = context();
    result = await run(ctx);
    expect(result.summary).toMatch(/br: acesso recusado: retailer GetItems failed \(400\): The partner tag is not mapped/);
    expect(fake.getItemsRequests().find((r) => r.clientId === 'br-client')).toMatchObject({ status: 400 });
    expect((await listRetailerRegions(db)).find((r) => r.locale === 'br')).toMatchObject({ access: 'refused' });
    expect(await blocked(db)).toEqual(new Set(['br']));
  });

  it('records revoked access (403 AssociateNotEligible) and lets the region in again once the API answers', async () => {
    const db = getDb();
    fake.setItem('B0REVOKE01', { price: 5 });
    const id = await insertProduct(db, { locale: 'br', asin: 'B0REVOKE01' });
    fake.revoke('br-client');
    let ctx = context();
    expect((await run(ctx)).summary).toMatch(/br: acesso recusado: .*eligibility requirements/);
    expect(await blocked(db)).toEqual(new Set(['br']));
    expect((await product(db, id)).price_cents).toBeNull();
    fake.reset();
    ctx = context();
    expect((await run(ctx)).status).toBe('succeeded');
    expect(await blocked(db)).toEqual(new Set());
    expect((await product(db, id)).price_cents).toBe(500);
    expect(ctx.publisher.rebuilds).toEqual(['refresh-prices']);
  });

  it('leaves an unknown item untouched, keeps the old price and date of an item without an offer, and republishes the latter (its availability changed)', async () => {
    const db = getDb();
    fake.setItem('B0NOOFFER1', { availability: 'OUT_OF_STOCK' });
    const gone = await insertProduct(db, { locale: 'br', asin: 'B0GONE0001', price_cents: 1000, price_updated_at: OLD });
    const noOffer = await insertProduct(db, { locale: 'br', asin: 'B0NOOFFER1', price_cents: 2000, price_updated_at: OLD, availability: 'in_stock' });
    const ctx = context();
    const result = await run(ctx);
    expect(result).toMatchObject({ status: 'succeeded', summary: expect.stringContaining('1 não encontrado(s) (br/B0GONE0001)') });
    expect(await product(db, gone)).toMatchObject({ price_cents: 1000, price_updated_at: OLD, availability: 'unknown' });
    expect(await product(db, noOffer)).toMatchObject({ price_cents: 2000, price_updated_at: OLD, availability: 'out_of_stock' });
    // Its boxes now say it is sold out: its pages are republished; the unknown item's are not.
    expect(ctx.publisher.requests.map((r) => r.id)).toEqual([noOffer]);
  });

  it('appends a price history point only when a refresh sees a different price or availability (issue 27)', async () => {
    const db = getDb();
    fake.setItem('B0HISTORY1', { price: 100, currency: 'BRL' });
    const id = await insertProduct(db, { locale: 'br', asin: 'B0HISTORY1' });
    const later = (hours: number) => () => new Date(NOW.getTime() + hours * 3600_000);
    const history = async () => (await listPricePoints(db, id)).map((p) => [p.at, p.priceCents, p.availability]);
    await run(context());
    // Asked again 7 h later with the same answer: the history does not grow.
    await run(context({}, fetch, later(7)));
    fake.setItem('B0HISTORY1', { price: 89.9, currency: 'BRL' });
    await run(context({}, fetch, later(14)));
    fake.setItem('B0HISTORY1', { availability: 'OUT_OF_STOCK' });
    await run(context({}, fetch, later(21)));
    expect(await history()).toEqual([
      [NOW.toISOString(), 10000, 'in_stock'],
      [later(14)().toISOString(), 8990, 'in_stock'],
      [later(21)().toISOString(), null, 'out_of_stock'],
    ]);
  });

  it('prunes the price history older than two years at each run (issue 27)', async () => {
    const db = getDb();
    const id = await insertProduct(db, { locale: 'br', asin: 'B0HISTORY2', price_checked_at: NOW.toISOString() });
    const old = (at: string, priceCents: number) => ({ productId: id, locale: 'br', at, priceCents, currency: 'BRL', availability: 'in_stock' as const });
    await appendPricePoints(db, [old('2024-01-01T00:00:00.000Z', 100)]);
    await appendPricePoints(db, [old('2024-06-01T00:00:00.000Z', 200)]);
    await appendPricePoints(db, [old('2025-06-01T00:00:00.000Z', 300)]);
    const result = await run(context());
    expect(result.summary).toContain('1 registro(s) de preço com mais de dois anos apagado(s)');
    expect((await listPricePoints(db, id)).map((p) => p.priceCents)).toEqual([200, 300]);
  });

  it('fails after bounded retries when the API keeps failing, keeping the batches already written', async () => {
    const db = getDb();
    for (let n = 1; n <= 12; n++) {
      fake.setItem(asin('B0FAIL', n), { price: 7 });
      await insertProduct(db, { locale: 'br', asin: asin('B0FAIL', n) });
    }
    for (let n = 2; n <= 5; n++) fake.failWith(n, 503);
    const result = await run(context(), { sleep: async () => undefined });
    expect(result.status).toBe('failed');
    expect(result.summary).toMatch(/^10 preço\(s\) atualizado\(s\) .*interrompida: br: retailer GetItems failed \(503\)/);
    const written = await db.kysely.selectFrom('products').select('id').where('price_cents', '=', 700).execute();
    expect(written).toHaveLength(10);
  });

  it('works oldest first within a time budget and resumes where a run stopped', async () => {
    const db = getDb();
    const clock = simulatedClock(NOW.getTime());
    const ids: number[] = [];
    // 35 products, the newest-priced first in id order: the job must not go by id.
    for (let n = 1; n <= 35; n++) {
      fake.setItem(asin('B0RESUME', n), { price: n });
      const checked = new Date(NOW.getTime() - (7 + n) * 3600_000).toISOString();
      ids.push(await insertProduct(db, { locale: 'br', asin: asin('B0RESUME', n), price_cents: 1, price_updated_at: checked, price_checked_at: checked }));
    }
    const sim = { clock: clock.now, sleep: clock.sleep, requestIntervalMs: 1000, budgetMs: 2500 };
    const first = await run(context({}, fetch, clock.date), sim);
    // 1 s pacing in a 2.5 s budget: batches at 0, 1 and 2 s; a fourth would end past 2.5 s.
    const asked = (n: number) => fake.getItemsRequests().filter((r) => r.clientId === 'br-client').slice(n).flatMap((r) => r.body!.itemIds as string[]);
    expect(asked(0)).toEqual(Array.from({ length: 30 }, (_, i) => asin('B0RESUME', 35 - i)));
    expect(first.summary).toContain('br parou (tempo da execução esgotado), 5 na fila para a próxima execução');
    expect(clock.now() - NOW.getTime()).toBeLessThanOrEqual(2500);
    expect((await listRetailerRegions(db)).find((r) => r.locale === 'br')).toMatchObject({ lastRefreshed: 30, lastRemaining: 5, lastStop: 'tempo da execução esgotado' });
    const seen = fake.getItemsRequests().length;
    clock.advance(15 * 60_000);
    await run(context({}, fetch, clock.date), sim);
    // The next run starts with the 21st oldest, never re-asking the first 20.
    expect(asked(seen)).toEqual(Array.from({ length: 5 }, (_, i) => asin('B0RESUME', 5 - i)));
    const left = await db.kysely.selectFrom('products').select('id').where('price_cents', '=', 1).execute();
    expect(left).toEqual([]);
  });

  it('on 429 waits Retry-After while it fits the budget, otherwise stops the run at once and resumes next time', async () => {
    const db = getDb();
    const clock = simulatedClock(NOW.getTime());
    for (let n = 1; n <= 40; n++) {
      fake.setItem(asin('B0THRO', n), { price: n });
      await insertProduct(db, { locale: 'br', asin: asin('B0THRO', n) });
    }
    const slept: number[] = [];
    const sim = { clock: clock.now, sleep: (ms: number) => { slept.push(ms); return clock.sleep(ms); }, requestIntervalMs: 1000, budgetMs: 25_000 };
    // Second request: Retry-After 2 s (fits), then the fourth: 60 s (does not fit in 25 s).
    fake.throttle(2, '2');
    fake.throttle(5, '60');
    const result = await run(context({}, fetch, clock.date), sim);
    expect(fake.getItemsRequests().filter((r) => r.clientId === 'br-client').map((r) => r.status)).toEqual([200, 429, 200, 200, 429]);
    expect(slept).toContain(2000);
    expect(slept.some((ms) => ms >= 60_000)).toBe(false);
    expect(result).toMatchObject({ status: 'succeeded', summary: expect.stringMatching(/limitado pelo varejista 2 vez\(es\) \(429\).*br parou \(limitado pelo varejista \(429\).*\), 10 na fila para a próxima execução/) });
    expect((await listRetailerRegions(db)).find((r) => r.locale === 'br')).toMatchObject({ access: 'ok', lastThrottled: 2, lastRefreshed: 30 });
    // Without Retry-After: exponential backoff (500 ms, then 1 s), then the request goes through.
    fake.reset();
    slept.length = 0;
    fake.throttle(1, '');
    fake.throttle(2, '');
    clock.advance(15 * 60_000);
    await run(context({}, fetch, clock.date), sim);
    expect(slept.slice(0, 2)).toEqual([500, 1000]);
    expect(await db.kysely.selectFrom('products').select('id').where('price_cents', 'is', null).execute()).toEqual([]);
  });
}, async (db) => {
  await insertLocaleConfigs(db);
});

