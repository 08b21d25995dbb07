import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../shared/db/testing';
import { insertCategory, insertLocaleConfigs, insertPost, insertProduct } from '../../../shared/db/test-fixtures';
import { pagedSchema } from '../../../shared/schemas/admin';
import { revisionSchema, revisionSummarySchema, REVISIONS_KEPT } from '../../../shared/schemas/revision';
import { createApp } from '../../app';
import { adminClient, auditRows, expectRefusedUnchanged, snapshot, TEST_NOW, type AdminTestClient } from './testing';

let techId = 0;
let n = 0;
const post = (over: Record<string, unknown> = {}) => ({
  locale: 'br',
  slug: `revisado-${++n}`,
  title: 'Título um',
  excerpt: 'Resumo um',
  content: '# Um\n\nPrimeiro texto.',
  categoryId: techId,
  status: 'published',
  ...over,
});

describeEachDatabase(
  'admin revisions API',
  (getDb) => {
    let api: AdminTestClient;
    beforeAll(async () => {
      api = await adminClient(getDb());
    });

    const revisionsOf = async (resource: string, id: number, query = '') => {
      const res = await api.json('GET', `/api/admin/${resource}/${id}/revisions${query}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return pagedSchema(revisionSummarySchema.strict()).parse(res.body);
    };
    /** Saves `changes` over the item as it is now; returns the saved row. */
    const save = async (resource: string, id: number, changes: Record<string, unknown>) => {
      const { body: current } = await api.json('GET', `/api/admin/${resource}/${id}`);
      const res = await api.json('PUT', `/api/admin/${resource}/${id}`, { ...current, ...changes });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body;
    };
    const withRevisions = () => snapshot(getDb(), ['posts', 'products', 'reviews', 'audit_log', 'revisions', 'redirects']);

    describe('posts', () => {
      it('keeps one revision per save, newest first, naming the author, paginated', async () => {
        const { body: created } = await api.json('POST', '/api/admin/posts', post());
        expect((await revisionsOf('posts', created.id)).total).toBe(1);
        api.setNow(new Date(TEST_NOW.getTime() + 60_000));
        await save('posts', created.id, { title: 'Título dois' });
        api.setNow(new Date(TEST_NOW.getTime() + 120_000));
        await save('posts', created.id, { title: 'Título três' });
        api.setNow(TEST_NOW);
        const all = await revisionsOf('posts', created.id);
        expect(all.total).toBe(3);
        expect(all.items.map((r) => [r.itemVersion, r.title, r.userId, r.createdAt])).toEqual([
          [3, 'Título três', api.adminId, new Date(TEST_NOW.getTime() + 120_000).toISOString()],
          [2, 'Título dois', api.adminId, new Date(TEST_NOW.getTime() + 60_000).toISOString()],
          [1, 'Título um', api.adminId, TEST_NOW.toISOString()],
        ]);
        expect(all.items[0]!.username).toMatch(/^editor\d+$/);
        const second = await revisionsOf('posts', created.id, '?limit=1&offset=1');
        expect(second).toMatchObject({ total: 3, limit: 1, offset: 1, items: [{ itemVersion: 2 }] });
      });

      it('names the fields each save changed against the one before, without reading the bodies (issue 26)', async () => {
        const { body: created } = await api.json('POST', '/api/admin/posts', post());
        await save('posts', created.id, { title: 'Título dois', content: 'Outro texto.' });
        await save('posts', created.id, { excerpt: 'Resumo dois' });
        const oldest = (await revisionsOf('posts', created.id)).items.at(-1)!.id;
        await api.json('POST', `/api/admin/posts/${created.id}/revisions/${oldest}/restore`, { version: 3 });
        const { items } = await revisionsOf('posts', created.id);
        expect(items.map((r) => [r.itemVersion, r.changedFields])).toEqual([
          [4, ['title', 'excerpt', 'content']],
          [3, ['excerpt']],
          [2, ['title', 'content']],
          [1, null],
        ]);
      });

      it('returns one revision with the fields as that save left them', async () => {
        const { body: created } = await api.json('POST', '/api/admin/posts', post());
        await save('posts', created.id, { title: 'Outro', content: 'Outro texto.' });
        const [, first] = (await revisionsOf('posts', created.id)).items;
        const res = await api.json('GET', `/api/admin/posts/${created.id}/revisions/${first!.id}`);
        expect(res.status).toBe(200);
        const revision = revisionSchema.parse(res.body);
        expect(revision.fields).toMatchObject({ id: created.id, version: 1, title: 'Título um', excerpt: 'Resumo um', content: '# Um\n\nPrimeiro texto.' });
      });

      it('restores revision N as a new save: its title, excerpt and body come back, address and status stay', async () => {
        const { body: created } = await api.json('POST', '/api/admin/posts', post());
        await save('posts', created.id, { title: 'Título dois', excerpt: 'Resumo dois', content: 'Segundo texto.' });
        const renamed = await save('posts', created.id, { title: 'Título três', slug: `${created.slug}-novo`, status: 'draft' });
        const oldest = (await revisionsOf('posts', created.id)).items.at(-1)!;
        expect(oldest.itemVersion).toBe(1);
        const before = api.publisher.requests.length;
        const res = await api.json('POST', `/api/admin/posts/${created.id}/revisions/${oldest.id}/restore`, { version: renamed.version });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(res.body).toMatchObject({ title: 'Título um', excerpt: 'Resumo um', content: '# Um\n\nPrimeiro texto.', slug: `${created.slug}-novo`, status: 'draft', version: 4 });
        expect((await api.json('GET', `/api/admin/posts/${created.id}`)).body).toMatchObject({ title: 'Título um', version: 4 });
        const list = await revisionsOf('posts', created.id);
        expect(list.total).toBe(4);
        expect(list.items[0]).toMatchObject({ itemVersion: 4, title: 'Título um', userId: api.adminId });
        expect((await auditRows(getDb(), 'post', created.id)).at(-1)).toMatchObject({ action: 'update', before: { title: 'Título três' }, after: { title: 'Título um' } });
        expect(api.publisher.requests.slice(before)).toMatchObject([{ entity: 'post', action: 'update', id: created.id }]);
      });

      it('refuses a stale restore with 409 and the current row, writing nothing', async () => {
        const { body: created } = await api.json('POST', '/api/admin/posts', post());
        await save('posts', created.id, { title: 'Título dois' });
        const first = (await revisionsOf('posts', created.id)).items.at(-1)!;
        const before = await withRevisions();
        const res = await api.json('POST', `/api/admin/posts/${created.id}/revisions/${first.id}/restore`, { version: 1 });
        expect(res.status).toBe(409);
        expect(res.body).toMatchObject({ error: 'conflict', current: { id: created.id, version: 2, title: 'Título dois' } });
        expect(await withRevisions()).toEqual(before);
      });

      it(`keeps the newest ${REVISIONS_KEPT} revisions of an item and leaves other items' alone`, async () => {
        const { body: other } = await api.json('POST', '/api/admin/posts', post());
        const { body: created } = await api.json('POST', '/api/admin/posts', post());
        let row = created;
        for (let i = 2; i <= REVISIONS_KEPT + 5; i++) {
          const res = await api.json('PUT', `/api/admin/posts/${created.id}`, { ...row, title: `Versão ${i}` });
          expect(res.status).toBe(200);
          row = res.body;
        }
        expect(row.version).toBe(REVISIONS_KEPT + 5);
        const kept = await getDb().kysely.selectFrom('revisions').select('item_version').where('kind', '=', 'post').where('item_id', '=', created.id).orderBy('id').execute();
        expect(kept.map((r) => r.item_version)).toEqual(Array.from({ length: REVISIONS_KEPT }, (_, i) => i + 6));
        expect((await revisionsOf('posts', created.id, '?limit=1')).total).toBe(REVISIONS_KEPT);
        expect((await revisionsOf('posts', other.id)).total).toBe(1);
      });

      it('keeps the state before the first save of a post written before revisions existed (author unknown)', async () => {
        const id = await insertPost(getDb(), { title: 'Importado', category_id: techId });
        await save('posts', id, { title: 'Editado' });
        const list = await revisionsOf('posts', id);
        expect(list.items.map((r) => [r.itemVersion, r.title, r.userId])).toEqual([[2, 'Editado', api.adminId], [1, 'Importado', null]]);
        const res = await api.json('POST', `/api/admin/posts/${id}/revisions/${list.items[1]!.id}/restore`, { version: 2 });
        expect(res.body).toMatchObject({ title: 'Importado', version: 3 });
      });

      it('forgets the revisions of a deleted post', async () => {
        const { body: created } = await api.json('POST', '/api/admin/posts', post());
        await save('posts', created.id, { title: 'Título dois' });
        expect((await api.call('DELETE', `/api/admin/posts/${created.id}`)).status).toBe(204);
        const left = await getDb().kysely.selectFrom('revisions').select('id').where('kind', '=', 'post').where('item_id', '=', created.id).execute();
        expect(left).toEqual([]);
      });

      it('answers 404 JSON for an unknown post or revision, and a revision of another post', async () => {
        const { body: a } = await api.json('POST', '/api/admin/posts', post());
        const { body: b } = await api.json('POST', '/api/admin/posts', post());
        const ofB = (await revisionsOf('posts', b.id)).items[0]!;
        for (const path of ['/api/admin/posts/987654/revisions', `/api/admin/posts/${a.id}/revisions/987654`, `/api/admin/posts/${a.id}/revisions/${ofB.id}`]) {
          const res = await api.json('GET', path);
          expect(res.status, path).toBe(404);
          expect(res.body).toMatchObject({ error: 'not_found', message: expect.any(String) });
        }
        const restore = await expectRefusedUnchanged(getDb(), 404, () => api.json('POST', `/api/admin/posts/${a.id}/revisions/${ofB.id}/restore`, { version: 1 }));
        expect(restore.message).toBe(`No revision ${ofB.id} of post ${a.id}`);
        await expectRefusedUnchanged(getDb(), 404, () => api.json('POST', `/api/admin/posts/987654/revisions/${ofB.id}/restore`, { version: 1 }));
      });

      it('refuses a bad revision id, a missing version and other methods with 4xx JSON', async () => {
        const { body: a } = await api.json('POST', '/api/admin/posts', post());
        const badId = await api.json('GET', `/api/admin/posts/${a.id}/revisions/abc`);
        expect(badId).toMatchObject({ status: 400, body: { error: 'bad_request' } });
        const rev = (await revisionsOf('posts', a.id)).items[0]!;
        const noVersion = await expectRefusedUnchanged(getDb(), 400, () => api.json('POST', `/api/admin/posts/${a.id}/revisions/${rev.id}/restore`, {}));
        expect(noVersion.issues).toEqual([{ path: 'version', message: expect.stringMatching(/version/) }]);
        const badLimit = await api.json('GET', `/api/admin/posts/${a.id}/revisions?limit=0`);
        expect(badLimit.status).toBe(400);
        const del = await api.call('DELETE', `/api/admin/posts/${a.id}/revisions/${rev.id}`);
        expect(del.status).toBe(405);
        expect(del.headers.get('allow')).toBe('GET, HEAD');
      });
    });

    it('answers 401 without a session and 403 to a restore from another origin, writing nothing', async () => {
      const { body: created } = await api.json('POST', '/api/admin/posts', post());
      const rev = (await revisionsOf('posts', created.id)).items[0]!;
      // The cross-origin refusal is audited (a security event); the content and revisions are untouched.
      const content = () => snapshot(getDb(), ['posts', 'revisions']);
      const before = await content();
      const anonymous = createApp({ db: getDb(), log: () => {} });
      for (const [method, path] of [
        ['GET', `/api/admin/posts/${created.id}/revisions`],
        ['GET', `/api/admin/posts/${created.id}/revisions/${rev.id}`],
        ['POST', `/api/admin/posts/${created.id}/revisions/${rev.id}/restore`],
      ] as const) {
        const res = await anonymous.request(path, { method, headers: { 'content-type': 'application/json' }, body: method === 'GET' ? undefined : '{"version":1}' });
        expect(res.status, `${method} ${path}`).toBe(401);
      }
      const foreign = await api.raw(`/api/admin/posts/${created.id}/revisions/${rev.id}/restore`, {
        method: 'POST', headers: { 'content-type': 'application/json', origin: 'https://evil.example' }, body: '{"version":1}',
      });
      expect(foreign.status).toBe(403);
      expect(await content()).toEqual(before);
    });

    describe('reviews and products', () => {
      it('keeps review revisions and restores rating, pros, cons and body', async () => {
        const productId = await insertProduct(getDb(), { locale: 'br' });
        const { body: created } = await api.json('POST', '/api/admin/reviews', {
          locale: 'br', slug: `review-${++n}`, productId, title: 'Vale a pena?', excerpt: 'Testamos', body: 'Bom.', rating: 4.3,
          pros: ['Bateria'], cons: ['Preço'], verdict: 'Sim.', status: 'published',
        });
        const saved = await save('reviews', created.id, { rating: 2.1, pros: ['Nada'], body: 'Ruim.', title: 'Não vale' });
        const list = await revisionsOf('reviews', created.id);
        expect(list.items.map((r) => r.title)).toEqual(['Não vale', 'Vale a pena?']);
        const res = await api.json('POST', `/api/admin/reviews/${created.id}/revisions/${list.items[1]!.id}/restore`, { version: saved.version });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(res.body).toMatchObject({ title: 'Vale a pena?', rating: 4.3, pros: ['Bateria'], cons: ['Preço'], body: 'Bom.', version: 3 });
      });

      it('keeps product revisions; a restore brings back the editor fields and keeps the current price', async () => {
        const { body: created } = await api.json('POST', '/api/admin/products', {
          locale: 'br', slug: `produto-${++n}`, asin: `B0REV${String(n).padStart(5, '0')}`, title: 'Fone A', brand: 'Sonora', priceCents: 10000,
          categoryId: techId, status: 'published',
        });
        const saved = await save('products', created.id, { title: 'Fone B', brand: 'Outra', priceCents: 25000 });
        const list = await revisionsOf('products', created.id);
        expect(list.items.map((r) => r.itemVersion)).toEqual([2, 1]);
        const stale = await api.json('POST', `/api/admin/products/${created.id}/revisions/${list.items[1]!.id}/restore`, { version: 1 });
        expect(stale.status).toBe(409);
        const res = await api.json('POST', `/api/admin/products/${created.id}/revisions/${list.items[1]!.id}/restore`, { version: saved.version });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(res.body).toMatchObject({ title: 'Fone A', brand: 'Sonora', priceCents: 25000, version: 3 });
      });
    });
  },
  async (db) => {
    await insertLocaleConfigs(db);
    techId = await insertCategory(db, 'tecnologia', { br: 'Tecnologia' });
  },
);
