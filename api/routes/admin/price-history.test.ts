/** Issue 27 item 1 in the admin API: a product's price history for its screen's chart. */
import { beforeAll, expect, it } from 'vitest';
import { appendPricePoints } from '../../../shared/db/queries/price-history';
import { insertProduct } from '../../../shared/db/test-fixtures';
import { describeEachDatabase } from '../../../shared/db/testing';
import { adminClient, TEST_NOW, type AdminTestClient } from './testing';

const daysAgo = (d: number) => new Date(TEST_NOW.getTime() - d * 86_400_000).toISOString();

describeEachDatabase('admin: product price history', (getDb) => {
  let api: AdminTestClient;
  beforeAll(async () => {
    api = await adminClient(getDb());
  });

  it('answers the points of the period, led by the price in force at its start', async () => {
    const db = getDb();
    const id = await insertProduct(db);
    const point = (d: number, priceCents: number | null) => ({ productId: id, locale: 'br', at: daysAgo(d), priceCents, currency: 'BRL', availability: priceCents === null ? 'out_of_stock' as const : 'in_stock' as const });
    await appendPricePoints(db, [point(200, 1000)]);
    await appendPricePoints(db, [point(100, 900)]);
    await appendPricePoints(db, [point(10, null)]);
    const { status, body } = await api.json('GET', `/api/admin/products/${id}/price-history?days=90`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ productId: id, days: 90, since: daysAgo(90), to: TEST_NOW.toISOString() });
    expect(body.points.map((p: any) => [p.at, p.priceCents, p.availability])).toEqual([[daysAgo(100), 900, 'in_stock'], [daysAgo(10), null, 'out_of_stock']]);
    expect((await api.json('GET', `/api/admin/products/${id}/price-history?days=365`)).body.points).toHaveLength(3);
  });

  it('names a bad period or product (400, 404)', async () => {
    const bad = await api.json('GET', '/api/admin/products/1/price-history?days=7');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('days must be one of 30, 90, 365, 730');
    const missing = await api.json('GET', '/api/admin/products/999999/price-history');
    expect(missing).toMatchObject({ status: 404, body: { message: "No product '999999'" } });
  });
});
