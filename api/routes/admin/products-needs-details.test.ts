/**
 * Products that need details (issue 28 item 4), on both dialects: the admin list shows the flag the
 * WordPress importer sets, filters by it through its index, and the flag clears when the details
 * arrive (the price job's first price, or an editor's save that fills the title, image or price).
 */
import { beforeAll, expect, it } from 'vitest';
import { listAdminProducts } from '../../../shared/db/queries/admin/products';
import { writePriceBatch } from '../../../shared/db/queries/retailer';
import { insertLocaleConfigs, insertProduct } from '../../../shared/db/test-fixtures';
import { describeEachDatabase, queryPlan } from '../../../shared/db/testing';
import { pagedSchema } from '../../../shared/schemas/admin';
import { adminProductSchema } from '../../../shared/schemas/product';
import { adminClient, type AdminTestClient } from './testing';

describeEachDatabase(
  'admin products API: products that need details',
  (getDb) => {
    let api: AdminTestClient;
    const ids: Record<string, number> = {};
    beforeAll(async () => {
      api = await adminClient(getDb());
      const imported = { locale: 'it' as const, image_url: null, price_cents: null, price_updated_at: null, needs_details: 1 };
      ids.placeholder = await insertProduct(getDb(), { ...imported, asin: 'B0NEED0001', slug: 'b0need0001', title: 'ASIN B0NEED0001' });
      ids.named = await insertProduct(getDb(), { ...imported, asin: 'B0NEED0002', slug: 'b0need0002', title: 'Friggitrice' });
      ids.priced = await insertProduct(getDb(), { ...imported, asin: 'B0NEED0003', slug: 'b0need0003', title: 'ASIN B0NEED0003' });
      ids.complete = await insertProduct(getDb(), { locale: 'it', asin: 'B0DONE0001', slug: 'completo', title: 'Completo' });
    });
    const list = async (query: string) => {
      const res = await api.json('GET', `/api/admin/products?locale=it&${query}`);
      expect(res.status).toBe(200);
      return pagedSchema(adminProductSchema.strict()).parse(res.body);
    };
    const titles = async (query: string) => (await list(query)).items.map((p) => p.title).sort();

    it('marks each product with the flag and filters by it, paginated like the other filters', async () => {
      const all = await list('');
      expect(Object.fromEntries(all.items.map((p) => [p.title, p.needsDetails]))).toEqual({
        'ASIN B0NEED0001': true, Friggitrice: true, 'ASIN B0NEED0003': true, Completo: false,
      });
      expect(await titles('needsDetails=true')).toEqual(['ASIN B0NEED0001', 'ASIN B0NEED0003', 'Friggitrice']);
      expect(await titles('needsDetails=false')).toEqual(['Completo']);
      const page = await list('needsDetails=true&limit=2&offset=2');
      expect({ total: page.total, count: page.items.length }).toEqual({ total: 3, count: 1 });
    });

    it('refuses a filter value that is no boolean, naming it', async () => {
      const res = await api.json('GET', '/api/admin/products?needsDetails=talvez');
      expect(res.status).toBe(400);
      expect(res.body.issues[0]).toMatchObject({ path: 'needsDetails' });
    });

    it('reads only flagged rows through the index', async () => {
      const db = getDb();
      const plan = await queryPlan(db, db.kysely.selectFrom('products').selectAll().where('needs_details', '=', 1).orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(25));
      expect(plan).toContain('products_needs_details_idx');
      expect((await listAdminProducts(db, { needsDetails: true, limit: 25, offset: 0 })).total).toBeGreaterThanOrEqual(3);
    });

    it('clears the flag at the price job\'s first price, not at an answer without an offer', async () => {
      const db = getDb();
      await writePriceBatch(db, [{ id: ids.placeholder!, priceCents: null, listPriceCents: null, currency: null, availability: 'unavailable' }], '2026-06-01T10:00:00.000Z', [ids.placeholder!]);
      await writePriceBatch(db, [{ id: ids.priced!, priceCents: 7990, listPriceCents: null, currency: 'EUR', availability: 'in_stock' }], '2026-06-01T10:00:00.000Z', [ids.priced!]);
      expect(await titles('needsDetails=true')).toEqual(['ASIN B0NEED0001', 'Friggitrice']);
    });

    it('clears the flag when an editor names or pictures the product, not at a save that completes nothing', async () => {
      const get = async (id: number) => (await api.json('GET', `/api/admin/products/${id}`)).body;
      const untouched = await get(ids.named!);
      const saved = await api.json('PUT', `/api/admin/products/${ids.named}`, { ...untouched, premium: true });
      expect(saved.status).toBe(200);
      expect((await get(ids.named!)).needsDetails).toBe(true);
      const placeholder = await get(ids.placeholder!);
      expect((await api.json('PUT', `/api/admin/products/${ids.placeholder}`, { ...placeholder, title: 'Friggitrice ad aria 5 L' })).status).toBe(200);
      expect((await get(ids.placeholder!)).needsDetails).toBe(false);
      expect(await titles('needsDetails=true')).toEqual(['Friggitrice']);
    });
  },
  async (db) => {
    await insertLocaleConfigs(db);
  },
);
