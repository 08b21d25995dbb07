import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCreatorsClient, retryAfterMs, RetailerApiError, toMinorUnits, availabilityOf, type CreatorsClientOptions } from './creators-client';
import { FAKE_CLIENT_ID, FAKE_CLIENT_SECRET, FAKE_TOKEN_PATH, startFakeRetailer, type FakeRetailer } from '../../api/retailer/fake-server';

const BR = 'www.amazon.com.br';
const asin = (n: number) => `B0CLIENT${String(n).padStart(2, '0')}`;

describe('Creators API client against the local fake (real HTTP)', () => {
  let fake: FakeRetailer;
  let slept: number[];

  beforeEach(async () => {
    fake = await startFakeRetailer({
      items: {
        [asin(1)]: { price: 199.9, listPrice: 249.9, currency: 'BRL' },
        [asin(2)]: { price: 59, currency: 'BRL', availability: 'IN_STOCK_SCARCE' },
        [asin(3)]: { currency: 'BRL' }, // no offer
      },
    });
    slept = [];
  });
  afterEach(() => fake.close());

  /** Real sleeps, recorded: the 429 test must really wait what Retry-After says. */
  const client = (extra: Partial<CreatorsClientOptions> = {}) =>
    createCreatorsClient({
      clientId: FAKE_CLIENT_ID, clientSecret: FAKE_CLIENT_SECRET, apiUrl: fake.url, tokenUrl: fake.tokenUrl, backoffMs: 10,
      sleep: (ms) => { slept.push(ms); return new Promise((r) => setTimeout(r, ms)); },
      ...extra,
    });

  it('gets a token with client credentials, then GetItems with bearer, marketplace header and OffersV2 resources', async () => {
    const items = await client().getItems({ marketplace: BR, partnerTag: 'tag-br-21', asins: [asin(1), asin(2), asin(3)] });
    expect(items).toEqual([
      { asin: asin(1), found: true, priceCents: 19990, listPriceCents: 24990, currency: 'BRL', availability: 'in_stock', errorCode: null, errorMessage: null },
      { asin: asin(2), found: true, priceCents: 5900, listPriceCents: null, currency: 'BRL', availability: 'in_stock', errorCode: null, errorMessage: null },
      { asin: asin(3), found: true, priceCents: null, listPriceCents: null, currency: null, availability: 'out_of_stock', errorCode: null, errorMessage: null },
    ]);
    const [tokenRequest, getItems] = fake.requests;
    expect(tokenRequest).toMatchObject({ path: FAKE_TOKEN_PATH, status: 200, body: { grant_type: 'client_credentials', client_id: FAKE_CLIENT_ID, client_secret: '***', scope: 'creatorsapi::default' } });
    expect(tokenRequest!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(getItems).toMatchObject({ path: '/catalog/v1/getItems', status: 200, body: { itemIds: [asin(1), asin(2), asin(3)], itemIdType: 'ASIN', partnerTag: 'tag-br-21', marketplace: BR } });
    expect(getItems!.headers['x-marketplace']).toBe(BR);
    expect(getItems!.headers.authorization).toMatch(/^Bearer fake-token-1-/);
    expect(getItems!.body!.resources).toEqual(expect.arrayContaining(['offersV2.listings.price', 'offersV2.listings.availability']));
  });

  it('reports an unknown ASIN with the API\'s error item, and an invalid one', async () => {
    const items = await client().getItems({ marketplace: BR, partnerTag: 't', asins: [asin(1), 'B0NOTHERE1', 'bad'] });
    expect(items[1]).toMatchObject({ asin: 'B0NOTHERE1', found: false, errorCode: 'ItemNotAccessible', errorMessage: expect.stringContaining('B0NOTHERE1') });
    expect(items[2]).toMatchObject({ asin: 'bad', found: false, errorCode: 'InvalidParameterValue' });
  });

  it('batches by 10 and reuses one cached token', async () => {
    const asins = Array.from({ length: 23 }, (_, i) => asin(i + 1));
    const c = client();
    const items = await c.getItems({ marketplace: BR, partnerTag: 't', asins: [...asins, asin(1)] });
    expect(items.map((i) => i.asin)).toEqual(asins); // distinct, in order
    expect(fake.getItemsRequests().map((r) => (r.body!.itemIds as string[]).length)).toEqual([10, 10, 3]);
    expect(fake.requests.filter((r) => r.path === FAKE_TOKEN_PATH)).toHaveLength(1);
    expect(c.stats).toMatchObject({ requests: 3, tokens: 1 });
  });

  it('waits Retry-After (seconds) on 429 and retries', async () => {
    fake.throttle(1, '1');
    const started = Date.now();
    const c = client();
    const items = await c.getItems({ marketplace: BR, partnerTag: 't', asins: [asin(1)] });
    expect(items[0]!.priceCents).toBe(19990);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(slept).toEqual([1000]);
    expect(fake.getItemsRequests().map((r) => r.status)).toEqual([429, 200]);
    expect(c.stats.throttled).toBe(1);
  });

  it('gives up after the maximum number of 429s with a RetailerApiError', async () => {
    for (let n = 1; n <= 3; n++) fake.throttle(n, '0');
    const error = await client({ maxRetries: 2 }).getItems({ marketplace: BR, partnerTag: 't', asins: [asin(1)] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RetailerApiError);
    expect(error).toMatchObject({ status: 429 });
    expect(fake.getItemsRequests()).toHaveLength(3);
  });

  it('renews the token when it expires early (401), once, and repeats the request', async () => {
    const c = client();
    await c.getItems({ marketplace: BR, partnerTag: 't', asins: [asin(1)] });
    fake.expireTokens();
    const items = await c.getItems({ marketplace: BR, partnerTag: 't', asins: [asin(2)] });
    expect(items[0]!.priceCents).toBe(5900);
    expect(fake.requests.map((r) => `${r.path} ${r.status}`)).toEqual([
      `${FAKE_TOKEN_PATH} 200`, '/catalog/v1/getItems 200', '/catalog/v1/getItems 401', `${FAKE_TOKEN_PATH} 200`, '/catalog/v1/getItems 200',
    ]);
  });

  it('renews the token before it expires by its own clock', async () => {
    await fake.close();
    fake = await startFakeRetailer({ tokenLifetimeSeconds: 3600, items: { [asin(1)]: { price: 1 } } });
    let clock = Date.parse('2026-11-21T12:00:00Z');
    const c = client({ now: () => clock });
    await c.getItems({ marketplace: BR, partnerTag: 't', asins: [asin(1)] });
    clock += 58 * 60_000; // within the renewal margin of the 1 h token
    await c.getItems({ marketplace: BR, partnerTag: 't', asins: [asin(1)] });
    expect(c.stats.tokens).toBe(1);
    clock += 60_000;
    await c.getItems({ marketplace: BR, partnerTag: 't', asins: [asin(1)] });
    expect(c.stats.tokens).toBe(2);
    expect(fake.requests.filter((r) => r.status === 401)).toEqual([]);
  });

  it('retries a 5xx with backoff, then fails with the status when it persists', async () => {
    fake.failWith(1, 503);
    const items = await client().getItems({ marketplace: BR, partnerTag: 't', asins: [asin(1)] });
    expect(items[0]!.found).toBe(true);
    expect(slept).toEqual([10]);
    for (let n = 3; n <= 6; n++) fake.failWith(n, 500);
    await expect(client({ maxRetries: 3 }).getItems({ marketplace: BR, partnerTag: 't', asins: [asin(1)] })).rejects.toMatchObject({ status: 500 });
  });

  it('retries network errors, bounded', async () => {
    const url = fake.url;
    await fake.close();
    const error = await createCreatorsClient({ clientId: 'x', clientSecret: 'y', apiUrl: url, tokenUrl: `${url}${FAKE_TOKEN_PATH}`, maxRetries: 2, sleep: async (ms) => void slept.push(ms), backoffMs: 5 })
      .getItems({ marketplace: BR, partnerTag: 't', asins: [asin(1)] })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'RetailerApiError', status: 0 });
    expect(slept).toEqual([5, 10]);
    fake = await startFakeRetailer(); // for afterEach
  });

  it('fails clearly on refused credentials', async () => {
    await expect(client({ clientSecret: 'wrong' }).getItems({ marketplace: BR, partnerTag: 't', asins: [asin(1)] })).rejects.toThrow(/token request refused: Client authentication failed/);
  });
});

