/**
 * The pages function of the Netlify mode (issue 23) against @netlify/blobs' local server and a
 * static origin standing for the deploy's files (Netlify serves a missing file with 404.html, 404).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { getStore } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlobsPageStore, PAGES_BLOB_STORE, type PageStore } from './netlify-page-store';
import { createNetlifyPagesHandler, DEPLOY_ENDPOINTS_DIR, DEPLOY_INFO_FILE, deployRedirect, fileOfPath, PAGE_CDN_CACHE, type DeployInfo } from './netlify-pages';

const BUILT_AT = '2026-11-21T12:00:00.000Z';
const LATER = '2026-11-21T12:05:00.000Z';
const EARLIER = '2026-11-21T11:55:00.000Z';
const utf8 = (text: string) => new TextEncoder().encode(text);

let dist: string;
let blobsDir: string;
let blobs: BlobsServer;
let origin: Server;
let base: string;
let store: PageStore;
let staticHits: string[] = [];

function write(file: string, text: string) {
  mkdirSync(dirname(join(dist, file)), { recursive: true });
  writeFileSync(join(dist, file), text);
}

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'pages-dist-'));
  blobsDir = await mkdtemp(join(tmpdir(), 'pages-fn-blobs-'));
  const info: DeployInfo = {
    builtAt: BUILT_AT,
    redirects: [{ from: '/br/velho', to: '/br/novo', status: 301, prefix: false }, { from: '/br/apagado', to: null, status: 410, prefix: false }, { from: '/br/admin', to: '/admin', status: 301, prefix: true, force: true }],
    comingSoon: ['es'],
  };
  write('es/index.html', '<h1>em breve</h1>');
  write(DEPLOY_INFO_FILE, JSON.stringify(info));
  write('br/deploy/index.html', '<h1>deploy</h1>');
  write('br/editado/index.html', '<h1>antes</h1>');
  write('br/antigo/index.html', '<h1>deploy mais novo</h1>');
  write('404.html', '<h1>404</h1>');
  write(`${DEPLOY_ENDPOINTS_DIR}/sitemap-br.xml`, '<urlset/>');
  origin = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url!, 'http://x').pathname);
    staticHits.push(path);
    const file = join(dist, path);
    if (existsSync(file) && path.includes('.')) res.writeHead(200, { 'content-type': path.endsWith('.xml') ? 'application/xml' : 'text/html; charset=UTF-8' }).end(readFileSync(file));
    else res.writeHead(404, { 'content-type': 'text/html; charset=UTF-8' }).end(readFileSync(join(dist, '404.html')));
  });
  await new Promise<void>((done) => origin.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(origin.address() as AddressInfo).port}`;
  blobs = new BlobsServer({ directory: blobsDir, token: 't' });
  const { port } = await blobs.start();
  const edgeURL = `http://localhost:${port}`;
  store = createBlobsPageStore(getStore({ name: PAGES_BLOB_STORE, siteID: 's', token: 't', edgeURL, uncachedEdgeURL: edgeURL, consistency: 'strong' }));
  await store.put('br/editado/index.html', { body: utf8('<h1>depois</h1>'), renderedAt: LATER, status: 200 });
  await store.put('br/antigo/index.html', { body: utf8('<h1>blob velho</h1>'), renderedAt: EARLIER, status: 200 });
  await store.put('br/renomeado/index.html', { body: new Uint8Array(), renderedAt: LATER, status: 301, location: '/br/renomeado-2' });
  await store.put('br/despublicado/index.html', { body: new Uint8Array(), renderedAt: LATER, status: 404 });
  await store.put('br/novo-post/index.html', { body: utf8('<h1>novo</h1>'), renderedAt: LATER, status: 200 });
});

afterAll(async () => {
  await blobs?.stop();
  await new Promise<void>((done) => (origin ? origin.close(() => done()) : done()));
  await rm(dist, { recursive: true, force: true });
  await rm(blobsDir, { recursive: true, force: true });
});

describe('Netlify pages function', () => {
  const handler = () => createNetlifyPagesHandler({ store, log: () => {} });
  const get = async (path: string, method = 'GET') => {
    const res = await handler()(new Request(`${base}${path}`, { method }));
    return { status: res.status, body: await res.text(), source: res.headers.get('x-page-source'), tag: res.headers.get('netlify-cache-tag'), cdn: res.headers.get('netlify-cdn-cache-control'), browser: res.headers.get('cache-control'), location: res.headers.get('location'), csp: res.headers.get('content-security-policy'), type: res.headers.get('content-type') };
  };

  it('answers a page saved after the deploy from Blobs, durable on the CDN, tagged, with the pages\' security headers', async () => {
    const res = await get('/br/editado/');
    expect(res).toMatchObject({ status: 200, body: '<h1>depois</h1>', source: 'blob', tag: 'page:/br/editado', cdn: PAGE_CDN_CACHE, browser: 'public, max-age=0, must-revalidate', type: 'text/html; charset=utf-8' });
    expect(res.csp).toContain("default-src 'self'");
    // A page the deploy does not have yet (a new post).
    expect(await get('/br/novo-post')).toMatchObject({ status: 200, body: '<h1>novo</h1>', source: 'blob' });
  });

  it('answers the deploy\'s file when there is no blob, or only one older than the deploy', async () => {
    expect(await get('/br/deploy')).toMatchObject({ status: 200, body: '<h1>deploy</h1>', source: 'deploy', tag: 'page:/br/deploy', cdn: PAGE_CDN_CACHE });
    expect(await get('/br/antigo')).toMatchObject({ status: 200, body: '<h1>deploy mais novo</h1>', source: 'deploy' });
    expect(await get('/sitemap-br.xml')).toMatchObject({ status: 200, body: '<urlset/>', source: 'deploy', tag: 'page:/sitemap-br.xml' });
    expect(staticHits).toContain(`/${DEPLOY_ENDPOINTS_DIR}/sitemap-br.xml`);
  });

  it('answers a renamed page\'s 301 and an unpublished page\'s 404 from Blobs; the deploy\'s redirects for paths without a file', async () => {
    expect(await get('/br/renomeado')).toMatchObject({ status: 301, location: '/br/renomeado-2', source: 'blob', tag: 'page:/br/renomeado' });
    const gone = await get('/br/despublicado');
    expect(gone).toMatchObject({ status: 404, body: '<h1>404</h1>', source: 'blob', cdn: 'public, durable, s-maxage=60' });
    expect(await get('/br/velho')).toMatchObject({ status: 301, location: '/br/novo', source: 'deploy' });
    expect(await get('/br/apagado')).toMatchObject({ status: 410, body: '<h1>404</h1>' });
    // netlify.toml's forced /L/admin rules, and a coming-soon locale's page below it.
    expect(await get('/br/admin/cron')).toMatchObject({ status: 301, location: '/admin/cron' });
    expect(await get('/es/qualquer/coisa')).toMatchObject({ status: 404, body: '<h1>em breve</h1>' });
    // Unknown: 404, tagged, kept a minute only (publishing a page there purges it).
    expect(await get('/br/nada')).toMatchObject({ status: 404, tag: 'page:/br/nada', cdn: 'public, durable, s-maxage=60' });
  });

  it('answers HEAD without a body and refuses other methods', async () => {
    expect(await get('/br/editado', 'HEAD')).toMatchObject({ status: 200, body: '' });
    expect((await get('/br/editado', 'POST')).status).toBe(405);
  });

  it('without the deploy\'s info, serves the deploy\'s files for a minute only, and reads the info again next time', async () => {
    const fetchNoInfo: typeof fetch = (input, init) => (String(input).includes(DEPLOY_INFO_FILE) ? Promise.resolve(new Response('nope', { status: 404 })) : fetch(input, init));
    const fn = createNetlifyPagesHandler({ store, fetch: fetchNoInfo, log: () => {} });
    const res = await fn(new Request(`${base}/br/editado`));
    expect({ body: await res.text(), cdn: res.headers.get('netlify-cdn-cache-control') }).toEqual({ body: '<h1>antes</h1>', cdn: 'public, durable, s-maxage=60' });
  });
});

describe('paths and redirects', () => {
  it('maps URL paths to the site\'s files', () => {
    expect(['/br', '/br/foo/', '/', '/404', '/sitemap-br-posts-0.xml', '/br/rss.xml'].map(fileOfPath)).toEqual(['br/index.html', 'br/foo/index.html', 'index.html', '404.html', 'sitemap-br-posts-0.xml', 'br/rss.xml']);
  });
  it('applies prefix redirects to the paths below, longest rule first', () => {
    const info: DeployInfo = { builtAt: BUILT_AT, redirects: [{ from: '/br/categoria/a', to: '/br/categoria/b', status: 301, prefix: true }, { from: '/br/categoria/a/pagina/2', to: null, status: 410, prefix: false }] };
    expect(deployRedirect(info, '/br/categoria/a/pagina/3')).toEqual({ status: 301, location: '/br/categoria/b/pagina/3' });
    expect(deployRedirect(info, '/br/categoria/a/pagina/2')).toEqual({ status: 410 });
    expect(deployRedirect(info, '/br/categoria/ab')).toBeUndefined();
  });
});
