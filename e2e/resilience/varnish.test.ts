/**
 * Self-hosted behind Varnish (issue 23 item 3), for real: Debian's varnishd with the shipped
 * sample VCL (docs/varnish/default.vcl) in front of `api/server.ts` run with CDN_PURGE=varnish.
 * Readers and the editor both go through Varnish. Pages are cache hits from the second request;
 * an edit saved through the admin API is live through the cache within a second, on the post's
 * page and on the locale home; a full build empties the cache; a purge Varnish cannot take is
 * retried and shown in the build history until it succeeds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAdmin } from '../../api/auth/testing';
import { connect, type Db } from '../../shared/db/connect';
import { freePort } from '../../shared/free-port';
import type { BuildRun } from '../../shared/db/queries/build-runs';
import { AdminSession } from './admin-http';
import { privateSite, startServerProcess, type PrivateSite, type ServerProcess } from './site-process';
import { startVarnish, varnishSkipReason, type RunningVarnish } from './varnish';

const skip = varnishSkipReason();
if (skip && process.env.CI) throw new Error(skip);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(skip)('behind a real Varnish with the sample VCL', () => {
  let site: PrivateSite;
  let db: Db;
  let server: ServerProcess;
  let varnish: RunningVarnish;
  let session: AdminSession;
  let admin: { username: string; password: string };
  /** A br post the br home lists, by its title. */
  let post: { id: number; slug: string; title: string };

  beforeAll(async () => {
    site = await privateSite();
    db = connect(site.databaseUrl);
    admin = await createTestAdmin(db);
    const [serverPort, varnishPort] = [await freePort(), await freePort()];
    varnish = await startVarnish(varnishPort, serverPort);
    server = await startServerProcess(site, { port: serverPort, env: { CDN_PURGE: 'varnish', CDN_PURGE_URL: varnish.url } });
    const home = await (await fetch(`${server.url}/br`)).text();
    const candidates = await db.kysely.selectFrom('posts').select(['id', 'slug', 'title']).where('locale', '=', 'br').where('status', '=', 'published').orderBy('published_at', 'desc').limit(20).execute();
    post = candidates.find((p) => home.includes(p.title))!;
    expect(post, 'a br post listed on the br home').toBeDefined();
    session = await AdminSession.login(varnish.url, admin.username, admin.password);
    // The first save loads the renderer into the server (seconds, once per process): measured
    // edits come after it, as on a server that has been up for a while.
    const other = candidates.find((p) => p.id !== post.id)!;
    expect((await session.savePost(await session.post(other.id), { title: `${other.title} (revisto)` })).status).toBe(200);
    await session.buildsSettled();
  }, 600_000);

  afterAll(async () => {
    if (process.env.DEBUG_VARNISH) console.log(server?.output(), varnish?.output());
    await server?.stop();
    await varnish?.stop();
    await db?.close();
    site?.remove();
  });

  const get = (path: string) => fetch(`${varnish.url}${path}`, { signal: AbortSignal.timeout(30_000) });
  /** GETs `path` through Varnish until it is a cache hit (the first answer may be a miss). */
  async function cached(path: string): Promise<Response> {
    for (let i = 0; i < 3; i++) {
      const res = await get(path);
      await res.arrayBuffer();
      if (res.headers.get('x-cache') === 'HIT') return res;
    }
    throw new Error(`${path} is never a cache hit`);
  }
  /** Polls `base``path` until its body contains `text`; resolves to the ms since `since`. */
  async function liveWithin(base: string, path: string, text: string, since: number, timeoutMs = 60_000): Promise<number> {
    for (;;) {
      const body = await (await fetch(`${base}${path}`, { signal: AbortSignal.timeout(30_000) })).text();
      if (body.includes(text)) return Date.now() - since;
      if (Date.now() - since > timeoutMs) throw new Error(`${path} did not show "${text}" within ${timeoutMs} ms`);
      await sleep(10);
    }
  }
  async function newestIncremental(after: number, by: AdminSession): Promise<BuildRun> {
    for (;;) {
      const build = (await by.builds()).find((b) => b.kind === 'incremental' && b.id > after);
      if (build) return build;
      await sleep(50);
    }
  }

  it('answers the second request of a page, feed or sitemap from the cache, and never caches the API or the admin', async () => {
    for (const path of [`/br/${post.slug}`, '/br', '/br/rss.xml', '/sitemap-index.xml']) {
      const first = await get(path);
      expect(first.status, path).toBe(200);
      await first.arrayBuffer();
      const second = await get(path);
      await second.arrayBuffer();
      expect(second.headers.get('x-cache'), path).toBe('HIT');
      // Varnish's own proof: the hit names the request that stored the object.
      expect(second.headers.get('x-varnish'), path).toMatch(/^\d+ \d+$/);
      expect(second.headers.get('cache-tag'), path).toContain(path);
    }
    // A purge that came through a proxy in front (a reader's) is refused; the page stays cached.
    const refused = await fetch(`${varnish.url}/br`, { method: 'PURGE', headers: { 'X-Forwarded-For': '203.0.113.9' } });
    expect(refused.status).toBe(405);
    expect((await get('/br')).headers.get('x-cache')).toBe('HIT');
    for (const path of ['/api/admin/me', '/admin', '/admin/login']) {
      await (await get(path)).arrayBuffer();
      expect((await get(path)).headers.get('x-cache'), path).toBe('MISS');
    }
  });

  it('shows an edit saved through the admin within a second on the post and on the locale home, through the cache', async () => {
    const path = `/br/${post.slug}`;
    await cached(path);
    await cached('/br');
    const before = (await session.builds())[0]?.id ?? 0;
    const title = `Editado através do Varnish ${Date.now()}`;
    const saved = Date.now();
    const res = await session.savePost(await session.post(post.id), { title });
    expect(res.status).toBe(200);
    const [onPage, onHome, originPage, originHome] = await Promise.all([
      liveWithin(varnish.url, path, title, saved),
      liveWithin(varnish.url, '/br', title, saved),
      liveWithin(server.url, path, title, saved),
      liveWithin(server.url, '/br', title, saved),
    ]);
    const build = await newestIncremental(before, session);
    const published = Date.parse((await session.build(build.id)).finishedAt!) - saved;
    console.log(`edit live through Varnish: post page ${onPage} ms, br home ${onHome} ms after the save was sent; at the server itself ${originPage} and ${originHome} ms; the incremental build ended at ${published} ms`);
    // Within a second of the build that wrote the pages (on a quiet machine the build itself takes
    // a few hundred ms: edit-to-live through the cache under a second). Without the purge, the
    // cached copies would stay for their s-maxage (300 s).
    expect(onPage).toBeLessThanOrEqual(published + 1000);
    expect(onHome).toBeLessThanOrEqual(published + 1000);
    // Served from the cache again once fetched: the purge dropped the page, not the caching.
    expect((await cached(path)).headers.get('x-cache')).toBe('HIT');
    for (let i = 0; i < 100 && (await session.build(build.id)).purgeStatus !== 'succeeded'; i++) await sleep(50);
    expect(await session.build(build.id)).toMatchObject({ status: 'succeeded', purgeStatus: 'succeeded', purgeError: null });
    post.title = title;
  });

  it('retries a purge while Varnish is down and shows it in the build history, then the page is fresh', async () => {
    const path = `/br/${post.slug}`;
    const port = varnish.port;
    const before = (await session.builds())[0]?.id ?? 0;
    await varnish.stop();
    // Saved straight to the server: the cache is down.
    const direct = await AdminSession.login(server.url, admin.username, admin.password);
    const title = `Salvo com o Varnish parado ${Date.now()}`;
    expect((await direct.savePost(await direct.post(post.id), { title })).status).toBe(200);
    const build = await newestIncremental(before, direct);
    let seen = await direct.build(build.id);
    for (let i = 0; i < 200 && seen.purgeStatus !== 'retrying'; i++) seen = (await sleep(25), await direct.build(build.id));
    expect(seen).toMatchObject({ status: 'succeeded', purgeStatus: 'retrying', purgeError: expect.stringContaining('ECONNREFUSED') });
    // A fresh Varnish comes back on the same port (empty: the retry finds nothing, as after a restart).
    varnish = await startVarnish(port, server.port);
    for (let i = 0; i < 1200 && seen.purgeStatus !== 'succeeded'; i++) seen = (await sleep(50), await direct.build(build.id));
    expect(seen).toMatchObject({ purgeStatus: 'succeeded', purgeError: null });
    expect(await (await get(path)).text()).toContain(title);
  });

  it('empties the cache after a full build (one ban)', async () => {
    await cached('/br');
    const id = await session.requestFullBuild();
    await session.buildsSettled();
    for (let i = 0; i < 100 && (await session.build(id)).purgeStatus !== 'succeeded'; i++) await sleep(50);
    expect(await session.build(id)).toMatchObject({ status: 'succeeded', purgeStatus: 'succeeded' });
    const after = await get('/br');
    await after.arrayBuffer();
    expect(after.headers.get('x-cache')).toBe('MISS');
  });
});
