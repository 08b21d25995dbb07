/**
 * Test bed of the Netlify mode: a local HTTP server standing for the build hook (the publisher's,
 * the functions' and the nightly workflow's tests), and for the function entries
 * (api/netlify.test.ts, api/netlify-jobs.test.ts) a migrated scratch PostgreSQL database from
 * TEST_DATABASE_URL with the environment a function would get. PostgreSQL only: the functions
 * refuse SQLite.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Db } from '../shared/db/connect';
import { migrate } from '../shared/db/migrate';
import { createScratchDatabase } from '../shared/db/scratch';

export const TEST_ORIGIN = 'https://reviews.example';
/** The function's connections carry this application_name, so a test can count them. */
export const FUNCTION_APP_NAME = 'rs_netlify_fn';

/** A local HTTP server standing for Netlify's build hook: records every request it gets. */
export interface FakeBuildHook {
  /** `http://127.0.0.1:<port><path>`. */
  url: string;
  /** Every request, in the order they were answered. */
  received: { method: string; path: string; title: string | null; body: string }[];
  /** How the next requests are answered (default 200); a test may replace it. */
  respond: (req: IncomingMessage, res: ServerResponse) => void;
  close(): Promise<void>;
}

export const answerOk = (_req: IncomingMessage, res: ServerResponse) => void res.writeHead(200).end();

/**
 * Starts the fake hook at `path`. `delayMs` holds each answer back a moment, like the real hook, so
 * a burst of requests arrives while the first one is under way.
 */
export async function startFakeBuildHook({ path = '/build_hooks/test', delayMs = 0 } = {}): Promise<FakeBuildHook> {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url!, 'http://hook');
      setTimeout(() => {
        hook.received.push({ method: req.method!, path: url.pathname, title: url.searchParams.get('trigger_title'), body });
        hook.respond(req, res);
      }, delayMs);
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const hook: FakeBuildHook = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
    received: [],
    respond: answerOk,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
  return hook;
}

export interface NetlifyTestbed {
  /** The test's own connection to the scratch database. */
  db: Db;
  /** What a function would find in process.env. */
  env: Record<string, string>;
  /** The build hook NETLIFY_BUILD_HOOK_URL names. */
  hook: FakeBuildHook;
  close(): Promise<void>;
}

export async function openNetlifyTestbed(prefix: string): Promise<NetlifyTestbed> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('REQUIRE_POSTGRES=1 but TEST_DATABASE_URL is not set');
  const db = await createScratchDatabase(adminUrl, prefix);
  await migrate(db);
  // The scratch database's URL: its name put into the admin URL, so a password there carries over.
  const url = new URL(adminUrl);
  url.pathname = new URL(db.url).pathname;
  url.searchParams.set('application_name', FUNCTION_APP_NAME);

  const hook = await startFakeBuildHook();
  const env = { DATABASE_URL: url.toString(), SITE_URL: TEST_ORIGIN, NETLIFY_BUILD_HOOK_URL: hook.url };
  return {
    db,
    env,
    hook,
    async close() {
      await hook.close();
      await db.close();
    },
  };
}

/**
 * A local stand-in for Netlify's API purge endpoint, written from its OpenAPI description
 * (@netlify/open-api, operation `purgeCache`): `POST /api/v1/purge` with a bearer token and a JSON
 * body `{ site_id | site_slug, cache_tags }`; 202 when accepted, 400 for invalid parameters, 404 for
 * an unknown site, 401 without a valid token (Netlify's API answers `{ code, message }` JSON errors).
 */
export interface FakeNetlifyApi {
  /** `http://127.0.0.1:<port>`: the API origin (NETLIFY_API_URL). */
  url: string;
  /** Tags of every accepted purge, one entry per request. */
  purges: { siteId: string; tags: string[] }[];
  /** Every request, accepted or not. */
  requests: number;
  /** Answers the next `n` purges with this status instead (429, 500…); 0 to stop. */
  failNext(n: number, status: number): void;
  close(): Promise<void>;
}

export async function startFakeNetlifyApi({ token, siteId }: { token: string; siteId: string }): Promise<FakeNetlifyApi> {
  let failing = 0;
  let failStatus = 500;
  const json = (res: ServerResponse, status: number, message: string) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ code: status, message }));
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      api.requests += 1;
      const path = new URL(req.url!, 'http://api').pathname;
      if (path !== '/api/v1/purge') return json(res, 404, 'Not Found');
      if (req.method !== 'POST') return json(res, 405, 'Method Not Allowed');
      if (req.headers.authorization !== `Bearer ${token}`) return json(res, 401, 'Access Denied: Origin returned bad status 401');
      if (failing > 0) {
        failing -= 1;
        return json(res, failStatus, 'Internal Server Error');
      }
      let payload: { site_id?: unknown; site_slug?: unknown; cache_tags?: unknown };
      try {
        payload = JSON.parse(body) as typeof payload;
      } catch {
        return json(res, 400, 'Invalid request parameters');
      }
      const tags = payload.cache_tags;
      if (tags !== undefined && (!Array.isArray(tags) || tags.some((t) => typeof t !== 'string'))) return json(res, 400, 'Invalid request parameters');
      if (typeof payload.site_id !== 'string' && typeof payload.site_slug !== 'string') return json(res, 400, 'Invalid request parameters');
      if (payload.site_id !== siteId) return json(res, 404, 'Site not found');
      api.purges.push({ siteId, tags: (tags as string[] | undefined) ?? [] });
      res.writeHead(202).end();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const api: FakeNetlifyApi = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    purges: [],
    requests: 0,
    failNext(n, status) {
      failing = n;
      failStatus = status;
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
  return api;
}
