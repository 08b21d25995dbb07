/**
 * What the public pages say about a product's price history (issue 27 item 2; the rule and its
 * numbers in docs/decisions.md, "Price history"): the lowest price of the last 30 days, a "good
 * price" badge when today's price is within 5 % of the lowest of the last 90 days, and the points
 * of a small chart. Pure: the points come from shared/db/queries/price-history.ts.
 */
import type { PricePoint } from './db/queries/price-history';

const DAY_MS = 86_400_000;
/** Days of history before the pages say anything: a lowest of "30 days" needs 30 days. */
export const MIN_HISTORY_DAYS = 30;
/** The window of "lowest of the last 30 days" (the EU Omnibus directive's prior-price window). */
export const LOWEST_WINDOW_DAYS = 30;
/** The window the good-price badge compares today's price with. */
export const GOOD_PRICE_WINDOW_DAYS = 90;
/** Today's price may be at most this much above the 90-day lowest for the badge. */
export const GOOD_PRICE_TOLERANCE = 0.05;
/** Days the public chart covers. */
export const CHART_DAYS = 90;

export interface PriceSummary {
  /** The history reaches back MIN_HISTORY_DAYS: only then is anything below shown. */
  enoughHistory: boolean;
  /** Lowest price offered in the last 30 days (today's included), in the current currency. */
  lowest30Cents: number | null;
  lowest90Cents: number | null;
  /** Today's price is within 5 % of the 90-day lowest. */
  goodPrice: boolean;
}

/** The price offered at each moment of [from, to]: a point's price until the next point. */
function offeredIn(points: readonly PricePoint[], from: number, to: number, currency: string): number[] {
  const prices: number[] = [];
  points.forEach((p, i) => {
    const start = Date.parse(p.at);
    const end = i + 1 < points.length ? Date.parse(points[i + 1]!.at) : Infinity;
    // A point counts when it was in force at some time of the window, with an offer in this currency.
    if (start <= to && end > from && p.priceCents !== null && p.currency === currency && p.availability !== 'unavailable') prices.push(p.priceCents);
  });
  return prices;
}

/**
 * The summary of `points` (oldest first; the first may predate the windows: it is the price in
 * force when they start) for a product whose current price is `current` at `now`.
 */
export function priceSummary(points: readonly PricePoint[], current: { priceCents: number | null; currency: string }, now: Date): PriceSummary {
  const t = now.getTime();
  const first = points[0] ? Date.parse(points[0].at) : Infinity;
  const enoughHistory = first <= t - MIN_HISTORY_DAYS * DAY_MS;
  if (!enoughHistory || current.priceCents === null) return { enoughHistory, lowest30Cents: null, lowest90Cents: null, goodPrice: false };
  const lowest = (days: number) => Math.min(current.priceCents!, ...offeredIn(points, t - days * DAY_MS, t, current.currency));
  const lowest30Cents = lowest(LOWEST_WINDOW_DAYS);
  const lowest90Cents = lowest(GOOD_PRICE_WINDOW_DAYS);
  return { enoughHistory, lowest30Cents, lowest90Cents, goodPrice: current.priceCents <= lowest90Cents * (1 + GOOD_PRICE_TOLERANCE) };
}

/** One step of the chart: the price from `from` to `to` (ms), null while there was no offer. */
export interface ChartStep {
  from: number;
  to: number;
  priceCents: number | null;
}

export interface PriceChartLayout {
  width: number;
  height: number;
  /** SVG path of the price line (steps; gaps where there was no offer). */
  path: string;
  minCents: number;
  maxCents: number;
  /** Start and end of the time axis (ms). */
  from: number;
  to: number;
  steps: ChartStep[];
}

/**
 * A step line of the price over the `days` before `now` (inline SVG, no library: docs/decisions.md,
 * "Click analytics"); undefined when no price was offered in that time. The same layout serves
 * the admin's chart and the public one.
 */
export function layoutPriceChart(points: readonly PricePoint[], now: Date, days: number, size = { width: 320, height: 120, pad: 8 }): PriceChartLayout | undefined {
  const to = now.getTime();
  const from = to - days * DAY_MS;
  const steps: ChartStep[] = [];
  points.forEach((p, i) => {
    const start = Math.max(from, Date.parse(p.at));
    const end = i + 1 < points.length ? Math.min(to, Date.parse(points[i + 1]!.at)) : to;
    if (end <= start) return;
    steps.push({ from: start, to: end, priceCents: p.priceCents !== null && p.availability !== 'unavailable' ? p.priceCents : null });
  });
  const prices = steps.map((s) => s.priceCents).filter((c): c is number => c !== null);
  if (prices.length === 0) return undefined;
  const minCents = Math.min(...prices);
  const maxCents = Math.max(...prices);
  const { width, height, pad } = size;
  const x = (ms: number) => +(pad + ((ms - from) / (to - from)) * (width - 2 * pad)).toFixed(1);
  // A flat history sits mid-height rather than on an edge.
  const y = (c: number) => +(maxCents === minCents ? height / 2 : pad + ((maxCents - c) / (maxCents - minCents)) * (height - 2 * pad)).toFixed(1);
  let path = '';
  let open = false;
  for (const s of steps) {
    if (s.priceCents === null) {
      open = false;
      continue;
    }
    path += `${open ? 'L' : 'M'}${x(s.from)} ${y(s.priceCents)}H${x(s.to)}`;
    open = true;
  }
  return { width, height, path, minCents, maxCents, from, to, steps };
}
