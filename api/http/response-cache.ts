/**
 * An in-memory cache of the public, anonymous API answers (api/routes/public.ts), in front of
 * everything the route does (queries, zod, JSON, the ETag's SHA-1), which costs ~2 ms of CPU per
 * request where a stored answer costs microseconds. What it stores is the final 200 answer (body
 * and headers, ETag and security headers included), keyed by the full URL; a hit still goes
 * through hono's etag() so If-None-Match gets its 304 as before.
 *
 * Freshness: `invalidating(publisher)` wraps the app's publisher so every accepted change clears
 * the cache (an admin save is live at once), and a short TTL bounds what no publisher here sees:
 * jobs on another publisher, another instance on the same PostgreSQL, and content that changes
 * with the clock (a scheduled post's publish time, prices turning older than 24 h).
 *
 * Never stored: answers other than 200, answers that set a cookie, vary or say private/no-store,
 * and requests carrying a Cookie or Authorization header (a signed-in admin bypasses it).
 */
import type { MiddlewareHandler } from 'hono';
import { etag } from 'hono/etag';
import type { Publisher } from '../publish/publisher';
import { LRUCache } from 'lru-cache';

export interface ResponseCacheOptions {
  /** How long a stored answer is served without asking the database; default 30 s. */
  ttlMs?: number;
  /** Most answers kept; default 1,000. */
  maxEntries?: number;
  /** Most body bytes kept in all; default 32 MiB. */
  maxBytes?: number;
  /** Largest single body kept; default 1 MiB. */
  maxEntryBytes?: number;
  /** Milliseconds clock for the TTL; tests inject one. */
  now?: () => number;
}

export interface ResponseCacheStats {
  hits: number;
  misses: number;
  entries: number;
  bytes: number;
}

export interface ResponseCache {
  /** The middleware to put in front of the cacheable GET routes, outside their other middleware. */
  middleware(): MiddlewareHandler;
  /** Drops every stored answer, and any being computed while the clear happens. */
  clear(): void;
  /** The same publisher, clearing the cache on every change and rebuild it is told about. */
  invalidating(publisher: Publisher): Publisher;
  stats(): ResponseCacheStats;
}

interface Entry {
  body: ArrayBuffer;
  headers: [string, string][];
  storedAt: number;
}

const NOT_SHARED = /(?:^|,)\s*(?:private|no-store)\b/i;

function storable(res: Response): boolean {
  const cacheControl = res.headers.get('Cache-Control') ?? '';
  return res.status === 200 && !res.headers.has('Set-Cookie') && !res.headers.has('Vary') && !NOT_SHARED.test(cacheControl);
}

/** A response cache with the given bounds; mount it with `createApp({ responseCache })`. */
export function createResponseCache({
  ttlMs = 30_000,
  maxEntries = 1_000,
  maxBytes = 32 * 1024 * 1024,
  maxEntryBytes = 1024 * 1024,
  now = Date.now,
}: ResponseCacheOptions = {}): ResponseCache {
  const lru = new LRUCache<string, Entry>({ max: maxEntries, maxSize: maxBytes });
  // An answer computed across a clear may hold the old content: it is not stored.
  let generation = 0;
  let hits = 0;
  let misses = 0;
  const revalidate = etag();

  const lookup = (key: string): Entry | undefined => {
    const entry = lru.get(key);
    if (entry && now() - entry.storedAt >= ttlMs) {
      lru.delete(key);
      return undefined;
    }
    return entry;
  };

  const cache: ResponseCache = {
    middleware: () => async (c, next) => {
      if (c.req.header('Cookie') !== undefined || c.req.header('Authorization') !== undefined) return next();
      const key = c.req.url;
      const entry = lookup(key);
      if (entry) {
        hits++;
        const headers = new Headers(entry.headers);
        headers.set('Age', String(Math.floor((now() - entry.storedAt) / 1000)));
        // hono's etag() takes the stored ETag as is and answers a matching If-None-Match with 304.
        await revalidate(c, async () => {
          c.res = new Response(entry.body, { status: 200, headers });
        });
        return c.res;
      }
      misses++;
      const started = generation;
      await next();
      if (started !== generation || !storable(c.res)) return;
      const body = await c.res.clone().arrayBuffer();
      if (body.byteLength > maxEntryBytes || started !== generation) return;
      lru.set(key, { body, headers: [...c.res.headers], storedAt: now() }, { size: Math.max(1, body.byteLength) });
    },
    clear() {
      generation++;
      lru.clear();
    },
    invalidating: (publisher) => ({
      request(change) {
        cache.clear();
        return publisher.request(change);
      },
      rebuild(trigger) {
        cache.clear();
        return publisher.rebuild(trigger);
      },
    }),
    stats: () => ({ hits, misses, entries: lru.size, bytes: lru.calculatedSize }),
  };
  return cache;
}
