/**
 * The server the API, static-page and Lighthouse benchmarks measure, run as a child process so the
 * load generator does not share its event loop: api/server.ts's `createSiteApp` (the API and the
 * built site, as `npm run serve` answers them) on @hono/node-server, plus a bench-only Hono
 * hello-world route at HELLO_PATH on the same process and port, the baseline the figures are
 * divided by. Production code never mounts the hello route.
 *
 * With BENCH_MEDIA_DIR, the media library in that folder is served at /media/* (deps.media), as
 * `npm start` serves data/media; the demo retailer's /retailer-images/* is the API app's own.
 *
 * `BENCH_DATABASE_URL=sqlite:… BENCH_DIST_DIR=… node --import tsx bench/serve.ts` prints
 * `${READY_TEXT} http://127.0.0.1:PORT` once listening and stops on SIGTERM.
 */
import type { AddressInfo } from 'node:net';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createSiteApp } from '../api/server';
import { startScript } from '../shared/start-script';
import { connect } from '../shared/db/connect';
import { createFileMediaStore } from '../shared/media/store';
import { cpuSeconds } from './process-tree';

export const HELLO_PATH = '/__bench/hello';
const READY_TEXT = 'bench server listening on';

/** Hono's hello world beside the site's app: same server, no middleware of ours. */
export function benchApp(site: Hono) {
  const app = new Hono();
  app.get(HELLO_PATH, (c) => c.text('Hello Hono!'));
  app.route('/', site);
  return app;
}

export interface BenchServer {
  /** `http://127.0.0.1:PORT` */
  url: string;
  /** What the server printed (errors it logged). */
  output(): string;
  /** CPU seconds the server process has used so far (undefined without /proc). */
  cpuSeconds(): number | undefined;
  stop(): Promise<void>;
}

/** Starts this file as a child process serving `distDir`, the API over `databaseUrl` and, given `mediaDir`, its media library. */
export async function startBenchServer({ databaseUrl, distDir, mediaDir, responseCache = true }: { databaseUrl: string; distDir: string; mediaDir?: string; responseCache?: boolean }): Promise<BenchServer> {
  const env = { BENCH_DATABASE_URL: databaseUrl, BENCH_DIST_DIR: distDir, BENCH_RESPONSE_CACHE: responseCache ? 'on' : 'off', NODE_ENV: 'production', ...(mediaDir ? { BENCH_MEDIA_DIR: mediaDir } : {}) };
  const child = await startScript(fileURLToPath(import.meta.url), env, READY_TEXT, 60_000);
  return {
    url: new RegExp(`${READY_TEXT} (\\S+)`).exec(child.output())![1]!,
    output: child.output,
    cpuSeconds: () => cpuSeconds(child.child.pid!),
    stop: async () => {
      child.child.kill('SIGTERM');
      await child.exited;
    },
  };
}

function main() {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const distDir = process.env.BENCH_DIST_DIR;
  if (!databaseUrl || !distDir) throw new Error('set BENCH_DATABASE_URL and BENCH_DIST_DIR');
  const db = connect(databaseUrl);
  const responseCache = process.env.BENCH_RESPONSE_CACHE === 'off' ? false : undefined;
  const mediaDir = process.env.BENCH_MEDIA_DIR;
  const media = mediaDir ? { store: createFileMediaStore(mediaDir) } : undefined;
  const app = benchApp(createSiteApp({ deps: { db, log: (m, e) => console.error(m, e), responseCache, ...(media ? { media } : {}) }, distDir }));
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
    console.log(`${READY_TEXT} http://127.0.0.1:${info.port}`);
  });
  process.once('SIGTERM', () => {
    server.close(() => void db.close().finally(() => process.exit(0)));
    // Keep-alive connections of the load generator must not hold the exit.
    (server as import('node:http').Server).closeAllConnections?.();
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
