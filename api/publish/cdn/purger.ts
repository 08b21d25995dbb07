/**
 * Purging the shared cache in front of the self-hosted site (issue 23 item 3). Public pages carry
 * `s-maxage` (api/static/cache-policy.ts), so a CDN or Varnish keeps them; the publisher tells it
 * which pages it re-rendered, so an edit is live through the cache at once instead of when the
 * copy expires. Implementations: ./varnish.ts (`PURGE <path>`), ./cloudflare.ts (purge_cache API).
 */

/** A cache in front of the site that can drop pages. */
export interface Purger {
  /** 'varnish' | 'cloudflare', for logs and the build history. */
  readonly name: string;
  /**
   * Drops the cached copies of `paths`: URL paths as the public site serves them (`/br/slug`, the
   * one canonical address of a page). Throws PurgeError.
   */
  purgePaths(paths: string[]): Promise<void>;
  /** Drops every cached page of the site (after a full build). Throws PurgeError. */
  purgeEverything(): Promise<void>;
}

export interface PurgeErrorOptions {
  /** False when trying again cannot help (credentials refused, a request the cache rejects). */
  retryable: boolean;
  /** The cache asked to wait this long (429 Retry-After). */
  retryAfterMs?: number;
  /** The paths not purged yet (the ones before them were): a retry sends only these. */
  left?: string[];
}

/** A purge that did not happen; the message is one line naming the cache and its answer. */
export class PurgeError extends Error {
  readonly retryable: boolean;
  readonly retryAfterMs?: number;
  readonly left?: string[];

  constructor(message: string, options: PurgeErrorOptions) {
    super(message);
    this.retryable = options.retryable;
    this.retryAfterMs = options.retryAfterMs;
    this.left = options.left;
  }
}

/**
 * The public URL paths of the pages a build wrote or removed (the renderer's page paths: `/br/slug`,
 * `/br/rss.xml`, `/`), percent-encoded as a browser sends them (an accented slug is cached under
 * its encoded address). `/404` is no address: its body answers unknown paths, never cached.
 */
export function publicPaths(pagePaths: string[]): string[] {
  return [...new Set(pagePaths.filter((p) => p !== '/404').map((p) => encodeURI(p)))];
}

/** Seconds of a Retry-After header (delta-seconds or an HTTP date) in ms, or undefined. */
export function retryAfterMs(header: string | null | undefined, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}
