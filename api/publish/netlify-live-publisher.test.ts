/**
 * The Netlify mode's publisher (issue 23): a content change renders its pages into Netlify Blobs
 * (@netlify/blobs' own local server) and purges their tags (a fake of Netlify's purge API), with no
 * build hook POST; site-wide changes and full rebuilds POST the hook. On SQLite and PostgreSQL.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getStore } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { seedDemo } from '../../content-scripts/seed/seed';
import { recordMove } from '../../shared/db/queries/redirects';
import { describeEachDatabase } from '../../shared/db/testing';
import { createBlobsPageStore, PAGES_BLOB_STORE, type PageStore } from '../netlify-page-store';
import { startFakeBuildHook, startFakeNetlifyApi, type FakeBuildHook, type FakeNetlifyApi } from '../netlify-testing';
import { localizedChange, siteWideChange } from './content-change';
import { createNetlifyLivePublisher } from './netlify-live-publisher';
import { createPagePublisher, type PagePublishResult } from './netlify-page-publisher';
import { createNetlifyPublisher } from './netlify-publisher';
import { createNetlifyPurge } from './netlify-purge';
import { startFakeIndexNow } from './indexnow/indexnow-fake';
import { createIndexNowClient, submissionUrls } from './indexnow/protocol';
import { createIndexNowQueue } from './indexnow/submissions';
import type { SiteRenderer } from './renderer/site-renderer';
import { loadTestRenderer } from './testing';

const NOW = new Date('2026-11-21T12:00:00Z');
let blobs: BlobsServer;
let blobsDir: string;
let store: PageStore;
let hook: FakeBuildHook;
let api: FakeNetlifyApi;
let renderer: SiteRenderer;

beforeAll(async () => {
  blobsDir = await mkdtemp(join(tmpdir(), 'pages-blobs-'));
  blobs = new BlobsServer({ directory: blobsDir, token: 'blobs-token' });
  const { port } = await blobs.start();
  const edgeURL = `http://localhost:${port}`;
  store = createBlobsPageStore(getStore({ name: PAGES_BLOB_STORE, siteID: 'site-1', token: 'blobs-token', edgeURL, uncachedEdgeURL: edgeURL, consistency: 'strong' }));
  hook = await startFakeBuildHook({ path: '/build_hooks/abc' });
  api = await startFakeNetlifyApi({ token: 'nfp_token', siteId: 'site-1' });
  renderer = await loadTestRenderer();
}, 300_000);

afterAll(async () => {
  await hook?.close();
  await api?.close();
  await blobs?.stop();
  await rm(blobsDir, { recursive: true, force: true });
});

beforeEach(() => {
  hook.received = [];
  api.purges = [];
  api.requests = 0;
});

const decode = (body: Uint8Array) => Buffer.from(body).toString('utf8');

describeEachDatabase('Netlify publisher: pages to Blobs, builds only for the whole site', (getDb) => {
  const results: PagePublishResult[] = [];
  const publisher = () => {
    const db = getDb();
    const publish = createPagePublisher({ db, renderer: async () => renderer, store, purge: createNetlifyPurge({ siteId: 'site-1', token: 'nfp_token', apiUrl: api.url }), now: () => NOW, log: () => {} });
    return createNetlifyLivePublisher({
      builds: createNetlifyPublisher({ hookUrl: hook.url, log: () => {}, windowMs: 0 }),
      publishPages: async (changes) => results.push(await publish(changes)),
      log: (line) => {
        throw new Error(line);
      },
    });
  };

  async function postRow(id: number) {
    const r = await getDb().kysely.selectFrom('posts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    return { id: r.id, locale: r.locale, slug: r.slug, categoryId: r.category_id, translationKey: r.translation_key, status: r.status, publishedAt: r.published_at };
  }
  const firstBrPost = async () => (await getDb().kysely.selectFrom('posts').select('id').where('locale', '=', 'br').where('status', '=', 'published').orderBy('published_at', 'desc').executeTakeFirstOrThrow()).id;

  it('a title edit: no build hook POST; the post page and the pages listing it are in Blobs with the new title, the post page purged first', async () => {
    const db = getDb();
    const id = await firstBrPost();
    const before = await postRow(id);
    await db.kysely.updateTable('posts').set({ title: 'Título salvo sem build' }).where('id', '=', id).execute();
    await publisher().request(localizedChange('post')('update', before, before));

    expect(hook.received).toEqual([]);
    const own = await store.get(`br/${before.slug}/index.html`);
    expect(own).toMatchObject({ status: 200, renderedAt: NOW.toISOString() });
    expect(decode(own!.body)).toContain('Título salvo sem build');
    // The page is the renderer's: byte for byte what the full build writes for the same data.
    const rendered = await renderer.renderFile(renderer.entry('site/pages/[locale]/[slug].astro', `/br/${before.slug}`), { now: NOW, db, build: -1 });
    expect(Buffer.from(own!.body).equals(Buffer.from(rendered.bytes))).toBe(true);
    // The newest post is on the locale home: republished and purged too.
    expect(decode((await store.get('br/index.html'))!.body)).toContain('Título salvo sem build');
    expect(api.purges[0]!.tags).toEqual([`page:/br/${before.slug}`]);
    const purged = api.purges.flatMap((p) => p.tags);
    expect(purged).toContain('page:/br');

    const result = results.at(-1)!;
    expect(purged.sort()).toEqual([...result.written, ...result.removed].map((p) => `page:${p}`).sort());
    expect(result.apiCalls).toBe(result.written.length + result.removed.length + api.purges.length);
    expect(result.bytes).toBeGreaterThan(own!.body.byteLength);
    const run = await db.kysely.selectFrom('build_runs').select(['kind', 'status', 'pages']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(run).toEqual({ kind: 'incremental', status: 'succeeded', pages: result.written.length + result.removed.length });
  });

  it('a renamed post: the new path is a page, the old one answers the 301 the redirect table recorded', async () => {
    const db = getDb();
    const id = await firstBrPost();
    const before = await postRow(id);
    const slug = `${before.slug}-novo`;
    await db.kysely.updateTable('posts').set({ slug }).where('id', '=', id).execute();
    await recordMove(db.kysely, { from: `/br/${before.slug}`, to: `/br/${slug}`, prefix: false, entity: 'post', entityId: id, at: NOW.toISOString() });
    await publisher().request(localizedChange('post')('update', before, { ...before, slug }));

    expect(hook.received).toEqual([]);
    expect((await store.get(`br/${slug}/index.html`))?.status).toBe(200);
    expect(await store.get(`br/${before.slug}/index.html`)).toMatchObject({ status: 301, location: `/br/${slug}`, body: new Uint8Array() });
    expect(results.at(-1)!.removed).toContain(`/br/${before.slug}`);
  });

  it('an unpublished post: its path is stored as 404', async () => {
    const db = getDb();
    const id = await firstBrPost();
    const before = await postRow(id);
    await db.kysely.updateTable('posts').set({ status: 'draft' }).where('id', '=', id).execute();
    await publisher().request(localizedChange('post')('update', before, { ...before, status: 'draft' }));
    expect(await store.get(`br/${before.slug}/index.html`)).toMatchObject({ status: 404 });
    expect(hook.received).toEqual([]);
  });

  it('queues a save\'s stored pages for IndexNow, sent when the render function flushes (issue 27)', async () => {
    const db = getDb();
    const site = 'https://reviews.example';
    const endpoint = await startFakeIndexNow();
    try {
      const indexNow = createIndexNowQueue({ db, submit: createIndexNowClient({ endpoint: endpoint.endpoint, key: 'chave-indexnow-netlify', siteUrl: site }), siteUrl: site, log: () => {} });
      const publish = createPagePublisher({ db, renderer: async () => renderer, store, purge: createNetlifyPurge({ siteId: 'site-1', token: 'nfp_token', apiUrl: api.url }), indexNow, now: () => NOW, log: () => {} });
      const before = await postRow(await firstBrPost());
      const result = await publish([localizedChange('post')('update', before, before)]);
      expect(endpoint.submissions).toEqual([]);
      await indexNow.flush();
      expect(endpoint.submissions.map((s) => s.urlList)).toEqual([submissionUrls(site, [...result.written, ...result.removed])]);
      expect(endpoint.submissions[0]!.urlList).toContain(`${site}/br/${before.slug}`);
      const run = await db.kysely.selectFrom('build_runs').select(['indexnow_status', 'indexnow_answer']).orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(run).toEqual({ indexnow_status: 'succeeded', indexnow_answer: 'HTTP 202' });
    } finally {
      await endpoint.close();
    }
  });

  it('a category change and an admin full rebuild POST the build hook and store no page', async () => {
    const p = publisher();
    const before = results.length;
    await p.request(siteWideChange('category', (r: { id: number }) => r.id)('update', { id: 1 }, { id: 1 }));
    await p.rebuild('admin:alice');
    expect(hook.received.map((r) => r.title)).toEqual(['publish: update category 1 [br,it,mx,es,us]', 'rebuild: admin:alice']);
    expect(results.length).toBe(before);
    expect(api.purges).toEqual([]);
  });
}, async (db) => {
  await seedDemo(db, { now: NOW });
});
