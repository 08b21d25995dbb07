import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../shared/db/connect';
import { migrate } from '../shared/db/migrate';
import { insertLocaleConfigs } from '../shared/db/test-fixtures';
import { LOCALES } from '../shared/locales';
import { startServer, type RunningServer } from './server';
import { freePort } from '../shared/free-port';
import { startScript } from '../shared/start-script';
import { request } from 'node:http';

const dir = mkdtempSync(join(tmpdir(), 'rs-server-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const COMING_SOON = (lang: string) => `<!doctype html><html lang="${lang}"><head><meta name="x-page" content="coming-soon"><title>Em breve</title></head><body><h1>coming soon ${lang}</h1></body></html>`;

/** A small built site: landing, br pages, an active it, a coming-soon es, assets, the admin shell and the 404 page. */
function writeDist(dist: string) {
  const file = (path: string, body: string) => {
    mkdirSync(join(dist, path, '..'), { recursive: true });
    writeFileSync(join(dist, path), body);
  };
  file('index.html', '<h1>landing</h1>');
  file('br/index.html', '<h1>home br</h1>');
  file('br/sobre/index.html', '<h1>sobre br</h1>');
  file('br/meu-post/index.html', `<h1>post</h1><p>${'texto '.repeat(400)}</p>`);
  file('it/index.html', '<h1>home it</h1>');
  file('es/index.html', COMING_SOON('es-ES'));
  file('es/sobre/index.html', COMING_SOON('es-ES'));
  file('_astro/client.Ab12Cd.js', `export const x = 1;${' '.repeat(2000)}`);
  file('robots.txt', 'User-agent: *\nAllow: /\n');
  file('br/rss.xml', '<rss version="2.0"><channel><title>br</title></channel></rss>');
  file('sitemap-index.xml', '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"/>');
  file('admin/index.html', '<div id="admin-root">admin shell</div>');
  file('admin/favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  file('404.html', '<h1>Página não encontrada</h1>');
  file('.build-stamp.json', '{"source":"x"}');
}

describe('api/server.ts over real HTTP', () => {
  let running: RunningServer;
  const dist = join(dir, 'dist');

  beforeAll(async () => {
    writeDist(dist);
    writeFileSync(join(dir, 'secret.txt'), 'secret');
    const db = connect('sqlite::memory:');
    await migrate(db);
    await insertLocaleConfigs(db);
    running = await startServer({ deps: { db }, distDir: dist, port: 0, host: '127.0.0.1' });
  });
  afterAll(() => running.close());

  const get = (path: string, init?: RequestInit) => fetch(`${running.url}${path}`, { redirect: 'manual', ...init });
  const expectSecurityHeaders = (res: Response) => {
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  };
  /** GETs each path and expects that status, a body containing `text`, the given headers and the security headers. */
  const expectAnswers = async (paths: string[], status: number, text: string, headers: Record<string, string>) => {
    for (const path of paths) {
      const res = await get(path);
      expect(res.status, path).toBe(status);
      expect(await res.text()).toContain(text);
      for (const [name, value] of Object.entries(headers)) expect(res.headers.get(name), `${path} ${name}`).toBe(value);
      expectSecurityHeaders(res);
    }
  };

  describe('built files', () => {
    it('serves the pages at one address each (a trailing slash or /index.html is a 301 to it), with security headers', async () => {
      const res = await get('/');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await res.text()).toBe('<h1>landing</h1>');
      expectSecurityHeaders(res);
      expect(await (await get('/br')).text()).toBe('<h1>home br</h1>');
      expect(await (await get('/br/sobre')).text()).toBe('<h1>sobre br</h1>');
      for (const [other, canonical] of [['/br/', '/br'], ['/br/index.html', '/br'], ['/br/sobre/', '/br/sobre'], ['/br/sobre/index.html', '/br/sobre'], ['/index.html', '/'], ['/br/sobre/?x=1', '/br/sobre?x=1']]) {
        const moved = await get(other!, { redirect: 'manual' });
        expect(moved.status, other).toBe(301);
        expect(new URL(moved.headers.get('location')!, 'http://x').pathname + new URL(moved.headers.get('location')!, 'http://x').search, other).toBe(canonical);
      }
      // No file at the canonical address: no redirect, the 404 page.
      expect((await get('/br/nada/', { redirect: 'manual' })).status).toBe(404);
      const robots = await get('/robots.txt');
      expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    });

    it('bounds slow and idle clients: header, request and keep-alive timeouts and a connection cap', () => {
      const { headersTimeout, requestTimeout, keepAliveTimeout, maxConnections } = running.server;
      expect({ headersTimeout, requestTimeout, keepAliveTimeout, maxConnections }).toEqual({ headersTimeout: 15_000, requestTimeout: 30_000, keepAliveTimeout: 5_000, maxConnections: 1_000 });
    });

    it('keeps hashed assets for a year and makes HTML revalidate', async () => {
      const asset = await get('/_astro/client.Ab12Cd.js');
      expect(asset.status).toBe(200);
      expect(asset.headers.get('content-type')).toMatch(/javascript/);
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const page = await get('/br/sobre');
      expect(page.headers.get('cache-control')).toMatch(/max-age=0.*must-revalidate/);
    });

    it('lets a shared cache keep pages, feeds and sitemaps (browsers revalidate), each tagged with its path and locale', async () => {
      for (const [path, tags] of [['/br/sobre', ['/br/sobre', 'locale:br']], ['/br', ['/br', 'locale:br']], ['/it', ['/it', 'locale:it']], ['/br/rss.xml', ['/br/rss.xml', 'locale:br']], ['/sitemap-index.xml', ['/sitemap-index.xml', 'site']], ['/', ['/', 'site']]] as const) {
        const res = await get(path);
        expect(res.status, path).toBe(200);
        const cc = res.headers.get('cache-control')!;
        expect(cc, path).toMatch(/(^|, )public(,|$)/);
        expect(cc, path).toMatch(/(^|, )max-age=0(,|$)/);
        expect(cc, path).toContain('must-revalidate');
        expect(Number(cc.match(/s-maxage=(\d+)/)?.[1]), path).toBeGreaterThanOrEqual(60);
        expect(res.headers.get('cache-tag'), path).toBe(tags.join(','));
        expect(res.headers.get('surrogate-key'), path).toBe(tags.join(' '));
      }
      // Not cached by a CDN, or never changed: no tags.
      for (const path of ['/admin', '/admin/login', '/_astro/client.Ab12Cd.js', '/br/nada']) expect((await get(path)).headers.get('cache-tag'), path).toBeNull();
      expect((await get('/br/nada')).headers.get('cache-control')).toBe('no-store');
      expect((await get('/api/admin/me')).headers.get('cache-control')).not.toMatch(/public|s-maxage/);
    });

    it('answers 304 to a matching If-None-Match and a new ETag after a rebuild', async () => {
      const first = await get('/br/sobre');
      const etag = first.headers.get('etag')!;
      expect(etag).toBeTruthy();
      const again = await get('/br/sobre', { headers: { 'If-None-Match': etag } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      writeFileSync(join(dist, 'br/sobre/index.html'), '<h1>sobre br, nova versão</h1>');
      utimesSync(join(dist, 'br/sobre/index.html'), new Date(), new Date(Date.now() + 5000));
      const changed = await get('/br/sobre', { headers: { 'If-None-Match': etag } });
      expect(changed.status).toBe(200);
      expect(await changed.text()).toBe('<h1>sobre br, nova versão</h1>');
    });

    it('compresses text for clients that accept gzip', async () => {
      const raw = await new Promise<{ encoding?: string; body: Buffer }>((resolveBody, reject) => {
        const req = request(`${running.url}/br/meu-post`, { headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolveBody({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
        });
        req.on('error', reject);
        req.end();
      });
      expect(raw.encoding).toBe('gzip');
      expect(gunzipSync(raw.body).toString()).toContain('<h1>post</h1>');
    });

    it('answers HEAD with headers only', async () => {
      const res = await get('/br', { method: 'HEAD' });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await res.text()).toBe('');
    });

    it('refuses writes to pages with 405', async () => {
      const res = await get('/br', { method: 'POST', body: 'x' });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('GET, HEAD');
      expectSecurityHeaders(res);
    });
  });

  describe('not found', () => {
    it('answers unknown pages with the 404 page, status 404, no caching and security headers', async () => {
      await expectAnswers(['/br/does/not/exist', '/nothing', '/it/unknown-post', '/fr/x'], 404, 'Página não encontrada', { 'cache-control': 'no-store' });
    });

    it('keeps answering the API in JSON', async () => {
      const res = await get('/api/nope');
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect((await get('/api/locale-configs/all-locales')).status).toBe(200);
    });

    it('never serves files outside dist/ or hidden files', async () => {
      for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/..%2fsecret.txt', '/br/..%5c..%5csecret.txt', '/br/%2e%2e/%2e%2e/secret.txt', '/%00', '/%E0%A4%A']) {
        const res = await get(path);
        expect(res.status, path).toBe(404);
        expect(await res.text()).not.toContain('secret');
      }
      expect((await get('/.build-stamp.json')).status).toBe(404);
    });
  });

  describe('coming-soon locales', () => {
    it('answers every unknown path below an inactive locale with the coming-soon page and status 404, not indexed', async () => {
      await expectAnswers(['/es/un-post', '/es/resena/algo', '/es/categoria/x/y'], 404, 'coming soon es-ES', { 'x-robots-tag': 'noindex' });
      // Its own pre-rendered pages are served as files.
      const home = await get('/es');
      expect(home.status).toBe(200);
      expect(home.headers.get('x-robots-tag')).toBeNull();
    });

    it('follows a rebuild that activates the locale', async () => {
      const page = join(dist, 'es/index.html');
      writeFileSync(page, '<h1>home es</h1>');
      utimesSync(page, new Date(), new Date(Date.now() + 10_000));
      expect(await (await get('/es/un-post')).text()).not.toContain('coming soon');
      writeFileSync(page, COMING_SOON('es-ES'));
      utimesSync(page, new Date(), new Date(Date.now() + 20_000));
      expect(await (await get('/es/un-post')).text()).toContain('coming soon es-ES');
    });
  });

  describe('admin', () => {
    it('serves the admin shell at /admin and at every admin path that is not a file', async () => {
      const paths = ['/admin', '/admin/login', '/admin/edit-post/12', '/admin/products/edit/3', '/admin/cron'];
      await expectAnswers(paths, 200, 'admin shell', { 'x-robots-tag': 'noindex, nofollow' });
      // The shell's own file has one address, like every page.
      expect((await get('/admin/')).headers.get('location')).toBe('/admin');
      const icon = await get('/admin/favicon.svg');
      expect(icon.headers.get('content-type')).toMatch(/image\/svg/);
    });
  });

  describe('redirects', () => {
    const cases: [string, string][] = [
      ['/post/melhores-fones', '/br/melhores-fones'],
      ['/categoria/tecnologia', '/br/categoria/tecnologia'],
      ['/categorias', '/br/categorias'],
      ['/sobre', '/br/sobre'],
      ['/privacidade/', '/br/privacidade'],
      ['/termos', '/br/termos'],
      ['/afiliados', '/br/afiliados'],
      ['/contato', '/br/contato'],
      ['/post/x?utm_source=news&a=1', '/br/x?utm_source=news&a=1'],
      ...LOCALES.map((l): [string, string] => [`/${l}/admin`, '/admin']),
      ['/it/admin/edit-post/7?tab=seo', '/admin/edit-post/7?tab=seo'],
      ['/es/admin/login', '/admin/login'],
    ];
    for (const [from, to] of cases) {
      it(`${from} → 301 ${to}`, async () => {
        const res = await get(from);
        expect(res.status).toBe(301);
        expect(res.headers.get('location')).toBe(to);
        expectSecurityHeaders(res);
      });
    }
  });
});

describe('api/server.ts without a build', () => {
  it('shows a placeholder that points to the build command, and 404 elsewhere', async () => {
    const db = connect('sqlite::memory:');
    await migrate(db);
    const running = await startServer({ deps: { db }, distDir: join(dir, 'missing'), port: 0, host: '127.0.0.1' });
    try {
      const res = await fetch(running.url);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('npm run build');
      const missing = await fetch(`${running.url}/br`);
      expect(missing.status).toBe(404);
      expect(await missing.text()).toContain('Página não encontrada');
      expect((await fetch(`${running.url}/admin`)).status).toBe(404);
    } finally {
      await running.close();
    }
  });
});

describe('api/server.ts as a process', () => {
  it('starts from the environment, prints its URL and exits 0 on SIGTERM', async () => {
    const port = await freePort();
    const server = await startScript('api/server.ts', { PORT: String(port), DATABASE_URL: `sqlite:${join(dir, 'proc', 'site.db')}` }, 'Serving', 15_000);
    expect(server.output()).toContain(`http://localhost:${port}`);
    const res = await fetch(`http://127.0.0.1:${port}/api/settings/site_name`);
    expect(await res.json()).toEqual({ key: 'site_name', value: 'ReviewHub' });
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it('stops with one line naming a bad variable', async () => {
    const server = await startScript('api/server.ts', { PORT: 'eighty' });
    expect(await server.exited).toBe(1);
    expect(server.output().trim()).toBe('Invalid environment: PORT must be an integer from 1 to 65535 (got "eighty")');
  });
});
