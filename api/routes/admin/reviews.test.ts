import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../shared/db/testing';
import { insertLocaleConfigs, insertProduct } from '../../../shared/db/test-fixtures';
import { pagedSchema } from '../../../shared/schemas/admin';
import { adminReviewSchema } from '../../../shared/schemas/review';
import { adminClient, auditRows, expectRefusedUnchanged, TEST_NOW, type AdminTestClient } from './testing';

let brProduct = 0;
let itProduct = 0;
const review = (over: Record<string, unknown> = {}) => ({
  locale: 'br',
  slug: 'review-fone',
  productId: brProduct,
  title: 'Fone Sonora: vale a pena?',
  excerpt: 'Testamos por um mês',
  body: '## Som\n\nÓtimo.',
  rating: 4.3,
  pros: ['Bateria', 'Som'],
  cons: ['Preço'],
  verdict: 'Recomendado.',
  status: 'published',
  ...over,
});

describeEachDatabase(
  'admin reviews API',
  (getDb) => {
    let api: AdminTestClient;
    beforeAll(async () => {
      api = await adminClient(getDb());
    });

    it('creates a review with editor rating, pros and cons, search text and publication date', async () => {
      const res = await api.json('POST', '/api/admin/reviews', review());
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const r = adminReviewSchema.strict().parse(res.body);
      expect(r).toMatchObject({ rating: 4.3, pros: ['Bateria', 'Som'], cons: ['Preço'], publishedAt: TEST_NOW.toISOString(), version: 1 });
      const row = await getDb().kysely.selectFrom('reviews').select(['pros', 'search_text']).where('id', '=', r.id).executeTakeFirstOrThrow();
      expect(row).toEqual({ pros: '["Bateria","Som"]', search_text: 'fone sonora: vale a pena? testamos por um mes' });
      expect(api.publisher.requests.at(-1)).toMatchObject({ entity: 'review', action: 'create', locales: ['br'] });
    });

    it('refuses bad ratings, empty pros, a product of another locale or none, naming the fields', async () => {
      const body = await expectRefusedUnchanged(getDb(), 400, () => api.json('POST', '/api/admin/reviews', review({ slug: 'r2', rating: 4.35, pros: ['ok', ''], cons: 'x' })));
      expect(body.issues.map((i: any) => i.path).sort()).toEqual(['cons', 'pros.1', 'rating']);
      expect((await expectRefusedUnchanged(getDb(), 400, () => api.json('POST', '/api/admin/reviews', review({ slug: 'r2', rating: 6 })))).issues[0].path).toBe('rating');
      const other = await expectRefusedUnchanged(getDb(), 400, () => api.json('POST', '/api/admin/reviews', review({ slug: 'r2', productId: itProduct })));
      expect(other.issues).toEqual([{ path: 'productId', message: expect.stringMatching(/belongs to locale 'it'/) }]);
      const none = await expectRefusedUnchanged(getDb(), 400, () => api.json('POST', '/api/admin/reviews', review({ slug: 'r2', productId: 987654 })));
      expect(none.issues[0].path).toBe('productId');
      const reserved = await expectRefusedUnchanged(getDb(), 400, () => api.json('POST', '/api/admin/reviews', review({ slug: 'avaliacao' })));
      expect(reserved.issues[0].path).toBe('slug');
    });

    it('updates pros/cons and rating with the version; stale is 409; audit has before and after', async () => {
      const { body: r } = await api.json('POST', '/api/admin/reviews', review({ slug: 'editar-review', status: 'draft' }));
      const res = await api.json('PUT', `/api/admin/reviews/${r.id}`, { ...r, rating: 3.5, cons: ['Preço', 'Peso'] });
      expect(res.body).toMatchObject({ rating: 3.5, cons: ['Preço', 'Peso'], version: 2, publishedAt: null });
      const audit = await auditRows(getDb(), 'review', r.id);
      expect(audit[1]).toMatchObject({ action: 'update', before: { rating: 4.3, cons: ['Preço'] }, after: { rating: 3.5, cons: ['Preço', 'Peso'] } });
      const stale = await expectRefusedUnchanged(getDb(), 409, () => api.json('PUT', `/api/admin/reviews/${r.id}`, { ...r, rating: 1 }));
      expect(stale.current.rating).toBe(3.5);
    });

    it('lists by locale, product and status, without bodies', async () => {
      await api.json('POST', '/api/admin/reviews', review({ locale: 'it', slug: 'recensione-uno', productId: itProduct, title: 'Cuffie ottime' }));
      const res = await api.json('GET', `/api/admin/reviews?locale=it&productId=${itProduct}`);
      const page = pagedSchema(adminReviewSchema.omit({ body: true, authorIds: true }).strict()).parse(res.body);
      expect(page.items.map((r) => r.slug)).toEqual(['recensione-uno']);
      expect((await api.json('GET', '/api/admin/reviews?locale=it&status=draft')).body.total).toBe(0);
      expect((await api.json('GET', '/api/admin/reviews?q=cuffie')).body.total).toBe(1);
    });
  },
  async (db) => {
    await insertLocaleConfigs(db);
    brProduct = await insertProduct(db, { locale: 'br' });
    itProduct = await insertProduct(db, { locale: 'it', currency: 'EUR' });
  },
);
