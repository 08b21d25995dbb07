/**
 * `::products` comparison tables and ranked lists through the admin API, on both dialects: a save
 * refuses a line the page could not show as written (naming the product), and a product's save
 * republishes every post and review whose body compares it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../shared/db/testing';
import { insertCategory, insertLocaleConfigs, insertProduct, insertReview } from '../../../shared/db/test-fixtures';
import { affectedPages } from '../../publish/renderer/affected-pages';
import { PAGE } from '../../publish/renderer/routes';
import type { SiteRenderer } from '../../publish/renderer/site-renderer';
import { adminClient, expectRefusedUnchanged, TEST_NOW, type AdminTestClient } from './testing';

/**
 * The page list `affectedPages` makes, without the Astro bundle: the choice of pages is what is
 * under test here, and it only asks the renderer to name each page's entry.
 */
const namingRenderer = { entry: (component: string, path: string) => ({ component, path, file: path }) } as unknown as SiteRenderer;

const A = 'B0CMPA0001';
const B = 'B0CMPB0002';
const C = 'B0CMPC0003';
const US_ONLY = 'B0CMPU0004';

describeEachDatabase(
  '::products in posts and reviews',
  (getDb) => {
    let api: AdminTestClient;
    let categoryId = 0;
    const ids: Record<string, number> = {};
    const post = (slug: string, content: string) => ({ locale: 'br', slug, title: 'Comparativo', excerpt: 'Os melhores', content, categoryId, status: 'published' });

    beforeAll(async () => {
      const db = getDb();
      api = await adminClient(db);
      categoryId = await insertCategory(db, 'comparativos', { br: 'Comparativos' });
      for (const asin of [A, B, C]) ids[asin] = await insertProduct(db, { asin, slug: asin.toLowerCase() });
      ids[US_ONLY] = await insertProduct(db, { asin: US_ONLY, locale: 'us', slug: 'us-only', currency: 'USD' });
      await insertReview(db, { product_id: ids[A]!, slug: 'review-a' });
    });

    describe('a save refuses what the page could not show', () => {
      it('refuses a list of fewer than 2 or more than 6 products, with 400 naming the line', async () => {
        const one = await expectRefusedUnchanged(getDb(), 400, () => api.json('POST', '/api/admin/posts', post('um-so', `::products{asins="${A}"}`)));
        expect(one.issues).toEqual([{ path: 'content', message: expect.stringContaining(`::products{asins="${A}"}: lists 1 product(s); a comparison table or ranked list shows 2 to 6`) }]);
        const seven = Array.from({ length: 7 }, (_, i) => `B0CMPX000${i}`).join(',');
        const many = await expectRefusedUnchanged(getDb(), 400, () => api.json('POST', '/api/admin/posts', post('sete', `::products{asins="${seven}" style="list"}`)));
        expect(many.message).toContain('lists 7 product(s)');
      });

      it('refuses an unknown ASIN and another region’s product, naming each', async () => {
        const body = await expectRefusedUnchanged(getDb(), 400, () =>
          api.json('POST', '/api/admin/posts', post('de-fora', `Texto\n\n::products{asins="${A},B0NOPE0000,${US_ONLY}"}`)),
        );
        expect(body.error).toBe('bad_request');
        expect(body.issues).toEqual([
          { path: 'content', message: `content: ::products lists no product with ASIN B0NOPE0000 in locale 'br'; product ${US_ONLY} belongs to locale 'us', not 'br'` },
        ]);
      });

      it('refuses a malformed ASIN and an unknown style, in a review body too', async () => {
        const review = { locale: 'br', slug: 'review-b', productId: ids[B], title: 'B', excerpt: 'B', body: `::products{asins="${A},b0cmpb0002" style="grade"}`, rating: 4, pros: [], cons: [], verdict: 'Bom.' };
        const body = await expectRefusedUnchanged(getDb(), 400, () => api.json('POST', '/api/admin/reviews', review));
        expect(body.issues).toEqual([{ path: 'body', message: expect.stringMatching(/"b0cmpb0002" is not an ASIN.*style "grade" is not one of table, list/) }]);
      });

      it('accepts 2–6 products of the region, as a table or a list', async () => {
        const res = await api.json('POST', '/api/admin/posts', post('aceito', `::products{asins="${A},${B},${C}" style="list"}\n\n::products{asins="${C},${A}"}`));
        expect(res.status, JSON.stringify(res.body)).toBe(201);
      });
    });

    describe('a product save republishes the pages that compare it', () => {
      it('lists every post and review whose ::products names the product, and no other', async () => {
        const table = await api.json('POST', '/api/admin/posts', post('tabela-de-fones', `Intro\n\n::products{asins="${A},${B}" style="table"}`));
        const list = await api.json('POST', '/api/admin/posts', post('ranking-de-fones', `::products{asins="${C},${B},${A}" style="list"}`));
        const other = await api.json('POST', '/api/admin/posts', post('sem-o-produto', `::products{asins="${A},${C}"}`));
        const review = await api.json('POST', '/api/admin/reviews', {
          locale: 'br', slug: 'review-c', productId: ids[C], title: 'C', excerpt: 'C', body: `Compare:\n\n::products{asins="${C},${B}"}`, rating: 4.2, pros: ['Leve'], cons: [], verdict: 'Bom.', status: 'published',
        });
        for (const res of [table, list, other, review]) expect(res.status, JSON.stringify(res.body)).toBe(201);

        // The editor changes product B's price: the admin API hands the publisher that change…
        const current = await api.json('GET', `/api/admin/products/${ids[B]}`);
        const before = api.publisher.requests.length;
        const saved = await api.json('PUT', `/api/admin/products/${ids[B]}`, { ...current.body, priceCents: 12_345, priceUpdatedAt: TEST_NOW.toISOString() });
        expect(saved.status, JSON.stringify(saved.body)).toBe(200);
        const change = api.publisher.requests.slice(before).find((r) => r.entity === 'product');
        expect(change).toMatchObject({ entity: 'product', id: ids[B] });

        // …and the pages it republishes are the ones that show B: the three posts and the review
        // whose ::products name it (`aceito` above lists it too), not the one without it.
        const pages = await affectedPages(namingRenderer, getDb(), change!, TEST_NOW);
        const posts = pages.filter((p) => p.component === PAGE.post).map((p) => p.path).sort();
        expect(posts).toEqual(['/br/aceito', '/br/ranking-de-fones', '/br/tabela-de-fones']);
        expect(pages.filter((p) => p.component === PAGE.review).map((p) => p.path)).toContain('/br/avaliacao/review-c');

        // Product C is in the list, the other two posts and the review; not in the table.
        const cPages = await affectedPages(namingRenderer, getDb(), { ...change!, id: ids[C]! }, TEST_NOW);
        expect(cPages.filter((p) => p.component === PAGE.post).map((p) => p.path).sort()).toEqual(['/br/aceito', '/br/ranking-de-fones', '/br/sem-o-produto']);

        // The table's editor takes B out and the list is deleted: B's next change leaves both alone.
        const tableNow = await api.json('GET', `/api/admin/posts/${table.body.id}`);
        const edited = await api.json('PUT', `/api/admin/posts/${table.body.id}`, { ...tableNow.body, content: `Intro\n\n::products{asins="${A},${C}" style="table"}` });
        expect(edited.status, JSON.stringify(edited.body)).toBe(200);
        expect((await api.call('DELETE', `/api/admin/posts/${list.body.id}`)).status).toBe(204);
        const bAfter = await affectedPages(namingRenderer, getDb(), change!, TEST_NOW);
        expect(bAfter.filter((p) => p.component === PAGE.post).map((p) => p.path)).toEqual(['/br/aceito']);
      });
    });
  },
  async (db) => {
    await insertLocaleConfigs(db);
  },
);
