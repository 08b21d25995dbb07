/**
 * Time arithmetic for the corpus. Every date derives from the caller's `now`, never the clock, and
 * is written the way the schema stores it (ISO-8601 UTC strings, `YYYY-MM-DD` calendar dates).
 */

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** ISO-8601 UTC timestamp, truncated to whole seconds (editors never publish at .417 s). */
export function isoAt(ms: number): string {
  return new Date(Math.floor(ms / 1000) * 1000).toISOString();
}

/** `YYYY-MM-DD` of the UTC day containing `ms`. */
export function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Midnight UTC of the day containing `ms`, so day offsets land on calendar days. */
export function startOfDay(ms: number): number {
  return Math.floor(ms / DAY) * DAY;
}
