/**
 * Netlify Functions entry (DESIGN §1, scaled-out mode): the same `createApp(deps)` as the Node
 * server, wrapped with `hono/netlify`, on PostgreSQL, publishing content changes through the background render function (pages in Netlify Blobs)
 * and full rebuilds through the build hook.
 * netlify/functions/api.mts serves it at /api/*; the static pages come from Netlify's CDN.
 *
 * Nothing happens at import: the environment is read and the pool created on the first
 * invocation, then reused by every later invocation of the same instance (a warm function keeps
 * its module state). pg opens connections only when a query needs one.
 */
import type { Context } from 'hono';
import { getConnInfo, handle } from 'hono/netlify';
import { connect, parseDatabaseUrl, type Db } from '../shared/db/connect';
import { EnvError, loadEnv, type Env } from '../shared/env';
import { createApp } from './app';
import { createNetlifyPublisher } from './publish/netlify-publisher';
import { createNetlifyLivePublisher } from './publish/netlify-live-publisher';
import type { Publisher } from './publish/publisher';
import { createRenderTrigger, renderSigningKey } from './netlify-render-trigger';
import { getStore } from '@netlify/blobs';
import { createBlobsMediaStore, lazyMediaStore, MEDIA_BLOB_STORE } from './netlify-media-store';
import { mediaFileResponse } from './routes/media-files';
import { mediaLimitsFromEnv, type MediaLimits } from '../shared/media/process';
import type { MediaStore } from '../shared/media/store';

/** The subset of Netlify's function `Context` this code reads. */
export interface NetlifyContext {
  /** The client's address as Netlify's edge saw it. */
  ip?: string;
}

export interface NetlifyRuntimeOptions {
  /** Default: process.env (Netlify passes the site's variables to functions there). */
  env?: Record<string, string | undefined>;
  fetch?: typeof fetch;
  log?: (line: string, err?: unknown) => void;
  now?: () => Date;
  /** The media library's store; default: the Netlify Blobs store `media` of the site. */
  mediaStore?: MediaStore;
}

/**
 * A synchronous Netlify Function receives at most 6 MB of request body, so an upload through the
 * /api function is capped below that whatever MEDIA_MAX_BYTES says (the multipart envelope too).
 */
export const NETLIFY_MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** The upload limits in Netlify Functions: MEDIA_MAX_BYTES, at most NETLIFY_MAX_UPLOAD_BYTES. */
export function netlifyMediaLimits(env: Env): MediaLimits {
  const limits = mediaLimitsFromEnv({ MEDIA_MAX_BYTES: env.MEDIA_MAX_BYTES?.toString() });
  return { ...limits, maxBytes: Math.min(limits.maxBytes, NETLIFY_MAX_UPLOAD_BYTES) };
}

/** The site's Netlify Blobs media store (configured by the functions runtime itself), opened on first use. */
export function netlifyMediaStore(): MediaStore {
  return lazyMediaStore(() => createBlobsMediaStore(getStore({ name: MEDIA_BLOB_STORE, consistency: 'strong' })));
}

/** The per-instance state: opened once, reused across invocations. */
export interface NetlifyRuntime {
  env: Env;
  db: Db;
  /** Content changes go to the background render function, full builds to the build hook (issue 23). */
  publisher: Publisher;
}

/** A configuration this mode cannot run with; answered as 503 naming the variable. */
export class NetlifyConfigError extends Error {}

/**
 * Pool size per function instance. An instance serves one request at a time, so a few connections
 * cover a request's parallel queries; many warm instances must still fit a managed server's limit.
 */
const POOL_SIZE = 3;

/**
 * Reads and checks the environment for Netlify Functions. SITE_URL falls back to Netlify's own
 * `URL` (the site's main address): the admin's origin check needs the real origin, never the
 * localhost default. PUBLISHER defaults to netlify here, which makes NETLIFY_BUILD_HOOK_URL required.
 */
export function netlifyEnv(source: Record<string, string | undefined>): Env {
  const env = loadEnv({ ...source, PUBLISHER: source.PUBLISHER || 'netlify', SITE_URL: source.SITE_URL || source.URL });
  if (env.PUBLISHER !== 'netlify') throw new NetlifyConfigError(`Invalid environment: PUBLISHER must be 'netlify' in Netlify Functions (got "${env.PUBLISHER}")`);
  if (!source.SITE_URL && !source.URL) throw new NetlifyConfigError('Invalid environment: SITE_URL is required in Netlify Functions (the canonical https:// origin of the site)');
  if (parseDatabaseUrl(env.DATABASE_URL).dialect !== 'postgres') {
    throw new NetlifyConfigError(
      `Invalid environment: DATABASE_URL must be a postgres:// URL in Netlify Functions (got "${env.DATABASE_URL.split(':')[0]}:…"): functions have no durable disk, so SQLite would lose every write`,
    );
  }
  return env;
}

