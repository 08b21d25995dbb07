/**
 * Issues 23 and 29 on a corpus of a few thousand posts, with the real renderer bundle, worker
 * threads and files: a save made while a full build renders is live before the build ends and
 * still live after its release is swapped in, and no step of the build, of a save's render
 * meanwhile or of the swap holds the event loop of the process that serves the site over 100 ms;
 * the retired release is removed in the background.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../content-scripts/seed/seed';
import { connect, type Db } from '../../shared/db/connect';
import { migrate } from '../../shared/db/migrate';
import { getBuildRun } from '../../shared/db/queries/build-runs';
import { createSiteApp } from '../server';
import { localizedChange } from './content-change';
import { createLocalPublisher, type LocalPublisher } from './local-publisher';
import { PAGE } from './renderer/routes';
import { startStallProbe } from './testing';

const NOW = new Date('2026-11-21T12:00:00Z');
/** 3 active locales × 700 = 2,100 posts, ~3,000 pages. */
const POSTS_PER_LOCALE = 700;
/** Issue 29: the longest the serving event loop may be held. */
const STALL_LIMIT_MS = 100;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until<T>(what: string, probe: () => Promise<T | undefined | false> | T | undefined | false, timeoutMs = 180_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(10);
  }
}

describe('publishing during a full build [sqlite, 2,100 posts]', { timeout: 900_000 }, () => {
  let dir: string;
  let db: Db;
  let distDir: string;
  let publisher: LocalPublisher;
  let app: ReturnType<typeof createSiteApp>;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'publish-during-build-'));
    const url = `sqlite:${join(dir, 'site.db')}`;
    distDir = join(dir, 'dist');
    db = connect(url);
    await migrate(db);
    await seedDemo(db, { postsPerLocale: POSTS_PER_LOCALE, now: new Date('2026-11-20T00:00:00Z') });
    publisher = await createLocalPublisher({ db, databaseUrl: url, distDir, now: () => NOW, log: () => {} });
    app = createSiteApp({ deps: { db, log: () => {} }, distDir });
    await publisher.requestFullBuild('first');
    await publisher.whenIdle();
    // A server that has been up a while has its renderer loaded.
    await publisher.renderer();
    // Minutes on a loaded 2-core machine: seeding, the renderer bundle when the sources changed, a full build.
  }, 1_500_000);

  afterAll(async () => {
    publisher?.close();
    await publisher?.whenIdle();
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const read = async (path: string) => (await app.fetch(new Request(`http://localhost${path}`))).text();

  /** The release a running full build writes into (the newest folder that is not live). */
  const buildingRelease = () => {
    const releases = `${realpathSync(dirname(distDir))}/${basename(distDir)}.releases`;
    const live = basename(realpathSync(distDir));
    return readdirSync(releases).filter((n) => !n.startsWith('.') && n !== live).sort().map((n) => join(releases, n)).at(-1);
  };

  it('puts a save made during a full build live before the build ends, and keeps it live after the swap', async () => {
    // The first br post page the build renders, so the build writes it early whatever its speed.
    const first = (await (await publisher.renderer()).listPages({ now: NOW, db })).find((p) => p.component === PAGE.post && p.path.startsWith('/br/'))!;
    const post = await db.kysely.selectFrom('posts').selectAll().where('locale', '=', 'br').where('slug', '=', first.path.slice('/br/'.length)).executeTakeFirstOrThrow();
    const change = localizedChange('post');
    const row = { id: post.id, locale: post.locale, slug: post.slug, categoryId: post.category_id, translationKey: post.translation_key, status: post.status, publishedAt: post.published_at };
    const path = `/br/${post.slug}`;
    const liveBefore = realpathSync(distDir);

    const id = await publisher.requestFullBuild('nightly');
    // Saved once the build has written this page from the data before the save: only what the
    // build does about saves published meanwhile can keep the new title in its release.
    const written = await until('the build to write the post page', () => {
      const release = buildingRelease();
      return release && existsSync(join(release, 'br', post.slug, 'index.html')) && release;
    });
    expect(readFileSync(join(written, 'br', post.slug, 'index.html'), 'utf8')).not.toContain('Salvo durante a build');
    await db.kysely.updateTable('posts').set({ title: 'Salvo durante a build', updated_at: NOW.toISOString() }).where('id', '=', post.id).execute();
    publisher.request(change('update', row, row));

    await until('the save to be live', async () => (await read(path)).includes('Salvo durante a build'), 400_000);
    // Live while the build still renders: the save did not wait for it.
    expect((await getBuildRun(db, id))!.status).toBe('running');
    expect(realpathSync(distDir)).toBe(liveBefore);

    // From now until the build is done and swapped in, no reader gets the old title again.
    let building = true;
    const done = publisher.whenIdle().then(() => (building = false));
    const stale: number[] = [];
    let reads = 0;
    while (building) {
      reads++;
      if (!(await read(path)).includes('Salvo durante a build')) stale.push(reads);
      await sleep(5);
    }
    await done;
    expect(realpathSync(distDir)).not.toBe(liveBefore);
    expect(stale).toEqual([]);
    expect(await read(path)).toContain('Salvo durante a build');
    const run = await getBuildRun(db, id);
    expect(run).toMatchObject({ kind: 'full', status: 'succeeded' });
    expect(run!.log).toContain('published during the build rendered again before the swap');
  });

  it('never holds the serving event loop over 100 ms during a full build, a save meanwhile and the swap', async () => {
    const live = realpathSync(distDir);
    const post = await db.kysely.selectFrom('posts').selectAll().where('locale', '=', 'br').where('status', '=', 'published').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const row = { id: post.id, locale: post.locale, slug: post.slug, categoryId: post.category_id, translationKey: post.translation_key, status: post.status, publishedAt: post.published_at };
    const delays = monitorEventLoopDelay({ resolution: 10 });
    delays.enable();
    const probe = startStallProbe();
    let figure;
    try {
      const id = await publisher.requestFullBuild('stall probe');
      await until('the build to render', async () => ((await getBuildRun(db, id))?.pagesDone ?? 0) > 0);
      // A save while it renders: its pages render at once, its sitemap later on a worker thread,
      // and the build renders them again before its swap.
      await db.kysely.updateTable('posts').set({ title: 'Salvo na segunda build', updated_at: NOW.toISOString() }).where('id', '=', post.id).execute();
      publisher.request(localizedChange('post')('update', row, row));
      await publisher.whenIdle();
    } finally {
      figure = probe.stop();
      delays.disable();
    }
    expect(realpathSync(distDir)).not.toBe(live);
    expect(await read(`/br/${post.slug}`)).toContain('Salvo na segunda build');
    console.log(`event loop during a full build, a save and the swap: longest delay ${(delays.max / 1e6).toFixed(1)} ms (monitorEventLoopDelay); held by this process ${figure.heldMs.toFixed(1)} ms (the rest: waiting for a CPU on a busy machine)`);
    // The machine's other load delays every thread alike; what this process itself holds is the build's doing.
    expect(figure.heldMs).toBeLessThan(STALL_LIMIT_MS);
    // The release before the previous one goes, in another process.
    const releases = dirname(realpathSync(distDir));
    await until('the retired releases to be removed', () => readdirSync(releases).length === 2, 120_000);
  });
});
