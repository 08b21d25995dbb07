/**
 * Netlify mode in Netlify's own emulator (issue 17, item 7): `netlify serve --offline` runs the
 * Netlify build of the demo corpus on a scratch PostgreSQL database (netlify.toml's build command:
 * migrate, render, write dist/_redirects), bundles the functions, and serves the result. Over HTTP:
 * the redirects of netlify.toml, the admin shell rewrite, the coming-soon fallbacks of _redirects,
 * the API function (public read, the first admin's login, a save that is readable back and asks
 * for a build through the hook) and a scheduled function invoked by hand.
 *
 * Setup as docs/operations.md describes it: a PostgreSQL database with the content, the
 * environment (DATABASE_URL, SITE_URL, PUBLISHER=netlify, NETLIFY_BUILD_HOOK_URL, here a local
 * stand-in) and the first admin made with `npm run create-admin`.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sessionCookieFrom } from '../../api/auth/testing';
import { openNetlifyTestbed, startFakeNetlifyApi, type FakeNetlifyApi, type NetlifyTestbed } from '../../api/netlify-testing';
import { seedDemo } from '../../content-scripts/seed/seed';
import { describePostgres } from '../../shared/db/testing';
import { startNetlifyServe, type NetlifyServe } from './netlify-emulator';
import { SITE_URL } from './site-process';

const run = promisify(execFile);

/** The first admin, made with the CLI of docs/operations.md step 5. */
const ADMIN = { username: 'alice', email: 'alice@example.com', password: 'lanterna-quartzo-Netlify-1947' };

