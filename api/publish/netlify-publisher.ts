/**
 * The publisher of the scaled-out mode (DESIGN §1): Netlify builds the whole site, so every change
 * and every full-rebuild request becomes one POST to the site's build hook (NETLIFY_BUILD_HOOK_URL).
 *
 * Bursts coalesce without a timer (a function instance may be frozen as soon as it has answered,
 * so a trailing timer would fire late or never): the first request POSTs at once and every
 * request in the next `windowMs` is covered by that build. That holds because a Netlify build
 * reads the database only after cloning and installing (tens of seconds after the hook), so a
 * change saved within the window is still seen by it; the nightly rebuild is the backstop.
 * A failed POST does not open a window: the next request tries again.
 */
import type { ContentChange, Publisher } from './publisher';

/** Default coalescing window: well below the time a Netlify build takes to start reading data. */
export const NETLIFY_COALESCE_WINDOW_MS = 10_000;

export interface NetlifyPublisherOptions {
  /** The build hook, `https://api.netlify.com/build_hooks/<id>`. Secret: never logged. */
  hookUrl: string;
  fetch?: typeof fetch;
  log?: (line: string) => void;
  /** Requests within this many ms after a successful POST are covered by it. */
  windowMs?: number;
  /** A hook that does not answer within this many ms counts as failed (a save must not hang on it). */
  timeoutMs?: number;
  /** Milliseconds clock; tests move it. */
  now?: () => number;
}

/** What the publisher did, for tests and logs. */
export interface NetlifyPublisherStats {
  /** POSTs that Netlify accepted. */
  posted: number;
  /** POSTs that failed (network error, timeout or a non-2xx answer). */
  failed: number;
  /** Requests covered by a POST already sent or under way. */
  coalesced: number;
}

export interface NetlifyPublisher extends Publisher {
  readonly stats: Readonly<NetlifyPublisherStats>;
}

/** The build's title in Netlify's deploy list: what asked for it. */
export function changeTitle(change: ContentChange): string {
  const slug = change.slugAfter ?? change.slugBefore;
  return `publish: ${change.action} ${change.entity} ${change.id}${slug ? ` (${slug})` : ''} [${change.locales.join(',')}]`;
}

/** Creates the build-hook publisher. Never throws from `request` or `rebuild`. */
export function createNetlifyPublisher({
  hookUrl,
  fetch: fetchImpl = fetch,
  log = (line) => console.log(line),
  windowMs = NETLIFY_COALESCE_WINDOW_MS,
  timeoutMs = 10_000,
  now = Date.now,
}: NetlifyPublisherOptions): NetlifyPublisher {
  const stats: NetlifyPublisherStats = { posted: 0, failed: 0, coalesced: 0 };
  let lastPostedAt: number | undefined;
  let inFlight: Promise<void> | undefined;

  async function post(title: string): Promise<void> {
    const startedAt = now();
    const url = new URL(hookUrl);
    url.searchParams.set('trigger_title', title.slice(0, 200));
    try {
      const res = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
        signal: AbortSignal.timeout(timeoutMs),
      });
      // The answer has no use beyond its status; drain it so the connection is released.
      await res.arrayBuffer().catch(() => undefined);
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      lastPostedAt = startedAt;
      stats.posted += 1;
      log(`Netlify build requested (${title})`);
    } catch (err) {
      stats.failed += 1;
      const reason = err instanceof Error ? (err.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : err.message) : String(err);
      log(`Netlify build hook failed (${title}): ${reason}; the next change or the nightly rebuild tries again`);
    }
  }

  function requestBuild(title: string): Promise<void> {
    if (inFlight) {
      stats.coalesced += 1;
      return inFlight;
    }
    if (lastPostedAt !== undefined && now() - lastPostedAt < windowMs) {
      stats.coalesced += 1;
      log(`Netlify build already requested ${Math.round((now() - lastPostedAt) / 1000)} s ago; it covers ${title}`);
      return Promise.resolve();
    }
    inFlight = post(title).finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  }

  return {
    stats,
    request: (change) => requestBuild(changeTitle(change)),
    rebuild: (trigger) => requestBuild(`rebuild: ${trigger}`),
  };
}
