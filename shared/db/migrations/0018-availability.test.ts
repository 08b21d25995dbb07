import { expect, it } from 'vitest';
import { insertProduct } from '../test-fixtures';
import { describeEachDatabase } from '../testing';
import { availabilityMigration } from './0018-availability';

describeEachDatabase('migration 0018-availability', (getDb) => {
  it('adds the substitute column and the findings table (gone with its product), and rolls back', async () => {
    const db = getDb();
    await availabilityMigration().down!(db.kysely);
    let tables = await db.kysely.introspection.getTables();
    expect(tables.map((t) => t.name)).not.toContain('product_link_findings');
    expect(tables.find((t) => t.name === 'products')!.columns.map((c) => c.name)).not.toContain('substitute_product_id');
    await availabilityMigration().up(db.kysely);
    tables = await db.kysely.introspection.getTables();
    expect(tables.find((t) => t.name === 'product_link_findings')!.columns.map((c) => c.name).sort()).toEqual(['detail', 'found_at', 'kind', 'product_id']);

    const substitute = await insertProduct(db);
    const product = await insertProduct(db, { substitute_product_id: substitute });
    expect((await db.kysely.selectFrom('products').select('substitute_product_id').where('id', '=', product).executeTakeFirstOrThrow()).substitute_product_id).toBe(substitute);
    const at = '2026-11-21T04:30:00.000Z';
    await db.kysely.insertInto('product_link_findings').values({ product_id: product, kind: 'broken', detail: 'x', found_at: at }).execute();
    // One row per kind: the primary key refuses a second 'broken' for the product.
    await expect(db.kysely.insertInto('product_link_findings').values({ product_id: product, kind: 'broken', detail: 'y', found_at: at }).execute()).rejects.toThrow();
    await db.kysely.deleteFrom('products').where('id', '=', product).execute();
    expect(await db.kysely.selectFrom('product_link_findings').selectAll().execute()).toEqual([]);
  });
});
