import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { Db } from '../../shared/db/connect';
import { insertCategory, insertLocaleConfigs, insertProduct } from '../../shared/db/test-fixtures';
import { describeEachDatabase } from '../../shared/db/testing';
import { loadEnv } from '../../shared/env';
import { FAKE_CLIENT_ID, FAKE_CLIENT_SECRET, startFakeRetailer, type FakeRetailer } from '../retailer/fake-server';
import { refreshPrices, refreshPricesJob, REBUILD_THRESHOLD } from './refresh-prices';
import { testJobContext, type TestJobContext } from './testing';

const NOW = new Date('2026-11-21T12:00:00.000Z');
const OLD = '2026-11-20T06:00:00.000Z';
const asin = (prefix: string, n: number) => `${prefix}${String(n).padStart(10 - prefix.length, '0')}`;

describeEachDatabase('refresh-prices job against the local fake retailer', (getDb) => {
  let fake: FakeRetailer;

  beforeAll(async () => {
    fake = await startFakeRetailer();
  });
  afterAll(() => fake.close());
  beforeEach(async () => {
    await getDb().kysely.deleteFrom('products').execute();
    fake.reset();
  });

  /** The jobs' test context, pointed at the fake retailer over real HTTP. */
  const context = (env: Record<string, string> = {}, doFetch: typeof fetch = fetch): TestJobContext =>
    testJobContext(getDb(), {
      now: () => NOW,
      env: loadEnv({ RETAILER_API_URL: fake.url, RETAILER_TOKEN_URL: fake.tokenUrl, RETAILER_CLIENT_ID: FAKE_CLIENT_ID, RETAILER_CLIENT_SECRET: FAKE_CLIENT_SECRET, ...env }),
      fetch: doFetch,
    });
  const product = (db: Db, id: number) => db.kysely.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('is the registered definition: name, pt-BR label, a schedule that keeps prices under a day old', () => {
    expect(refreshPricesJob).toMatchObject({ name: 'refresh-prices', label: 'Atualizar preços', schedule: '15 */6 * * *' });
  });

  it('writes price, list price, currency, availability and the fetch time per locale marketplace, and republishes those products', async () => {
    const db = getDb();
    fake.setItem('B0PRICE001', { price: 199.9, listPrice: 249.9, currency: 'BRL' }, 'www.amazon.com.br');
    fake.setItem('B0PRICE002', { price: 12.5, currency: 'EUR', availability: 'PREORDER' }, 'www.amazon.it');
    const category = await insertCategory(db, 'precos', { br: 'Preços' });
    const br = await insertProduct(db, { locale: 'br', asin: 'B0PRICE001', price_cents: 100, price_updated_at: OLD, category_id: category, translation_key: 'price-001' });
    const it_ = await insertProduct(db, { locale: 'it', asin: 'B0PRICE002', currency: 'EUR' });

    const ctx = context();
    const result = await refreshPricesJob.run(ctx);
    expect(result).toEqual({ status: 'succeeded', summary: '2 price(s) updated in 2 request(s); 2 product page update(s) requested' });
    expect(await product(db, br)).toMatchObject({ price_cents: 19990, list_price_cents: 24990, currency: 'BRL', availability: 'in_stock', price_updated_at: NOW.toISOString() });
    expect(await product(db, it_)).toMatchObject({ price_cents: 1250, list_price_cents: null, currency: 'EUR', availability: 'preorder', price_updated_at: NOW.toISOString() });
    // The refresh is not an edit: version and updated_at stay the editors'.
    expect(await product(db, br)).toMatchObject({ version: 1, updated_at: '2026-01-01T00:00:00.000Z' });
    expect(fake.getItemsRequests().map((r) => [r.headers['x-marketplace'], r.body!.partnerTag])).toEqual([
      ['www.amazon.com.br', 'test-br-21'],
      ['www.amazon.it', 'test-it-21'],
    ]);
    const slug = (await product(db, br)).slug;
    // As an editor's save would ask: the category's and the translations' pages list the product too.
    expect(ctx.publisher.requests).toContainEqual({
      placement: expect.any(Object),
      entity: 'product', action: 'update', id: br, locales: ['br'], slugBefore: slug, slugAfter: slug, categoryIds: [category], translationKeys: ['price-001'],
    });
    expect(ctx.publisher.rebuilds).toEqual([]);
  });

  it('batches by 10 ASINs, and asks for one full rebuild when many prices changed', async () => {
    const db = getDb();
    const count = REBUILD_THRESHOLD + 5;
    for (let n = 1; n <= count; n++) {
      fake.setItem(asin('B0BATCH', n), { price: n });
      await insertProduct(db, { locale: 'br', asin: asin('B0BATCH', n) });
    }
    const ctx = context();
    const result = await refreshPricesJob.run(ctx);
    expect(result.status).toBe('succeeded');
    expect(fake.getItemsRequests().map((r) => (r.body!.itemIds as string[]).length)).toEqual([10, 10, 10, 10, 10, 5]);
    expect(fake.requests.filter((r) => r.path.endsWith('/token'))).toHaveLength(1); // one cached token for the run
    expect(ctx.publisher.rebuilds).toEqual(['refresh-prices']);
    expect(ctx.publisher.requests).toEqual([]);
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
    const result = await refreshPricesJob.run(ctx);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(result).toMatchObject({ status: 'succeeded', summary: expect.stringContaining('throttled 1 time(s)') });
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
    const result = await refreshPricesJob.run(context({}, expiringFetch));
    expect(result.status).toBe('succeeded');
    expect(fake.requests.map((r) => `${r.path.endsWith('/token') ? 'token' : 'getItems'} ${r.status}`)).toEqual([
      'token 200', 'getItems 200', 'getItems 401', 'token 200', 'getItems 200',
    ]);
    const left = await db.kysely.selectFrom('products').select('id').where('price_updated_at', 'is', null).execute();
    expect(left).toEqual([]);
  });

  it('without credentials reports "not configured" and changes nothing', async () => {
    const db = getDb();
    const id = await insertProduct(db, { locale: 'br', asin: 'B0NOCREDS1', price_cents: 4990, price_updated_at: OLD, availability: 'in_stock' });
    const before = await product(db, id);
    const requests = fake.requests.length;
    const ctx = context({ RETAILER_CLIENT_ID: '', RETAILER_CLIENT_SECRET: '' });
    const result = await refreshPricesJob.run(ctx);
    expect(result).toEqual({ status: 'skipped', summary: 'not configured' });
    expect(await product(db, id)).toEqual(before);
    expect(fake.requests.length).toBe(requests);
    expect(ctx.publisher.requests).toEqual([]);
  });

  it('leaves an unknown item untouched and keeps the old price and date of an item without an offer', async () => {
    const db = getDb();
    fake.setItem('B0NOOFFER1', { availability: 'OUT_OF_STOCK' });
    const gone = await insertProduct(db, { locale: 'br', asin: 'B0GONE0001', price_cents: 1000, price_updated_at: OLD });
    const noOffer = await insertProduct(db, { locale: 'br', asin: 'B0NOOFFER1', price_cents: 2000, price_updated_at: OLD, availability: 'in_stock' });
    const ctx = context();
    const result = await refreshPricesJob.run(ctx);
    expect(result).toMatchObject({ status: 'succeeded', summary: expect.stringContaining('1 not found (br/B0GONE0001)') });
    expect(await product(db, gone)).toMatchObject({ price_cents: 1000, price_updated_at: OLD, availability: 'unknown' });
    expect(await product(db, noOffer)).toMatchObject({ price_cents: 2000, price_updated_at: OLD, availability: 'out_of_stock' });
    expect(ctx.publisher.requests).toEqual([]);
  });

  it('fails after bounded retries when the API keeps failing, keeping the batches already written', async () => {
    const db = getDb();
    for (let n = 1; n <= 12; n++) {
      fake.setItem(asin('B0FAIL', n), { price: 7 });
      await insertProduct(db, { locale: 'br', asin: asin('B0FAIL', n) });
    }
    for (let n = 2; n <= 5; n++) fake.failWith(n, 503);
    const result = await refreshPrices(context(), { sleep: async () => undefined });
    expect(result.status).toBe('failed');
    expect(result.summary).toMatch(/^10 price\(s\) updated .*stopped: retailer GetItems failed \(503\)/);
    const written = await db.kysely.selectFrom('products').select('id').where('price_cents', '=', 700).execute();
    expect(written).toHaveLength(10);
  });
}, async (db) => {
  await insertLocaleConfigs(db);
});

