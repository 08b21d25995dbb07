import { expect, it } from 'vitest';
import { describeEachDatabase } from '../testing';
import { priceHistoryMigration } from './0027-price-history';

describeEachDatabase('migration 0027-price-history', (getDb) => {
  it('adds price_points with its per-product key and the prune index, and rolls back', async () => {
    const db = getDb();
    const table = (await db.kysely.introspection.getTables()).find((t) => t.name === 'price_points');
    expect(table?.columns.map((c) => c.name).sort()).toEqual(['at', 'availability', 'currency', 'locale', 'price_cents', 'product_id']);
    await priceHistoryMigration().down!(db.kysely);
    expect((await db.kysely.introspection.getTables()).map((t) => t.name)).not.toContain('price_points');
    await priceHistoryMigration().up(db.kysely);
    expect((await db.kysely.introspection.getTables()).map((t) => t.name)).toContain('price_points');
  });
});
