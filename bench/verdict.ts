/**
 * The verdict column of bench/RESULTS.md: "met", or "missed by X" with X the distance to the target
 * in the figure's own unit, so a reader sees how far off a missed target is.
 */

type Format = (n: number) => string;
const plain: Format = (n) => String(Math.round(n * 10) / 10);

/** For a figure that must stay below `limit` (seconds, bytes, latency). */
export function below(value: number, limit: number, format: Format = plain): string {
  return value < limit ? 'met' : `missed by ${format(value - limit)}`;
}

/** For a figure that must reach at least `floor` (a ratio, a score). */
export function atLeast(value: number, floor: number, format: Format = plain): string {
  return value >= floor ? 'met' : `missed by ${format(floor - value)}`;
}

/** `a / b` as "0.42×", the form of every against-a-baseline ratio in the results. */
export const times = (ratio: number) => `${ratio.toFixed(2)}×`;
