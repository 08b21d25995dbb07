/**
 * The database's redirects (shared/db/queries/redirects.ts) as the Node server reads them: only
 * for a request no built file answers, through an in-memory cache of answers (misses included, so
 * a bot walking dead URLs costs one query per distinct URL) that every accepted change clears.
 *
 * A lookup racing a change must not store the answer from before it: each lookup notes the
 * cache's generation first and stores only if no clear happened in between.
 */
import { LRUCache } from 'lru-cache';
import type { Db } from '../../shared/db/connect';
import { lookupRedirect, type RedirectAnswer } from '../../shared/db/queries/redirects';
import type { Publisher } from '../publish/publisher';

export interface ContentRedirects {
  /** What `path` (normalized) answers, or undefined when no redirect covers it. */
  find(path: string): Promise<RedirectAnswer | undefined>;
  /** Forgets every cached answer (after a redirect or a content change was committed). */
  invalidate(): void;
  /** `publisher` whose every request and rebuild clears the cache first. */
  invalidating(publisher: Publisher): Publisher;
}

const NONE = { status: 0 } as const;
type Cached = RedirectAnswer | typeof NONE;

export function createContentRedirects(db: Db, { max = 10_000 }: { max?: number } = {}): ContentRedirects {
  const cache = new LRUCache<string, Cached>({ max });
  let generation = 0;
  const invalidate = () => {
    generation += 1;
    cache.clear();
  };
  return {
    async find(path) {
      const hit = cache.get(path);
      if (hit) return hit === NONE ? undefined : (hit as RedirectAnswer);
      const seen = generation;
      const answer = await lookupRedirect(db, path);
      if (seen === generation) cache.set(path, answer ?? NONE);
      return answer;
    },
    invalidate,
    invalidating: (publisher) => ({
      request(change) {
        invalidate();
        return publisher.request(change);
      },
      rebuild(trigger) {
        invalidate();
        return publisher.rebuild(trigger);
      },
    }),
  };
}
