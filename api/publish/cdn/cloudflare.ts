/**
 * Cloudflare purges (CDN_PURGE=cloudflare), with the v4 API's "Purge Cached Content" endpoint:
 * `POST {api}/zones/{zone_id}/purge_cache`, `Authorization: Bearer {token}` (a token with the
 * Zone › Cache Purge permission), body `{"files": [absolute URLs]}` for a save's pages and
 * `{"purge_everything": true}` after a full build. Every answer is
 * `{success, errors: [{code, message}], messages, result}`; a refusal is `success: false` with a 4xx
 * (403 for a token without the permission), 429 with Retry-After when the account's purge rate is
 * exceeded.
 *
 * URLs go in batches of FILES_PER_REQUEST: Cloudflare's documentation listed 30 URLs per call on
 * Free, Pro and Business zones (500 on Enterprise) from 2020; its current table says 100
 * operations per request on every plan. 30 is within both, and a save touches fewer pages than
 * that, so a save costs one call of the account's purge rate (Free: 5 per minute) either way.
 */
import { PurgeError, retryAfterMs, type Purger } from './purger';

export const CLOUDFLARE_API_URL = 'https://api.cloudflare.com/client/v4';

/** URLs per purge request (see above). */
export const FILES_PER_REQUEST = 30;

export interface CloudflarePurgerOptions {
  zoneId: string;
  apiToken: string;
  /** The public site's origin (SITE_URL): purged URLs are `{siteUrl}{path}`. */
  siteUrl: string;
  /** Default https://api.cloudflare.com/client/v4 (CLOUDFLARE_API_URL: a local fake in tests). */
  apiUrl?: string;
  /** Per request (default 15 s). */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

interface CloudflareAnswer {
  success?: boolean;
  errors?: { code?: number; message?: string }[];
}

/** The Cloudflare purger. */
export function createCloudflarePurger({ zoneId, apiToken, siteUrl, apiUrl = CLOUDFLARE_API_URL, timeoutMs = 15_000, fetch: fetchFn = fetch }: CloudflarePurgerOptions): Purger {
  const endpoint = `${apiUrl.replace(/\/+$/, '')}/zones/${encodeURIComponent(zoneId)}/purge_cache`;
  const origin = siteUrl.replace(/\/+$/, '');

  async function call(body: object, left?: string[]): Promise<void> {
    let res: Response;
    try {
      res = await fetchFn(endpoint, {
        method: 'POST',
        headers: { Authorization: `Bearer ${apiToken}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw new PurgeError(`cloudflare: ${(err as Error).message}`, { retryable: true, left });
    }
    const answer = (await res.json().catch(() => ({}))) as CloudflareAnswer;
    if (res.ok && answer.success === true) return;
    const errors = (answer.errors ?? []).map((e) => `${e.message ?? 'error'} (code ${e.code ?? '?'})`).join('; ') || res.statusText || 'no error given';
    // 429 and 5xx pass; a 4xx (token refused, zone unknown, a body it rejects) stays as it is.
    const retryable = res.status === 429 || res.status >= 500 || (res.ok && answer.success !== true);
    throw new PurgeError(`cloudflare: ${res.status} ${errors}`.replace(/\s+/g, ' ').slice(0, 400), { retryable, retryAfterMs: retryAfterMs(res.headers.get('retry-after')), left });
  }

  return {
    name: 'cloudflare',
    async purgePaths(paths) {
      for (let i = 0; i < paths.length; i += FILES_PER_REQUEST) {
        const batch = paths.slice(i, i + FILES_PER_REQUEST);
        await call({ files: batch.map((p) => `${origin}${p}`) }, paths.slice(i));
      }
    },
    purgeEverything: () => call({ purge_everything: true }),
  };
}
