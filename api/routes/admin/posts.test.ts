import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../shared/db/testing';
import { insertCategory, insertLocaleConfigs } from '../../../shared/db/test-fixtures';
import { adminPostSchema } from '../../../shared/schemas/post';
import { searchPosts } from '../../../shared/db/queries/search';
import { pagedSchema } from '../../../shared/schemas/admin';
import { adminClient, auditRows, expectRefusedUnchanged, snapshot, TEST_NOW, type AdminTestClient } from './testing';

let techId = 0;
let homeId = 0;

const draft = (over: Record<string, unknown> = {}) => ({
  locale: 'br',
  slug: 'melhores-fones',
  title: 'Melhores fones de {month} {year}',
  excerpt: 'Os fones que testamos',
  content: '# Fones\n\nTexto.',
  categoryId: techId,
  ...over,
});

describeEachDatabase(
  'admin posts API',
  (getDb) => {
    let api: AdminTestClient;
    beforeAll(async () => {
      api = await adminClient(getDb());
    });

    describe('create', () => {
      it('creates a draft with version 1, search text and no publication date, audited and published', async () => {
        const before = api.publisher.requests.length;
        const res = await api.json('POST', '/api/admin/posts', draft({ slug: 'cafe-expresso', title: 'Café Expresso', excerpt: 'Máquinas' }));
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        const post = adminPostSchema.strict().parse(res.body);
        expect(post).toMatchObject({ slug: 'cafe-expresso', status: 'draft', version: 1, publishedAt: null, createdAt: TEST_NOW.toISOString() });
        const row = await getDb().kysely.selectFrom('posts').selectAll().where('id', '=', post.id).executeTakeFirstOrThrow();
        expect(row.search_text).toBe('cafe expresso maquinas');
        const audit = await auditRows(getDb(), 'post', post.id);
        expect(audit).toHaveLength(1);
        expect(audit[0]).toMatchObject({ action: 'create', user_id: api.adminId, before: null, after: { slug: 'cafe-expresso', version: 1 } });
        expect(api.publisher.requests.slice(before)).toMatchObject([
          { entity: 'post', action: 'create', id: post.id, locales: ['br'], slugBefore: null, slugAfter: 'cafe-expresso', categoryIds: [post.categoryId], translationKeys: [] },
        ]);
      });

      it('indexes the words a dated title shows (June 2026), not its placeholders, so search finds "junho" and "2026" (issue 24)', async () => {
        const res = await api.json('POST', '/api/admin/posts', draft({ slug: 'fones-datados', title: 'Fones de {month} {year}', excerpt: 'Os de {year}', status: 'published' }));
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        const row = await getDb().kysely.selectFrom('posts').select(['search_title', 'search_text']).where('slug', '=', 'fones-datados').executeTakeFirstOrThrow();
        expect(row).toEqual({ search_title: 'Fones de junho 2026', search_text: 'fones de junho 2026 os de 2026' });
        const found = async (q: string) => (await searchPosts(getDb(), { locale: 'br', q, limit: 10, now: TEST_NOW })).map((p) => p.slug);
        expect(await found('junho 2026')).toContain('fones-datados');
        expect(await found('year')).not.toContain('fones-datados');
      });

      it('sets published_at to now when created published, and requires publishAt when scheduled', async () => {
        const res = await api.json('POST', '/api/admin/posts', draft({ slug: 'publicado-ja', status: 'published' }));
        expect(res.body).toMatchObject({ status: 'published', publishedAt: TEST_NOW.toISOString() });
        const bad = await expectRefusedUnchanged(getDb(), 400, () => api.json('POST', '/api/admin/posts', draft({ slug: 'agendado', status: 'scheduled' })));
        expect(bad.issues).toEqual([{ path: 'publishAt', message: "publishAt is required when status is 'scheduled'" }]);
        const ok = await api.json('POST', '/api/admin/posts', draft({ slug: 'agendado', status: 'scheduled', publishAt: '2026-07-01T09:00:00-03:00' }));
        expect(ok.body).toMatchObject({ status: 'scheduled', publishAt: '2026-07-01T12:00:00.000Z', publishedAt: null });
      });

      it('refuses missing and invalid fields naming each one, writing nothing', async () => {
        const body = await expectRefusedUnchanged(getDb(), 400, () =>
          api.json('POST', '/api/admin/posts', { locale: 'fr', slug: 'Bad Slug', content: 5, imageUrl: 'javascript:alert(1)', status: 'live' }),
        );
        expect(body.error).toBe('bad_request');
        const paths = (body.issues as { path: string }[]).map((i) => i.path).sort();
        expect(paths).toEqual(['content', 'imageUrl', 'locale', 'slug', 'status', 'title']);
        expect(body.message).toMatch(/title is required/);
      });

      it('refuses malformed JSON and a non-object body', async () => {
        await expectRefusedUnchanged(getDb(), 400, async () => {
          const res = await api.call('POST', '/api/admin/posts', '{"locale": ');
          return { status: res.status, body: await res.json() };
        });
        const arr = await expectRefusedUnchanged(getDb(), 400, () => api.json('POST', '/api/admin/posts', [1, 2]));
        expect(arr.message).toMatch(/JSON object/);
      });

      it('refuses a category that does not exist, naming categoryId', async () => {
        const body = await expectRefusedUnchanged(getDb(), 400, () => api.json('POST', '/api/admin/posts', draft({ slug: 'sem-categoria', categoryId: 987654 })));
        expect(body.issues).toEqual([{ path: 'categoryId', message: expect.stringMatching(/no category with id 987654/) }]);
      });
    });

    describe('slugs', () => {
      it('refuses a slug taken in the same locale with 409 naming slug, allows it in another locale', async () => {
        await api.json('POST', '/api/admin/posts', draft({ slug: 'duplicado' }));
        const body = await expectRefusedUnchanged(getDb(), 409, () => api.json('POST', '/api/admin/posts', draft({ slug: 'duplicado', title: 'Outro' })));
        expect(body).toMatchObject({ error: 'duplicate', issues: [{ path: 'slug' }] });
        expect(body.message).toMatch(/slug 'duplicado' is already used by post \d+ in locale 'br'/);
        expect((await api.json('POST', '/api/admin/posts', draft({ slug: 'duplicado', locale: 'it' }))).status).toBe(201);
      });

      it("refuses a locale's reserved route words, but not another locale's", async () => {
        for (const [locale, slug] of [['br', 'avaliacao'], ['br', 'categorias'], ['it', 'recensione'], ['br', 'mercadolivre'], ['us', 'admin']]) {
          const body = await expectRefusedUnchanged(getDb(), 400, () => api.json('POST', '/api/admin/posts', draft({ locale, slug })));
          expect(body.issues).toEqual([{ path: 'slug', message: `slug '${slug}' is reserved in locale '${locale}'` }]);
        }
        expect((await api.json('POST', '/api/admin/posts', draft({ locale: 'it', slug: 'avaliacao' }))).status).toBe(201);
      });

      it('refuses malformed slugs', async () => {
        for (const slug of ['', 'Upper', 'two--hyphens', '-lead', 'acentuação', 'a'.repeat(121)]) {
          const body = await expectRefusedUnchanged(getDb(), 400, () => api.json('POST', '/api/admin/posts', draft({ slug })));
          expect(body.issues[0].path).toBe('slug');
        }
      });

      it('turns a unique violation that slipped past the check (a race) into the same 409', async () => {
        // Two saves of one slug at the same instant: on PostgreSQL both pass the pre-check and the
        // constraint decides; on SQLite the write lock serialises them. Either way: one 201, one 409.
        const results = await Promise.all([1, 2].map((n) => api.json('POST', '/api/admin/posts', draft({ slug: 'corrida', title: `Corrida ${n}` }))));
        expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
        const refused = results.find((r) => r.status === 409)!;
        expect(refused.body.issues).toEqual([{ path: 'slug', message: expect.any(String) }]);
        const rows = await getDb().kysely.selectFrom('posts').select('id').where('slug', '=', 'corrida').execute();
        expect(rows).toHaveLength(1);
        expect(await getDb().kysely.selectFrom('audit_log').select('id').where('entity', '=', 'post').where('entity_id', '=', String(rows[0]!.id)).execute()).toHaveLength(1);
      });
    });

    describe('read and list', () => {
      it('reads one post with its body and version; unknown and bad ids are 404 and 400', async () => {
        const { body: created } = await api.json('POST', '/api/admin/posts', draft({ slug: 'para-ler' }));
        const res = await api.json('GET', `/api/admin/posts/${created.id}`);
        expect(res.status).toBe(200);
        expect(res.body).toEqual(created);
        expect((await api.json('GET', '/api/admin/posts/987654')).status).toBe(404);
        const bad = await api.json('GET', '/api/admin/posts/abc');
        expect(bad.status).toBe(400);
        expect(bad.body.message).toMatch(/positive integer/);
      });

      it('lists with filters and paging, without bodies, total counting every match', async () => {
        const db = getDb();
        const mk = (slug: string, over: Record<string, unknown>) => api.json('POST', '/api/admin/posts', draft({ slug, ...over }));
        await mk('lista-a', { locale: 'mx', title: 'Lavadora Económica', categoryId: homeId, status: 'published' });
        await mk('lista-b', { locale: 'mx', title: 'Otra cosa', categoryId: homeId });
        await mk('lista-c', { locale: 'mx', title: 'Lavadora grande', categoryId: techId });
        const all = await api.json('GET', '/api/admin/posts?locale=mx');
        const parsed = pagedSchema(adminPostSchema.omit({ content: true, authorIds: true }).strict()).parse(all.body);
        expect(parsed.total).toBe(3);
        expect(parsed.items.map((p) => p.slug).sort()).toEqual(['lista-a', 'lista-b', 'lista-c']);
        expect((await api.json('GET', `/api/admin/posts?locale=mx&categoryId=${homeId}`)).body.total).toBe(2);
        expect((await api.json('GET', '/api/admin/posts?locale=mx&status=published')).body.items.map((p: any) => p.slug)).toEqual(['lista-a']);
        expect((await api.json('GET', '/api/admin/posts?locale=mx&q=LAVADORA%20ECONOMICA')).body.items.map((p: any) => p.slug)).toEqual(['lista-a']);
        expect((await api.json('GET', '/api/admin/posts?q=lista-c')).body.items.map((p: any) => p.slug)).toEqual(['lista-c']);
        const page1 = await api.json('GET', '/api/admin/posts?locale=mx&limit=2');
        const page2 = await api.json('GET', '/api/admin/posts?locale=mx&limit=2&offset=2');
        expect(page1.body).toMatchObject({ total: 3, limit: 2, offset: 0 });
        expect(page1.body.items).toHaveLength(2);
        expect(page2.body.items).toHaveLength(1);
        expect(new Set([...page1.body.items, ...page2.body.items].map((p: any) => p.id)).size).toBe(3);
        void db;
      });

      it('refuses bad filters naming the parameter', async () => {
        for (const [query, path] of [['locale=fr', 'locale'], ['status=live', 'status'], ['limit=0', 'limit'], ['limit=500', 'limit'], ['offset=-1', 'offset'], ['categoryId=x', 'categoryId']]) {
          const res = await api.json('GET', `/api/admin/posts?${query}`);
          expect(res.status, query).toBe(400);
          expect(res.body.issues[0].path).toBe(path);
        }
      });
    });

    describe('update', () => {
      it('replaces the post, bumps version and updated_at, keeps created_at, audits before/after and republishes both slugs', async () => {
        const { body: created } = await api.json('POST', '/api/admin/posts', draft({ slug: 'editar-me' }));
        const later = new Date(TEST_NOW.getTime() + 60_000);
        api.setNow(later);
        const before = api.publisher.requests.length;
        const res = await api.json('PUT', `/api/admin/posts/${created.id}`, { ...created, slug: 'editado', title: 'Título Novo', status: 'published' });
        api.setNow(TEST_NOW);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(res.body).toMatchObject({ slug: 'editado', title: 'Título Novo', version: 2, status: 'published', publishedAt: later.toISOString(), updatedAt: later.toISOString(), createdAt: created.createdAt });
        const row = await getDb().kysely.selectFrom('posts').select(['search_text', 'version']).where('id', '=', created.id).executeTakeFirstOrThrow();
        expect(row).toEqual({ search_text: 'titulo novo os fones que testamos', version: 2 });
        const audit = await auditRows(getDb(), 'post', created.id);
        expect(audit.map((a) => a.action)).toEqual(['create', 'update']);
        expect(audit[1]!.before).toMatchObject({ slug: 'editar-me', version: 1 });
        expect(audit[1]!.after).toMatchObject({ slug: 'editado', version: 2 });
        expect(audit[1]!.created_at).toBe(later.toISOString());
        expect(api.publisher.requests.slice(before)).toMatchObject([
          {
            entity: 'post', action: 'update', id: created.id, locales: ['br'], slugBefore: 'editar-me', slugAfter: 'editado', categoryIds: [created.categoryId], translationKeys: [],
            // Where it sat in the lists before and after: the publisher republishes from these.
            placement: { before: { status: 'draft', publishedAt: null, slug: 'editar-me' }, after: { status: 'published', publishedAt: later.toISOString(), slug: 'editado' } },
          },
        ]);
      });

      it('keeps the first publication date when a published post is edited again', async () => {
        const { body: created } = await api.json('POST', '/api/admin/posts', draft({ slug: 'publicado-antes', status: 'published' }));
        api.setNow(new Date(TEST_NOW.getTime() + 10 * 60_000));
        const res = await api.json('PUT', `/api/admin/posts/${created.id}`, { ...created, title: 'Revisto' });
        api.setNow(TEST_NOW);
        expect(res.body.publishedAt).toBe(created.publishedAt);
      });

      it('answers a stale version with 409 and the current row, changing nothing and auditing nothing', async () => {
        const { body: v1 } = await api.json('POST', '/api/admin/posts', draft({ slug: 'concorrido' }));
        const first = await api.json('PUT', `/api/admin/posts/${v1.id}`, { ...v1, title: 'Primeiro editor' });
        expect(first.status).toBe(200);
        const requests = api.publisher.requests.length;
        const body = await expectRefusedUnchanged(getDb(), 409, () => api.json('PUT', `/api/admin/posts/${v1.id}`, { ...v1, title: 'Segundo editor' }));
        expect(body).toMatchObject({ error: 'conflict', current: { id: v1.id, title: 'Primeiro editor', version: 2 } });
        expect(body.message).toMatch(/your version 1, current 2/);
        expect(api.publisher.requests.length).toBe(requests);
      });

      it('requires version and status, and 404s an unknown id', async () => {
        const { body: v1 } = await api.json('POST', '/api/admin/posts', draft({ slug: 'sem-versao' }));
        const { version: _v, status: _s, ...rest } = v1;
        const body = await expectRefusedUnchanged(getDb(), 400, () => api.json('PUT', `/api/admin/posts/${v1.id}`, rest));
        expect(body.issues.map((i: any) => i.path).sort()).toEqual(['status', 'version']);
        const missing = await expectRefusedUnchanged(getDb(), 404, () => api.json('PUT', '/api/admin/posts/987654', { ...v1 }));
        expect(missing.error).toBe('not_found');
      });

      it('refuses renaming onto a slug another post has, naming slug', async () => {
        await api.json('POST', '/api/admin/posts', draft({ slug: 'ocupado' }));
        const { body: mine } = await api.json('POST', '/api/admin/posts', draft({ slug: 'livre' }));
        const body = await expectRefusedUnchanged(getDb(), 409, () => api.json('PUT', `/api/admin/posts/${mine.id}`, { ...mine, slug: 'ocupado' }));
        expect(body.issues[0].path).toBe('slug');
        // Saving with its own slug is not a duplicate of itself.
        expect((await api.json('PUT', `/api/admin/posts/${mine.id}`, { ...mine, title: 'x' })).status).toBe(200);
      });
    });

    describe('delete', () => {
      it('deletes, audits the row it removed and republishes; a second delete is 404', async () => {
        const { body: post } = await api.json('POST', '/api/admin/posts', draft({ slug: 'apagar' }));
        const before = api.publisher.requests.length;
        const res = await api.call('DELETE', `/api/admin/posts/${post.id}`);
        expect(res.status).toBe(204);
        expect((await api.json('GET', `/api/admin/posts/${post.id}`)).status).toBe(404);
        const audit = await auditRows(getDb(), 'post', post.id);
        expect(audit.at(-1)).toMatchObject({ action: 'delete', before: { slug: 'apagar' }, after: null });
        expect(api.publisher.requests.slice(before)).toMatchObject([{ entity: 'post', action: 'delete', id: post.id, locales: ['br'], slugBefore: 'apagar', slugAfter: null, categoryIds: [post.categoryId], translationKeys: [] }]);
        await expectRefusedUnchanged(getDb(), 404, () => api.json('DELETE', `/api/admin/posts/${post.id}`));
      });

      it('answers other methods with 405 and Allow', async () => {
        const res = await api.call('PATCH', '/api/admin/posts/1', {});
        expect(res.status).toBe(405);
        expect(res.headers.get('allow')).toBe('GET, HEAD, PUT, DELETE');
      });
    });

    it('leaves the database as it was after every refused request above (spot check of the whole state)', async () => {
      const snap = await snapshot(getDb());
      await api.json('POST', '/api/admin/posts', { nonsense: true });
      expect(await snapshot(getDb())).toEqual(snap);
    });
  },
  async (db) => {
    await insertLocaleConfigs(db);
    techId = await insertCategory(db, 'tecnologia', { br: 'Tecnologia', it: 'Tecnologia' });
    homeId = await insertCategory(db, 'casa', { br: 'Casa' });
  },
);
