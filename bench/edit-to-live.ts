/**
 * Edit-to-live benchmark, over real HTTP as an editor and a reader see it: `api/server.ts` runs in
 * its own process on a built site (as `npm run serve`), an editor logs in and saves post titles with
 * `PUT /api/admin/posts/{id}` (the admin app's save), and each figure runs from the moment the admin
 * API's answer arrives until `GET /{locale}/{slug}` on the same server serves the new title.
 * The posts edited are spread over the whole corpus (newest to oldest), since a save deep in the
 * archive must cost what a save of the newest post costs.
 *
 * Saves come at an editor's pace by default: the next one `pauseMs` after the previous went live
 * (an editor reads the page before the next edit; the publisher renders the sitemaps of a save in
 * such a pause). `pauseMs: 0` measures back-to-back saves, where a save may wait for the rest of
 * the one before.
 */
import { createTestAdmin, sessionCookieFrom, TEST_ADMIN_PASSWORD } from '../api/auth/testing';
import { startScript } from '../shared/start-script';
import { connect } from '../shared/db/connect';
import { freePort } from '../shared/free-port';

export interface EditToLiveFigure {
  samples: number[];
  median: number;
  p95: number;
  /** Pages written per save (the incremental builds' mean size). */
  pagesPerSave: number;
}

