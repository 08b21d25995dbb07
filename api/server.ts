/**
 * Node entry: the API under /api and the built site from dist/, on one port (DESIGN §1,
 * self-hosted mode). Run directly (`npm run serve`) or through `npm start`.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { secureHeaders } from 'hono/secure-headers';
import { connect } from '../shared/db/connect';
import { migrate } from '../shared/db/migrate';
import { loadEnv } from '../shared/env';
import { runCli } from '../shared/run-cli';
import { createApp, type AppDeps } from './app';

/** Where the built site lives (Astro's outDir); DIST_DIR moves it (tests build into a temp folder). */
export const DIST_DIR = resolve(process.env.DIST_DIR || 'dist');

/** Headers for pages: the static site loads its own scripts and styles and retailer images only. */
const pageHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    imgSrc: ["'self'", 'https:', 'data:'],
    styleSrc: ["'self'", "'unsafe-inline'"],
    scriptSrc: ["'self'", "'unsafe-inline'"],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
  strictTransportSecurity: 'max-age=63072000; includeSubDomains',
  referrerPolicy: 'strict-origin-when-cross-origin',
});

const PLACEHOLDER = `<!doctype html><html lang="pt-BR"><meta charset="utf-8"><title>Site em construção</title>
<body style="font-family:system-ui;max-width:40rem;margin:4rem auto;padding:0 1rem">
<h1>O site ainda não foi gerado</h1><p>Run <code>npm run build</code> (or <code>npm start</code>) to build the pages into <code>dist/</code>.
The API is up: <a href="/api/home-data">/api/home-data</a>.</p></body></html>`;

export interface SiteAppOptions {
  deps: Partial<AppDeps> & Pick<AppDeps, 'db'>;
  distDir?: string;
}

/** The API plus the static site and its 404 page. */
export function createSiteApp({ deps, distDir = DIST_DIR }: SiteAppOptions) {
  const app = createApp(deps);
  app.use('*', pageHeaders);
  app.get('*', serveStatic({ root: distDir }));
  app.get('/', (c) => c.html(PLACEHOLDER));
  app.notFound((c) => {
    const page = resolve(distDir, '404.html');
    c.header('Cache-Control', 'no-store');
    return c.html(existsSync(page) ? readFileSync(page, 'utf8') : '<!doctype html><title>404</title><h1>Página não encontrada</h1>', 404);
  });
  return app;
}

export interface RunningServer {
  server: Server;
  url: string;
  /** Stops accepting connections, finishes in-flight requests, closes the database. */
  close(): Promise<void>;
}

/** Listens on `port`/`host`; resolves once the socket is bound. */
export function startServer(options: SiteAppOptions & { port: number; host: string }): Promise<RunningServer> {
  const app = createSiteApp(options);
  return new Promise((resolveStart, reject) => {
    const server = serve({ fetch: app.fetch, port: options.port, hostname: options.host }, (info) => {
      const host = options.host === '0.0.0.0' || options.host === '127.0.0.1' ? 'localhost' : options.host;
      resolveStart({
        server: server as Server,
        url: `http://${host}:${info.port}`,
        close: () =>
          new Promise<void>((done) => {
            (server as Server).close(() => void options.deps.db.close().finally(done));
            (server as Server).closeIdleConnections();
          }),
      });
    }) as Server;
    server.once('error', reject);
  });
}

/** Stops cleanly on SIGTERM/SIGINT: in-flight requests finish, then the process exits 0. */
export function stopOnSignals(running: RunningServer, log = console.log): void {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal} received, closing…`);
    // A client holding a connection open must not keep us alive forever.
    setTimeout(() => process.exit(0), 10_000).unref();
    void running.close().then(() => process.exit(0));
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}

async function main() {
  const env = loadEnv();
  const db = connect(env.DATABASE_URL);
  await migrate(db);
  const running = await startServer({ deps: { db }, port: env.PORT, host: env.HOST });
  stopOnSignals(running);
  console.log(`Serving ${running.url} (database ${db.url})`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) runCli(main, { keepAlive: true });
