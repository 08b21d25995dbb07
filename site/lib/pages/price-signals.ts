/**
 * What a page says about its products' price history (issue 27 item 2): the 30-day lowest, the
 * good-price badge and the review's chart. Read with the page, two indexed reads for all its
 * products (shared/db/queries/price-history.ts), only the last 90 days (the longest window).
 */
import type { Db } from '../../../shared/db/connect';
import { priceHistoriesSince, type PricePoint } from '../../../shared/db/queries/price-history';
import { formatCents } from '../../../shared/format/price';
import { translate } from '../../../shared/i18n';
import type { Locale } from '../../../shared/locales';
import { CHART_DAYS, GOOD_PRICE_WINDOW_DAYS, layoutPriceChart, priceSummary, type PriceSummary } from '../../../shared/price-summary';

export interface PriceSignals {
  summary: PriceSummary;
  points: PricePoint[];
}

/** A product as far as its signals go: its current price. */
type Priced = { id: number; priceCents: number | null; currency: string };

/** The signals of `products` at `now`, by product id (a product without history has none). */
export async function loadPriceSignals(db: Db, products: readonly Priced[], now: Date): Promise<Map<number, PriceSignals>> {
  const since = new Date(now.getTime() - Math.max(GOOD_PRICE_WINDOW_DAYS, CHART_DAYS) * 86_400_000).toISOString();
  const histories = await priceHistoriesSince(db, products.map((p) => p.id), since);
  const out = new Map<number, PriceSignals>();
  for (const p of products) {
    const points = histories.get(p.id);
    if (points) out.set(p.id, { points, summary: priceSummary(points, p, now) });
  }
  return out;
}

/** The review page's price chart: an inline SVG step line with its title and text equivalent. */
export interface PriceChartView {
  title: string;
  /** What the chart shows, in words (the SVG's description, and visible under it). */
  text: string;
  width: number;
  height: number;
  path: string;
  maxText: string;
  minText: string;
}

/** The chart of the last CHART_DAYS days, or undefined when no price was offered in them. */
export function priceChartView(points: readonly PricePoint[], current: { priceCents: number; currency: string }, locale: Locale, now: Date): PriceChartView | undefined {
  const layout = layoutPriceChart(points, now, CHART_DAYS, { width: 320, height: 96, pad: 6 });
  if (!layout) return undefined;
  const money = (c: number) => formatCents(c, locale, current.currency);
  return {
    title: translate(locale, 'products.priceHistory'),
    text: translate(locale, 'products.priceHistorySummary', undefined, { days: CHART_DAYS, min: money(layout.minCents), max: money(layout.maxCents), current: money(current.priceCents) }),
    width: layout.width,
    height: layout.height,
    path: layout.path,
    maxText: money(layout.maxCents),
    minText: money(layout.minCents),
  };
}
