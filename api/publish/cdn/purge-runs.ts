/**
 * The publisher's purges, in the background and recorded (issue 23 item 3): after a build, its
 * pages are purged from the cache while the next save is already rendering: a purge never delays
 * or fails a save. Each build's purge is on its build_runs row (`purge_status`, `purge_error`): a
 * failed attempt shows as "retrying" at once, and is tried again with a growing delay (or the
 * delay the cache asked for with Retry-After); after the last attempt, or at once when trying
 * again cannot help (credentials refused), the build shows "failed" in the admin's history. The
 * cached copy then expires within the pages' s-maxage (api/static/cache-policy.ts).
 */
import type { Db } from '../../../shared/db/connect';
import { failInterruptedPurges, updateBuildRun } from '../../../shared/db/queries/build-runs';
import { PurgeError, type Purger } from './purger';

/** What a build purges: the public paths it wrote or removed, or everything (a full build). */
export type PurgeTarget = { paths: string[] } | { everything: true };

export interface PurgeRunsOptions {
  purger: Purger;
  db: Db;
  log?: (line: string) => void;
  /**
   * Waits before each retry (default 1, 2, 4, 8, 16 and 32 s: seven attempts within about a
   * minute, longer than a Cloudflare rate-limit window or a Varnish restart).
   */
  retryDelaysMs?: number[];
  /** Longest wait a Retry-After may ask for (default 5 min). */
  maxRetryAfterMs?: number;
}

export interface PurgeRuns {
  /** Purges `target` for build `id` in the background; never throws. */
  purge(id: number, target: PurgeTarget): void;
  /** Resolves once every purge has succeeded or given up (tests, shutdown). */
  idle(): Promise<void>;
}

export const DEFAULT_RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 16_000, 32_000];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/** The recorded, retried purges of one publisher. */
export function createPurgeRuns({ purger, db, log = (line) => console.log(line), retryDelaysMs = DEFAULT_RETRY_DELAYS_MS, maxRetryAfterMs = 300_000 }: PurgeRunsOptions): PurgeRuns {
  const running = new Set<Promise<void>>();
  // Purges the last process left unfinished are given up first (before this one records its own).
  const swept = failInterruptedPurges(db)
    .then((n) => void (n && log(`publisher: ${n} CDN purge(s) interrupted by the last stop marked failed`)))
    .catch((err) => log(`publisher: could not mark interrupted purges: ${String(err)}`));
  // A status write that fails (database busy) must not stop the purge itself.
  const record = (id: number, u: Parameters<typeof updateBuildRun>[2]) => updateBuildRun(db, id, u).catch((err) => log(`purge of build ${id}: could not record ${u.purgeStatus}: ${String(err)}`));

  async function run(id: number, target: PurgeTarget): Promise<void> {
    let paths = 'paths' in target ? target.paths : undefined;
    await swept;
    if (paths && paths.length === 0) return;
    const what = paths ? `${paths.length} path(s)` : 'everything';
    await record(id, { purgeStatus: 'pending', purgeError: null });
    for (let attempt = 0; ; attempt++) {
      const started = Date.now();
      try {
        await (paths ? purger.purgePaths(paths) : purger.purgeEverything());
        await record(id, { purgeStatus: 'succeeded', purgeError: null });
        log(`purge of build ${id} (${purger.name}, ${what}) done in ${Date.now() - started} ms${attempt ? ` after ${attempt + 1} attempts` : ''}`);
        return;
      } catch (err) {
        const error = err instanceof PurgeError ? err : new PurgeError(String(err), { retryable: true });
        const message = error.message.split('\n')[0]!.slice(0, 500);
        const delay = retryDelaysMs[attempt];
        if (!error.retryable || delay === undefined) {
          await record(id, { purgeStatus: 'failed', purgeError: message });
          log(`purge of build ${id} (${purger.name}, ${what}) failed for good after ${attempt + 1} attempt(s): ${message}`);
          return;
        }
        await record(id, { purgeStatus: 'retrying', purgeError: message });
        if (error.left?.length) paths = error.left;
        const wait = Math.min(Math.max(delay, error.retryAfterMs ?? 0), maxRetryAfterMs);
        log(`purge of build ${id} (${purger.name}) failed, retrying in ${wait} ms: ${message}`);
        await sleep(wait);
      }
    }
  }

  return {
    purge(id, target) {
      const p = run(id, target).catch((err) => log(`purge of build ${id}: ${String(err)}`));
      running.add(p);
      void p.finally(() => running.delete(p));
    },
    async idle() {
      await swept;
      while (running.size) await Promise.all([...running]);
    },
  };
}
