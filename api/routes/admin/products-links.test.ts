import { beforeAll, expect, it } from 'vitest';
import { insertLocaleConfigs, insertProduct } from '../../../shared/db/test-fixtures';
import { describeEachDatabase } from '../../../shared/db/testing';
import { pagedSchema } from '../../../shared/schemas/admin';
import { adminProductSchema } from '../../../shared/schemas/product';
import { adminClient, type AdminTestClient } from './testing';

describeEachDatabase(
  'admin products API: link check flag',
  (getDb) => {
    let api: AdminTestClient;
    beforeAll(async () => {
      api = await adminClient(getDb());
      const at = '2026-06-01T04:30:00.000Z';
      await insertProduct(getDb(), { locale: 'mx', title: 'Roto', link_status: 'dead', link_error: 'Amazon: ItemNotAccessible', link_checked_at: at });
      await insertProduct(getDb(), { locale: 'mx', title: 'Agotado', link_status: 'out_of_stock', link_error: 'Amazon: sem oferta disponível', link_checked_at: at });
      await insertProduct(getDb(), { locale: 'mx', title: 'Bien', link_status: 'ok', link_checked_at: at });
      await insertProduct(getDb(), { locale: 'mx', title: 'Nuevo' });
    });
    const titles = async (q: string) => {
      const res = await api.json('GET', `/api/admin/products?locale=mx&${q}`);
      return (pagedSchema(adminProductSchema.strict()).parse(res.body).items.map((p) => p.title)).sort();
    };

    it('lists each product with its link status, check time and error', async () => {
      const { body } = await api.json('GET', '/api/admin/products?locale=mx&link=dead');
      expect(body.items).toEqual([expect.objectContaining({ title: 'Roto', linkStatus: 'dead', linkError: 'Amazon: ItemNotAccessible', linkCheckedAt: '2026-06-01T04:30:00.000Z' })]);
      const fresh = (await api.json('GET', '/api/admin/products?locale=mx&q=nuevo')).body.items[0];
      expect(fresh).toMatchObject({ linkStatus: null, linkCheckedAt: null, linkError: null });
    });

    it('filters flagged products (dead and out of stock), or one status', async () => {
      expect(await titles('link=flagged')).toEqual(['Agotado', 'Roto']);
      expect(await titles('link=out_of_stock')).toEqual(['Agotado']);
      expect(await titles('link=ok')).toEqual(['Bien']);
      expect(await titles('')).toEqual(['Agotado', 'Bien', 'Nuevo', 'Roto']);
    });

    it('refuses an unknown link filter, naming it', async () => {
      const res = await api.json('GET', '/api/admin/products?link=broken');
      expect(res.status).toBe(400);
      expect(res.body.issues[0]).toMatchObject({ path: 'link', message: 'link must be one of flagged, findings, dead, out_of_stock, ok' });
    });
  },
  async (db) => {
    await insertLocaleConfigs(db);
  },
);
