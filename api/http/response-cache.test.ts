/**
 * The public API's response cache: through createApp over both databases (hits skip the database,
 * an admin save clears it, 304 still works), and on a small Hono app for the rules a route of ours
 * cannot easily break on purpose (errors, cookies, bounds).
 */
import { Hono } from 'hono';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../shared/db/connect';
import { putSetting } from '../../shared/db/queries/settings';
import { describeEachDatabase } from '../../shared/db/testing';
import { createTestAdmin, fastTestHasher, loginCookie } from '../auth/testing';
import { createApp } from '../app';
import { createRecordingPublisher } from '../publish/publisher';
import { createResponseCache, type ResponseCache } from './response-cache';

const ORIGIN = 'http://localhost:4321';
/** A change made behind the app's back (a job on its own publisher, another instance). */
const setSiteName = (db: Db, value: string) => putSetting(db, 'site_name', value);

describeEachDatabase('response cache in createApp', (getDb) => {
  let clock = 0;
  let cache: ResponseCache;
  let app: ReturnType<typeof createApp>;
  const publisher = createRecordingPublisher(() => {});
  const siteName = async (init?: RequestInit) => ((await (await app.request('/api/settings/site_name', init)).json()) as { value: string }).value;

  beforeEach(async () => {
    clock = 0;
    cache = createResponseCache({ ttlMs: 30_000, now: () => clock });
    app = createApp({ db: getDb(), responseCache: cache, publisher, siteUrl: ORIGIN, log: () => {}, passwords: fastTestHasher() });
    await setSiteName(getDb(), 'Antes');
  });

  it('answers a repeated request from memory: a database change made elsewhere shows only after the TTL', async () => {
    expect(await siteName()).toBe('Antes');
    await setSiteName(getDb(), 'Depois');
    clock = 29_999;
    expect(await siteName()).toBe('Antes');
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 1, entries: 1 });
    clock = 30_000;
    expect(await siteName()).toBe('Depois');
  });

  it('keys by the full URL: another query string is another answer', async () => {
    await app.request('/api/home-data?locale=br');
    await app.request('/api/home-data?locale=it');
    await app.request('/api/home-data?locale=br');
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 2, entries: 2 });
  });

  it('still answers If-None-Match with 304 from a stored answer, with the headers of the first', async () => {
    const first = await app.request('/api/settings/site_name');
    const tag = first.headers.get('etag')!;
    const again = await app.request('/api/settings/site_name', { headers: { 'If-None-Match': tag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe(first.headers.get('cache-control'));
    const full = await app.request('/api/settings/site_name');
    expect(full.headers.get('etag')).toBe(tag);
    expect(full.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
    expect(cache.stats().hits).toBe(2);
  });

  it('is cleared by an admin save through the publisher, so the change is live at once', async () => {
    const admin = await createTestAdmin(getDb());
    const cookie = await loginCookie(app, admin.username, admin.password, ORIGIN);
    expect(await siteName()).toBe('Antes');
    const adminHeaders = { cookie, origin: ORIGIN, 'content-type': 'application/json' };
    const { version } = (await (await app.request('/api/admin/settings/site_name', { headers: adminHeaders })).json()) as { version: number };
    const saved = await app.request('/api/admin/settings/site_name', { method: 'PUT', headers: adminHeaders, body: JSON.stringify({ value: 'Salvo', version }) });
    expect(saved.status).toBe(200);
    expect(publisher.requests.at(-1)).toMatchObject({ entity: 'setting', id: 'site_name' });
    expect(await siteName()).toBe('Salvo');
  });

  it('is cleared by a full rebuild request', async () => {
    expect(await siteName()).toBe('Antes');
    await setSiteName(getDb(), 'Depois');
    // The app's publisher is the wrapped one: the jobs route and the builds route get it.
    await cache.invalidating(publisher).rebuild('test');
    expect(await siteName()).toBe('Depois');
  });

  it('never stores errors, and never serves or stores for a request with a cookie', async () => {
    expect((await app.request('/api/posts/by-slug/nao-existe?locale=br')).status).toBe(404);
    expect((await app.request('/api/posts/by-slug/nao-existe?locale=br')).status).toBe(404);
    expect(cache.stats()).toMatchObject({ hits: 0, entries: 0 });
    expect(await siteName({ headers: { cookie: 'session=x' } })).toBe('Antes');
    expect(cache.stats().entries).toBe(0);
    // Served: with an answer stored, a request with a cookie still reads the database.
    expect(await siteName()).toBe('Antes');
    await setSiteName(getDb(), 'Depois');
    expect(await siteName({ headers: { cookie: 'session=x' } })).toBe('Depois');
  });

  it('never touches the admin routes', async () => {
    await app.request('/api/admin/settings/site_name');
    await app.request('/api/admin/settings/site_name');
    expect(cache.stats()).toMatchObject({ hits: 0, misses: 0, entries: 0 });
  });
});

describe('response cache rules', () => {
  const appWith = (cache: ResponseCache, answer: (path: string) => Response) => {
    let computed = 0;
    const app = new Hono();
    app.get('*', cache.middleware(), (c) => {
      computed++;
      return answer(c.req.path);
    });
    return { app, computed: () => computed };
  };

  it('does not store answers that set a cookie, vary, or are private', async () => {
    const cache = createResponseCache();
    const headers: Record<string, Record<string, string>> = {
      '/cookie': { 'Set-Cookie': 'a=1' },
      '/vary': { Vary: 'Accept-Language' },
      '/private': { 'Cache-Control': 'private, max-age=60' },
      '/no-store': { 'Cache-Control': 'no-store' },
    };
    const { app, computed } = appWith(cache, (path) => new Response('x', { headers: headers[path] }));
    for (const path of Object.keys(headers)) for (let i = 0; i < 2; i++) await app.request(path);
    expect(computed()).toBe(8);
    expect(cache.stats().entries).toBe(0);
  });

  it('keeps at most maxEntries and maxBytes, dropping the least recently used', async () => {
    const cache = createResponseCache({ maxEntries: 2, maxBytes: 250 });
    const { app, computed } = appWith(cache, (path) => new Response(path === '/big' ? 'x'.repeat(200) : 'y'.repeat(100)));
    await app.request('/a');
    await app.request('/b');
    await app.request('/a'); // a is now the most recent
    await app.request('/c'); // over two entries: b goes
    expect(cache.stats()).toMatchObject({ entries: 2, bytes: 200 });
    await app.request('/a');
    expect(computed()).toBe(3);
    await app.request('/b');
    expect(computed()).toBe(4);
    await app.request('/big'); // 200 bytes: only it fits in 250
    expect(cache.stats()).toMatchObject({ entries: 1, bytes: 200 });
  });

  it('does not store an answer computed while the cache was cleared', async () => {
    const cache = createResponseCache();
    const app = new Hono();
    app.get('*', cache.middleware(), (c) => {
      cache.clear(); // a save committing while this answer was read from the database
      return c.text('old');
    });
    await app.request('/x');
    expect(cache.stats().entries).toBe(0);
  });
});
