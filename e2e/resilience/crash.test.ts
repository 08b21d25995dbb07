/**
 * Faults (issue 6, item 5): the server process killed with SIGKILL in the middle of a full build,
 * of an incremental render and of saves, then started again on the same port, files and database.
 * After each restart: every acknowledged save is in the database, the live site is one complete
 * release (every page whole, served whole), the interrupted build is marked failed, and the next
 * build succeeds and shows the saves.
 */
import { existsSync, readdirSync, realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAdmin } from '../../api/auth/testing';
import { STAMP_FILE } from '../../api/publish/fingerprint';
import { livePagePaths } from '../../api/publish/live-pages';
import { connect, type Db } from '../../shared/db/connect';
import type { AdminPost } from '../../shared/schemas/post';
import { AdminSession } from './admin-http';
import { privateSite, startServerProcess, type PrivateSite, type ServerProcess } from './site-process';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let site: PrivateSite;
let server: ServerProcess;
/** The test's own connection to the server's SQLite file (WAL: reads never wait for the server). */
let db: Db;
let sessions: AdminSession[] = [];
let posts: { id: number; slug: string }[] = [];

beforeAll(async () => {
  site = await privateSite();
  db = connect(site.databaseUrl);
  posts = await db.kysely.selectFrom('posts').select(['id', 'slug']).where('locale', '=', 'br').where('status', '=', 'published').orderBy('id').limit(4).execute();
  const admins = await Promise.all(posts.map(() => createTestAdmin(db)));
  server = await startServerProcess(site);
  sessions = await Promise.all(admins.map((a) => AdminSession.login(server.url, a.username, a.password)));
}, 600_000);

afterAll(async () => {
  await server?.stop();
  await db?.close();
  site?.remove();
});

/** Polls `read` until it returns a value; throws after `timeoutMs`. */
async function waitFor<T>(what: string, read: () => Promise<T | undefined>, timeoutMs = 300_000, everyMs = 5): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(everyMs);
  }
}

