import { expect, it } from 'vitest';
import { insertProduct } from '../test-fixtures';
import { describeEachDatabase } from '../testing';
import { clickAnalyticsMigration } from './0019-click-analytics';

describeEachDatabase('migration 0019-click-analytics', (getDb) => {
  it('rolls the clicks recorded before it up per day, locale, product and page, and rolls back', async () => {
    const db = getDb();
    const product = await insertProduct(db);
    await clickAnalyticsMigration().down!(db.kysely);
    expect((await db.kysely.introspection.getTables()).map((t) => t.name)).not.toContain('click_daily');
    const raw = (created_at: string, product_id: number | null, source_path: string | null) =>
      ({ locale: 'br', kind: 'retailer', target_url: 'https://www.amazon.com.br/dp/B0', created_at, product_id, source_path });
    await db.kysely.insertInto('clicks').values([
      raw('2026-05-01T00:00:00.000Z', product, '/br/a'),
      raw('2026-05-01T23:59:59.999Z', product, '/br/a'),
      raw('2026-05-02T08:00:00.000Z', product, '/br/a'),
      raw('2026-05-02T09:00:00.000Z', null, null),
    ]).execute();
    await clickAnalyticsMigration().up(db.kysely);
    const rows = await db.kysely.selectFrom('click_daily').selectAll().orderBy('day').orderBy('product_id', 'desc').execute();
    expect(rows).toEqual([
      { day: '2026-05-01', locale: 'br', product_id: product, page: '/br/a', clicks: 2 },
      { day: '2026-05-02', locale: 'br', product_id: product, page: '/br/a', clicks: 1 },
      { day: '2026-05-02', locale: 'br', product_id: 0, page: '', clicks: 1 },
    ]);
  });
});