describePostgres('Netlify mode in netlify serve --offline (build on PostgreSQL, redirects, functions)', () => {
  let bed: NetlifyTestbed;
  let serve: NetlifyServe;
  let env: Record<string, string>;
  let api: FakeNetlifyApi;

  beforeAll(async () => {
    bed = await openNetlifyTestbed('rs_netlify_serve');
    await seedDemo(bed.db);
    // Netlify's purge endpoint, and the site id and token Netlify gives its functions.
    api = await startFakeNetlifyApi({ token: 'nfp_emulated', siteId: 'emulated-site' });
    // The origin the other resilience servers render with: the renderer bundle they made is reused.
    env = { ...bed.env, SITE_URL, PUBLISHER: 'netlify', SITE_ID: 'emulated-site', NETLIFY_PURGE_API_TOKEN: 'nfp_emulated', NETLIFY_API_URL: api.url };
    await run(process.execPath, ['--import', 'tsx', 'content-scripts/create-admin.ts', ADMIN.username, ADMIN.email], {
      env: { ...process.env, DATABASE_URL: env.DATABASE_URL, ADMIN_PASSWORD: ADMIN.password },
      timeout: 60_000,
    });
    // The build renders the demo and bundles eleven functions: minutes on a shared machine.
    serve = await startNetlifyServe(env, 540_000);
  }, 600_000);

  afterAll(async () => {
    await serve?.stop();
    await api?.close();
    await bed?.close();
  });

  const get = (path: string, init?: RequestInit) => fetch(`${serve.url}${path}`, { redirect: 'manual', signal: AbortSignal.timeout(30_000), ...init });
  const built = (file: string) => readFileSync(join(serve.dir, 'dist', file), 'utf8');
  const pick = (res: Response) => ({ source: res.headers.get('x-page-source'), tag: res.headers.get('netlify-cache-tag'), cdn: res.headers.get('netlify-cdn-cache-control') });
  /** Where a redirect points, as a path (the emulator answers absolute URLs). */
  const target = (res: Response) => {
    const url = new URL(res.headers.get('location') ?? '', serve.url);
    return url.pathname + url.search;
  };

  it('answers the legacy addresses and /L/admin with the 301s of netlify.toml, coming-soon locales included', async () => {
    const expected: Record<string, string> = {
      '/post/as-5-melhores-smart-tvs': '/br/as-5-melhores-smart-tvs',
      '/categoria/tecnologia': '/br/categoria/tecnologia',
      '/sobre': '/br/sobre',
      '/contato?assunto=parceria': '/br/contato?assunto=parceria',
      '/br/admin': '/admin',
      '/it/admin/cron': '/admin/cron',
      // Below a coming-soon locale: _redirects repeats these ahead of its fallback.
      '/es/admin': '/admin',
      '/us/admin/edit-post/3': '/admin/edit-post/3',
    };
    const answers: Record<string, string> = {};
    for (const path of Object.keys(expected)) {
      const res = await get(path);
      answers[path] = res.status === 301 ? target(res) : `HTTP ${res.status}`;
    }
    expect(answers).toEqual(expected);
    const page = await get('/br/sobre');
    expect(page.status).toBe(200);
    expect(await page.text()).toBe(built('br/sobre/index.html'));
  });

  it('answers every /admin path that is not a file with the admin shell (200)', async () => {
    const shell = built('admin/index.html');
    for (const path of ['/admin', '/admin/cron', '/admin/edit-post/3']) {
      const res = await get(path);
      expect({ path, status: res.status, shell: (await res.text()) === shell }).toEqual({ path, status: 200, shell: true });
    }
  });

  it('answers the coming-soon page below es and us with 404 (200 at the locale itself), and 404.html elsewhere', async () => {
    const cases: [string, number, string][] = [
      ['/es', 200, 'es/index.html'],
      ['/es/qualquer/coisa', 404, 'es/index.html'],
      ['/us/anything', 404, 'us/index.html'],
      ['/br/nada-aqui', 404, '404.html'],
    ];
    for (const [path, status, file] of cases) {
      const res = await get(path);
      expect({ path, status: res.status, body: (await res.text()) === built(file) }).toEqual({ path, status, body: true });
    }
  });

  it('serves /api/* from the function on PostgreSQL: public reads, the admin\'s login, a save live on its page without a build', async () => {
    const home = await get('/api/home-data');
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toContain('application/json');
    const { posts, total } = (await home.json()) as { posts: { id: number; slug: string }[]; total: number };
    expect(total).toBeGreaterThan(10);
    const post = posts[0]!;

    // The admin app's requests: JSON with the site's origin (SITE_URL, what the pages are served as).
    const json = { 'Content-Type': 'application/json', Origin: SITE_URL };
    const login = await get('/api/admin/login', { method: 'POST', headers: json, body: JSON.stringify({ identifier: ADMIN.username, password: ADMIN.password }) });
    expect(login.status, await login.clone().text()).toBe(200);
    const cookie = sessionCookieFrom(login)!;
    expect(cookie).toBeTruthy();

    // Before the save: the deploy's page, with the durable CDN cache and its tag.
    const before = await get(`/br/${post.slug}`);
    expect(before.status).toBe(200);
    expect(await before.text()).toBe(built(`br/${post.slug}/index.html`));
    expect(pick(before)).toEqual({ source: 'deploy', tag: `page:/br/${post.slug}`, cdn: 'public, durable, s-maxage=31536000, stale-while-revalidate=60' });

    const loaded = await get(`/api/admin/posts/${post.id}`, { headers: { Cookie: cookie } });
    expect(loaded.status).toBe(200);
    const title = 'Revisto no emulador da Netlify';
    const saved = await get(`/api/admin/posts/${post.id}`, { method: 'PUT', headers: { ...json, Cookie: cookie }, body: JSON.stringify({ ...(await loaded.json()), title }) });
    expect(saved.status, await saved.clone().text()).toBe(200);

    const read = await get(`/api/posts/by-slug/${post.slug}?locale=br`);
    expect(((await read.json()) as { title: string }).title).toBe(title);

    // The background function renders the page into Netlify Blobs and purges its tag: no build.
    const started = Date.now();
    let page = '';
    while (Date.now() - started < 60_000 && !page.includes(title)) {
      await new Promise((r) => setTimeout(r, 250));
      page = await (await get(`/br/${post.slug}`)).text();
    }
    const liveAfterMs = Date.now() - started;
    expect(page, serve.output().slice(-3000)).toContain(`<h1`);
    expect(page).toContain(title);
    const after = await get(`/br/${post.slug}`);
    expect(pick(after)).toEqual({ source: 'blob', tag: `page:/br/${post.slug}`, cdn: 'public, durable, s-maxage=31536000, stale-while-revalidate=60' });
    expect(after.headers.get('content-security-policy')).toContain("default-src 'self'");
    // The deploy's file is untouched: the page came from Blobs.
    expect(built(`br/${post.slug}/index.html`)).not.toContain(title);
    expect(bed.hook.received).toEqual([]);
    expect(api.purges[0]).toEqual({ siteId: 'emulated-site', tags: [`page:/br/${post.slug}`] });
    expect(api.purges.flatMap((p) => p.tags)).toContain('page:/br');
    const run = await bed.db.kysely.selectFrom('build_runs').select(['kind', 'status', 'pages']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(run).toMatchObject({ kind: 'incremental', status: 'succeeded' });
    console.log(`netlify serve: edit live on its page ${liveAfterMs} ms after the save answered; ${run.pages} pages; purges ${api.purges.length}`);

    // An admin's full rebuild still asks Netlify for a build through the hook.
    const rebuild = await get('/api/admin/builds', { method: 'POST', headers: { ...json, Cookie: cookie }, body: '{}' });
    expect(rebuild.status, await rebuild.clone().text()).toBeLessThan(300);
    expect(bed.hook.received.map((r) => r.method)).toEqual(['POST']);

    // The demo's product pictures come from the same function (netlify/functions/api.mts' paths).
    const picture = await get('/retailer-images/I/TESTIMAGE01.jpg');
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/jpeg');
  });

  it('runs a scheduled function invoked at /.netlify/functions/<name>, recording the run in job_runs', async () => {
    const res = await get('/.netlify/functions/job-cleanup-auth', { method: 'POST' });
    const answer = (await res.json()) as { job: string; outcome: string; run: { id: number; status: string } };
    expect({ status: res.status, job: answer.job, outcome: answer.outcome, run: answer.run?.status }).toEqual({ status: 200, job: 'cleanup-auth', outcome: 'ran', run: 'succeeded' });
    const row = await bed.db.kysely.selectFrom('job_runs').select(['job', 'status']).where('id', '=', answer.run.id).executeTakeFirst();
    expect(row).toEqual({ job: 'cleanup-auth', status: 'succeeded' });
  });
});
