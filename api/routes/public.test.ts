import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { categorySchema } from '../../shared/schemas/category';
import { adminLocaleConfigSchema } from '../../shared/schemas/locale-config';
import { postSchema, postSummarySchema } from '../../shared/schemas/post';
import { describeEachDatabase } from '../../shared/db/testing';
import { insertCategory, insertLocaleConfigs, insertPost } from '../../shared/db/test-fixtures';
import { adminHeaders, createTestAdmin, fastTestHasher, loginCookie } from '../auth/testing';
import { createApp } from '../app';

const NOW = new Date('2026-06-01T12:00:00.000Z');
let techId = 0;

/** Asserts the shape every API failure must have, and returns its message. */
async function expectJsonError(res: Response, status: number, pattern: RegExp): Promise<void> {
  expect(res.status, await res.clone().text()).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/application\/json/);
  expect(res.headers.get('cache-control')).toBe('no-store');
  const body = (await res.json()) as { message: string; error: string };
  expect(typeof body.error).toBe('string');
  expect(body.message).toMatch(pattern);
}

describeEachDatabase(
  'public API',
  (getDb) => {
    const call = (path: string, init?: RequestInit) => createApp({ db: getDb(), now: () => NOW }).request(path, init);

    describe('GET /api/settings/site_name', () => {
      it('answers the site name with CDN-friendly cache headers and an ETag', async () => {
        const res = await call('/api/settings/site_name');
        expect(res.status).toBe(200);
        expect(await res.json()).toEqual({ key: 'site_name', value: 'Ofertas Testadas' });
        expect(res.headers.get('cache-control')).toMatch(/public.*s-maxage=\d+/);
        const etag = res.headers.get('etag');
        expect(etag).toBeTruthy();
        expect((await call('/api/settings/site_name', { headers: { 'If-None-Match': etag! } })).status).toBe(304);
      });
      it('refuses other methods with 405 and Allow', async () => {
        const res = await call('/api/settings/site_name', { method: 'POST' });
        expect(res.headers.get('allow')).toBe('GET, HEAD');
        await expectJsonError(res, 405, /POST is not allowed/);
      });
      it('has no other public settings', async () => {
        await expectJsonError(await call('/api/settings/affiliate_secret'), 404, /No API route GET \/api\/settings\/affiliate_secret/);
      });
    });

    describe('GET /api/locale-configs/…', () => {
      it('answers one config', async () => {
        const res = await call('/api/locale-configs/it?timestamp=1717000000');
        expect(await res.json()).toMatchObject({ id: 2, locale: 'it', status: 'active', currency: 'EUR', amazonDomain: 'amazon.it', language: 'it-IT', showPrices: true });
      });
      it('lists all five and the active ones', async () => {
        const all = (await (await call('/api/locale-configs/all-locales')).json()) as { locale: string; status: string }[];
        expect(all.map((c) => `${c.locale}:${c.status}`)).toEqual(['br:active', 'it:active', 'mx:active', 'es:coming_soon', 'us:coming_soon']);
        const active = (await (await call('/api/locale-configs/active-locales')).json()) as { locale: string }[];
        expect(active.map((c) => c.locale)).toEqual(['br', 'it', 'mx']);
      });
      it('rejects unknown or upper-case locales naming the allowed ones', async () => {
        await expectJsonError(await call('/api/locale-configs/fr'), 400, /Unknown locale 'fr': expected one of br, it, mx, es, us/);
        await expectJsonError(await call('/api/locale-configs/BR'), 400, /Unknown locale 'BR'/);
      });
      it('refuses writes', async () => {
        await expectJsonError(await call('/api/locale-configs/br', { method: 'PUT' }), 405, /PUT is not allowed/);
        await expectJsonError(await call('/api/locale-configs/all-locales', { method: 'DELETE' }), 405, /DELETE/);
        await expectJsonError(await call('/api/locale-configs/active-locales', { method: 'PATCH' }), 405, /PATCH/);
      });
    });

    describe('GET /api/home-data', () => {
      it('defaults to br: published posts newest first (the first is the hero) and their categories', async () => {
        const res = await call('/api/home-data');
        const body = (await res.json()) as { locale: string; posts: { slug: string; categoryId: number }[]; categoryMap: Record<string, { name: string }>; total: number };
        expect(body.locale).toBe('br');
        expect(body.posts.map((p) => p.slug)).toEqual(['post-3', 'post-2', 'post-1']);
        expect(body.total).toBe(3);
        expect(body.categoryMap).toEqual({ [techId]: { id: techId, slug: 'tecnologia', name: 'Tecnologia' } });
      });
      it('answers another locale with names in its language', async () => {
        const body = (await (await call('/api/home-data?locale=it')).json()) as { posts: unknown[]; categoryMap: Record<string, { name: string }> };
        expect(body.posts).toHaveLength(1);
        expect(body.categoryMap[techId]?.name).toBe('Tecnologia ed Elettronica');
      });
      it('pages with limit and offset', async () => {
        const body = (await (await call('/api/home-data?limit=1&offset=1')).json()) as { posts: { slug: string }[] };
        expect(body.posts.map((p) => p.slug)).toEqual(['post-2']);
      });
      it('rejects bad query values naming the parameter', async () => {
        await expectJsonError(await call('/api/home-data?locale=zz'), 400, /Unknown locale 'zz'/);
        await expectJsonError(await call('/api/home-data?limit=abc'), 400, /limit must be an integer/);
        await expectJsonError(await call('/api/home-data?limit=0'), 400, /limit must be an integer from 1 to 200/);
        await expectJsonError(await call('/api/home-data?limit=5000'), 400, /limit/);
        await expectJsonError(await call('/api/home-data?offset=-1'), 400, /offset/);
        await expectJsonError(await call('/api/home-data?locale=br&locale=it'), 400, /locale/);
        await expectJsonError(await call('/api/home-data', { method: 'POST' }), 405, /POST/);
      });
    });

    describe('GET /api/posts/by-locale/{locale}', () => {
      it('lists published posts for the header search, with the total in a header', async () => {
        const res = await call('/api/posts/by-locale/br');
        expect(((await res.json()) as { slug: string }[]).map((p) => p.slug)).toEqual(['post-3', 'post-2', 'post-1']);
        expect(res.headers.get('x-total-count')).toBe('3');
      });
      it('filters with q ignoring accents and case', async () => {
        const res = await call(`/api/posts/by-locale/br?q=${encodeURIComponent('CAFÉ')}`);
        expect(((await res.json()) as { slug: string }[]).map((p) => p.slug)).toEqual(['post-2']);
      });
    });

    describe('GET /api/search/{posts,reviews}/{locale}', () => {
      it('finds posts by the start of a word, ignoring accents and case', async () => {
        const res = await call(`/api/search/posts/br?q=${encodeURIComponent('CAF')}`);
        expect(res.status).toBe(200);
        expect(((await res.json()) as { slug: string }[]).map((p) => p.slug)).toEqual(['post-2']);
      });
      it('answers search syntax and odd text with a list, and a missing or overlong q with a 400 naming it', async () => {
        for (const q of ['"', 'NEAR(', 'a OR b', '-x', 'title:x', '🎧']) expect((await call(`/api/search/posts/br?q=${encodeURIComponent(q)}`)).status, q).toBe(200);
        await expectJsonError(await call('/api/search/posts/br'), 400, /q is required/);
        await expectJsonError(await call(`/api/search/reviews/br?q=${'a'.repeat(51)}`), 400, /q is too long/);
        await expectJsonError(await call(`/api/search/reviews/br?q=a&limit=49`), 400, /limit must be an integer from 1 to 48/);
      });
      it('rejects an unknown locale and an overlong query', async () => {
        await expectJsonError(await call('/api/posts/by-locale/xx'), 400, /Unknown locale 'xx'/);
        await expectJsonError(await call(`/api/posts/by-locale/br?q=${'a'.repeat(51)}`), 400, /q is too long/);
        await expectJsonError(await call('/api/posts/by-locale/br', { method: 'DELETE' }), 405, /DELETE/);
      });
    });

    describe('GET /api/posts/by-slug/{slug}', () => {
      it('answers a published post with its body', async () => {
        const body = (await (await call('/api/posts/by-slug/post-2')).json()) as Record<string, unknown>;
        expect(body).toMatchObject({ slug: 'post-2', title: 'Máquinas de café', keyword: 'cafeteira', locale: 'br' });
        expect(body).toHaveProperty('content');
        expect(body).toHaveProperty('createdAt');
        expect(body).toHaveProperty('updatedAt');
        expect(body).toHaveProperty('imageUrl');
      });
      it('finds a post in another locale only when asked', async () => {
        expect((await call('/api/posts/by-slug/cuffie')).status).toBe(404);
        expect((await call('/api/posts/by-slug/cuffie?locale=it')).status).toBe(200);
      });
      it('never shows a draft or a future post', async () => {
        await expectJsonError(await call('/api/posts/by-slug/rascunho'), 404, /No published post 'rascunho' in locale 'br'/);
        await expectJsonError(await call('/api/posts/by-slug/futuro'), 404, /No published post 'futuro'/);
        const list = (await (await call('/api/posts/by-locale/br')).json()) as { slug: string }[];
        expect(list.map((p) => p.slug)).not.toContain('rascunho');
      });
      it('rejects malformed, overlong and undecodable slugs and a bad locale', async () => {
        await expectJsonError(await call('/api/posts/by-slug/Bad_Slug'), 400, /slug is malformed/);
        await expectJsonError(await call(`/api/posts/by-slug/${'a'.repeat(121)}`), 400, /slug is too long/);
        await expectJsonError(await call('/api/posts/by-slug/%E0%A4%A'), 400, /slug is malformed/);
        await expectJsonError(await call("/api/posts/by-slug/x'%20or%201=1--"), 400, /slug is malformed/);
        await expectJsonError(await call('/api/posts/by-slug/post-2?locale=de'), 400, /Unknown locale 'de'/);
        await expectJsonError(await call('/api/posts/by-slug/post-2', { method: 'PUT' }), 405, /PUT/);
      });
    });

    describe('GET /api/categories/…', () => {
      it('answers a category by id and by slug, named in the asked locale', async () => {
        expect(await (await call(`/api/categories/${techId}`)).json()).toEqual({ id: techId, slug: 'tecnologia', name: 'Tecnologia' });
        expect(await (await call('/api/categories/by-slug/tecnologia?locale=it')).json()).toEqual({ id: techId, slug: 'tecnologia', name: 'Tecnologia ed Elettronica' });
      });
      it('lists popular categories of a locale (at most 10)', async () => {
        const popular = (await (await call('/api/categories/popular?locale=it')).json()) as { name: string; slug: string }[];
        expect(popular).toEqual([{ id: techId, slug: 'tecnologia', name: 'Tecnologia ed Elettronica', itemCount: 1 }]);
        const br = (await (await call('/api/categories/popular')).json()) as unknown[];
        expect(br.length).toBeLessThanOrEqual(10);
        expect(br.length).toBeGreaterThan(0);
      });
      it('rejects ids that are not positive integers and unknown ones', async () => {
        await expectJsonError(await call('/api/categories/abc'), 400, /id: must be a positive integer/);
        await expectJsonError(await call('/api/categories/1.5'), 400, /positive integer/);
        await expectJsonError(await call('/api/categories/0'), 400, /positive integer/);
        await expectJsonError(await call('/api/categories/99999999999999999999'), 400, /positive integer/);
        await expectJsonError(await call('/api/categories/987654'), 404, /No category with id 987654/);
      });
      it('rejects bad slugs, unknown slugs, bad locales and writes', async () => {
        await expectJsonError(await call('/api/categories/by-slug/-bad-'), 400, /slug is malformed/);
        await expectJsonError(await call('/api/categories/by-slug/inexistente'), 404, /No category 'inexistente'/);
        await expectJsonError(await call('/api/categories/popular?locale=fr'), 400, /Unknown locale 'fr'/);
        await expectJsonError(await call(`/api/categories/${techId}?locale=x`), 400, /Unknown locale 'x'/);
        await expectJsonError(await call('/api/categories/popular', { method: 'POST' }), 405, /POST/);
        await expectJsonError(await call('/api/categories/1', { method: 'DELETE' }), 405, /DELETE/);
        await expectJsonError(await call('/api/categories/by-slug/tecnologia', { method: 'PUT' }), 405, /PUT/);
      });
    });

    describe('answer shapes', () => {
      it('match the shared zod schemas field for field', async () => {
        const json = async (path: string) => (await call(path)).json();
        const home = (await json('/api/home-data')) as { posts: unknown[]; categoryMap: Record<string, unknown> };
        for (const post of home.posts) postSummarySchema.strict().parse(post);
        for (const category of Object.values(home.categoryMap)) categorySchema.strict().parse(category);
        for (const post of (await json('/api/posts/by-locale/br')) as unknown[]) postSummarySchema.strict().parse(post);
        postSchema.strict().parse(await json('/api/posts/by-slug/post-2'));
        adminLocaleConfigSchema.strict().parse(await json('/api/locale-configs/br'));
        for (const config of (await json('/api/locale-configs/all-locales')) as unknown[]) adminLocaleConfigSchema.strict().parse(config);
        categorySchema.strict().parse(await json(`/api/categories/${techId}`));
        categorySchema.strict().parse(await json('/api/categories/by-slug/tecnologia'));
        for (const c of (await json('/api/categories/popular')) as unknown[]) categorySchema.extend({ itemCount: z.number().int().positive() }).strict().parse(c);
      });
    });

    describe('everything else', () => {
      it('answers unknown API paths with a JSON 404 naming the path', async () => {
        await expectJsonError(await call('/api/nope'), 404, /No API route GET \/api\/nope/);
        await expectJsonError(await call('/api'), 404, /No API route/);
        await expectJsonError(await call('/api/posts'), 404, /No API route/);
      });
      it('sets security headers on answers and errors', async () => {
        for (const path of ['/api/home-data', '/api/nope', '/api/home-data?limit=x']) {
          const res = await call(path);
          expect(res.headers.get('x-content-type-options')).toBe('nosniff');
          expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
        }
      });
      it('refuses oversized bodies with 413', async () => {
        const res = await call('/api/home-data', { method: 'POST', body: 'x'.repeat(300 * 1024), headers: { 'Content-Type': 'application/json' } });
        await expectJsonError(res, 413, /larger than/);
      });
      it('keeps the public cache headers and ETag off admin answers (they are personal: no-store)', async () => {
        const app = createApp({ db: getDb(), now: () => NOW, passwords: fastTestHasher() });
        const admin = await createTestAdmin(getDb());
        const cookie = await loginCookie(app, admin.username, admin.password);
        const res = await app.request('/api/admin/me', { headers: adminHeaders(cookie) });
        expect(res.status, await res.clone().text()).toBe(200);
        expect(res.headers.get('etag')).toBeNull();
        expect(res.headers.get('cache-control')).toBe('no-store');
        // A public read on the same app still carries both.
        const pub = await app.request('/api/locale-configs/active-locales');
        expect(pub.headers.get('etag')).toBeTruthy();
        expect(pub.headers.get('cache-control')).toMatch(/^public/);
      });
      it('answers HEAD like GET without a body', async () => {
        const res = await call('/api/home-data', { method: 'HEAD' });
        expect(res.status).toBe(200);
        expect(await res.text()).toBe('');
      });
    });
  },
  async (db) => {
    await insertLocaleConfigs(db);
    await db.kysely.insertInto('settings').values({ key: 'site_name', value: 'Ofertas Testadas', updated_at: NOW.toISOString() }).execute();
    techId = await insertCategory(db, 'tecnologia', { br: 'Tecnologia', it: 'Tecnologia ed Elettronica' });
    await insertPost(db, { slug: 'post-1', published_at: '2026-01-01T00:00:00.000Z', category_id: techId });
    await insertPost(db, { slug: 'post-2', title: 'Máquinas de café', keyword: 'cafeteira', published_at: '2026-02-01T00:00:00.000Z' });
    await insertPost(db, { slug: 'post-3', published_at: '2026-03-01T00:00:00.000Z', category_id: techId });
    await insertPost(db, { slug: 'rascunho', status: 'draft', published_at: null });
    await insertPost(db, { slug: 'futuro', published_at: '2026-12-01T00:00:00.000Z' });
    await insertPost(db, { locale: 'it', slug: 'cuffie', published_at: '2026-01-01T00:00:00.000Z', category_id: techId });
  },
);

describe('database failures', () => {
  it('answer 503 with a JSON message when the database is unreachable', async () => {
    const { connect } = await import('../../shared/db/connect');
    const db = connect('postgres://nobody@127.0.0.1:1/none');
    try {
      const res = await createApp({ db, log: () => {} }).request('/api/home-data');
      await expectJsonError(res, 503, /database is not reachable/);
      expect(res.headers.get('retry-after')).toBe('5');
    } finally {
      await db.close();
    }
  });
});
