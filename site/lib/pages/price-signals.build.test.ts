/**
 * A full build shares each product's price history between the pages that show it; they must say
 * what a save's render (each page reading its own) says, whatever products a page groups.
 */
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../shared/db/testing';
import { insertProduct } from '../../../shared/db/test-fixtures';
import { withRenderContext } from '../../../shared/render-context';
import { loadPriceSignals } from './price-signals';

const NOW = new Date('2026-11-21T12:00:00.000Z');
const daysAgo = (d: number) => new Date(NOW.getTime() - d * 86_400_000).toISOString();

describeEachDatabase('price signals in a full build', (getDb) => {
  it("gives every page the signals a save's render reads, a product shown again or with others", async () => {
    const db = getDb();
    const [a, b, none] = [await insertProduct(db), await insertProduct(db), await insertProduct(db)];
    const point = (product_id: number, days: number, price_cents: number) =>
      ({ product_id, at: daysAgo(days), locale: 'br', price_cents, currency: 'BRL', availability: 'in_stock' as const });
    // One point before the 90-day window (in force at its start), others inside it.
    await db.kysely.insertInto('price_points').values([point(a, 120, 20000), point(a, 40, 18000), point(a, 5, 15000), point(b, 10, 9900)]).execute();
    const products = (...ids: number[]) => ids.map((id) => ({ id, priceCents: 15000, currency: 'BRL' }));
    const pages = [products(a), products(a, b, none), products(none), products(b, a)];
    const read = (wholeSite: boolean) =>
      withRenderContext({ now: NOW, db, wholeSite }, async () => {
        const out = [];
        for (const page of pages) out.push([...(await loadPriceSignals(db, page, NOW)).entries()]);
        return out;
      });
    const [save, full] = [await read(false), await read(true)];
    expect(save[1]!.map(([id]) => id)).toEqual([a, b]);
    expect(save[0]![0]![1].points.map((p) => p.priceCents)).toEqual([20000, 18000, 15000]);
    expect(full).toEqual(save);
  });
});
