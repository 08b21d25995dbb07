/**
 * A small in-process fixed-window counter per key, for limits where losing the count on restart
 * or splitting it across instances does no harm (click tracking). Limits that must hold across
 * instances (contact form, login) count rows in the database instead.
 */

export interface MemoryRateLimiter {
  /** Counts one event for `key`; answers 0 when allowed, else the seconds until the window resets. */
  hit(key: string, now: Date): number;
}

export interface MemoryRateLimitOptions {
  windowMs: number;
  max: number;
  /** Most keys kept; when full, expired windows are dropped, then the oldest (bounded memory). */
  maxKeys?: number;
}

export function createMemoryRateLimiter({ windowMs, max, maxKeys = 10_000 }: MemoryRateLimitOptions): MemoryRateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  const prune = (at: number) => {
    for (const [key, w] of windows) if (at - w.start >= windowMs) windows.delete(key);
    // Map iterates in insertion order: the first keys are the oldest windows.
    for (const key of windows.keys()) {
      if (windows.size < maxKeys) break;
      windows.delete(key);
    }
  };
  return {
    hit(key, now) {
      const at = now.getTime();
      let w = windows.get(key);
      if (!w || at - w.start >= windowMs) {
        windows.delete(key);
        if (windows.size >= maxKeys) prune(at);
        w = { start: at, count: 0 };
        windows.set(key, w);
      }
      if (w.count >= max) return Math.max(1, Math.ceil((w.start + windowMs - at) / 1000));
      w.count++;
      return 0;
    },
  };
}
