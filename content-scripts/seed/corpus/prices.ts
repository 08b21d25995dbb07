/**
 * Store prices from the catalog's US-dollar street prices: converted with a per-store level
 * (Brazilian prices run well above the exchange rate, euro prices sit near the dollar figure)
 * and rounded to the endings shoppers see in each store (R$ 249,90; 129,99 €; $1,299.00).
 */
import type { Rng } from './prng';

/** Store price level per currency, in local units per catalog dollar. */
const LEVEL: Record<string, number> = { BRL: 5.6, EUR: 1.0, MXN: 18.5, USD: 1.0 };

/** Rounds a local amount to a typical shelf price, in cents. */
export function shelfCents(amount: number, currency: string, rng: Rng): number {
  switch (currency) {
    case 'BRL': {
      const whole = Math.max(10, Math.round(amount));
      const ending = rng.pick([90, 90, 99, 0] as const);
      return ending === 0 ? whole * 100 : (whole - 1) * 100 + ending;
    }
    case 'MXN': {
      const tens = Math.max(5, Math.round(amount / 10)) * 10;
      return (rng.chance(0.75) ? tens - 1 : tens) * 100;
    }
    default: {
      // EUR, USD: x.99 mostly, x.90 or x.49 sometimes.
      const whole = Math.max(1, Math.floor(amount));
      return whole * 100 + rng.pick([99, 99, 90, 49] as const);
    }
  }
}

export interface StorePrice {
  priceCents: number;
  /** The "was" price; equal to the price when there is no discount, never below it. */
  listPriceCents: number;
}

/**
 * Price and list price in `currency` for a product whose street price is `usd` dollars. About
 * half the products show a discount of 5–40 %, as a retailer's listing would.
 */
export function storePrice(usd: number, currency: string, rng: Rng): StorePrice {
  const local = usd * (LEVEL[currency] ?? 1) * rng.float(0.9, 1.12);
  const priceCents = shelfCents(local, currency, rng);
  if (!rng.chance(0.5)) return { priceCents, listPriceCents: priceCents };
  const list = shelfCents((priceCents / 100) * rng.float(1.05, 1.4), currency, rng);
  return { priceCents, listPriceCents: Math.max(list, priceCents) };
}
