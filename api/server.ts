/**
 * Node entry: the API under /api and the built site from dist/, on one port (DESIGN §1,
 * self-hosted mode). Run directly (`npm run serve`) or through `npm start`.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { getRequestListener, RequestError } from '@hono/node-server';
import { connect, type Db } from '../shared/db/connect';
import { migrate } from '../shared/db/migrate';
import { loadEnv, type Env } from '../shared/env';
import { runCli } from '../shared/run-cli';
import { createApp, type AppDeps } from './app';
import { guardConnections, type ConnectionGuardOptions } from './http/connection-guard';
import type { ErrorBody } from './http/errors';
import { createResponseCache } from './http/response-cache';
import { startJobScheduler } from './jobs/start';
import { publishingFromEnv } from './publish/from-env';
import { createContentRedirects } from './static/content-redirects';
import { siteHandler } from './static/site-handler';
import { indexNowKeyRoute } from './static/indexnow-key';
import { mediaFileRoutes } from './routes/media-files';
import { createFileMediaStore, mediaDir } from '../shared/media/store';
import { mediaLimitsFromEnv } from '../shared/media/process';

/** Where the built site lives (Astro's outDir); DIST_DIR moves it (tests build into a temp folder). */
export const DIST_DIR = resolve(process.env.DIST_DIR || 'dist');

export interface SiteAppOptions {
  deps: Partial<AppDeps> & Pick<AppDeps, 'db'>;
  distDir?: string;
  /** INDEXNOW_KEY: served as `/{key}.txt` (api/static/indexnow-key.ts). */
  indexNowKey?: string;
}

/**
 * The API plus the built site (api/static/: redirects, files, admin shell, coming-soon, 404). The
 * public API answers are cached in memory unless `deps.responseCache` is false.
 */
export function createSiteApp({ deps, distDir = DIST_DIR, indexNowKey }: SiteAppOptions) {
  const contentRedirects = deps.contentRedirects ?? createContentRedirects(deps.db);
  const app = createApp({ ...deps, responseCache: deps.responseCache ?? createResponseCache(), contentRedirects });
  // The media library's files (issue 14), before the built site: /media/ is theirs alone.
  if (deps.media) app.route('/', mediaFileRoutes(deps.media.store));
  if (indexNowKey) app.route('/', indexNowKeyRoute(indexNowKey));
  app.route('/', siteHandler({ distDir, log: deps.log, contentRedirects }));
  return app;
}

export interface RunningServer {
  server: Server;
  url: string;
  /** Stops accepting connections, finishes in-flight requests, closes the database. */
  close(): Promise<void>;
}

/**
 * The answer to a request node-server cannot make into a Request (a Host header that is no host, a
 * malformed absolute URL): 400 in the API's error shape, where node-server's own is an empty body.
 * Any other error that reaches here escaped the app's onError: 500, same shape.
 */
function unreadableRequest(err: unknown): Response {
  const body: ErrorBody = err instanceof RequestError
    ? { error: 'bad_request', message: `The request cannot be read: ${err.message}` }
    : { error: 'internal', message: 'Internal server error' };
  return Response.json(body, { status: err instanceof RequestError ? 400 : 500, headers: { 'Cache-Control': 'no-store' } });
}

/**
 * Limits of the HTTP server, so slow or idle clients cannot hold it (Node's defaults: no cap on
 * connections, 300 s for a request): headers within 15 s, a whole request within 30 s (the largest
 * body is 256 KiB), idle keep-alive connections closed after 5 s (under a proxy's usual 60 s, so the
 * proxy never reuses a socket we are closing), at most 1,000 open connections.
 */
export const SERVER_LIMITS = { headersTimeout: 15_000, requestTimeout: 30_000, keepAliveTimeout: 5_000, maxConnections: 1_000 } as const;

