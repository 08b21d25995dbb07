import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../shared/db/connect';
import { insertCategory, insertLocaleConfigs, insertPost } from '../shared/db/test-fixtures';
import { describePostgres } from '../shared/db/testing';
import { adminHeaders, createTestAdmin, loginCookie } from './auth/testing';
import { allJobs } from './jobs/registry';
import { createNetlifyHandler, netlifyEnv } from './netlify';
import { FUNCTION_APP_NAME, openNetlifyTestbed, TEST_ORIGIN as ORIGIN, type NetlifyTestbed } from './netlify-testing';
import { readRenderRequest, RENDER_FUNCTION_PATH, renderSigningKey } from './netlify-render-trigger';

describe('netlifyEnv', () => {
  const base = { DATABASE_URL: 'postgres://u@db.example/site', NETLIFY_BUILD_HOOK_URL: 'https://api.netlify.com/build_hooks/x', SITE_URL: ORIGIN };
  it('refuses SQLite, naming DATABASE_URL and why', () => {
    expect(() => netlifyEnv({ ...base, DATABASE_URL: 'sqlite:data/site.db' })).toThrow(/DATABASE_URL must be a postgres:\/\/ URL in Netlify Functions .*no durable disk/);
    expect(() => netlifyEnv({ ...base, DATABASE_URL: undefined })).toThrow(/DATABASE_URL must be a postgres/);
  });
  it('requires the build hook, and a SITE_URL or Netlify\'s URL', () => {
    expect(() => netlifyEnv({ ...base, NETLIFY_BUILD_HOOK_URL: undefined })).toThrow('Invalid environment: NETLIFY_BUILD_HOOK_URL is required when PUBLISHER=netlify');
    expect(() => netlifyEnv({ ...base, SITE_URL: undefined })).toThrow(/SITE_URL is required in Netlify Functions/);
    expect(netlifyEnv({ ...base, SITE_URL: undefined, URL: 'https://site.netlify.app' }).SITE_URL).toBe('https://site.netlify.app');
    expect(() => netlifyEnv({ ...base, PUBLISHER: 'local' })).toThrow(/PUBLISHER must be 'netlify'/);
  });
});

