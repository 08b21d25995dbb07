/**
 * `::bestsellers` / `::new-releases` lines through the admin API, on both dialects (issue 27 item
 * 3): a save refuses a malformed line with 400 naming the problem and writes nothing; a valid line
 * registers the post's list for the price job; a review may not hold one.
 */
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../shared/db/testing';
import { insertLocaleConfigs, insertProduct } from '../../../shared/db/test-fixtures';
import { listDueRetailerLists, writeRetailerListResult } from '../../../shared/db/queries/retailer-lists';
import { adminClient, expectRefusedUnchanged, TEST_NOW, type AdminTestClient } from './testing';

describeEachDatabase(
  'self-refreshing lists in post bodies',
  (getDb) => {
    let api: AdminTestClient;
    let productId = 0;
    const post = (slug: string, content: string) => ({ locale: 'br', slug, title: 'Mais vendidos', excerpt: 'Os mais vendidos', content, status: 'published' });

    beforeAll(async () => {
      api = await adminClient(getDb());
      productId = await insertProduct(getDb(), { asin: 'B0LISTREV1', slug: 'b0listrev1' });
    });

    it('answers 400 naming the problem of a malformed line, and writes nothing', async () => {
      const cases: [string, string][] = [
        ['::bestsellers{count="10"}', '::bestsellers{count="10"}: missing keywords="…"'],
        ['::bestsellers{keywords="fone" count="11"}', 'count "11" is not a whole number from 1 to 10'],
        ['::bestsellers{keywords="fone" count="0"}', 'count "0" is not a whole number from 1 to 10'],
        ['::bestsellers{keywords="fone" order="preço"}', 'unknown attribute "order"; ::bestsellers takes keywords and count'],
        ['::new-releases{count="5"}', 'missing browse-node="…"'],
        ['::new-releases{browse-node="fones" count="5"}', 'browse-node "fones" is not a category number'],
      ];
      for (const [n, [line, problem]] of cases.entries()) {
        const body = await expectRefusedUnchanged(getDb(), 400, () => api.json('POST', '/api/admin/posts', post(`lista-${n}`, `Intro\n\n${line}\n`)));
        expect(body.issues).toEqual([{ path: 'content', message: expect.stringContaining(problem) }]);
      }
      expect(await getDb().kysely.selectFrom('retailer_lists').select('id').execute()).toEqual([]);
    });

    it('keeps a valid line (the WordPress importer’s syntax), registers the list once, and follows the body on edit and delete', async () => {
      const line = '::bestsellers{keywords="fone bluetooth" count="10"}';
      const first = await api.json('POST', '/api/admin/posts', post('fones', `Intro\n\n${line}\n`));
      expect(first.status).toBe(201);
      const second = await api.json('POST', '/api/admin/posts', post('fones-2', `${line}\n\n::new-releases{browse-node="16243803011" count="3"}`));
      expect(second.status).toBe(201);
      const lists = () => getDb().kysely.selectFrom('retailer_lists').select(['kind', 'query', 'item_count', 'locale']).orderBy('id').execute();
      expect(await lists()).toEqual([
        { kind: 'bestsellers', query: 'fone bluetooth', item_count: 10, locale: 'br' },
        { kind: 'new-releases', query: '16243803011', item_count: 3, locale: 'br' },
      ]);
      const uses = () => getDb().kysely.selectFrom('retailer_list_uses').select(['post_id']).orderBy('post_id').execute();
      expect((await uses()).map((u) => u.post_id)).toEqual([first.body.id, second.body.id, second.body.id]);
      const edited = await api.json('PUT', `/api/admin/posts/${first.body.id}`, { ...first.body, content: 'Sem lista' });
      expect(edited.status).toBe(200);
      expect((await uses()).map((u) => u.post_id)).toEqual([second.body.id, second.body.id]);
      expect((await api.json('DELETE', `/api/admin/posts/${second.body.id}?version=${second.body.version}`)).status).toBeLessThan(300);
      expect(await uses()).toEqual([]);
    });

    it('shows a filled list in the editor’s preview, and nothing of one not filled yet', async () => {
      const line = '::bestsellers{keywords="caixa de som" count="1"}';
      const saved = await api.json('POST', '/api/admin/posts', post('caixas', line));
      expect(saved.status).toBe(201);
      const before = await api.json('POST', '/api/admin/preview/post', { locale: 'br', title: 'Caixas', content: line });
      expect(before.body.html).toBe('');
      const [list] = (await listDueRetailerLists(getDb(), 'br', TEST_NOW.toISOString(), 10)).filter((l) => l.query === 'caixa de som');
      await writeRetailerListResult(getDb(), list!, [{ asin: 'B0CAIXA777', title: 'Caixa JBL', brand: null, imageUrl: null, priceCents: 29990, listPriceCents: null, currency: 'BRL', availability: 'in_stock' }], TEST_NOW.toISOString(), 'BRL');
      const after = await api.json('POST', '/api/admin/preview/post', { locale: 'br', title: 'Caixas', content: line });
      expect(after.body.html).toContain('data-asin="B0CAIXA777"');
      expect(after.body.html).toContain('Caixa JBL');
    });

    it('refuses a list in a review body (lists are a post’s)', async () => {
      const review = { locale: 'br', productId, slug: 'review-lista', title: 'Review', body: '::bestsellers{keywords="fone" count="3"}', rating: 4, status: 'draft', pros: [], cons: [] };
      const body = await expectRefusedUnchanged(getDb(), 400, () => api.json('POST', '/api/admin/reviews', review));
      expect(body.issues).toEqual([{ path: 'body', message: expect.stringContaining('lists are shown in posts only') }]);
    });
  },
  async (db) => {
    await insertLocaleConfigs(db);
  },
);
