import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../shared/db/testing';
import { insertCategory, insertLocaleConfigs, insertProduct, insertReview } from '../../../shared/db/test-fixtures';
import { pagedSchema } from '../../../shared/schemas/admin';
import { adminProductSchema } from '../../../shared/schemas/product';
import { adminClient, auditRows, expectRefusedUnchanged, TEST_NOW, type AdminTestClient } from './testing';

let techId = 0;
let n = 0;
const product = (over: Record<string, unknown> = {}) => {
  n++;
  return {
    locale: 'br',
    slug: `fone-${n}`,
    asin: `B0ADM${String(n).padStart(5, '0')}`,
    title: `Fone ${n}`,
    brand: 'Sonora',
    priceCents: 19990,
    premium: false,
    launchDate: '2026-05-20',
    marketplaceUrl: 'https://produto.mercadolivre.com.br/MLB-123',
    categoryId: techId,
    status: 'published',
    ...over,
  };
};

describeEachDatabase(
  'admin products API',
  (getDb) => {
    let api: AdminTestClient;
    beforeAll(async () => {
      api = await adminClient(getDb());
    });

    it('creates a product with currency from the locale, price as of now, premium and launch date', async () => {
      const res = await api.json('POST', '/api/admin/products', product({ locale: 'it', premium: true }));
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const p = adminProductSchema.strict().parse(res.body);
      expect(p).toMatchObject({ currency: 'EUR', premium: true, priceCents: 19990, priceUpdatedAt: TEST_NOW.toISOString(), launchDate: '2026-05-20', version: 1 });
      expect((await auditRows(getDb(), 'product', p.id))[0]).toMatchObject({ action: 'create', after: { asin: p.asin } });
      expect(api.publisher.requests.at(-1)).toEqual({ entity: 'product', action: 'create', id: p.id, locales: ['it'], slugBefore: null, slugAfter: p.slug, categoryIds: p.categoryId === null ? [] : [p.categoryId], translationKeys: p.translationKey ? [p.translationKey] : [], placement: { before: null, after: expect.objectContaining({ launchDate: p.launchDate, categoryId: p.categoryId }) } });
    });

    it('refuses bad ASIN, negative or fractional price, bad date, foreign marketplace URL and reserved slug, naming each', async () => {
      const body = await expectRefusedUnchanged(getDb(), 400, () =>
        api.json('POST', '/api/admin/products', product({ asin: 'b0abc', priceCents: 12.5, launchDate: '2026-02-30', marketplaceUrl: 'https://evil.example/x' })),
      );
      expect(body.issues.map((i: any) => i.path).sort()).toEqual(['asin', 'launchDate', 'marketplaceUrl', 'priceCents']);
      const reserved = await expectRefusedUnchanged(getDb(), 400, () => api.json('POST', '/api/admin/products', product({ slug: 'avaliacao' })));
      expect(reserved.issues).toEqual([{ path: 'slug', message: "slug 'avaliacao' is reserved in locale 'br'" }]);
      const neg = await expectRefusedUnchanged(getDb(), 400, () => api.json('POST', '/api/admin/products', product({ priceCents: -1, premium: 'yes' })));
      expect(neg.issues.map((i: any) => i.path).sort()).toEqual(['premium', 'priceCents']);
    });

    it('refuses an ASIN or slug already used in the locale (409 naming the field), allows them in another locale', async () => {
      const first = product();
      expect((await api.json('POST', '/api/admin/products', first)).status).toBe(201);
      const asin = await expectRefusedUnchanged(getDb(), 409, () => api.json('POST', '/api/admin/products', { ...product(), asin: first.asin }));
      expect(asin.issues[0].path).toBe('asin');
      const slug = await expectRefusedUnchanged(getDb(), 409, () => api.json('POST', '/api/admin/products', { ...product(), slug: first.slug }));
      expect(slug.issues[0].path).toBe('slug');
      expect((await api.json('POST', '/api/admin/products', { ...first, locale: 'mx' })).status).toBe(201);
    });

    it('updates with the version: price change refreshes its time, stale version is 409 with the current row', async () => {
      const { body: p } = await api.json('POST', '/api/admin/products', product({ priceCents: null }));
      expect(p.priceUpdatedAt).toBeNull();
      const later = new Date(TEST_NOW.getTime() + 5 * 60_000);
      api.setNow(later);
      const res = await api.json('PUT', `/api/admin/products/${p.id}`, { ...p, priceCents: 9990, premium: true });
      api.setNow(TEST_NOW);
      expect(res.body).toMatchObject({ priceCents: 9990, premium: true, priceUpdatedAt: later.toISOString(), version: 2, updatedAt: later.toISOString() });
      const stale = await expectRefusedUnchanged(getDb(), 409, () => api.json('PUT', `/api/admin/products/${p.id}`, { ...p, title: 'Velho' }));
      expect(stale.current).toMatchObject({ id: p.id, version: 2, priceCents: 9990 });
    });

    it('lists with locale, status, premium, category and text filters', async () => {
      await api.json('POST', '/api/admin/products', product({ locale: 'es', title: 'Aspiradora Turbo', premium: true }));
      await api.json('POST', '/api/admin/products', product({ locale: 'es', title: 'Cafetera', status: 'draft', categoryId: null }));
      const list = async (q: string) => (await api.json('GET', `/api/admin/products?locale=es&${q}`)).body;
      pagedSchema(adminProductSchema.strict()).parse(await list(''));
      expect((await list('')).total).toBe(2);
      expect((await list('premium=true')).items.map((p: any) => p.title)).toEqual(['Aspiradora Turbo']);
      expect((await list('premium=false')).items.map((p: any) => p.title)).toEqual(['Cafetera']);
      expect((await list('status=draft')).items.map((p: any) => p.title)).toEqual(['Cafetera']);
      expect((await list(`categoryId=${techId}`)).items.map((p: any) => p.title)).toEqual(['Aspiradora Turbo']);
      expect((await list('q=turbo')).items.map((p: any) => p.title)).toEqual(['Aspiradora Turbo']);
      const asin = (await list('q=turbo')).items[0].asin;
      expect((await list(`q=${asin.toLowerCase()}`)).total).toBe(1);
      // `%` and `_` are searched literally, not as wildcards matching every product.
      expect((await list('q=%25')).total).toBe(0);
      expect((await list('q=_')).total).toBe(0);
      expect((await api.json('GET', '/api/admin/products?premium=maybe')).body.issues[0].path).toBe('premium');
    });

    describe('delete', () => {
      it('refuses to delete a product that has reviews, naming them; deletes it once they are gone', async () => {
        const id = await insertProduct(getDb(), { locale: 'br', asin: 'B0DELREV01', slug: 'com-review' });
        const reviewId = await insertReview(getDb(), { product_id: id, title: 'Review do fone' });
        const body = await expectRefusedUnchanged(getDb(), 409, () => api.json('DELETE', `/api/admin/products/${id}`));
        expect(body.error).toBe('in_use');
        expect(body.message).toMatch(new RegExp(`${reviewId} 'Review do fone'`));
        expect(body.references.reviews).toEqual([expect.objectContaining({ id: reviewId, title: 'Review do fone' })]);
        expect((await api.call('DELETE', `/api/admin/reviews/${reviewId}`)).status).toBe(204);
        expect((await api.call('DELETE', `/api/admin/products/${id}`)).status).toBe(204);
        expect((await auditRows(getDb(), 'product', id)).map((a) => a.action)).toEqual(['delete']);
      });

      it('refuses moving a reviewed product to another locale', async () => {
        const { body: p } = await api.json('POST', '/api/admin/products', product());
        await insertReview(getDb(), { product_id: p.id });
        const body = await expectRefusedUnchanged(getDb(), 409, () => api.json('PUT', `/api/admin/products/${p.id}`, { ...p, locale: 'it' }));
        expect(body.message).toMatch(/move it to another locale/);
      });
    });
  },
  async (db) => {
    await insertLocaleConfigs(db);
    techId = await insertCategory(db, 'tecnologia', { br: 'Tecnologia' });
  },
);