export const quantile = (sorted: readonly number[], q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;

/** Published br posts spread evenly through the corpus, newest first (offsets 0, total/n, …). */
export async function spreadPosts(databaseUrl: string, n: number): Promise<{ id: number; slug: string }[]> {
  const db = connect(databaseUrl);
  try {
    const total = Number((await db.kysely.selectFrom('posts').select((eb) => eb.fn.countAll().as('n')).where('locale', '=', 'br').where('status', '=', 'published').executeTakeFirstOrThrow()).n);
    const targets: { id: number; slug: string }[] = [];
    for (let i = 0; i < n; i++) {
      const row = await db.kysely.selectFrom('posts').select(['id', 'slug']).where('locale', '=', 'br').where('status', '=', 'published')
        .orderBy('published_at', 'desc').orderBy('id', 'desc').offset(Math.floor((i * total) / n)).limit(1).executeTakeFirst();
      if (row) targets.push(row);
    }
    return targets;
  } finally {
    await db.close();
  }
}

/** `npm run serve` on a built corpus with the self-hosted publisher, and an editor logged in to it. */
export interface EditorSession {
  base: string;
  /** The server's process id. */
  pid: number;
  /** The editor's session cookie (`Cookie` header value), for calls `admin` does not make (uploads). */
  cookie: string;
  /** An admin API call with the editor's session. */
  admin(method: string, path: string, body?: unknown): Promise<Response>;
  /** Saves a new title for the post; resolves with the ms from the save's answer until its page shows it. */
  saveTitle(target: { id: number; slug: string }, title: string): Promise<number>;
  /** What the server has printed so far. */
  output(): string;
  stop(): Promise<void>;
}

export async function startEditorSession({ databaseUrl, distDir, siteUrl = 'http://localhost:4321', env = {} }: { databaseUrl: string; distDir: string; siteUrl?: string; env?: Record<string, string> }): Promise<EditorSession> {
  const db = connect(databaseUrl);
  let account;
  try {
    account = await createTestAdmin(db, { username: `bench${Date.now()}`, email: `bench${Date.now()}@localhost` });
  } finally {
    await db.close();
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startScript('api/server.ts', { PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, DIST_DIR: distDir, PUBLISHER: 'local', SITE_URL: siteUrl, NODE_ENV: 'production', ...env }, 'Serving ', 120_000);
  const stop = async () => {
    server.child.kill('SIGTERM');
    await server.exited;
  };
  try {
    const login = await fetch(`${base}/api/admin/login`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: base }, body: JSON.stringify({ identifier: account.username, password: TEST_ADMIN_PASSWORD }) });
    const cookie = sessionCookieFrom(login);
    if (!cookie) throw new Error(`bench login failed: ${login.status} ${await login.text()}`);
    const admin = (method: string, path: string, body?: unknown) =>
      fetch(`${base}${path}`, { method, headers: { Cookie: cookie, ...(body === undefined ? {} : { 'Content-Type': 'application/json', Origin: base }) }, body: body === undefined ? undefined : JSON.stringify(body) });
    const saveTitle = (target: { id: number; slug: string }, title: string) =>
      timeSave(target, title).catch((err: unknown) => {
        // What the server said last is the only clue to a reset connection or a crash.
        throw new Error(`saving post ${target.id} failed: ${err instanceof Error ? `${err.message}${err.cause ? ` (${String(err.cause)})` : ''}` : String(err)}; server ${server.child.exitCode === null ? 'still running' : `exited with ${server.child.exitCode}`}, its last output:\n${server.output().slice(-4000)}`);
      });
    const timeSave = async (target: { id: number; slug: string }, title: string) => {
      const post = (await (await admin('GET', `/api/admin/posts/${target.id}`)).json()) as Record<string, unknown>;
      const saved = await admin('PUT', `/api/admin/posts/${target.id}`, { ...post, title });
      if (!saved.ok) throw new Error(`PUT /api/admin/posts/${target.id}: ${saved.status} ${await saved.text()}`);
      const answered = performance.now();
      await saved.arrayBuffer();
      for (;;) {
        const page = await fetch(`${base}/br/${target.slug}`, { headers: { 'Cache-Control': 'no-cache' } });
        if ((await page.text()).includes(title)) return performance.now() - answered;
        if (performance.now() - answered > 60_000) throw new Error(`/br/${target.slug} did not show its new title within 60 s`);
        await new Promise((r) => setTimeout(r, 5));
      }
    };
    return { base, pid: server.child.pid!, cookie, admin, saveTitle, output: server.output, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

/**
 * `databaseUrl` holds a seeded corpus already built into `distDir` with the renderer bundle of
 * `siteUrl` (the build's origin, so the server reuses that bundle instead of making another).
 */
export async function benchEditToLive({ databaseUrl, distDir, siteUrl = 'http://localhost:4321', samples = 15, pauseMs = 1500 }: { databaseUrl: string; distDir: string; siteUrl?: string; samples?: number; pauseMs?: number }): Promise<EditToLiveFigure> {
  const targets = await spreadPosts(databaseUrl, samples);
  const session = await startEditorSession({ databaseUrl, distDir, siteUrl });
  try {
    // The first save of a server loads its renderer bundle: done once before timing, as a server
    // that has been up for a while has.
    const warm = targets.pop()!;
    const times: number[] = [];
    for (const [i, target] of [warm, ...targets].entries()) {
      // Plain ASCII: the page shows the title HTML-escaped.
      const ms = await session.saveTitle(target, `Edited title ${i} ${Date.now()}`);
      if (target !== warm) times.push(ms);
      await new Promise((r) => setTimeout(r, pauseMs));
    }
    const builds = (await (await session.admin('GET', `/api/admin/builds?limit=${times.length}`)).json()) as { items: { kind: string; pages: number | null }[] };
    const incremental = builds.items.filter((b) => b.kind === 'incremental');
    const sorted = [...times].sort((a, b) => a - b);
    return {
      samples: times,
      median: quantile(sorted, 0.5),
      p95: quantile(sorted, 0.95),
      pagesPerSave: incremental.reduce((n, b) => n + (b.pages ?? 0), 0) / Math.max(1, incremental.length),
    };
  } finally {
    await session.stop();
  }
}

// `npx tsx bench/edit-to-live.ts <databaseUrl> <distDir>`: measure an existing built corpus.
if (import.meta.url === `file://${process.argv[1]}`) {
  const [databaseUrl, distDir, pauseMs] = process.argv.slice(2);
  const f = await benchEditToLive({ databaseUrl: databaseUrl!, distDir: distDir!, ...(pauseMs ? { pauseMs: Number(pauseMs) } : {}) });
  console.log(`edit-to-live over HTTP: median ${f.median.toFixed(0)} ms, p95 ${f.p95.toFixed(0)} ms over ${f.samples.length} saves (${f.samples.map((n) => n.toFixed(0)).join(', ')}), ${f.pagesPerSave.toFixed(1)} pages per save`);
}
