/**
 * Faults (issue 6, item 5): PostgreSQL restarted under load. The server process runs on a cluster
 * of the test's own (never the shared one), which is stopped (fast shutdown: sessions killed,
 * queries in flight fail) and started again while clients keep reading the API, reading pages and
 * saving. While the database is down every admin request answers a prompt 503 with a JSON error and
 * Retry-After (public reads too, once their cached answer is gone), pages from dist/ keep answering
 * 200, and once it is back the same server process answers 200 again without a restart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAdmin } from '../../api/auth/testing';
import { seedDemo } from '../../content-scripts/seed/seed';
import { connect } from '../../shared/db/connect';
import { migrate } from '../../shared/db/migrate';
import { AdminSession, REQUEST_TIMEOUT_MS } from './admin-http';
import { postgresBinDir, startOwnPostgres, type OwnPostgres } from './own-postgres';
import { privateSite, startServerProcess, type PrivateSite, type ServerProcess } from './site-process';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** The pool's connect timeout is 5 s: no answer may take much longer, database or not. */
const PROMPT_MS = 7000;

interface Sample {
  at: number;
  what: string;
  status?: number;
  error?: string;
  ms: number;
  /** `error` of a JSON failure body. */
  code?: string;
  retryAfter?: string | null;
}

const skip = !postgresBinDir() && process.env.REQUIRE_POSTGRES !== '1';

describe.skipIf(skip)('PostgreSQL restarted under load', () => {
  let pg: OwnPostgres;
  let site: PrivateSite;
  let server: ServerProcess;
  let session: AdminSession;
  let postIds: number[] = [];

  beforeAll(async () => {
    pg = await startOwnPostgres();
    site = await privateSite(pg.url);
    const db = connect(pg.url);
    let admin;
    try {
      await migrate(db);
      // The same corpus as the built pages the server serves: seeded at the same moment.
      await seedDemo(db, { now: site.seededAt });
      admin = await createTestAdmin(db);
      postIds = (await db.kysely.selectFrom('posts').select('id').where('locale', '=', 'br').orderBy('id').limit(3).execute()).map((p) => p.id);
    } finally {
      await db.close();
    }
    server = await startServerProcess(site);
    session = await AdminSession.login(server.url, admin.username, admin.password);
  }, 600_000);

  afterAll(async () => {
    await server?.stop();
    await pg?.remove();
    site?.remove();
  });

  it('answers a clean 503 while the database is down and recovers without a restart', async () => {
    const samples: Sample[] = [];
    let running = true;
    const record = async (what: string, request: () => Promise<Response>) => {
      const started = Date.now();
      const sample: Sample = { at: started, what, ms: 0 };
      try {
        const res = await request();
        sample.status = res.status;
        const text = await res.text();
        if (res.status !== 200) {
          sample.code = (JSON.parse(text) as { error?: string }).error;
          sample.retryAfter = res.headers.get('retry-after');
        }
      } catch (err) {
        sample.error = `${(err as Error).message} ${String((err as { cause?: unknown }).cause ?? '')}`;
      }
      sample.ms = Date.now() - started;
      samples.push(sample);
    };
    const get = (path: string) => () => fetch(`${server.url}${path}`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    const readers = ['/api/home-data?locale=br', '/api/posts/by-locale/br', '/br', '/api/categories/popular?locale=it'].map(async (path) => {
      while (running) {
        await record(path, get(path));
        await sleep(50);
      }
    });
    // Saves are transactions: a connection lost between their statements once crashed the server.
    const editors = postIds.map(async (postId) => {
      for (let n = 0; running; n++) {
        await record('GET /api/admin/posts', () => session.request('GET', '/api/admin/posts?limit=5'));
        await record('PUT /api/admin/posts/:id', async () => {
          const loaded = await session.request('GET', `/api/admin/posts/${postId}`);
          if (loaded.status !== 200) return loaded;
          return session.savePost(await loaded.json(), { title: `Durante o reinício #${n}` });
        });
        await sleep(50);
      }
    });

    await sleep(3000);
    const downAt = Date.now();
    await pg.stop();
    const stoppedAt = Date.now();
    await sleep(6000);
    const startingAt = Date.now();
    await pg.start();
    const upAt = Date.now();
    // Back to normal within a few seconds, then a while of normal traffic.
    await sleep(8000);
    running = false;
    await Promise.all([...readers, ...editors]);

    const failed = samples.filter((s) => s.error || (s.status !== 200 && s.status !== 503));
    expect(failed.slice(0, 10), server.output().slice(-3000)).toEqual([]);
    const slow = samples.filter((s) => s.ms > PROMPT_MS);
    expect(slow.slice(0, 10)).toEqual([]);
    // Every 503 is the JSON "unavailable" answer with a Retry-After.
    const unavailable = samples.filter((s) => s.status === 503);
    expect(unavailable.filter((s) => s.code !== 'unavailable' || !s.retryAfter).slice(0, 10)).toEqual([]);

    const before = samples.filter((s) => s.at + s.ms < downAt);
    const down = samples.filter((s) => s.at > stoppedAt && s.at + s.ms < startingAt);
    const after = samples.filter((s) => s.at > upAt + 3000);
    expect(before.filter((s) => s.status !== 200)).toEqual([]);
    // While down: pages from dist/ are served, the admin is refused, and the public reads answer from
    // the API's response cache (api/http/response-cache.ts, at most its TTL old) or are refused.
    expect(down.filter((s) => s.what === '/br' && s.status !== 200)).toEqual([]);
    const downApi = down.filter((s) => s.what !== '/br');
    const downAdmin = downApi.filter((s) => !s.what.startsWith('/api/'));
    expect(downAdmin.length).toBeGreaterThan(10);
    expect(downAdmin.filter((s) => s.status !== 503)).toEqual([]);
    // Up again: the same process answers normally.
    expect(after.length).toBeGreaterThan(10);
    expect(after.filter((s) => s.status !== 200)).toEqual([]);
    expect(after.some((s) => s.what.startsWith('PUT'))).toBe(true);
    expect(server.output()).not.toMatch(/Unhandled|uncaught/i);
    console.log(
      `postgres restart: ${samples.length} requests, ${downApi.length} while down (admin all 503, ${downApi.filter((s) => s.status === 200).length} public reads answered from the cache, slowest ${Math.max(...downApi.map((s) => s.ms))} ms), ` +
        `first 200 from the API ${Math.min(...samples.filter((s) => s.at > upAt && s.status === 200 && s.what !== '/br').map((s) => s.at + s.ms)) - upAt} ms after the start`,
    );
  }, 120_000);
});
