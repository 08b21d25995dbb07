import { expect, it } from 'vitest';
import { insertProduct } from '../test-fixtures';
import { describeEachDatabase } from '../testing';
import { retailerMigration } from './0003-retailer';

describeEachDatabase('migration 0003-retailer', (getDb) => {
  it('adds the nullable link check columns to products, leaving the price columns of 0001 as they were', async () => {
    const products = (await getDb().kysely.introspection.getTables()).find((t) => t.name === 'products')!;
    const columns = new Map(products.columns.map((c) => [c.name, c]));
    for (const name of ['link_status', 'link_checked_at', 'link_error']) expect(columns.get(name)).toMatchObject({ isNullable: true });
    for (const name of ['price_cents', 'list_price_cents', 'currency', 'availability', 'price_updated_at']) expect(columns.has(name)).toBe(true);
    const id = await insertProduct(getDb());
    const row = await getDb().kysely.selectFrom('products').select(['link_status', 'link_checked_at', 'link_error']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ link_status: null, link_checked_at: null, link_error: null });
  });

  it('rolls back and applies again with rows present', async () => {
    const db = getDb();
    await insertProduct(db);
    await retailerMigration().down!(db.kysely);
    let products = (await db.kysely.introspection.getTables()).find((t) => t.name === 'products')!;
    expect(products.columns.map((c) => c.name)).not.toContain('link_status');
    await retailerMigration().up(db.kysely);
    products = (await db.kysely.introspection.getTables()).find((t) => t.name === 'products')!;
    expect(products.columns.map((c) => c.name)).toContain('link_status');
  });
});
