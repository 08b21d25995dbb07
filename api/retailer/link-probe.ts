/**
 * Is a shop page still there? One HEAD request (a GET when the server does not do HEAD), with a
 * timeout, without following redirects. Used by the link check for marketplace links.
 *
 * Only a clear answer flags a link: 404 or 410 is dead, 2xx or 3xx is fine (shops redirect to
 * the canonical item page). Everything else — 403 from bot protection, 429, 5xx, a timeout or a
 * network error — says nothing about the item, so the verdict is 'unknown' and the previous flag
 * stays as it was. A 3xx is fine but reported with where it leads (`redirectedTo`): the link check
 * lists it as a 'redirected' finding, so an editor can update a link that moved (issue 15 item 4).
 */

export type ProbeVerdict = 'ok' | 'dead' | 'unknown';

export interface ProbeResult {
  verdict: ProbeVerdict;
  /** 'HTTP 404', 'timeout', … */
  detail: string;
  /** A 3xx answer's Location, resolved against the URL (absent when there is none). */
  redirectedTo?: string;
}

export async function probeUrl(doFetch: typeof fetch, url: string, timeoutMs = 10_000): Promise<ProbeResult> {
  try {
    let res = await request(doFetch, url, 'HEAD', timeoutMs);
    if (res.status === 405 || res.status === 501) res = await request(doFetch, url, 'GET', timeoutMs);
    const result: ProbeResult = { verdict: verdictOf(res.status), detail: `HTTP ${res.status}` };
    const location = res.status >= 300 && res.status < 400 ? res.headers.get('location') : null;
    if (location) result.redirectedTo = resolve(location, url);
    return result;
  } catch (err) {
    const name = (err as Error).name;
    return { verdict: 'unknown', detail: name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : (err as Error).message };
  }
}

async function request(doFetch: typeof fetch, url: string, method: 'HEAD' | 'GET', timeoutMs: number): Promise<Response> {
  const res = await doFetch(url, { method, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs), headers: { 'User-Agent': 'ReviewHub link check' } });
  // The body is never needed; free the connection.
  await res.body?.cancel().catch(() => undefined);
  return res;
}

function resolve(location: string, base: string): string {
  try {
    return new URL(location, base).href;
  } catch {
    return location;
  }
}

function verdictOf(status: number): ProbeVerdict {
  if (status >= 200 && status < 400) return 'ok';
  if (status === 404 || status === 410) return 'dead';
  return 'unknown';
}
