/**
 * Issue 29, the CLI's side: `npm run build` run from a shell beside a serving `npm run serve` on the
 * same DIST_DIR (a deploy script, an operator's rebuild). The build renders a new release and swaps
 * it in under the server's feet while a reader asks for a page every 50 ms; every answer must come,
 * whole, and none may wait long.
 *
 * The bound: 200 ms, issue 29's goal for the longest time a reader waits during a full build, over
 * the longest wait of the same reader in the same run before the build started (the shared
 * machine's own load, which delays every process alike). The server's own thread has no build work
 * here; what could hold a reader is the build's reach into the server: the release swap under the
 * files it is serving, the locks, the deletion of the retired release, the CPU its render threads
 * take.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../../shared/db/connect';
import { privateSite, SITE_URL, startServerProcess, type PrivateSite, type ServerProcess } from './site-process';

const READ_EVERY_MS = 50;
const WAIT_BOUND_MS = 200;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let site: PrivateSite;
let server: ServerProcess;
let path: string;
/** The build under way, stopped with the test's end whatever happened. */
let build: ChildProcess | undefined;

beforeAll(async () => {
  site = await privateSite();
  const db = connect(site.databaseUrl);
  const post = await db.kysely.selectFrom('posts').select('slug').where('locale', '=', 'br').where('status', '=', 'published').orderBy('id').executeTakeFirstOrThrow();
  await db.close();
  path = `/br/${post.slug}`;
  server = await startServerProcess(site);
}, 600_000);

afterAll(async () => {
  if (build && build.exitCode === null) {
    const gone = new Promise((r) => build!.once('exit', r));
    process.kill(-build.pid!, 'SIGKILL');
    await gone;
  }
  await server?.stop();
  site?.remove();
});

/** Reads `path` every 50 ms until `stop()` is true; each wait (request to whole answer) in ms, and the failures. */
async function readUntil(stop: () => boolean): Promise<{ waits: number[]; failures: string[] }> {
  const waits: number[] = [];
  const failures: string[] = [];
  while (!stop()) {
    const started = performance.now();
    try {
      const res = await fetch(`${server.url}${path}`, { signal: AbortSignal.timeout(30_000) });
      const body = await res.text();
      if (res.status !== 200 || !body.trimEnd().endsWith('</html>')) failures.push(`HTTP ${res.status}, ${body.length} bytes`);
    } catch (err) {
      failures.push(String(err));
    }
    waits.push(performance.now() - started);
    await sleep(READ_EVERY_MS);
  }
  return { waits, failures };
}

describe('`npm run build` beside a serving `npm run serve` on one DIST_DIR (issue 29)', () => {
  it('answers a reader every time, none waiting over 200 ms more than before the build, through the build and its swap', async () => {
    // The same reader with no build running: the machine's own delays.
    const quietUntil = Date.now() + 5_000;
    const before = await readUntil(() => Date.now() > quietUntil);
    const live = realpathSync(site.distDir);

    let output = '';
    build = spawn('npm', ['run', 'build'], {
      env: { ...process.env, DATABASE_URL: site.databaseUrl, DIST_DIR: site.distDir, SITE_URL, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so a test that ends early stops npm, tsx and node together.
      detached: true,
    });
    build.stdout!.on('data', (d) => (output += d));
    build.stderr!.on('data', (d) => (output += d));
    let exited = false;
    const code = new Promise<number | null>((resolve) => build!.on('exit', (c) => ((exited = true), resolve(c))));
    const during = await readUntil(() => exited);
    expect(await code, output).toBe(0);

    // The build swapped a new release in under the server.
    expect(realpathSync(site.distDir)).not.toBe(live);
    expect(during.failures).toEqual([]);
    const longestBefore = Math.max(...before.waits);
    const longest = Math.max(...during.waits);
    console.log(`reader during \`npm run build\` beside the server: ${during.waits.length} reads, longest wait ${longest.toFixed(0)} ms (before the build: ${longestBefore.toFixed(0)} ms over ${before.waits.length} reads)`);
    expect(during.waits.length).toBeGreaterThan(20);
    expect(longest).toBeLessThan(longestBefore + WAIT_BOUND_MS);
    // Minutes on the shared 2-core machine (a few hundred pages, the renderer bundle reused).
  }, 900_000);
});
