/**
 * Purge by cache tag on Netlify's CDN (issue 23): `POST /api/v1/purge` of Netlify's API
 * (operation `purgeCache` of its OpenAPI description, the endpoint `purgeCache` of
 * `@netlify/functions` calls) with `{ site_id, cache_tags }` and a bearer token. Netlify answers
 * 202 when the purge is accepted, 400 for invalid parameters, 404 for an unknown site, 401 for a
 * bad token; 429 and 5xx are worth a retry.
 *
 * Inside Netlify Functions the runtime provides both values: `SITE_ID` and
 * `NETLIFY_PURGE_API_TOKEN` (the token `purgeCache` reads); outside, a personal access token in
 * `NETLIFY_AUTH_TOKEN` does the same.
 */

export const NETLIFY_API_URL = 'https://api.netlify.com';

/**
 * Tags per request: Netlify documents no limit, so a save's tags (tens; a price refresh's hundreds)
 * go in requests of this many, keeping each body small.
 */
export const PURGE_TAGS_PER_REQUEST = 100;

export interface NetlifyPurgeOptions {
  siteId: string;
  token: string;
  /** Default https://api.netlify.com (tests point it at a fake). */
  apiUrl?: string;
  fetch?: typeof fetch;
  /** Tries per request for 429, 5xx and network errors (default 3). */
  attempts?: number;
  /** Wait before the second try, doubled after (default 500 ms). */
  backoffMs?: number;
  timeoutMs?: number;
}

/** A purge Netlify refused or that did not get through after every try. */
export class PurgeError extends Error {}

/** Purges `tags` from the site's CDN cache; resolves to the number of API calls made. */
export type PurgeByTags = (tags: readonly string[]) => Promise<number>;

/** Creates the purge client. Throws PurgeError when a batch is refused or every try failed. */
export function createNetlifyPurge({ siteId, token, apiUrl = NETLIFY_API_URL, fetch: fetchImpl = fetch, attempts = 3, backoffMs = 500, timeoutMs = 10_000 }: NetlifyPurgeOptions): PurgeByTags {
  const url = new URL('/api/v1/purge', apiUrl);

  async function purgeBatch(tags: string[]): Promise<number> {
    let lastError = '';
    for (let attempt = 1; attempt <= attempts; attempt++) {
      if (attempt > 1) await new Promise((r) => setTimeout(r, backoffMs * 2 ** (attempt - 2)));
      try {
        const res = await fetchImpl(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ site_id: siteId, cache_tags: tags }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        const text = await res.text().catch(() => '');
        if (res.ok) return attempt;
        lastError = `HTTP ${res.status}${text ? `: ${text.slice(0, 200)}` : ''}`;
        // 4xx other than 429 will not get better by asking again.
        if (res.status !== 429 && res.status < 500) throw new PurgeError(`Netlify refused the purge of ${tags.length} tag(s): ${lastError}`);
      } catch (err) {
        if (err instanceof PurgeError) throw err;
        lastError = err instanceof Error ? (err.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : err.message) : String(err);
      }
    }
    throw new PurgeError(`the purge of ${tags.length} tag(s) failed after ${attempts} tries: ${lastError}`);
  }

  return async (tags) => {
    const unique = [...new Set(tags)];
    let calls = 0;
    for (let i = 0; i < unique.length; i += PURGE_TAGS_PER_REQUEST) calls += await purgeBatch(unique.slice(i, i + PURGE_TAGS_PER_REQUEST));
    return calls;
  };
}
