/**
 * Memoization for one build. A build renders thousands of pages with the same `db` and the same
 * `now`; lists every page needs (a locale's categories, its products by ASIN, related posts of a
 * category) are loaded once and shared. A call with another `now` starts afresh, so an on-demand
 * renderer that passes the current time to each render never sees data from an earlier one.
 */
import type { Db } from '../../../shared/db/connect';

interface Generation {
  at: number;
  values: Map<string, Promise<unknown>>;
}

const generations = new WeakMap<Db, Generation>();

/**
 * The value of `load()` for this `(db, now, key)`, computed once. A failed load is forgotten so
 * the next page retries instead of inheriting the error.
 */
export function perBuild<T>(db: Db, now: Date, key: string, load: () => Promise<T>): Promise<T> {
  let generation = generations.get(db);
  if (!generation || generation.at !== now.getTime()) {
    generation = { at: now.getTime(), values: new Map() };
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
