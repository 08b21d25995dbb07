/**
 * Sliding-window rate limits computed from the times of earlier events (the contact messages an IP
 * sent, the failed logins of an account or IP). Pure: the caller loads the times (from the
 * database, so the limit holds across processes and serverless instances) and decides what to do
 * with the answer.
 */

export interface RateWindow {
  /** Length of the window in milliseconds. */
  ms: number;
  /** How many events the window allows. */
  max: number;
}

/**
 * Seconds until one more event is allowed, or 0 when it is allowed now. `times` are ISO strings
 * of earlier events (any order). For each window, the event that has to age out is the
 * (count - max + 1)-th oldest inside the window; the answer is the longest wait over all windows,
 * rounded up so a client that waits exactly that long is let in.
 */
export function retryAfterSeconds(times: readonly string[], windows: readonly RateWindow[], now: Date): number {
  const at = now.getTime();
  const sorted = times.map((t) => Date.parse(t)).filter((t) => Number.isFinite(t)).sort((a, b) => a - b);
  let waitMs = 0;
  for (const { ms, max } of windows) {
    const inside = sorted.filter((t) => t > at - ms);
    if (inside.length < max) continue;
    const mustLeave = inside[inside.length - max]!;
    waitMs = Math.max(waitMs, mustLeave + ms - at);
  }
  return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
}

/** The widest window: how far back the caller must load event times. */
export function widestWindowMs(windows: readonly RateWindow[]): number {
  return Math.max(0, ...windows.map((w) => w.ms));
}
