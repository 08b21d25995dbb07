/**
 * The self-hosted publisher end to end on a real SQLite file, the real renderer bundle and real
 * files: full builds swap atomically, a failed build leaves the site serving, triggers coalesce,
 * and an incremental render writes exactly what a full build writes for the same data.
 */
import { existsSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from './build-site';
import { seedDemo } from '../../content-scripts/seed/seed';
import { connect, type Db } from '../../shared/db/connect';
import { migrate } from '../../shared/db/migrate';
import { getBuildRun, listBuildRuns } from '../../shared/db/queries/build-runs';
import { createSiteApp } from '../server';
import { readStamp, sourceFingerprint, STAMP_FILE } from './fingerprint';
import { createLocalPublisher, type LocalPublisher } from './local-publisher';
import { PAGE } from './renderer/routes';
import { differingPages } from './testing';
import { localizedChange } from './content-change';
import { startFakeIndexNow } from './indexnow/indexnow-fake';
import { createIndexNowClient } from './indexnow/protocol';
import { createIndexNowQueue } from './indexnow/submissions';

const NOW = new Date('2026-11-21T12:00:00Z');

describe('local publisher [sqlite]', { timeout: 240_000 }, () => {
  let dir: string;
  let db: Db;
  let url: string;
  let distDir: string;
  let publisher: LocalPublisher;
  /** What the publisher logged, in order. */
  const logged: string[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'publisher-'));
    url = `sqlite:${join(dir, 'site.db')}`;
    distDir = join(dir, 'dist');
    db = connect(url);
    await migrate(db);
    await seedDemo(db, { now: new Date('2026-11-20T00:00:00Z') });
    publisher = await createLocalPublisher({ db, databaseUrl: url, distDir, now: () => NOW, log: (line) => logged.push(line), reconcileAfterMs: 0 });
  }, 60_000);

  afterAll(async () => {
    publisher?.close();
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('builds the whole site into a release and makes it live', async () => {
    const id = await publisher.requestFullBuild('test');
    await publisher.whenIdle();
    const run = await getBuildRun(db, id);
    expect(run).toMatchObject({ kind: 'full', trigger: 'test', status: 'succeeded' });
    expect(run!.pages).toBeGreaterThan(200);
    expect(run!.pagesDone).toBe(run!.pages);
    expect(run!.pagesByLocale!.br).toBeGreaterThan(50);
    expect(realpathSync(distDir)).toContain('dist.releases');
    expect(readFileSync(join(distDir, 'br', 'index.html'), 'utf8')).toContain('</html>');
  });

  it('serves every request whole while a new release is swapped in', async () => {
    const app = createSiteApp({ deps: { db, log: () => {} }, distDir });
    const before = realpathSync(distDir);
    await publisher.requestFullBuild('swap under load');
    const answers: { status: number; complete: boolean }[] = [];
    let building = true;
    const done = publisher.whenIdle().then(() => (building = false));
    while (building) {
      const res = await app.fetch(new Request('http://localhost/br'));
      const body = await res.text();
      answers.push({ status: res.status, complete: body.startsWith('<!DOCTYPE html>') && body.trimEnd().endsWith('</html>') });
      await new Promise((r) => setTimeout(r, 5));
    }
    await done;
    expect(realpathSync(distDir)).not.toBe(before);
    expect(answers.length).toBeGreaterThan(20);
    expect(answers.filter((a) => a.status !== 200 || !a.complete)).toEqual([]);
  });

  it('gives two triggers during one build exactly one follow-up build', async () => {
    const { total: before } = await listBuildRuns(db, { limit: 1, offset: 0, kind: 'full' });
    const first = await publisher.requestFullBuild('first');
    await new Promise((r) => setTimeout(r, 50));
    const second = await publisher.requestFullBuild('second');
    const third = await publisher.requestFullBuild('third');
    expect(second).not.toBe(first);
    expect(third).toBe(second);
    await publisher.whenIdle();
    const { total, items } = await listBuildRuns(db, { limit: 2, offset: 0, kind: 'full' });
    expect(total - before).toBe(2);
    expect(items.map((r) => [r.trigger, r.status])).toEqual([['second', 'succeeded'], ['first', 'succeeded']]);
  });

  it('records a failed build with its log and leaves the live site as it was', async () => {
    const live = realpathSync(distDir);
    const broken = await createLocalPublisher({ db, databaseUrl: `sqlite:${join(dir, 'missing', 'none.db')}`, distDir, now: () => NOW, log: () => {}, reconcileAfterMs: 0 });
    const id = await broken.requestFullBuild('broken database');
    await broken.whenIdle();
    const run = await getBuildRun(db, id);
    expect(run).toMatchObject({ status: 'failed' });
    expect(run!.error).toBeTruthy();
    expect(run!.log).toContain('failed');
    expect(realpathSync(distDir)).toBe(live);
    const res = await createSiteApp({ deps: { db, log: () => {} }, distDir }).fetch(new Request('http://localhost/br'));
    expect(res.status).toBe(200);
  });

  it('ends a build whose start could not be recorded as failed, not queued for ever', async () => {
    const live = realpathSync(distDir);
    // The first write of the run (queued → running) fails, as it would behind a long lock.
    await sql`create trigger refuse_start before update of status on build_runs when new.status = 'running' begin select raise(abort, 'database is locked'); end`.execute(db.kysely);
    try {
      const id = await publisher.requestFullBuild('start refused');
      await publisher.whenIdle();
      expect(await getBuildRun(db, id)).toMatchObject({ status: 'failed', error: expect.stringContaining('database is locked') });
    } finally {
      await sql`drop trigger refuse_start`.execute(db.kysely);
    }
    expect(realpathSync(distDir)).toBe(live);
  });

  it('records a save\'s outcome once a busy database takes the write again, never leaving it running', async () => {
    const post = await db.kysely.selectFrom('posts').select(['id', 'slug', 'category_id']).where('locale', '=', 'br').where('status', '=', 'published').orderBy('id').executeTakeFirstOrThrow();
    // Every outcome write refused while the gate holds a row, as behind another process's long lock.
    await sql`create table busy_gate (x integer)`.execute(db.kysely);
    await sql`insert into busy_gate values (1)`.execute(db.kysely);
    await sql`create trigger refuse_outcome before update of status on build_runs when new.status in ('succeeded', 'failed') and exists (select 1 from busy_gate) begin select raise(abort, 'database is locked'); end`.execute(db.kysely);
    try {
      await db.kysely.updateTable('posts').set({ title: 'Salvo com o banco ocupado', updated_at: NOW.toISOString() }).where('id', '=', post.id).execute();
      const ticket = await publisher.request({ entity: 'post', action: 'update', id: post.id, locales: ['br'], slugBefore: post.slug, slugAfter: post.slug, categoryIds: [post.category_id!], translationKeys: [] });
      const page = join(distDir, 'br', post.slug, 'index.html');
      // The page is written (its outcome write comes right after, and is refused), then the lock goes away.
      while (!readFileSync(page, 'utf8').includes('Salvo com o banco ocupado')) await new Promise((r) => setTimeout(r, 20));
      await new Promise((r) => setTimeout(r, 300));
      expect(await getBuildRun(db, ticket!)).toMatchObject({ status: 'running' });
      await sql`delete from busy_gate`.execute(db.kysely);
      await publisher.whenIdle();
      expect(await getBuildRun(db, ticket!)).toMatchObject({ status: 'succeeded', paths: expect.arrayContaining([`/br/${post.slug}`]) });
    } finally {
      await sql`drop trigger refuse_outcome`.execute(db.kysely);
      await sql`drop table busy_gate`.execute(db.kysely);
    }
  });

  it('re-renders only the affected pages of an edit, byte for byte what a full build writes', async () => {
    const post = await db.kysely.selectFrom('posts').select(['id', 'slug', 'category_id']).where('locale', '=', 'br').where('status', '=', 'published').orderBy('id').executeTakeFirstOrThrow();
    await db.kysely.updateTable('posts').set({ title: 'Título editado pelo teste', updated_at: NOW.toISOString() }).where('id', '=', post.id).execute();
    const ticket = await publisher.request({ entity: 'post', action: 'update', id: post.id, locales: ['br'], slugBefore: post.slug, slugAfter: post.slug, categoryIds: [post.category_id!], translationKeys: [] });
    await publisher.whenIdle();
    // Two runs: the post's pages, then (after a quiet moment) the sitemaps it touched.
    const [sitemaps, run] = (await listBuildRuns(db, { limit: 2, offset: 0 })).items;
    // The request named, at once, the build that published the change (the save's answer names it to the editor).
    expect(run).toMatchObject({ id: ticket, kind: 'incremental', status: 'succeeded', waitingFor: null });
    expect(run!.paths![0]).toBe(`/br/${post.slug}`);
    expect(run!.pages!).toBeLessThan(15);
    expect(sitemaps!.paths!.length).toBeGreaterThan(0);
    expect(sitemaps!.paths!.every((p) => p.startsWith('/sitemap-'))).toBe(true);
    expect(readFileSync(join(distDir, 'br', post.slug, 'index.html'), 'utf8')).toContain('Título editado pelo teste');

    // Nothing missed: the live site is now, file for file, what a full build of the same data writes.
    const fullDir = join(dir, 'full');
    await buildSite({ db, databaseUrl: url, distDir: fullDir, now: NOW });
    expect(differingPages(distDir, fullDir)).toEqual([]);
  });

  it('keeps the live site equal to a full build through publications, moves, re-dating and unpublishing', async () => {
    const change = localizedChange('post');
    const row = async (id: number) => {
      const r = await db.kysely.selectFrom('posts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      return { id: r.id, locale: r.locale, slug: r.slug, categoryId: r.category_id, translationKey: r.translation_key, status: r.status, publishedAt: r.published_at, noindex: r.noindex === 1 };
    };
    let step = 0;
    // Each change through the publisher as a save makes it, then the live site against a full build.
    const edit = async (id: number, values: Record<string, unknown>) => {
      const before = await row(id);
      await db.kysely.updateTable('posts').set({ ...values, updated_at: NOW.toISOString() }).where('id', '=', id).execute();
      publisher.request(change('update', before, await row(id)));
      await publisher.whenIdle();
      const fullDir = join(dir, `full-step-${++step}`);
      await buildSite({ db, databaseUrl: url, distDir: fullDir, now: NOW });
      expect(differingPages(distDir, fullDir), JSON.stringify(values)).toEqual([]);
    };
    await publisher.requestFullBuild('before the moves');
    await publisher.whenIdle();
    const posts = await db.kysely.selectFrom('posts').select(['id', 'category_id']).where('locale', '=', 'br').where('status', '=', 'published').orderBy('published_at', 'desc').execute();
    const other = await db.kysely.selectFrom('categories').select('id').where('id', '!=', posts[3]!.category_id!).executeTakeFirstOrThrow();
    await edit(posts[3]!.id, { category_id: other.id });
    await edit(posts[10]!.id, { published_at: '2026-11-21T11:00:00.000Z' });
    await edit(posts[5]!.id, { status: 'draft' });
    await edit(posts[5]!.id, { status: 'published', published_at: '2026-11-21T11:30:00.000Z' });
    // Issue 16: a translated post among the feed's switched to noindex and back leaves and rejoins
    // its sitemap chunk, the feed and its translations' hreflang sets, as a full build has them.
    const translated = await db.kysely.selectFrom('posts').select(['id', 'slug']).where('locale', '=', 'br').where('status', '=', 'published')
      .where('translation_key', 'is not', null).orderBy('published_at', 'desc').executeTakeFirstOrThrow();
    expect(readFileSync(join(distDir, 'br', 'rss.xml'), 'utf8')).toContain(`/br/${translated.slug}<`);
    await edit(translated.id, { noindex: 1 });
    expect(readFileSync(join(distDir, 'br', translated.slug, 'index.html'), 'utf8')).toContain('<meta name="robots" content="noindex,follow">');
    expect(readFileSync(join(distDir, 'br', 'rss.xml'), 'utf8')).not.toContain(`/br/${translated.slug}<`);
    await edit(translated.id, { noindex: 0 });
    expect(readFileSync(join(distDir, 'br', 'rss.xml'), 'utf8')).toContain(`/br/${translated.slug}<`);
    const runs = (await listBuildRuns(db, { limit: 6, offset: 0 })).items;
    // At least some of them were incremental (a change of the footer's category order is a full build).
    expect(runs.filter((r) => r.kind === 'incremental').length).toBeGreaterThanOrEqual(2);
    // Six full builds to compare against, ~20 s each on a busy machine.
  }, 300_000);

  it('renders the sitemaps of a burst of saves once, after the burst, and each save\'s own page before them', async () => {
    const posts = await db.kysely.selectFrom('posts').select(['id', 'slug', 'category_id']).where('locale', '=', 'br').where('status', '=', 'published').orderBy('id').limit(3).execute();
    const { total: before } = await listBuildRuns(db, { limit: 1, offset: 0 });
    for (const [i, post] of posts.entries()) {
      await db.kysely.updateTable('posts').set({ title: `Rajada ${i}`, updated_at: NOW.toISOString() }).where('id', '=', post.id).execute();
      publisher.request({ entity: 'post', action: 'update', id: post.id, locales: ['br'], slugBefore: post.slug, slugAfter: post.slug, categoryIds: [post.category_id!], translationKeys: [] });
      // An editor's pace within a burst: well inside the publisher's quiet time.
      await new Promise((r) => setTimeout(r, 200));
    }
    await publisher.whenIdle();
    const { items, total } = await listBuildRuns(db, { limit: 10, offset: 0 });
    const runs = items.slice(0, total - before).reverse();
    expect(runs.map((r) => (r.trigger.startsWith('sitemaps') ? 'sitemaps' : r.trigger))).toEqual([...posts.map((p) => `post ${p.id} update`), 'sitemaps']);
    expect(runs.every((r) => r.status === 'succeeded')).toBe(true);
    expect(runs.at(-1)!.paths).toContain('/sitemap-br.xml');
    for (const [i, post] of posts.entries()) expect(readFileSync(join(distDir, 'br', post.slug, 'index.html'), 'utf8')).toContain(`Rajada ${i}`);
  });

  it('renders a just-started server\'s saves on its render worker from the first one, never on the serving thread', async () => {
    const posts = await db.kysely.selectFrom('posts').select(['id', 'slug', 'category_id']).where('locale', '=', 'br').where('status', '=', 'published').orderBy('id').limit(3).execute();
    const lines: string[] = [];
    const fresh = await createLocalPublisher({ db, databaseUrl: url, distDir, now: () => NOW, log: (line) => lines.push(line), reconcileAfterMs: 0 });
    try {
      // An editor's pace: never the quiet second after which the sitemaps load the worker too.
      for (const [i, post] of posts.entries()) {
        await db.kysely.updateTable('posts').set({ title: `Sem pausa ${i}`, updated_at: NOW.toISOString() }).where('id', '=', post.id).execute();
        fresh.request({ entity: 'post', action: 'update', id: post.id, locales: ['br'], slugBefore: post.slug, slugAfter: post.slug, categoryIds: [post.category_id!], translationKeys: [] });
        await new Promise((r) => setTimeout(r, 200));
      }
      await fresh.whenIdle();
      const saves = lines.filter((l) => /\(incremental, (post|\d+ changes)/.test(l));
      expect(saves.length).toBeGreaterThan(0);
      expect(saves.filter((l) => !l.endsWith('on the render worker'))).toEqual([]);
      for (const [i, post] of posts.entries()) expect(readFileSync(join(distDir, 'br', post.slug, 'index.html'), 'utf8')).toContain(`Sem pausa ${i}`);
    } finally {
      fresh.close();
    }
  });

  it('publishes an editor\'s save before a price run\'s waiting product changes, and those in slices of at most 20', async () => {
    const products = await db.kysely.selectFrom('products').select(['id']).where('locale', '=', 'br').orderBy('id').limit(5).execute();
    const [post] = await db.kysely.selectFrom('posts').select(['id', 'slug', 'category_id']).where('locale', '=', 'br').where('status', '=', 'published').orderBy('id').limit(1).execute();
    const mark = logged.length;
    // A price run: 50 product changes at once (the first starts rendering alone at once).
    for (let i = 0; i < 50; i++) publisher.request({ entity: 'product', action: 'update', id: products[i % products.length]!.id, locales: ['br'], slugBefore: null, slugAfter: null, background: true });
    await db.kysely.updateTable('posts').set({ title: 'Salvo durante os preços', updated_at: NOW.toISOString() }).where('id', '=', post!.id).execute();
    publisher.request({ entity: 'post', action: 'update', id: post!.id, locales: ['br'], slugBefore: post!.slug, slugAfter: post!.slug, categoryIds: [post!.category_id!], translationKeys: [] });
    await publisher.whenIdle();
    // In the order they rendered (their rows were made in the order asked), from the publisher's log.
    const runs = logged.slice(mark).flatMap((line) => /^build \d+ \(incremental, ([^:)]*)/.exec(line)?.[1] ?? []).filter((t) => !t.startsWith('sitemaps'));
    expect(runs).toEqual([`product ${products[0]!.id} update`, `post ${post!.id} update`, '20 changes', '20 changes', '9 changes']);
    expect(readFileSync(join(distDir, 'br', post!.slug, 'index.html'), 'utf8')).toContain('Salvo durante os preços');
  });

  it('submits a burst of saves to IndexNow in one request, in the background: a save goes live while the endpoint hangs (issue 27)', async () => {
    const SITE = 'https://ofertas.example';
    const endpoint = await startFakeIndexNow();
    endpoint.hang(true);
    // A long quiet time: the test says when the burst is over (flush), whatever the machine's render times.
    const indexNow = createIndexNowQueue({ db, submit: createIndexNowClient({ endpoint: endpoint.endpoint, key: 'chave-indexnow-teste', siteUrl: SITE, timeoutMs: 60_000 }), siteUrl: SITE, log: () => {}, windowMs: 60_000, retryDelaysMs: [10] });
    const withIndexNow = await createLocalPublisher({ db, databaseUrl: url, distDir, now: () => NOW, log: () => {}, indexNow });
    const posts = await db.kysely.selectFrom('posts').select(['id', 'slug', 'category_id']).where('locale', '=', 'br').where('status', '=', 'published').orderBy('id', 'desc').limit(3).execute();
    const save = async (post: (typeof posts)[number], title: string) => {
      await db.kysely.updateTable('posts').set({ title, updated_at: NOW.toISOString() }).where('id', '=', post.id).execute();
      withIndexNow.request({ entity: 'post', action: 'update', id: post.id, locales: ['br'], slugBefore: post.slug, slugAfter: post.slug, categoryIds: [post.category_id!], translationKeys: [] });
    };
    try {
      const { total: before } = await listBuildRuns(db, { limit: 1, offset: 0 });
      await save(posts[0]!, 'IndexNow 0');
      await save(posts[1]!, 'IndexNow 1');
      await withIndexNow.whenIdle();
      const burst = (await listBuildRuns(db, { limit: 10, offset: 0 })).items.filter((r) => r.id > before && r.trigger.includes('post'));
      expect(burst.length).toBeGreaterThan(0);
      expect(burst.every((r) => r.status === 'succeeded' && r.indexNowStatus === 'pending')).toBe(true);

      // The burst's request is sent and hangs; the next save is rendered and live all the same.
      const sent = indexNow.flush();
      await save(posts[2]!, 'IndexNow 2');
      await withIndexNow.whenIdle();
      for (const [i, post] of posts.entries()) expect(readFileSync(join(distDir, 'br', post.slug, 'index.html'), 'utf8')).toContain(`IndexNow ${i}`);
      expect(endpoint.submissions).toEqual([]);

      endpoint.hang(false);
      await sent;
      // One request for the two saves' builds, each URL once; the sitemaps are not sent.
      expect(endpoint.submissions.length).toBe(1);
      const urls = endpoint.submissions[0]!.urlList;
      for (const post of posts.slice(0, 2)) expect(urls).toContain(`${SITE}/br/${post.slug}`);
      expect(urls).toContain(`${SITE}/br`);
      expect(new Set(urls).size).toBe(urls.length);
      expect(urls.some((u) => u.endsWith('.xml'))).toBe(false);
      const recorded = (await listBuildRuns(db, { limit: 10, offset: 0 })).items.filter((r) => burst.some((b) => b.id === r.id));
      expect(recorded.every((r) => r.indexNowStatus === 'succeeded' && r.indexNowAnswer === 'HTTP 202')).toBe(true);
      await indexNow.flush();
      expect(endpoint.submissions.at(-1)!.urlList).toContain(`${SITE}/br/${posts[2]!.slug}`);
    } finally {
      withIndexNow.close();
      await endpoint.close();
    }
  });

  it('rebuilds in full, not incrementally, when the live site was built from other code', async () => {
    const stampFile = join(realpathSync(distDir), STAMP_FILE);
    writeFileSync(stampFile, JSON.stringify({ ...JSON.parse(readFileSync(stampFile, 'utf8')), source: 'other-code' }));
    const post = await db.kysely.selectFrom('posts').select(['id', 'slug', 'category_id']).where('locale', '=', 'br').where('status', '=', 'published').orderBy('id').executeTakeFirstOrThrow();
    const ticket = await publisher.request({ entity: 'post', action: 'update', id: post.id, locales: ['br'], slugBefore: post.slug, slugAfter: post.slug, categoryIds: [post.category_id!], translationKeys: [] });
    await publisher.whenIdle();
    const full = (await listBuildRuns(db, { limit: 5, offset: 0, kind: 'full' })).items[0];
    expect(full).toMatchObject({ trigger: 'the live site was built from other code', status: 'succeeded' });
    expect(readStamp(distDir)!.source).toBe(sourceFingerprint());
    // The save's own build said what it waited for (the editor shows that build's progress), then rendered into the new site.
    expect(await getBuildRun(db, ticket as number)).toMatchObject({ kind: 'incremental', status: 'succeeded', waitingFor: full!.id });
  });

  it('knows every route of the route table and finds the page of a URL path', async () => {
    const renderer = await publisher.renderer();
    expect(Object.values(PAGE).filter((component) => !renderer.components.has(component))).toEqual([]);
    const post = await db.kysely.selectFrom('posts').select('slug').where('locale', '=', 'br').where('status', '=', 'published').orderBy('id').executeTakeFirstOrThrow();
    const context = { now: NOW, db };
    expect(await renderer.resolve(`/br/${post.slug}/`, context)).toEqual({ path: `/br/${post.slug}`, component: PAGE.post, file: `br/${post.slug}/index.html` });
    expect((await renderer.resolve('/br/sobre', context))?.component).toBe(PAGE.textPage);
    expect((await renderer.resolve('/br/avaliacao', context))?.component).toBe(PAGE.reviews);
    expect((await renderer.resolve('/sitemap-br.xml', context))?.file).toBe('sitemap-br.xml');
    expect(await renderer.resolve('/br/nao-existe-esta-pagina', context)).toBeUndefined();
  });

  it('removes the page of a post that was unpublished', async () => {
    const post = await db.kysely.selectFrom('posts').select(['id', 'slug', 'category_id']).where('locale', '=', 'br').where('status', '=', 'published').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(existsSync(join(distDir, 'br', post.slug, 'index.html'))).toBe(true);
    await db.kysely.updateTable('posts').set({ status: 'draft', updated_at: NOW.toISOString() }).where('id', '=', post.id).execute();
    publisher.request({ entity: 'post', action: 'update', id: post.id, locales: ['br'], slugBefore: post.slug, slugAfter: post.slug, categoryIds: [post.category_id!], translationKeys: [] });
    await publisher.whenIdle();
    expect(existsSync(join(distDir, 'br', post.slug, 'index.html'))).toBe(false);
    const res = await createSiteApp({ deps: { db, log: () => {} }, distDir }).fetch(new Request(`http://localhost/br/${post.slug}`));
    expect(res.status).toBe(404);
  });
});
