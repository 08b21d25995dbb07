/**
 * Memoization for one build. A build renders thousands of pages with the same `db` and the same
 * `now`; lists every page needs (a locale's categories, its products by ASIN, related posts of a
 * category) are loaded once and shared. A call with another `now` or of another build
 * (RenderContext.build) starts afresh, so an incremental build never sees data from an earlier one.
 */
import type { Db } from '../../../shared/db/connect';
import { currentRenderContext } from '../../../shared/render-context';

interface Generation {
  at: number;
  build: number | undefined;
  values: Map<string, Promise<unknown>>;
}

const generations = new WeakMap<Db, Generation>();

/**
 * The value of `load()` for this `(db, now, key)`, computed once. A failed load is forgotten so
 * the next page retries instead of inheriting the error.
 */
export function perBuild<T>(db: Db, now: Date, key: string, load: () => Promise<T>): Promise<T> {
  let generation = generations.get(db);
  const build = currentRenderContext()?.build;
  if (!generation || generation.at !== now.getTime() || generation.build !== build) {
    generation = { at: now.getTime(), build, values: new Map() };
    generations.set(db, generation);
  }
  const values = generation.values;
  let value = values.get(key) as Promise<T> | undefined;
  if (!value) {
    value = load().catch((err: unknown) => {
      values.delete(key);
      throw err;
    });
    values.set(key, value);
  }
  return value;
}
