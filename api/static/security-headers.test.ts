/**
 * Security headers on every kind of answer of the real listening server (issue 6 item 3): the
 * site's pages (api/static/security-headers.ts) and the API (createApp's secureHeaders), on
 * success, redirect, revalidation, not found, wrong method, refused input and server error.
 * api/server.test.ts checks four of the page headers on the site's 200, 301, 404 and 405; this
 * file covers the rest of the set, the 304 and 500 paths, and the API.
 */
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Db } from '../../shared/db/connect';
import { MAX_BODY_BYTES } from '../app';
import { inlineScriptHashes } from './script-hashes';
import { startServer, type RunningServer } from '../server';
import { rawGet, serveDist, writeRelease, type RawResponse } from './testing';

/** Linux: a write-only file whose read fails with EINVAL. */
const UNREADABLE = '/proc/self/clear_refs';
const COMING_SOON = '<html><head><meta name="x-page" content="coming-soon"></head><body>em breve</body></html>';

/** Headers every answer carries, pages and API alike. */
function expectCommon(res: RawResponse, what: string) {
  expect(res.headers['x-content-type-options'], what).toBe('nosniff');
  expect(res.headers['content-security-policy'], what).toContain("frame-ancestors 'none'");
  expect(res.headers['x-frame-options'], what).toMatch(/^(DENY|SAMEORIGIN)$/);
  expect(res.headers['referrer-policy'], what).toBeTruthy();
  expect(res.headers['strict-transport-security'], what).toMatch(/max-age=\d+/);
  expect(res.headers['cross-origin-opener-policy'], what).toBe('same-origin');
}

function expectPageHeaders(res: RawResponse, what: string) {
  expectCommon(res, what);
  const csp = res.headers['content-security-policy']!;
  for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'", "connect-src 'self'"]) expect(csp, what).toContain(directive);
  // No third-party origin may run code on the pages, and no inline script but the known ones.
  const scriptSrc = csp.match(/script-src ([^;]*)/)?.[1]?.split(' ');
  expect(scriptSrc?.[0], what).toBe("'self'");
  expect(scriptSrc?.slice(1), what).toEqual(inlineScriptHashes());
  expect(scriptSrc?.slice(1).every((source) => /^'sha256-[A-Za-z0-9+/]{43}='$/.test(source)), what).toBe(true);
  expect(res.headers['x-frame-options'], what).toBe('DENY');
  expect(res.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(res.headers['permissions-policy'], what).toContain('camera=()');
}

function expectApiHeaders(res: RawResponse, what: string) {
  expectCommon(res, what);
  expect(res.headers['content-security-policy'], what).toContain("default-src 'none'");
  expect(res.headers['cross-origin-resource-policy'], what).toBe('same-origin');
}

describe('security headers over HTTP', () => {
  const root = mkdtempSync(join(tmpdir(), 'rs-headers-'));
  let site: RunningServer;
  let broken: RunningServer;

  beforeAll(async () => {
    const dist = writeRelease(root, {
      'index.html': '<h1>landing</h1>',
      'br/index.html': '<h1>home br</h1>',
      'es/index.html': COMING_SOON,
      'robots.txt': 'User-agent: *\n',
      'admin/index.html': '<div id="admin-root"></div>',
      '404.html': '<h1>Página não encontrada</h1>',
      'us/.keep': '',
    });
    // A page that cannot be read: the coming-soon check reads `{L}/index.html`, so every unknown
    // path under `us` takes the server's 500 path. Reading this /proc file fails at once (EINVAL);
    // it is the one fault a test running as root can cause without mocking the file system.
    if (existsSync(UNREADABLE)) symlinkSync(UNREADABLE, join(dist, 'us', 'index.html'));
    site = await serveDist(dist);
    // An API whose database is gone: every query throws, which the error handler answers with 500.
    const closed = connect('sqlite::memory:');
    await closed.close();
    const gone: Db = { ...closed, close: async () => {} };
    broken = await startServer({ deps: { db: gone, log: () => {} }, distDir: dist, port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await site?.close();
    await broken?.close();
    rmSync(root, { recursive: true, force: true });
  });

  /** A request with a method and a body, read into the shape rawGet gives (GET only). */
  const send = (base: string, method: string, path: string, body?: string, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, { method, body, headers, redirect: 'manual' }).then(async (res): Promise<RawResponse> => ({
      status: res.status,
      headers: Object.fromEntries([...res.headers].map(([k, v]) => [k.toLowerCase(), v])),
      body: await res.text(),
    }));

  it.for([
    ['page 200', '/br', 200],
    ['file 200', '/robots.txt', 200],
    ['admin shell 200', '/admin/edit/1', 200],
    ['coming-soon 404', '/es/qualquer', 404],
    ['legacy redirect 301', '/sobre', 301],
    ['unknown page 404', '/nada/aqui', 404],
    ['traversal 404', '/../../etc/passwd', 404],
    ['server error 500', '/us/qualquer', 500],
  ] as const)('pages: %s', async ([what, path, status], ctx) => {
    if (status === 500 && !existsSync(UNREADABLE)) ctx.skip(`${UNREADABLE} is missing (not Linux): no way to make a page unreadable`);
    const res = await rawGet(site.url, path);
    expect(res.status, what).toBe(status);
    expectPageHeaders(res, what);
  });

  it('pages: 304 revalidation and 405 wrong method', async () => {
    const first = await rawGet(site.url, '/br');
    const again = await rawGet(site.url, '/br', { 'If-None-Match': first.headers.etag! });
    expect(again.status).toBe(304);
    expectPageHeaders(again, '304');
    const post = await send(site.url, 'POST', '/br', 'x');
    expect(post.status).toBe(405);
    expectPageHeaders(post, '405');
  });

  it.each([
    ['200', 'GET', '/api/locale-configs/all-locales', undefined, 200],
    ['404 unknown route', 'GET', '/api/nada', undefined, 404],
    ['405 wrong method', 'GET', '/api/contact', undefined, 405],
    ['400 broken JSON', 'POST', '/api/contact', '{"locale":', 400],
    ['401 no session', 'GET', '/api/admin/posts', undefined, 401],
    ['413 body too large', 'POST', '/api/contact', 'x'.repeat(MAX_BODY_BYTES + 1), 413],
  ])('API: %s', async (what, method, path, body, status) => {
    const res = await send(site.url, method, path, body, body ? { 'content-type': 'application/json' } : {});
    expect(res.status, what).toBe(status);
    expect(res.headers['content-type'], what).toMatch(/^application\/json/);
    expectApiHeaders(res, what);
  });

  it('API: 500 when the database fails, with the headers and no stack trace', async () => {
    const res = await send(broken.url, 'GET', '/api/locale-configs/all-locales');
    expect(res.status).toBe(500);
    expect(JSON.parse(res.body)).toEqual({ error: 'internal', message: 'Internal server error' });
    expectApiHeaders(res, '500');
  });
});
