/**
 * The seed's marker (issue 27 item 5): `npm run seed` and `npm start` on an empty database write
 * the setting `demo_seeded_at` (when the demo was seeded) with the demo corpus. It tells the price
 * job that the database holds the invented demo, whose products no real retailer account knows,
 * so the built-in demo retailer may stand in; `--reset` deletes it with the rest of the settings.
 */
import type { Db } from '../connect';
import type { Availability } from '../schema';
import { getSetting } from './settings';

export const DEMO_SEED_SETTING = 'demo_seeded_at';

/** When the demo corpus was seeded (ISO), or null when the database does not hold the seeded demo. */
export async function demoSeededAt(db: Db): Promise<string | null> {
  const value = await getSetting(db, DEMO_SEED_SETTING);
  return value && !Number.isNaN(Date.parse(value)) ? value : null;
}

/** What the demo retailer's offer for a product drifts from: the product as the seed left it. */
export interface DemoAnchor {
  /** The last price the seed's history gave it (null: no price before the seed, e.g. added later). */
  priceCents: number | null;
  listPriceCents: number | null;
  currency: string;
  /** Its availability at the seed (the last point then), or 'unknown' without one. */
  availability: Availability;
}

/**
 * The anchors of `asins` of `locale` (unknown ASINs are absent): the seed's own points, those at
 * or before `seededAt`, so the offers drift from what the seed wrote and not from what the demo
 * retailer answered last (a random walk would wander off in months). One product's points are a
 * range of price_points' primary key (product_id, at); a batch is at most 10 products.
 */
export async function demoAnchors(db: Db, locale: string, asins: readonly string[], seededAt: string): Promise<Map<string, DemoAnchor>> {
  if (asins.length === 0) return new Map();
  const products = await db.kysely.selectFrom('products').select(['id', 'asin', 'currency', 'list_price_cents'])
    .where('locale', '=', locale).where('asin', 'in', [...asins]).execute();
  if (products.length === 0) return new Map();
  const points = await db.kysely.selectFrom('price_points').select(['product_id', 'price_cents', 'availability'])
    .where('product_id', 'in', products.map((p) => p.id)).where('at', '<=', seededAt).orderBy('product_id').orderBy('at', 'desc').execute();
  const out = new Map<string, DemoAnchor>();
  for (const p of products) {
    const mine = points.filter((point) => Number(point.product_id) === Number(p.id));
    out.set(p.asin, {
      priceCents: mine.find((point) => point.price_cents !== null)?.price_cents ?? null,
      listPriceCents: p.list_price_cents,
      currency: p.currency,
      availability: mine[0]?.availability ?? 'unknown',
    });
  }
  return out;
}