/** A log line per address per minute at most: a flood of refused connections must not flood the log. */
function connectionRefusedLog(log: AppDeps['log'] = console.log): (address: string) => void {
  const told = new Map<string, number>();
  return (address) => {
    const now = Date.now();
    if ((told.get(address) ?? 0) > now - 60_000) return;
    if (told.size > 1000) told.clear();
    told.set(address, now);
    log(`connection refused: ${address} holds as many connections as one address may`);
  };
}

/**
 * Listens on `port`/`host`; resolves once the socket is bound. `limits` and `connections` change
 * SERVER_LIMITS and the per-address cap (./http/connection-guard.ts) for tests.
 */
export function startServer(options: SiteAppOptions & { port: number; host: string; limits?: Partial<Record<keyof typeof SERVER_LIMITS, number>>; connections?: ConnectionGuardOptions }): Promise<RunningServer> {
  const app = createSiteApp(options);
  return new Promise((resolveStart, reject) => {
    // node-server's listener rather than its serve(), which does not pass an errorHandler through.
    const server = createServer(getRequestListener(app.fetch, { hostname: options.host, errorHandler: unreadableRequest }));
    Object.assign(server, SERVER_LIMITS, options.limits);
    guardConnections(server, { ...options.connections, trustedProxies: options.deps.trustedProxies, onRefused: connectionRefusedLog(options.deps.log) });
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      const host = options.host === '0.0.0.0' || options.host === '127.0.0.1' ? 'localhost' : options.host;
      resolveStart({
        server,
        url: `http://${host}:${(server.address() as AddressInfo).port}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => void options.deps.db.close().finally(done));
            server.closeIdleConnections();
          }),
      });
    });
  });
}

/**
 * Stops cleanly on SIGTERM/SIGINT: `beforeClose` runs (queued builds), in-flight requests finish,
 * then the process exits 0; after 10 s it exits whatever is left.
 */
export function stopOnSignals(running: RunningServer, log = console.log, beforeClose: () => Promise<void> = async () => {}): void {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal} received, closing…`);
    // A client holding a connection open, or a build that will not end, must not keep us alive forever.
    setTimeout(() => process.exit(0), 10_000).unref();
    void beforeClose().then(() => running.close()).then(() => process.exit(0));
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}

/**
 * Serves the site in the self-hosted shape shared by `npm run serve` and `npm start`: one publisher
 * for admin saves and jobs (chosen by PUBLISHER), the API and dist/, the job scheduler, and a clean
 * stop on signals. The database is migrated already.
 */
export async function serveSite(env: Env, db: Db): Promise<RunningServer> {
  const { publisher, site } = await publishingFromEnv(env, db, DIST_DIR);
  // The admin's "run now" gets the environment checked at start, like the scheduler.
  const responseCache = createResponseCache();
  const media = { store: createFileMediaStore(mediaDir(env)), limits: mediaLimitsFromEnv({ MEDIA_MAX_BYTES: env.MEDIA_MAX_BYTES?.toString() }), background: true };
  const running = await startServer({ deps: { db, publisher, site, responseCache, media, jobs: { env }, wordpressImport: { maxBytes: env.WORDPRESS_IMPORT_MAX_BYTES }, siteUrl: env.SITE_URL, trustedProxies: env.TRUSTED_PROXIES }, indexNowKey: env.INDEXNOW_KEY, port: env.PORT, host: env.HOST });
  // The scheduler's jobs (scheduled posts, price refreshes) clear the cached answers too.
  startJobScheduler({ db, env, publisher: responseCache.invalidating(publisher) });
  // A save acknowledged just before the stop has its incremental render queued: let it finish
  // (within the 10 s above) so the page is not left old until the next full build.
  stopOnSignals(running, console.log, async () => {
    site?.close();
    await site?.whenIdle();
  });
  return running;
}

async function main() {
  // Pages render in this process (incremental builds): production React and Astro are faster.
  process.env.NODE_ENV ??= 'production';
  const env = loadEnv();
  const db = connect(env.DATABASE_URL);
  await migrate(db);
  const running = await serveSite(env, db);
  console.log(`Serving ${running.url} (database ${db.url})`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) runCli(main, { keepAlive: true });
