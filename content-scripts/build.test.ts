/**
 * `npm run build` from a shell beside a serving `npm run serve` on the same DIST_DIR and database
 * (issues 23 and 29): a save made in the server while the CLI build renders goes live at once and
 * is still live after the CLI swaps its release in, and the server keeps answering throughout.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEditorSession, type EditorSession } from '../bench/edit-to-live';
import { connect } from '../shared/db/connect';
import { migrate } from '../shared/db/migrate';
import { seedDemo } from './seed/seed';
import { runQueueMs } from '../api/publish/testing';

const ROOT = process.cwd();
const SITE_URL = 'http://localhost:4321';
const HELD_LIMIT_MS = 100;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Runs `npm run build`'s script as a user does; resolves with its exit code and output. */
function cliBuild(env: Record<string, string>) {
  const script = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: { build: string } }).scripts.build;
  const child = spawn(script, { cwd: ROOT, shell: true, env: { ...process.env, ...env, PATH: `${join(ROOT, 'node_modules', '.bin')}${delimiter}${process.env.PATH ?? ''}` }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  return { child, exited, output: () => output };
}

describe('npm run build beside npm run serve [sqlite, 1,200 posts]', { timeout: 900_000 }, () => {
  let dir: string;
  let env: Record<string, string>;
  let distDir: string;
  let session: EditorSession;
  let post: { id: number; slug: string };

  beforeAll(async () => {
    mkdirSync(join(ROOT, 'bench', '.work'), { recursive: true });
    dir = mkdtempSync(join(ROOT, 'bench', '.work', 'cli-beside-serve-'));
    const databaseUrl = `sqlite:${join(dir, 'site.db')}`;
    distDir = join(dir, 'dist');
    const db = connect(databaseUrl);
    try {
      await migrate(db);
      await seedDemo(db, { postsPerLocale: 400, now: new Date('2026-11-20T00:00:00Z') });
      post = await db.kysely.selectFrom('posts').select(['id', 'slug']).where('locale', '=', 'br').where('status', '=', 'published').orderBy('id').executeTakeFirstOrThrow();
    } finally {
      await db.close();
    }
    env = { DATABASE_URL: databaseUrl, DIST_DIR: distDir, SITE_URL };
    const first = cliBuild(env);
    expect(await first.exited, first.output()).toBe(0);
    session = await startEditorSession({ databaseUrl, distDir, siteUrl: SITE_URL });
  }, 600_000);

  afterAll(async () => {
    await session?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('publishes a save during the CLI build, keeps it after the swap, and the server never stops answering', async () => {
    // The server's renderer loaded, as on a server up for a while.
    await session.saveTitle(post, `Antes da build ${Date.now()}`);
    const live = realpathSync(distDir);

    // A reader all along; each answer's time less the server's wait for a CPU meanwhile.
    let reading = true;
    const waits: { ms: number; heldMs: number; status: number }[] = [];
    const reader = (async () => {
      while (reading) {
        const queued = runQueueMs(session.pid);
        const t0 = performance.now();
        const res = await fetch(`${session.base}/robots.txt`);
        await res.arrayBuffer();
        const ms = performance.now() - t0;
        waits.push({ ms, heldMs: ms - (runQueueMs(session.pid) - queued), status: res.status });
        await sleep(20);
      }
    })();

    const build = cliBuild(env);
    const releases = `${distDir}.releases`;
    // Once the CLI's release holds pages, its render is under way.
    for (;;) {
      const building = readdirSync(releases).filter((n) => !n.startsWith('.') && join(releases, n) !== live).map((n) => join(releases, n));
      if (building.some((d) => existsSync(join(d, 'br', 'index.html')))) break;
      if (build.child.exitCode !== null) throw new Error(`the CLI build ended before the test saved:\n${build.output()}`);
      await sleep(20);
    }
    const title = `Salvo durante npm run build ${Date.now()}`;
    const ms = await session.saveTitle(post, title);
    // Live before the CLI build ended: the save did not wait for it.
    expect(build.child.exitCode).toBeNull();
    expect(realpathSync(distDir)).toBe(live);

    expect(await build.exited, build.output()).toBe(0);
    reading = false;
    await reader;
    expect(realpathSync(distDir)).not.toBe(live);
    expect(build.output()).toMatch(/saved meanwhile rendered again before the swap/);
    expect(await (await fetch(`${session.base}/br/${post.slug}`)).text()).toContain(title);

    const worst = waits.reduce((a, b) => (b.heldMs > a.heldMs ? b : a));
    console.log(`save live in ${ms.toFixed(0)} ms during the CLI build; reader: ${waits.length} answers, slowest ${Math.max(...waits.map((w) => w.ms)).toFixed(0)} ms, longest held by the server ${worst.heldMs.toFixed(0)} ms`);
    expect(waits.filter((w) => w.status !== 200)).toEqual([]);
    expect(worst.heldMs).toBeLessThan(HELD_LIMIT_MS);
  });
});
