/**
 * Issue 15 item 4 in the admin API: the substitute an editor chooses (same region, not itself:
 * otherwise a 400 naming the problem and nothing written), and the link check's findings per
 * product (GET /api/admin/products/:id/findings) with their count on the dashboard
 * (GET /api/admin/dashboard), after real runs of the check against the fake retailer.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertLocaleConfigs, insertProduct } from '../../../shared/db/test-fixtures';
import { describeEachDatabase } from '../../../shared/db/testing';
import { loadEnv } from '../../../shared/env';
import { adminProductSchema } from '../../../shared/schemas/product';
import { checkLinks } from '../../jobs/check-links';
import { testJobContext } from '../../jobs/testing';
import { startFakeRetailer, FAKE_CLIENT_ID, FAKE_CLIENT_SECRET, type FakeRetailer } from '../../retailer/fake-server';
import { adminClient, expectRefusedUnchanged, type AdminTestClient } from './testing';

const ML = 'https://produto.mercadolivre.com.br';
const CHECKED_AT = new Date('2026-06-02T04:30:00.000Z');

describeEachDatabase(
  'admin: substitutes and link findings',
  (getDb) => {
    let api: AdminTestClient;
    let fake: FakeRetailer;
    beforeAll(async () => {
      api = await adminClient(getDb());
      fake = await startFakeRetailer();
    });
    afterAll(() => fake.close());

    const payload = (over: Record<string, unknown>) => ({ locale: 'br', slug: `p-${over.asin}`.toLowerCase(), title: `P ${over.asin}`, status: 'published', ...over });

    it('saves a substitute of the same region and refuses one of another region, the product itself or none (400, nothing written)', async () => {
      const substitute = await insertProduct(getDb(), { locale: 'br', title: 'Substituto' });
      const italian = await insertProduct(getDb(), { locale: 'it', title: 'Sostituto', currency: 'EUR' });

      const wrongRegion = await expectRefusedUnchanged(getDb(), 400, () => api.json('POST', '/api/admin/products', payload({ asin: 'B0SUBST001', substituteProductId: italian })));
      expect(wrongRegion.issues).toEqual([{ path: 'substituteProductId', message: `substituteProductId: product ${italian} is sold in region 'it', not 'br'; a substitute must be of the same region` }]);
      const missing = await expectRefusedUnchanged(getDb(), 400, () => api.json('POST', '/api/admin/products', payload({ asin: 'B0SUBST001', substituteProductId: 999_999 })));
      expect(missing.issues[0]).toMatchObject({ path: 'substituteProductId', message: 'substituteProductId: no product with id 999999' });
      const notId = await expectRefusedUnchanged(getDb(), 400, () => api.json('POST', '/api/admin/products', payload({ asin: 'B0SUBST001', substituteProductId: 'abc' })));
      expect(notId.issues.map((i: any) => i.path)).toEqual(['substituteProductId']);

      const created = await api.json('POST', '/api/admin/products', payload({ asin: 'B0SUBST001', substituteProductId: substitute }));
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const product = adminProductSchema.strict().parse(created.body);
      expect(product.substituteProductId).toBe(substitute);

      const itself = await expectRefusedUnchanged(getDb(), 400, () =>
        api.json('PUT', `/api/admin/products/${product.id}`, payload({ asin: 'B0SUBST001', substituteProductId: product.id, version: product.version })),
      );
      expect(itself.issues).toEqual([{ path: 'substituteProductId', message: 'substituteProductId: a product cannot be its own substitute' }]);
      // Moving the product to Italy with a Brazilian substitute is the same wrong pairing.
      await expectRefusedUnchanged(getDb(), 400, () =>
        api.json('PUT', `/api/admin/products/${product.id}`, payload({ asin: 'B0SUBST001', locale: 'it', substituteProductId: substitute, version: product.version })),
      );

      // Deleting the substitute leaves no dangling reference behind.
      expect((await api.json('DELETE', `/api/admin/products/${substitute}`)).status).toBe(204);
      expect((await api.json('GET', `/api/admin/products/${product.id}`)).body.substituteProductId).toBeNull();
    });

    it("lists each product's findings (latest per kind) and counts the products that have any on the dashboard", async () => {
      const db = getDb();
      await db.kysely.deleteFrom('products').execute();
      fake.setItem('B0FINDOK01', { price: 10 });
      fake.setItem('B0FINDUNAV', { availability: 'UNAVAILABLE' });
      fake.setItem('B0FINDMOVE', { price: 10 });
      fake.setItem('B0FINDMX01', { price: 10, currency: 'MXN' });
      const fine = await insertProduct(db, { locale: 'br', asin: 'B0FINDOK01' });
      const unavailable = await insertProduct(db, { locale: 'br', asin: 'B0FINDUNAV' });
      const broken = await insertProduct(db, { locale: 'br', asin: 'B0FINDGONE' });
      const moved = await insertProduct(db, { locale: 'br', asin: 'B0FINDMOVE', marketplace_url: `${ML}/MLB-1` });
      // Mexico has no affiliate tag: its buy links earn nothing.
      await db.kysely.updateTable('locale_configs').set({ affiliate_id: '' }).where('locale', '=', 'mx').execute();
      const untagged = await insertProduct(db, { locale: 'mx', asin: 'B0FINDMX01', currency: 'MXN' });

      let marketplaceStatus = 301;
      const shopFetch: typeof fetch = async (input, init) => {
        const url = String(input);
        if (url.startsWith(ML)) return new Response(null, { status: marketplaceStatus, headers: marketplaceStatus === 301 ? { Location: '/MLB-2' } : {} });
        return fetch(url, init);
      };
      const env = loadEnv({ RETAILER_API_URL: fake.url, RETAILER_TOKEN_URL: fake.tokenUrl, RETAILER_CLIENT_ID: FAKE_CLIENT_ID, RETAILER_CLIENT_SECRET: FAKE_CLIENT_SECRET });
      const run = (at: Date) => checkLinks(testJobContext(db, { now: () => at, env, fetch: shopFetch }), { sleep: async () => undefined });
      expect((await run(CHECKED_AT)).status).toBe('succeeded');

      const findings = async (id: number) => {
        const res = await api.json('GET', `/api/admin/products/${id}/findings`);
        expect(res.status).toBe(200);
        return res.body.items as { kind: string; detail: string; foundAt: string }[];
      };
      const at = CHECKED_AT.toISOString();
      expect(await findings(fine)).toEqual([]);
      expect(await findings(unavailable)).toEqual([{ kind: 'unavailable', detail: 'Amazon: não é mais vendido', foundAt: at }]);
      expect(await findings(broken)).toEqual([{ kind: 'broken', detail: 'Amazon: ItemNotAccessible', foundAt: at }]);
      expect(await findings(moved)).toEqual([{ kind: 'redirected', detail: `Mercado Livre: HTTP 301 → ${ML}/MLB-2`, foundAt: at }]);
      expect(await findings(untagged)).toEqual([{ kind: 'tag_missing', detail: expect.stringContaining('A região mx não tem tag de afiliado'), foundAt: at }]);
      let dashboard = await api.json('GET', '/api/admin/dashboard');
      expect(dashboard.body.linkFindings).toMatchObject({ products: 4, byKind: { broken: 1, unavailable: 1, tag_missing: 1, redirected: 1 } });
      // The list behind the dashboard's count.
      const listed = await api.json('GET', '/api/admin/products?link=findings&limit=50');
      expect(listed.body.items.map((p: { id: number }) => p.id).sort((a: number, b: number) => a - b)).toEqual([unavailable, broken, moved, untagged]);

      // The next day the link moved back, Mexico got its tag, the item is sold again: cleared.
      // The retailer failing for the broken one says nothing: its finding stays, with its first time.
      marketplaceStatus = 200;
      await db.kysely.updateTable('locale_configs').set({ affiliate_id: 'test-mx-21' }).where('locale', '=', 'mx').execute();
      fake.setItem('B0FINDUNAV', { price: 12 });
      fake.setItem('B0FINDGONE', { availability: 'OUT_OF_STOCK' });
      const next = new Date(CHECKED_AT.getTime() + 86_400_000);
      await run(next);
      expect(await findings(moved)).toEqual([]);
      expect(await findings(untagged)).toEqual([]);
      expect(await findings(unavailable)).toEqual([]);
      // The broken item now answers out of stock: its finding kinds follow (latest per kind).
      expect(await findings(broken)).toEqual([{ kind: 'unavailable', detail: 'Amazon: sem oferta disponível', foundAt: next.toISOString() }]);
      dashboard = await api.json('GET', '/api/admin/dashboard');
      expect(dashboard.body.linkFindings).toMatchObject({ products: 1, byKind: { broken: 0, unavailable: 1, tag_missing: 0, redirected: 0 } });

      // A night the retailer is down clears nothing it could not check.
      fake.reset();
      for (let nth = 1; nth <= 10; nth++) fake.failWith(nth, 503);
      await run(new Date(next.getTime() + 86_400_000));
      expect((await findings(broken)).map((f) => [f.kind, f.foundAt])).toEqual([['unavailable', next.toISOString()]]);

      expect((await api.json('GET', '/api/admin/products/999999/findings')).status).toBe(404);
      expect((await api.json('GET', '/api/admin/products/abc/findings')).status).toBe(400);
    });
  },
  async (db) => {
    await insertLocaleConfigs(db);
  },
);
