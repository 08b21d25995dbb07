/**
 * Bench section `netlify` (issue 23 item 2): what one publish costs in Netlify mode, where a save
 * renders its pages into Netlify Blobs and purges their tags instead of asking for a build. The
 * same publisher the background function runs (api/publish/netlify-page-publisher.ts), against
 * @netlify/blobs' own local server and a fake of Netlify's purge endpoint, on a seeded SQLite
 * corpus of `scale` posts per active locale. Counts per publish: pages written, bytes stored, Netlify
 * API calls (Blobs writes + purge requests) and the time; and the build minutes a day left.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getStore } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';
import { seedDemo } from '../content-scripts/seed/seed';
import { createBlobsPageStore, PAGES_BLOB_STORE } from '../api/netlify-page-store';
import { startFakeNetlifyApi } from '../api/netlify-testing';
import { withBuildLock } from '../api/publish/build-site';
import { localizedChange } from '../api/publish/content-change';
import { createPagePublisher, type PagePublishResult } from '../api/publish/netlify-page-publisher';
import { createNetlifyPurge } from '../api/publish/netlify-purge';
import { ensureRendererBundle } from '../api/publish/renderer/bundle';
import { loadSiteRenderer } from '../api/publish/renderer/site-renderer';
import type { ContentChange } from '../api/publish/publisher';
import { connect, type Db } from '../shared/db/connect';
import { migrate } from '../shared/db/migrate';
import type { TargetRow } from './results-file';

export const NETLIFY_HEADING = '## Netlify mode: publish without a build';

async function postRow(db: Db, id: number) {
  const r = await db.kysely.selectFrom('posts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return { id: r.id, locale: r.locale, slug: r.slug, categoryId: r.category_id, translationKey: r.translation_key, status: r.status, publishedAt: r.published_at };
}

async function productRow(db: Db, id: number) {
  const r = await db.kysely.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return { id: r.id, locale: r.locale, slug: r.slug, categoryId: r.category_id, translationKey: r.translation_key ?? null, status: 'published', publishedAt: null };
}

export async function netlifySection(scale: number, log = console.log): Promise<{ markdown: string; targets: TargetRow[] }> {
  const now = new Date();
  const dir = await mkdtemp(join(tmpdir(), 'bench-netlify-'));
  const blobs = new BlobsServer({ directory: join(dir, 'blobs'), token: 't' });
  const api = await startFakeNetlifyApi({ token: 'nfp', siteId: 'bench' });
  const db = connect(`sqlite:${join(dir, 'site.db')}`);
  try {
    const { port } = await blobs.start();
    const edgeURL = `http://localhost:${port}`;
    await migrate(db);
    const seeded = await seedDemo(db, { postsPerLocale: scale, now });
    const posts = Number((await db.kysely.selectFrom('posts').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    log(`netlify: seeded ${posts} posts in ${(seeded.ms / 1000).toFixed(0)} s`);
    const renderer = await loadSiteRenderer((await withBuildLock(process.cwd(), () => ensureRendererBundle({ root: process.cwd() }))).dir);
    const store = createBlobsPageStore(getStore({ name: PAGES_BLOB_STORE, siteID: 'bench', token: 't', edgeURL, uncachedEdgeURL: edgeURL, consistency: 'strong' }));
    const publish = createPagePublisher({ db, renderer: async () => renderer, store, purge: createNetlifyPurge({ siteId: 'bench', token: 'nfp', apiUrl: api.url }), log: () => {} });

    const brPosts = await db.kysely.selectFrom('posts').select('id').where('locale', '=', 'br').where('status', '=', 'published').where('published_at', '<=', now.toISOString()).orderBy('published_at', 'desc').orderBy('id', 'desc').execute();
    const newest = brPosts[0]!.id;
    const deep = brPosts[Math.floor(brPosts.length / 2)]!.id;
    const product = (await db.kysely.selectFrom('products').select('id').where('locale', '=', 'br').orderBy('id').executeTakeFirstOrThrow()).id;

    const cases: { label: string; change: () => Promise<ContentChange> }[] = [
      { label: 'title edit of a post deep in the archive', change: async () => { const r = await postRow(db, deep); await db.kysely.updateTable('posts').set({ title: 'Editado (bench)' }).where('id', '=', deep).execute(); return localizedChange('post')('update', r, r); } },
      { label: 'title edit of the newest post (on the home and feed)', change: async () => { const r = await postRow(db, newest); await db.kysely.updateTable('posts').set({ title: 'Editado (bench) 2' }).where('id', '=', newest).execute(); return localizedChange('post')('update', r, r); } },
      { label: 'scheduled publication of a post (new at the top of its lists)', change: async () => {
        const r = await postRow(db, deep);
        const at = new Date(now.getTime() - 1000).toISOString();
        await db.kysely.updateTable('posts').set({ published_at: at }).where('id', '=', deep).execute();
        return localizedChange('post')('update', r, { ...r, publishedAt: at });
      } },
      { label: 'price refresh of one product', change: async () => { const r = await productRow(db, product); return localizedChange('product')('update', r, r); } },
    ];
    const rows: { label: string; r: PagePublishResult }[] = [];
    for (const c of cases) {
      const r = await publish([await c.change()]);
      rows.push({ label: c.label, r });
      log(`netlify: ${c.label}: ${r.written.length + r.removed.length} pages, ${r.bytes} bytes, ${r.apiCalls} API calls, ${r.ms} ms`);
    }
    const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
    const markdown = `${NETLIFY_HEADING} (${posts.toLocaleString('en')} posts)

Each publish as the background function runs it (api/publish/netlify-page-publisher.ts): the affected pages
rendered by the renderer bundle, stored in Netlify Blobs (@netlify/blobs' local server here), their tags purged
through a fake of \`POST /api/v1/purge\` (the row's own page in a first call, the rest in a second). No Netlify
build for any of them: build minutes a day for content are 0, with the 15-minute price refresh too (96 runs a
day, each product it changes one publish like the last row). Builds left: the nightly regeneration (one full
build a day), code deploys and the admin's "full rebuild".

| publish | pages written | bytes to Blobs | Netlify API calls | time |
|---|---|---|---|---|
${rows.map(({ label, r }) => `| ${label} | ${r.written.length + r.removed.length} | ${kb(r.bytes)} | ${r.apiCalls} | ${(r.ms / 1000).toFixed(2)} s |`).join('\n')}
`;
    return { markdown, targets: [] };
  } finally {
    await db.close();
    await api.close();
    await blobs.stop();
    await rm(dir, { recursive: true, force: true });
  }
}
