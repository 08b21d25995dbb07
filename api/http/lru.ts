/**
 * A small LRU bounded by entry count and by total bytes, on a Map (which iterates in insertion
 * order: re-inserting on read keeps the least recently used first). Shared by the API response
 * cache and the precompressed pages; written here because both need a byte bound and the
 * lru-cache in node_modules is an old transitive copy, not a dependency of ours.
 */

export interface LruOptions {
  maxEntries: number;
  maxBytes: number;
}

export interface Lru<V> {
  get(key: string): V | undefined;
  /** Stores `value` of `bytes`; a value larger than maxBytes is not kept. Evicts the least recently used. */
  set(key: string, value: V, bytes: number): void;
  delete(key: string): void;
  clear(): void;
  readonly size: number;
  readonly bytes: number;
}

/** An empty LRU with the given bounds. */
export function createLru<V>({ maxEntries, maxBytes }: LruOptions): Lru<V> {
  const entries = new Map<string, { value: V; bytes: number }>();
  let total = 0;
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    total -= entry.bytes;
  };
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    set(key, value, bytes) {
      remove(key);
      if (bytes > maxBytes || maxEntries < 1) return;
      for (const oldest of entries.keys()) {
        if (entries.size < maxEntries && total + bytes <= maxBytes) break;
        remove(oldest);
      }
      entries.set(key, { value, bytes });
      total += bytes;
    },
    delete: remove,
    clear() {
      entries.clear();
      total = 0;
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return total;
    },
  };
}
