/**
 * Redirects that follow content (issue 16) over real HTTP through the Node server: an editor's
 * renames and deletes through the admin API, then a reader's request for the old address.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../shared/db/testing';
import { insertCategory, insertLocaleConfigs, insertProduct, insertReview } from '../../../shared/db/test-fixtures';
import { createTestAdmin, fastTestHasher, loginCookie } from '../../auth/testing';
import { createRecordingPublisher } from '../../publish/publisher';
import { startServer, type RunningServer } from '../../server';
import { writeRelease } from '../../static/testing';
import { TEST_NOW } from './testing';

describeEachDatabase('redirects that follow content, over HTTP', (getDb) => {
  const root = mkdtempSync(join(tmpdir(), 'rs-content-redirects-'));
  let running: RunningServer;
  let cookie = '';
  let categoryId = 0;
  const publisher = createRecordingPublisher(() => {});

  beforeAll(async () => {
    const db = getDb();
    await insertLocaleConfigs(db);
    categoryId = await insertCategory(db, 'cozinha', { br: 'Cozinha', it: 'Cucina' });
    // The pages as the publisher would have left them: only the current addresses exist.
    const dist = writeRelease(root, {
      'index.html': '<h1>landing</h1>',
      '404.html': '<h1>Página não encontrada</h1>',
      'br/terceiro/index.html': '<h1>terceiro</h1>',
      'it/categoria/cucina-nuova/index.html': '<h1>cucina</h1>',
    });
    // The server's own close() closes the database; describeEachDatabase closes it again after.
    const db2 = Object.assign(Object.create(Object.getPrototypeOf(db)), db, { close: async () => {} });
    running = await startServer({ deps: { db: db2, publisher, now: () => TEST_NOW, log: () => {}, passwords: fastTestHasher(), responseCache: false }, distDir: dist, port: 0, host: '127.0.0.1' });
    const admin = await createTestAdmin(db);
    cookie = await loginCookie({ request: (url: string, init?: RequestInit) => fetch(url, init) } as never, admin.username, admin.password, running.url);
  });
  afterAll(async () => {
    await running?.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (path: string) => fetch(`${running.url}${path}`, { redirect: 'manual' });
  async function call(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
    const res = await fetch(`${running.url}${path}`, {
      method,
      headers: { cookie, origin: running.url, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  }
  const post = (slug: string) => ({ locale: 'br', slug, title: `Post ${slug}`, excerpt: '', content: 'Texto.', categoryId, status: 'published' });
  const rename = async (path: string, slug: string) => {
    const current = (await call('GET', path)).body;
    const res = await call('PUT', path, { ...current, slug });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };

  it('a post renamed twice: both old addresses answer one 301 each to the current one', async () => {
    const created = await call('POST', '/api/admin/posts', post('primeiro'));
    expect(created.status).toBe(201);
    const path = `/api/admin/posts/${created.body.id}`;
    await rename(path, 'segundo');
    // Asked while it redirects to the second address: the server caches the answer…
    expect((await get('/br/primeiro')).headers.get('location')).toBe('/br/segundo');
    expect((await get('/br/segundo')).status).toBe(404);
    await rename(path, 'terceiro');
    // …and the second rename clears it: one hop each, query kept.
    for (const old of ['/br/primeiro', '/br/segundo', '/br/segundo/']) {
      const res = await get(old);
      expect(res.status, old).toBe(301);
      expect(res.headers.get('location'), old).toBe('/br/terceiro');
    }
    expect((await get('/br/primeiro?utm=x')).headers.get('location')).toBe('/br/terceiro?utm=x');
    const followed = await fetch(`${running.url}/br/primeiro`);
    expect(followed.status).toBe(200);
    expect(await followed.text()).toBe('<h1>terceiro</h1>');
  });

  it('renaming back takes the address again: no loop, the page answers', async () => {
    const created = await call('POST', '/api/admin/posts', post('ida'));
    const path = `/api/admin/posts/${created.body.id}`;
    await rename(path, 'volta');
    await rename(path, 'ida');
    const list = await call('GET', '/api/admin/redirects?q=ida');
    expect(list.body.items.map((r: any) => [r.from, r.to])).toEqual([['/br/volta', '/br/ida']]);
  });

  it('a draft renamed records nothing (it had no public address)', async () => {
    const created = await call('POST', '/api/admin/posts', { ...post('rascunho'), status: 'draft' });
    await rename(`/api/admin/posts/${created.body.id}`, 'rascunho-2');
    expect((await call('GET', '/api/admin/redirects?q=rascunho')).body.total).toBe(0);
  });

  it('a deleted post answers 410 with the 404 page, and redirects that led to it do too', async () => {
    const created = await call('POST', '/api/admin/posts', post('apagar'));
    await rename(`/api/admin/posts/${created.body.id}`, 'apagado');
    expect((await call('DELETE', `/api/admin/posts/${created.body.id}`)).status).toBe(204);
    for (const old of ['/br/apagado', '/br/apagar']) {
      const res = await get(old);
      expect(res.status, old).toBe(410);
      expect(await res.text()).toContain('Página não encontrada');
    }
    // A manual redirect set there wins over the 410.
    expect((await call('POST', '/api/admin/redirects', { from: '/br/apagado', to: '/br/terceiro' })).status).toBe(201);
    expect((await get('/br/apagado')).headers.get('location')).toBe('/br/terceiro');
  });

  it('a renamed review moves its address', async () => {
    const db = getDb();
    const productId = await insertProduct(db, { locale: 'br', slug: 'liquidificador', asin: 'B0REDIR001', category_id: categoryId, status: 'published' });
    const id = await insertReview(db, { product_id: productId, locale: 'br', slug: 'review-antiga', status: 'published', published_at: TEST_NOW.toISOString() });
    await rename(`/api/admin/reviews/${id}`, 'review-nova');
    expect((await get('/br/avaliacao/review-antiga')).headers.get('location')).toBe('/br/avaliacao/review-nova');
  });

  it('a renamed category moves its page and every page below it, in every locale, with one rule per locale', async () => {
    await rename(`/api/admin/categories/${categoryId}`, 'cucina-nuova');
    expect((await get('/it/categoria/cozinha')).headers.get('location')).toBe('/it/categoria/cucina-nuova');
    expect((await get('/br/categoria/cozinha/pagina/3')).headers.get('location')).toBe('/br/categoria/cucina-nuova/pagina/3');
    const rows = await getDb().kysely.selectFrom('redirects').selectAll().where('entity', '=', 'category').execute();
    expect(rows).toHaveLength(5);
    expect(rows.every((r) => Number(r.is_prefix) === 1)).toBe(true);
    // The page that exists is served, not redirected.
    expect((await get('/it/categoria/cucina-nuova')).status).toBe(200);
  });

  describe('manual redirects', () => {
    it('adds, collapses chains, refuses loops, edits and deletes', async () => {
      const a = await call('POST', '/api/admin/redirects', { from: '/br/promo-antiga/', to: '/br/terceiro' });
      expect(a.status, JSON.stringify(a.body)).toBe(201);
      expect(a.body).toMatchObject({ from: '/br/promo-antiga', to: '/br/terceiro', source: 'manual', status: 301 });
      expect((await get('/br/promo-antiga')).headers.get('location')).toBe('/br/terceiro');

      // A redirect to an address that redirects goes to its end: one hop.
      const chain = await call('POST', '/api/admin/redirects', { from: '/br/muito-antiga', to: '/br/promo-antiga' });
      expect(chain.body.to).toBe('/br/terceiro');

      // The loop is refused, naming it, and nothing is written.
      const before = (await call('GET', '/api/admin/redirects?limit=200')).body.total;
      const loop = await call('POST', '/api/admin/redirects', { from: '/br/terceiro', to: '/br/promo-antiga' });
      expect(loop.status).toBe(400);
      expect(loop.body.error).toBe('bad_request');
      expect(loop.body.message).toMatch(/loop/);
      const self = await call('POST', '/api/admin/redirects', { from: '/br/x', to: '/br/x/' });
      expect(self.status).toBe(400);
      expect(self.body.message).toMatch(/loop/);
      expect((await call('GET', '/api/admin/redirects?limit=200')).body.total).toBe(before);

      const edited = await call('PUT', `/api/admin/redirects/${a.body.id}`, { from: '/br/promo-antiga', to: '/it/categoria/cucina-nuova' });
      expect(edited.status).toBe(200);
      expect((await get('/br/promo-antiga')).headers.get('location')).toBe('/it/categoria/cucina-nuova');
      expect((await call('DELETE', `/api/admin/redirects/${a.body.id}`)).status).toBe(204);
      expect((await get('/br/promo-antiga')).status).toBe(404);
    });

    it('refuses a redirect back into a renamed category\'s old address: its prefix rule would send it back (issue 24)', async () => {
      // The category was renamed cozinha → cucina-nuova above: /it/categoria/cozinha/… answers with /it/categoria/cucina-nuova/….
      const before = (await call('GET', '/api/admin/redirects?limit=200')).body.total;
      const loop = await call('POST', '/api/admin/redirects', { from: '/it/categoria/cucina-nuova/pagina/2', to: '/it/categoria/cozinha/pagina/2' });
      expect(loop.status).toBe(400);
      expect(loop.body.message).toContain('the redirect would loop: /it/categoria/cucina-nuova/pagina/2 → /it/categoria/cozinha/pagina/2 → /it/categoria/cucina-nuova/pagina/2');
      expect(loop.body.issues.map((i: { path: string }) => i.path)).toEqual(['to']);
      expect((await call('GET', '/api/admin/redirects?limit=200')).body.total).toBe(before);
      // A redirect into the old address from elsewhere is fine: it ends on the renamed page.
      const fine = await call('POST', '/api/admin/redirects', { from: '/it/vecchia-cucina', to: '/it/categoria/cozinha' });
      expect(fine.status, JSON.stringify(fine.body)).toBe(201);
    });

    it('refuses what is not a path of this site, a taken from, and edits of automatic ones, with JSON naming the problem', async () => {
      for (const body of [{ from: 'https://evil.example/x', to: '/br' }, { from: '/br/a', to: '//evil.example' }, { from: '/api/admin/x', to: '/br' }, { from: '/br/a' }, 'x']) {
        const res = await call('POST', '/api/admin/redirects', body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.error).toBe('bad_request');
      }
      const taken = await call('POST', '/api/admin/redirects', { from: '/br/primeiro', to: '/br' });
      expect(taken.status).toBe(409);
      expect(taken.body.message).toContain('/br/primeiro');
      const auto = (await call('GET', '/api/admin/redirects?source=auto&q=primeiro')).body.items[0];
      expect((await call('PUT', `/api/admin/redirects/${auto.id}`, { from: '/br/primeiro', to: '/br' })).status).toBe(409);
      expect((await call('PUT', '/api/admin/redirects/999999', { from: '/br/q', to: '/br' })).status).toBe(404);
    });

    it('tells a form whether an address has a redirect', async () => {
      expect((await call('GET', '/api/admin/redirects/check?path=/br/segundo')).body.redirect).toMatchObject({ from: '/br/segundo', to: '/br/terceiro' });
      expect((await call('GET', '/api/admin/redirects/check?path=/br/nada')).body).toEqual({ redirect: null });
      expect((await call('GET', '/api/admin/redirects/check?path=nada')).status).toBe(400);
    });
  });
});