describe('retryAfterMs', () => {
  const now = Date.parse('2026-11-21T12:00:00Z');
  it('reads seconds and HTTP dates, caps, and ignores junk', () => {
    expect(retryAfterMs('2', now, 60_000)).toBe(2000);
    expect(retryAfterMs('Sat, 21 Nov 2026 12:00:05 GMT', now, 60_000)).toBe(5000);
    expect(retryAfterMs('Sat, 21 Nov 2026 11:00:00 GMT', now, 60_000)).toBe(0);
    expect(retryAfterMs('3600', now, 60_000)).toBe(60_000);
    expect(retryAfterMs('soon', now, 60_000)).toBeNull();
    expect(retryAfterMs(null, now, 60_000)).toBeNull();
  });
});

describe('wire conversions', () => {
  it('converts money to minor units of its currency and maps availability types', () => {
    expect(toMinorUnits({ amount: 8.7, currency: 'EUR' })).toBe(870);
    expect(toMinorUnits({ amount: 1999, currency: 'JPY' })).toBe(1999);
    expect(toMinorUnits({ amount: 0.1 + 0.2, currency: 'USD' })).toBe(30);
    expect(['IN_STOCK', 'LEADTIME', 'PREORDER', 'AVAILABLE_DATE', 'OUT_OF_STOCK', 'UNAVAILABLE', undefined].map(availabilityOf)).toEqual([
      'in_stock', 'in_stock', 'preorder', 'preorder', 'out_of_stock', 'unavailable', 'unknown',
    ]);
  });
});