const buildRun = (id: number) => db.kysely.selectFrom('build_runs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** SIGKILL, then the same server started again; the sessions live in the database and survive it. */
async function killAndRestart(): Promise<string> {
  await server.kill();
  server = await startServerProcess(site, { port: server.port });
  return server.output();
}

/**
 * The live site is a complete release: its stamp (written last by a build) is there, and over HTTP
 * every page of it answers, each HTML page whole to `</html>`.
 */
async function expectWholeLiveSite(): Promise<void> {
  const live = realpathSync(site.distDir);
  expect(existsSync(join(live, STAMP_FILE)), `${live} has no build stamp`).toBe(true);
  const pages = await livePagePaths(live);
  expect(pages.length).toBeGreaterThan(200);
  const broken: string[] = [];
  for (const path of pages) {
    const res = await fetch(`${server.url}${path}`, { redirect: 'manual' });
    const body = await res.text();
    const html = res.headers.get('content-type')?.startsWith('text/html');
    if (res.status >= 500 || (res.status === 200 && html && !body.trimEnd().endsWith('</html>'))) broken.push(`${path} (HTTP ${res.status})`);
  }
  expect(broken).toEqual([]);
}

/**
 * Every release kept beside the live one is complete: a rollback may point the link at it.
 * A `.trash-` folder is a release the background remover is still deleting, not one to roll back to.
 */
function expectOnlyCompleteReleases(): void {
  const releases = dirname(realpathSync(site.distDir));
  for (const name of readdirSync(releases).filter((n) => !n.startsWith('.trash-'))) expect(existsSync(join(releases, name, STAMP_FILE)), `release ${name} is incomplete`).toBe(true);
}

/** Asks for a full build and waits for it to end; returns it. */
async function fullBuild(): Promise<Awaited<ReturnType<typeof buildRun>>> {
  const id = await sessions[0]!.requestFullBuild();
  try {
    return await waitFor(`build ${id}`, async () => {
      const run = await buildRun(id);
      return run.status === 'succeeded' || run.status === 'failed' ? run : undefined;
    }, 300_000, 200);
  } catch (err) {
    // What the build and the server were doing, so a hang explains itself.
    const runs = await db.kysely.selectFrom('build_runs').select(['id', 'kind', 'status', 'pages_done', 'pages_total', 'trigger']).orderBy('id').execute();
    throw new Error(`${(err as Error).message}\nbuild runs: ${JSON.stringify(runs)}\nserver output:\n${server.output().slice(-4000)}`);
  }
}

const publicTitle = async (slug: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(await (await fetch(`${server.url}/br/${slug}`)).text())?.[1];

describe('the server killed with SIGKILL and started again', () => {
  it('during a full build: the previous release stays live and whole, the build is marked failed, the next one succeeds', async () => {
    const liveBefore = realpathSync(site.distDir);
    const id = await sessions[0]!.requestFullBuild();
    // Killed once pages are being written into the new release.
    await waitFor('pages being rendered', async () => ((await buildRun(id)).pages_done ?? 0) > 0 || undefined);
    const output = await killAndRestart();

    expect(realpathSync(site.distDir)).toBe(liveBefore);
    expect(output).toContain('1 build(s) interrupted by the last stop marked failed');
    expect(await buildRun(id)).toMatchObject({ status: 'failed', error: expect.stringContaining('interrupted') });
    await expectWholeLiveSite();

    expect(await fullBuild()).toMatchObject({ status: 'succeeded' });
    expect(realpathSync(site.distDir)).not.toBe(liveBefore);
    await expectWholeLiveSite();
    expectOnlyCompleteReleases();
  }, 600_000);

  it('during an incremental render: the save is kept, the page stays whole, the next build shows the save', async () => {
    const session = sessions[0]!;
    const { slug, id: postId } = posts[0]!;
    let title = '';
    let killedBuild: number | undefined;
    // A render lasts a fraction of a second: save until the kill lands while one is running.
    let attempts = 0;
    for (; attempts < 10 && killedBuild === undefined; attempts++) {
      const last = (await db.kysely.selectFrom('build_runs').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow()).id ?? 0;
      title = `Salvo antes da queda ${attempts} ${Date.now()}`;
      const res = await session.savePost(await session.post(postId), { title });
      expect(res.status).toBe(200);
      const running = await waitFor('the incremental build', async () => {
        const run = await db.kysely.selectFrom('build_runs').select(['id', 'status']).where('id', '>', last).where('kind', '=', 'incremental').executeTakeFirst();
        return run && (run.status === 'running' ? run.id : run.status !== 'queued' ? null : undefined);
      }, 30_000, 2);
      if (running === null) continue;
      await server.kill();
      if ((await buildRun(running)).status === 'running') killedBuild = running;
      server = await startServerProcess(site, { port: server.port });
    }
    expect(killedBuild, 'no kill landed during an incremental render in 10 attempts').toBeDefined();
    console.log(`crash: killed during incremental build ${killedBuild} (${attempts} save(s) to land it)`);
    expect(server.output()).toContain('1 build(s) interrupted by the last stop marked failed');
    expect(await buildRun(killedBuild!)).toMatchObject({ status: 'failed' });
    expect((await db.kysely.selectFrom('posts').select('title').where('id', '=', postId).executeTakeFirstOrThrow()).title).toBe(title);
    await expectWholeLiveSite();

    expect(await fullBuild()).toMatchObject({ status: 'succeeded' });
    expect(await publicTitle(slug)).toBe(title);
    expectOnlyCompleteReleases();
  }, 600_000);

  it('during saves: every acknowledged save is kept with its audit row, nothing is half-written, the next build shows them', async () => {
    const attempted = new Map<number, string[]>(posts.map((p) => [p.id, []]));
    const acknowledged = new Map<number, string>();
    let inFlight = 0;
    let killedInFlight = 0;
    let killed = false;
    // Four editors save their own post as fast as the server answers.
    const editors = posts.map(async ({ id }, e) => {
      let post: AdminPost = await sessions[e]!.post(id);
      for (let n = 0; !killed; n++) {
        const title = `Queda e${e} #${n}`;
        attempted.get(id)!.push(title);
        inFlight++;
        try {
          const res = await sessions[e]!.savePost(post, { title });
          if (res.status !== 200) throw new Error(`save answered ${res.status}: ${await res.text()}`);
          post = (await res.json()) as AdminPost;
          acknowledged.set(id, title);
        } catch (err) {
          if (!killed) throw err;
          killedInFlight++;
        } finally {
          inFlight--;
        }
      }
    });
    // Past the first render after the restart (it loads the renderer), with every editor saving.
    await waitFor('a save of every editor', async () => acknowledged.size === posts.length || undefined, 60_000, 20);
    await sleep(2000);
    killed = true;
    const saving = inFlight;
    await server.kill();
    await Promise.all(editors);
    expect(saving, 'no save was in flight at the kill').toBeGreaterThan(0);
    expect(killedInFlight).toBeGreaterThan(0);
    console.log(`crash: killed with ${saving} save(s) in flight after ${[...attempted.values()].flat().length - saving} answered`);

    server = await startServerProcess(site, { port: server.port });
    expect(await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db.kysely)).toMatchObject({ rows: [{ integrity_check: 'ok' }] });
    for (const { id } of posts) {
      const row = await db.kysely.selectFrom('posts').select(['title', 'version']).where('id', '=', id).executeTakeFirstOrThrow();
      const tries = attempted.get(id)!;
      // The last acknowledged save, or the one in flight at the kill if it committed first.
      expect(tries.indexOf(row.title)).toBeGreaterThanOrEqual(tries.indexOf(acknowledged.get(id)!));
      // A save and its audit row are one transaction: the row's title is audited.
      const audited = await db.kysely.selectFrom('audit_log').select('after_json').where('entity', '=', 'post').where('entity_id', '=', String(id)).orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect((JSON.parse(audited.after_json!) as AdminPost).title).toBe(row.title);
    }
    await expectWholeLiveSite();

    expect(await fullBuild()).toMatchObject({ status: 'succeeded' });
    for (const { id, slug } of posts) {
      const { title } = await db.kysely.selectFrom('posts').select('title').where('id', '=', id).executeTakeFirstOrThrow();
      expect(await publicTitle(slug)).toBe(title);
    }
  }, 600_000);
});

describe('the server stopped with SIGTERM', () => {
  it('right after a save: the queued incremental render finishes before the exit, so the page shows the save without a full build', async () => {
    const { id: postId, slug } = posts[1]!;
    const last = (await db.kysely.selectFrom('build_runs').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow()).id ?? 0;
    const title = `Salvo antes do SIGTERM ${Date.now()}`;
    const res = await sessions[1]!.savePost(await sessions[1]!.post(postId), { title });
    expect(res.status).toBe(200);
    expect(await server.stop()).toBe(0);

    // The save's pages, then its sitemaps: the quiet-time wait ends at shutdown instead of losing them.
    const builds = await db.kysely.selectFrom('build_runs').select(['kind', 'status', 'trigger']).where('id', '>', last).orderBy('id').execute();
    expect(builds.map((b) => [b.kind, b.status, b.trigger.startsWith('sitemaps') ? 'sitemaps' : 'save'])).toEqual([
      ['incremental', 'succeeded', 'save'],
      ['incremental', 'succeeded', 'sitemaps'],
    ]);
    server = await startServerProcess(site, { port: server.port });
    expect(await publicTitle(slug)).toBe(title);
  }, 120_000);
});
