import { expect, it } from 'vitest';
import { insertProduct } from '../test-fixtures';
import { describeEachDatabase } from '../testing';
import { retailerAccountsMigration } from './0014-retailer-accounts';

describeEachDatabase('migration 0014-retailer-accounts', (getDb) => {
  it('adds the price queue column (starting from each price\'s time) and the region state table, and rolls back', async () => {
    const db = getDb();
    const priced = await insertProduct(db, { price_cents: 100, price_updated_at: '2026-11-20T06:00:00.000Z' });
    const unpriced = await insertProduct(db);
    await retailerAccountsMigration().down!(db.kysely);
    let tables = await db.kysely.introspection.getTables();
    expect(tables.map((t) => t.name)).not.toContain('retailer_regions');
    expect(tables.find((t) => t.name === 'products')!.columns.map((c) => c.name)).not.toContain('price_checked_at');
    await retailerAccountsMigration().up(db.kysely);
    tables = await db.kysely.introspection.getTables();
    expect(tables.find((t) => t.name === 'retailer_regions')!.columns.map((c) => c.name).sort()).toEqual([
      'access', 'access_changed_at', 'access_error', 'last_errors', 'last_refreshed', 'last_remaining', 'last_requests', 'last_run_at', 'last_stop', 'last_throttled', 'locale',
    ]);
    const rows = await db.kysely.selectFrom('products').select(['id', 'price_checked_at']).where('id', 'in', [priced, unpriced]).orderBy('id').execute();
    expect(rows).toEqual([{ id: priced, price_checked_at: '2026-11-20T06:00:00.000Z' }, { id: unpriced, price_checked_at: null }]);
  });
});
