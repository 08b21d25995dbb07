import { expect, it } from 'vitest';
import { insertProduct } from '../test-fixtures';
import { describeEachDatabase, queryPlan } from '../testing';
import { appendPricePoints, lastPricePoints, listPricePoints, pointsInForceQuery, priceHistoriesSince, pricePointsQuery, prunePricePoints, type PricePointWrite } from './price-history';

const point = (productId: number, at: string, priceCents: number | null, availability: PricePointWrite['availability'] = 'in_stock'): PricePointWrite =>
  ({ productId, locale: 'br', at, priceCents, currency: 'BRL', availability });

describeEachDatabase('price history queries', (getDb) => {
  it('appends a point only when price, currency or availability differ from the product\'s last point', async () => {
    const db = getDb();
    const a = await insertProduct(db);
    const b = await insertProduct(db);
    expect((await appendPricePoints(db, [point(a, '2026-01-01T00:00:00.000Z', 1000), point(b, '2026-01-01T00:00:00.000Z', 500)])).length).toBe(2);
    // Same price again (a refresh 15 minutes later): nothing new.
    expect(await appendPricePoints(db, [point(a, '2026-01-01T00:15:00.000Z', 1000), point(b, '2026-01-01T00:15:00.000Z', 450)])).toEqual([point(b, '2026-01-01T00:15:00.000Z', 450)]);
    // Out of stock without an offer, then back at the old price: two points.
    await appendPricePoints(db, [point(a, '2026-01-02T00:00:00.000Z', null, 'out_of_stock')]);
    await appendPricePoints(db, [point(a, '2026-01-03T00:00:00.000Z', 1000)]);
    expect(await listPricePoints(db, a)).toEqual([
      { at: '2026-01-01T00:00:00.000Z', priceCents: 1000, currency: 'BRL', availability: 'in_stock' },
      { at: '2026-01-02T00:00:00.000Z', priceCents: null, currency: 'BRL', availability: 'out_of_stock' },
      { at: '2026-01-03T00:00:00.000Z', priceCents: 1000, currency: 'BRL', availability: 'in_stock' },
    ]);
    expect([...(await lastPricePoints(db, [a, b])).entries()].map(([id, p]) => [id, p.priceCents])).toEqual(expect.arrayContaining([[a, 1000], [b, 450]]));
    expect(await listPricePoints(db, b, '2026-01-01T00:10:00.000Z')).toEqual([{ at: '2026-01-01T00:15:00.000Z', priceCents: 450, currency: 'BRL', availability: 'in_stock' }]);
  });

  it('reads one product\'s points by a range of the primary key (no scan of the table)', async () => {
    const db = getDb();
    const plan = await queryPlan(db, pricePointsQuery(db, 1, '2026-01-01T00:00:00.000Z'));
    if (db.dialect === 'sqlite') {
      expect(plan).toMatch(/SEARCH price_points USING (INDEX sqlite_autoindex_price_points_1|PRIMARY KEY) \(product_id=\? AND at>\?\)/);
      expect(plan).not.toMatch(/TEMP B-TREE/);
    } else {
      expect(plan).toMatch(/Index (Only )?Scan using price_points_pk/);
      expect(plan).not.toMatch(/Sort|Seq Scan/);
    }
  });

  it('finds the point in force by ranges of the primary key, never a scan of the table', async () => {
    const db = getDb();
    const plan = await queryPlan(db, pointsInForceQuery(db, [1, 2, 3], '2026-01-01T00:00:00.000Z'));
    if (db.dialect === 'sqlite') {
      expect(plan).toMatch(/SEARCH price_points USING COVERING INDEX sqlite_autoindex_price_points_1 \(product_id=\? AND at<\?\)/);
      expect(plan).toMatch(/SEARCH p USING INDEX sqlite_autoindex_price_points_1 \(product_id=\? AND at=\?\)/);
      expect(plan).not.toMatch(/SCAN price_points|SCAN p\b/);
    } else {
      expect(plan).toMatch(/price_points_pk/);
      expect(plan).not.toMatch(/Seq Scan/);
    }
  });

  it('gives each product the point in force at the window\'s start, then the points within it', async () => {
    const db = getDb();
    const a = await insertProduct(db);
    const b = await insertProduct(db);
    const c = await insertProduct(db);
    await appendPricePoints(db, [point(a, '2026-01-01T00:00:00.000Z', 900), point(b, '2026-03-01T00:00:00.000Z', 300)]);
    await appendPricePoints(db, [point(a, '2026-02-01T00:00:00.000Z', 800)]);
    await appendPricePoints(db, [point(a, '2026-03-05T00:00:00.000Z', 700)]);
    const histories = await priceHistoriesSince(db, [a, b, c], '2026-03-01T00:00:00.000Z');
    expect(histories.get(a)!.map((p) => [p.at.slice(0, 10), p.priceCents])).toEqual([['2026-02-01', 800], ['2026-03-05', 700]]);
    expect(histories.get(b)!.map((p) => p.priceCents)).toEqual([300]);
    expect(histories.has(c)).toBe(false);
  });

  it('prunes what stopped being in force two years ago, keeping the point in force then, and goes with the product', async () => {
    const db = getDb();
    const a = await insertProduct(db);
    const b = await insertProduct(db);
    await appendPricePoints(db, [point(a, '2023-01-01T00:00:00.000Z', 100), point(b, '2023-06-01T00:00:00.000Z', 50)]);
    await appendPricePoints(db, [point(a, '2023-06-01T00:00:00.000Z', 200)]);
    await appendPricePoints(db, [point(a, '2025-01-01T00:00:00.000Z', 300)]);
    expect(await prunePricePoints(db, '2024-01-01T00:00:00.000Z')).toBe(1);
    expect((await listPricePoints(db, a)).map((p) => p.priceCents)).toEqual([200, 300]);
    // b's only point is old but still its price: kept.
    expect((await listPricePoints(db, b)).map((p) => p.priceCents)).toEqual([50]);
    await db.kysely.deleteFrom('products').where('id', '=', a).execute();
    expect(await listPricePoints(db, a)).toEqual([]);
  });
});
