/**
 * The IndexNow protocol (issue 27 item 4; https://www.indexnow.org/documentation): a site proves it
 * owns a key by serving it as `/{key}.txt`, then POSTs the URLs that changed to one participating
 * search engine, which shares them with the others (Bing, Yandex, Naver, Seznam, Yep).
 *
 * One request: `POST {endpoint}` with `Content-Type: application/json; charset=utf-8` and
 * `{"host", "key", "keyLocation", "urlList"}`, at most 10,000 URLs, all of `host`. Answers:
 * 200 (submitted), 202 (received, key validation pending), 400 (bad format), 403 (key not valid:
 * no key file, or another key in it), 422 (URLs of another host, or a key outside the schema),
 * 429 (too many requests). 400/403/422 are the site's mistake: sending again cannot help.
 */
import { retryAfterMs } from '../cdn/purger';

/** The endpoint when INDEXNOW_ENDPOINT is not set (api.indexnow.org forwards to every engine). */
export const DEFAULT_INDEXNOW_ENDPOINT = 'https://api.indexnow.org/indexnow';

/** The protocol's limit of URLs per request. */
export const MAX_URLS_PER_REQUEST = 10_000;

/** A key as the protocol allows it: 8 to 128 of a-z, A-Z, 0-9 and '-'. */
export const KEY_PATTERN = /^[A-Za-z0-9-]{8,128}$/;

/** The key file: its URL path below the site's root and its body (the key itself, text/plain). */
export function keyFile(key: string): { path: string; body: string } {
  return { path: `/${key}.txt`, body: key };
}

/**
 * The absolute URLs to submit for the page paths a build wrote or removed (`/br/slug`; removed
 * ones recorded as `-/br/slug` in build_runs). Left out: the 404 page (no address) and XML
 * (feeds and sitemaps, which crawlers read on their own schedule). Percent-encoded as a browser
 * sends them, each once.
 */
export function submissionUrls(siteUrl: string, paths: readonly string[]): string[] {
  const origin = siteUrl.replace(/\/+$/, '');
  const urls = new Set<string>();
  for (const raw of paths) {
    const path = raw.startsWith('-') ? raw.slice(1) : raw;
    if (path === '/404' || path.endsWith('.xml')) continue;
    urls.add(origin + encodeURI(path));
  }
  return [...urls];
}

/** One request's answer as the build history shows it. */
export interface SubmitAnswer {
  /** The HTTP status, or 0 when no answer came (network error, timeout). */
  status: number;
  ok: boolean;
  /** True for 429, 5xx and no answer: sending again later may work. */
  retryable: boolean;
  /** The wait a 429 or 503 asked for with Retry-After. */
  retryAfterMs?: number;
  /**
   * One line for the admin's build history (Portuguese, like the screen; the endpoint's own words
   * quoted after the status): 'HTTP 202', 'HTTP 422: …', 'sem resposta em 30000 ms'.
   */
  message: string;
}

export interface IndexNowClientOptions {
  endpoint: string;
  key: string;
  /** The site's canonical origin (SITE_URL): its host is the submission's, its root holds the key file. */
  siteUrl: string;
  fetch?: typeof fetch;
  /** An endpoint that does not answer within this many ms counts as no answer (retried). */
  timeoutMs?: number;
}

/** Sends one request of at most MAX_URLS_PER_REQUEST URLs; never throws. */
export function createIndexNowClient({ endpoint, key, siteUrl, fetch: fetchImpl = fetch, timeoutMs = 30_000 }: IndexNowClientOptions) {
  const site = new URL(siteUrl);
  const keyLocation = new URL(keyFile(key).path, site).toString();
  return async function submit(urlList: string[]): Promise<SubmitAnswer> {
    if (urlList.length > MAX_URLS_PER_REQUEST) throw new RangeError(`at most ${MAX_URLS_PER_REQUEST} URLs per request (got ${urlList.length})`);
    try {
      const res = await fetchImpl(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8' },
        body: JSON.stringify({ host: site.hostname, key, keyLocation, urlList }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = (await res.text().catch(() => '')).replace(/\s+/g, ' ').trim().slice(0, 300);
      const ok = res.status === 200 || res.status === 202;
      const retryable = res.status === 429 || res.status >= 500;
      return { status: res.status, ok, retryable, retryAfterMs: retryAfterMs(res.headers.get('retry-after')), message: `HTTP ${res.status}${!ok && text ? `: ${text}` : ''}` };
    } catch (err) {
      const reason = err instanceof Error && err.name === 'TimeoutError' ? `sem resposta em ${timeoutMs} ms` : `sem resposta: ${err instanceof Error ? err.message : String(err)}`;
      return { status: 0, ok: false, retryable: true, message: reason };
    }
  };
}

export type IndexNowSubmit = ReturnType<typeof createIndexNowClient>;

