/** Issue 27 item 5: the demo retailer's offers (deterministic drift) and its in-process transport. */
import { describe, expect, it } from 'vitest';
import type { DemoAnchor } from '../../shared/db/queries/demo-seed';
import { createCreatorsClient } from '../../shared/retailer-api/creators-client';
import { DEMO_RETAILER_URL, demoOffer, inProcessFetch } from './demo-retailer';
import { createFakeRetailerCore, FAKE_CLIENT_ID, FAKE_CLIENT_SECRET, FAKE_TOKEN_PATH } from './fake-server';

const SEEDED = Date.parse('2026-11-21T00:00:00.000Z');
const DAY = 86_400_000;
const anchor: DemoAnchor = { priceCents: 24990, listPriceCents: 29990, currency: 'BRL', availability: 'in_stock' };
const asins = Array.from({ length: 40 }, (_, i) => `B0DEMO${String(i).padStart(4, '0')}`);

describe('demo retailer offers', () => {
  it('answers exactly the seeded offer on the seed\'s day, and nothing for an ASIN the demo does not hold', () => {
    for (const asin of asins) expect(demoOffer(asin, anchor, SEEDED + 20 * 3600_000, SEEDED + 3600_000)).toEqual({ price: 249.9, listPrice: 299.9, currency: 'BRL', availability: 'IN_STOCK' });
    expect(demoOffer('B0UNKNOWN1', undefined, SEEDED, SEEDED)).toBeUndefined();
  });

  it('then drifts by day within 80–110 % of the seeded price, goes out of stock now and then, the same at every call', () => {
    let changes = 0;
    let soldOut = 0;
    let offers = 0;
    for (const asin of asins) {
      let last: number | undefined = 24990;
      for (let day = 1; day <= 60; day++) {
        const at = SEEDED + day * DAY + 7 * 3600_000;
        const offer = demoOffer(asin, anchor, at, SEEDED)!;
        expect(demoOffer(asin, anchor, at + 3600_000, SEEDED)).toEqual(offer);
        offers++;
        if (offer.price === undefined) {
          expect(offer.availability).toBe('OUT_OF_STOCK');
          soldOut++;
          continue;
        }
        expect(offer.price * 100).toBeGreaterThanOrEqual(24990 * 0.8 - 100);
        expect(offer.price * 100).toBeLessThanOrEqual(24990 * 1.1 + 100);
        // The saving shows only while the list price is above the price.
        if (offer.listPrice !== undefined) expect(offer.listPrice).toBeGreaterThan(offer.price);
        if (Math.round(offer.price * 100) !== last) changes++;
        last = Math.round(offer.price * 100);
      }
    }
    // About one product in four a day changes, about one in 25 is out of stock.
    expect(changes / offers).toBeGreaterThan(0.1);
    expect(changes / offers).toBeLessThan(0.4);
    expect(soldOut / offers).toBeGreaterThan(0.01);
    expect(soldOut / offers).toBeLessThan(0.08);
  });

  it('keeps a product no longer sold unavailable, and brings one sold out at the seed back at its first change', () => {
    expect(demoOffer(asins[0]!, { ...anchor, availability: 'unavailable' }, SEEDED + 30 * DAY, SEEDED)).toEqual({ availability: 'UNAVAILABLE', currency: 'BRL' });
    const out = { ...anchor, availability: 'out_of_stock' as const };
    expect(demoOffer(asins[0]!, out, SEEDED + 3600_000, SEEDED)).toEqual({ availability: 'OUT_OF_STOCK', currency: 'BRL' });
    const later = asins.map((a) => demoOffer(a, out, SEEDED + 40 * DAY, SEEDED)!);
    expect(later.filter((o) => o.availability === 'IN_STOCK').length).toBeGreaterThan(30);
  });
});

describe('the fake retailer in process', () => {
  it('speaks the Creators API without a socket: token, GetItems, an item it does not know', async () => {
    const core = createFakeRetailerCore({ items: { B0INPROC01: { price: 12.5, currency: 'EUR' } } });
    const client = createCreatorsClient({
      clientId: FAKE_CLIENT_ID, clientSecret: FAKE_CLIENT_SECRET, apiUrl: DEMO_RETAILER_URL, tokenUrl: `${DEMO_RETAILER_URL}${FAKE_TOKEN_PATH}`, fetch: inProcessFetch(core),
    });
    const items = await client.getBatch({ marketplace: 'www.amazon.it', partnerTag: 'demo-21', asins: ['B0INPROC01', 'B0INPROC02'] });
    expect(items.map((i) => [i.asin, i.found, i.priceCents, i.currency])).toEqual([['B0INPROC01', true, 1250, 'EUR'], ['B0INPROC02', false, null, null]]);
    expect(core.requests.map((r) => `${r.path} ${r.status}`)).toEqual(['/auth/o2/token 200', '/catalog/v1/getItems 200']);
  });
});