describe('the function file netlify/functions/api.mts', () => {
  it('serves /api/* and does nothing at import; a SQLite DATABASE_URL answers 503 naming it', async () => {
    // Imported before the variables exist: it must read them on the first call, not at import.
    const fn = await import('../netlify/functions/api.mts');
    expect(fn.config).toEqual({ path: ['/api/*', '/retailer-images/*'] });
    vi.stubEnv('DATABASE_URL', 'sqlite:data/site.db');
    vi.stubEnv('NETLIFY_BUILD_HOOK_URL', 'http://127.0.0.1:9/hook');
    vi.stubEnv('SITE_URL', ORIGIN);
    try {
      const logs: unknown[] = [];
      const spy = vi.spyOn(console, 'log').mockImplementation((line) => void logs.push(line));
      const res = await fn.default(new Request(`${ORIGIN}/api/home-data`), {});
      spy.mockRestore();
      expect(res.status).toBe(503);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const body = (await res.json()) as { error: string; message: string };
      expect(body.error).toBe('unavailable');
      expect(body.message).toMatch(/DATABASE_URL must be a postgres:\/\/ URL/);
      expect(logs).toEqual([body.message]);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describePostgres('Netlify function entry on PostgreSQL (real Requests)', () => {
  let bed: NetlifyTestbed;
  let db: Db;
  let handler: ReturnType<typeof createNetlifyHandler>;
  const logs: string[] = [];
  /** Requests to the background render function (answered 202, as Netlify does for a background function). */
  const renders: Request[] = [];
  const fetchStub: typeof fetch = (input, init) => {
    const req = new Request(input, init);
    if (new URL(req.url).pathname !== RENDER_FUNCTION_PATH) return fetch(input, init);
    renders.push(req);
    return Promise.resolve(new Response(null, { status: 202 }));
  };
  /** Calls the function as Netlify does: a Request and the context with the client's IP. */
  const call = (path: string, init?: RequestInit) => handler(new Request(`${ORIGIN}${path}`, init), { ip: '203.0.113.7' });

  beforeAll(async () => {
    bed = await openNetlifyTestbed('rs_netlify');
    db = bed.db;
    await insertLocaleConfigs(db);
    const tech = await insertCategory(db, 'tecnologia', { br: 'Tecnologia' });
    for (const n of [1, 2]) await insertPost(db, { slug: `post-${n}`, title: `Post ${n}`, category_id: tech, status: 'published', published_at: `2026-05-0${n}T10:00:00.000Z` });
    handler = createNetlifyHandler({ env: bed.env, log: (line) => logs.push(line), fetch: fetchStub });
  });
  afterAll(async () => {
    await handler?.close();
    await bed?.close();
  });

  it('GET /api/home-data answers the published posts from PostgreSQL, with the API security headers', async () => {
    const res = await call('/api/home-data');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { locale: string; posts: { slug: string }[]; total: number };
    expect(body.locale).toBe('br');
    expect(body.posts.map((p) => p.slug)).toEqual(['post-2', 'post-1']);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves the API description at /api/openapi.json, briefly cacheable', async () => {
    const res = await call('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300, s-maxage=300');
    const doc = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toContain('/api/admin/posts/{key}');
  });

  it('an unknown API path is a JSON 404 naming it', async () => {
    const res = await call('/api/nope');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'not_found', message: 'No API route GET /api/nope' });
  });

  it('an admin route without a session is a JSON 401', async () => {
    const res = await call('/api/admin/posts');
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: string }).error).toBeTruthy();
  });

  it('an admin save through the function hands its pages to the render function (signed), no build; the client IP is Netlify\'s context.ip', async () => {
    const admin = await createTestAdmin(db);
    // A spoofed X-Forwarded-For must not become the client's identity (rate limits).
    const app = { request: (input: string, init?: RequestInit) => handler(new Request(input, { ...init, headers: { ...init?.headers, 'X-Forwarded-For': '198.51.100.1' } }), { ip: '203.0.113.7' }) };
    const cookie = await loginCookie(app, admin.username, admin.password, ORIGIN);
    const attempt = await db.kysely.selectFrom('login_attempts').select('ip').where('identifier', '=', admin.username).executeTakeFirstOrThrow();
    expect(attempt.ip).toBe('203.0.113.7');

    const { id } = await db.kysely.selectFrom('posts').select('id').where('slug', '=', 'post-1').executeTakeFirstOrThrow();
    const current = (await (await call(`/api/admin/posts/${id}`, { headers: adminHeaders(cookie) })).json()) as Record<string, unknown>;
    const res = await call(`/api/admin/posts/${id}`, {
      method: 'PUT',
      headers: adminHeaders(cookie, { Origin: ORIGIN }),
      body: JSON.stringify({ ...current, title: 'Post 1, revisto' }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(bed.hook.received).toEqual([]);
    expect(renders.map((r) => `${r.method} ${r.url}`)).toEqual([`POST ${ORIGIN}${RENDER_FUNCTION_PATH}`]);
    const read = await readRenderRequest(renders[0]!.clone(), renderSigningKey(bed.env.DATABASE_URL!));
    expect(read).toMatchObject({ changes: [{ entity: 'post', action: 'update', id, slugAfter: 'post-1', locales: ['br'] }] });
    // Signed with the site's own key: another key (another site, a guess) is refused before anything is read.
    expect(await readRenderRequest(renders[0]!.clone(), renderSigningKey('postgres://other/db'))).toEqual({ status: 401, message: 'bad or missing signature' });

    // The admin's full rebuild still asks Netlify for a build.
    const rebuild = await call('/api/admin/builds', { method: 'POST', headers: adminHeaders(cookie, { Origin: ORIGIN }), body: '{}' });
    expect(rebuild.status).toBe(202);
    expect(bed.hook.received.map((r) => r.title)).toEqual(['rebuild: admin:' + admin.username]);

    // /admin/cron reads the same job list as the scheduled functions run.
    const jobs = (await (await call('/api/admin/jobs', { headers: adminHeaders(cookie) })).json()) as { items: { name: string }[] };
    expect(jobs.items.map((j) => j.name)).toEqual(allJobs().map((j) => j.name));
  });

  it('opens one small pool on the first invocation and reuses it: 20 parallel requests use at most 3 connections', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => call('/api/home-data?locale=br')));
    expect(results.every((r) => r.status === 200)).toBe(true);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity where application_name = ${FUNCTION_APP_NAME}`.execute(db.kysely);
    expect(rows[0]!.n).toBeGreaterThan(0);
    expect(rows[0]!.n).toBeLessThanOrEqual(3);
  });
});
