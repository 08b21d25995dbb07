/**
 * The demo's price history (issue 27 item 5): 120 days of price and availability changes for each
 * seeded product with a price, ending at the price the seed gives it, so the demo's pages show
 * what a live site shows after months of refreshes. Varied on purpose, by product: some at a good
 * price today (the lowest of the period), some that dropped in the last days, some steady or above
 * their low (no badge), some with less than 30 days of history (nothing shown), and a few with an
 * out-of-stock spell. Deterministic: the same corpus gives the same history.
 */
import type { Availability } from '../../shared/db/schema';
import { mulberry32 } from './corpus/prng';

const DAY_MS = 86_400_000;
/** Days of history the demo starts with. */
export const DEMO_HISTORY_DAYS = 120;

export type SeedPricePoint = {
  product_id: number;
  at: string;
  locale: string;
  price_cents: number | null;
  currency: string;
  availability: Availability;
};

/** The kinds of history, in turn by product id. */
export const HISTORY_KINDS = ['good-price', 'dropped', 'above-low', 'short', 'steady', 'out-of-stock-spell'] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

export function historyKindOf(productId: number): HistoryKind {
  return HISTORY_KINDS[productId % HISTORY_KINDS.length]!;
}

/**
 * The points of one product, oldest first, the last one its current price (`priceCents`,
 * `availability`) a little before `priceAt` (when the seed says the price was read).
 */
export function demoPriceHistory(
  product: { id: number; locale: string; currency: string; priceCents: number | null; availability: Availability; priceAt: string },
  now: Date,
): SeedPricePoint[] {
  if (product.priceCents === null) return [];
  // Seeded by the product id (spread by Knuth's multiplier): independent of the corpus's own draws.
  const rnd = mulberry32((product.id * 2654435761) >>> 0);
  const kind = historyKindOf(product.id);
  const current = product.priceCents;
  const end = Math.min(Date.parse(product.priceAt), now.getTime());
  const startDays = kind === 'short' ? 8 + Math.floor(rnd() * 18) : DEMO_HISTORY_DAYS;
  const round = (c: number) => Math.max(100, Math.round(c / 10) * 10);
  const steps: { day: number; price: number | null; availability: Availability }[] = [];
  let day = startDays;
  while (day > 3) {
    let price: number;
    switch (kind) {
      // Always above today's price: today is the lowest of the period.
      case 'good-price': price = round(current * (1.06 + rnd() * 0.18)); break;
      // Steady well above, until the drop of the last days.
      case 'dropped': price = round(current * (1.2 + rnd() * 0.05)); break;
      // Once much lower within 90 days: today is more than 5 % above that low.
      case 'above-low': price = round(current * (day < 60 && day > 40 ? 0.85 : 0.98 + rnd() * 0.12)); break;
      case 'steady': price = current; break;
      default: price = round(current * (0.97 + rnd() * 0.1));
    }
    const spell = kind === 'out-of-stock-spell' && day < 50 && day > 40;
    steps.push({ day, price: spell ? null : price, availability: spell ? 'out_of_stock' : 'in_stock' });
    day -= kind === 'steady' ? startDays : 5 + Math.floor(rnd() * 10);
  }
  // The last point is what the product shows: its price unless it cannot be bought (an 'unknown'
  // availability still shows its price, and the demo retailer drifts from this point).
  const unbuyable = product.availability === 'out_of_stock' || product.availability === 'unavailable';
  steps.push({ day: 0, price: unbuyable ? null : current, availability: product.availability });
  const points: SeedPricePoint[] = [];
  for (const s of steps) {
    const last = points.at(-1);
    if (last && last.price_cents === s.price && last.availability === s.availability) continue;
    // Day 0 is when the seed read the price; earlier ones at a varied hour of their day.
    const at = new Date(end - s.day * DAY_MS - (s.day === 0 ? 0 : Math.floor(rnd() * 12) * 3600_000)).toISOString();
    points.push({ product_id: product.id, at, locale: product.locale, price_cents: s.price, currency: product.currency, availability: s.availability });
  }
  return points;
}