/**
 * A lazily opened runtime. `get()` opens it on first use (a configuration error is thrown again on
 * every call, so a fixed variable takes effect on the next cold start); `close()` ends the pool.
 */
export function lazyRuntime(options: NetlifyRuntimeOptions = {}) {
  let runtime: NetlifyRuntime | undefined;
  const log = options.log ?? ((line: string, err?: unknown) => (err === undefined ? console.log(line) : console.error(line, err)));
  return {
    log,
    get(): NetlifyRuntime {
      if (runtime) return runtime;
      const env = netlifyEnv(options.env ?? process.env);
      const db = connect(env.DATABASE_URL, { maxConnections: POOL_SIZE });
      const source = options.env ?? process.env;
      const builds = createNetlifyPublisher({ hookUrl: env.NETLIFY_BUILD_HOOK_URL!, fetch: options.fetch, log: (line) => log(line) });
      // Netlify's URL is where this deploy's functions answer (SITE_URL may be a custom domain in front).
      const publishPages = createRenderTrigger({ origin: source.URL || env.SITE_URL, key: renderSigningKey(env.DATABASE_URL), fetch: options.fetch });
      const publisher = createNetlifyLivePublisher({ builds, publishPages, log: (line) => log(line) });
      runtime = { env, db, publisher };
      return runtime;
    },
    async close(): Promise<void> {
      const open = runtime;
      runtime = undefined;
      await open?.db.close();
    },
  };
}

/** A JSON 503 in the API's error shape (api/http/errors.ts), never cached. */
export function unavailableResponse(message: string): Response {
  return Response.json({ error: 'unavailable', message }, { status: 503, headers: { 'Cache-Control': 'no-store' } });
}

/**
 * The runtime, or the 503 that answers instead when the configuration is unusable (logged once
 * per invocation, so the function log names the variable).
 */
export function openRuntime(runtime: ReturnType<typeof lazyRuntime>): NetlifyRuntime | Response {
  try {
    return runtime.get();
  } catch (err) {
    if (!(err instanceof EnvError || err instanceof NetlifyConfigError)) throw err;
    runtime.log(err.message);
    return unavailableResponse(err.message);
  }
}

/** The client IP Netlify's edge saw (context.ip); no header can change it. */
const netlifyClientIp = (c: Context) => getConnInfo(c).remote.address ?? 'unknown';

/**
 * The /api/* function: `(request, context) => response`. Options are for tests; the function file
 * calls it with none.
 */
export function createNetlifyHandler(options: NetlifyRuntimeOptions = {}) {
  const runtime = lazyRuntime(options);
  type Handler = (req: Request, context: NetlifyContext) => Response | Promise<Response>;
  let handler: Handler | undefined;
  const fn = async (req: Request, context: NetlifyContext = {}): Promise<Response> => {
    if (!handler) {
      const open = openRuntime(runtime);
      if (open instanceof Response) return open;
      const app = createApp({
        db: open.db,
        ...(options.now ? { now: options.now } : {}),
        log: runtime.log,
        publisher: open.publisher,
        siteUrl: open.env.SITE_URL,
        clientIp: netlifyClientIp,
        media: { store: options.mediaStore ?? netlifyMediaStore(), limits: netlifyMediaLimits(open.env) },
        // "Run now" in /admin/cron runs jobs with this function's environment.
        jobs: { env: open.env, ...(options.fetch ? { fetch: options.fetch } : {}) },
      });
      handler = handle(app) as Handler;
    }
    return handler(req, context);
  };
  return Object.assign(fn, { close: () => runtime.close() });
}

/**
 * The /media/* function (netlify/functions/media.mts): the library's files from Netlify Blobs with a
 * year's immutable cache, so Netlify's CDN keeps each one after its first request. Needs no database.
 */
export function createNetlifyMediaHandler(options: { store?: MediaStore } = {}) {
  let store = options.store;
  return async (req: Request): Promise<Response> => {
    store ??= netlifyMediaStore();
    const path = new URL(req.url).pathname;
    if (!path.startsWith('/media/') || (req.method !== 'GET' && req.method !== 'HEAD')) {
      return new Response('Not found\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
    }
    return mediaFileResponse(store, path.slice('/media/'.length), req.method);
  };
}
