/**
 * Price history (issue 27 item 1, migration 0027): the points the price job appends when a
 * product's price or availability changed, the per-product reads of the admin chart and the
 * public pages, and the two-year prune. Every read is a range of the primary key (product_id, at):
 * its cost is the points of the products asked about, never the table's size.
 */
import type { Db } from '../connect';
import type { Availability } from '../schema';

/** How long points are kept (the price job prunes older ones). */
export const PRICE_HISTORY_KEEP_DAYS = 730;

/** One point: the product's offer from `at` until the next point. */
export interface PricePoint {
  at: string;
  /** Null: no offer then. */
  priceCents: number | null;
  currency: string;
  availability: Availability;
}

/** What a refresh read for a product, to compare with its last point. */
export interface PricePointWrite extends PricePoint {
  productId: number;
  locale: string;
}

const toPoint = (r: { at: string; price_cents: number | null; currency: string; availability: Availability }): PricePoint =>
  ({ at: r.at, priceCents: r.price_cents === null ? null : Number(r.price_cents), currency: r.currency, availability: r.availability });

/**
 * The point in force of each product in `ids` (its last one, or its last one before `before`):
 * the newest `at` of each product, one short range of the primary key per product, joined back to
 * its row. A correlated `at = (select max(at) …)` per row cost 180–320 µs for one to three
 * products on SQLite (it ran the subquery for every point of the products); this is the same
 * answer in a fraction of that on both databases.
 */
export function pointsInForceQuery(db: Db, ids: readonly number[], before?: string) {
  return db.kysely
    .selectFrom((eb) => {
      let latest = eb.selectFrom('price_points').select((q) => ['product_id', q.fn.max('at').as('m')]).where('product_id', 'in', [...ids]);
      if (before) latest = latest.where('at', '<', before);
      return latest.groupBy('product_id').as('l');
    })
    .innerJoin('price_points as p', (join) => join.onRef('p.product_id', '=', 'l.product_id').onRef('p.at', '=', 'l.m'))
    .select(['p.product_id', 'p.at', 'p.price_cents', 'p.currency', 'p.availability']);
}

/** The latest point of each product in `productIds` (those without a point are absent). */
export async function lastPricePoints(db: Db, productIds: readonly number[]): Promise<Map<number, PricePoint>> {
  if (productIds.length === 0) return new Map();
  const rows = await pointsInForceQuery(db, productIds).execute();
  return new Map(rows.map((r) => [r.product_id, toPoint(r)]));
}

/** Whether `next` says something its product's last point does not (price, currency or availability). */
export function isNewPoint(last: PricePoint | undefined, next: Omit<PricePoint, 'at'>): boolean {
  return !last || last.priceCents !== next.priceCents || last.currency !== next.currency || last.availability !== next.availability;
}

/**
 * Appends the points among `writes` that differ from their product's last point; returns those
 * appended. A second write at the same time for the same product is ignored (the key is
 * (product_id, at): a run retried within the same millisecond cannot double a point).
 */
export async function appendPricePoints(db: Db, writes: readonly PricePointWrite[]): Promise<PricePointWrite[]> {
  if (writes.length === 0) return [];
  const last = await lastPricePoints(db, writes.map((w) => w.productId));
  const fresh = writes.filter((w) => isNewPoint(last.get(w.productId), w));
  if (fresh.length === 0) return [];
  await db.kysely
    .insertInto('price_points')
    .values(fresh.map((w) => ({ product_id: w.productId, at: w.at, locale: w.locale, price_cents: w.priceCents, currency: w.currency, availability: w.availability })))
    .onConflict((oc) => oc.columns(['product_id', 'at']).doNothing())
    .execute();
  return fresh;
}

/** The query of listPricePoints (exported for its plan test): a range of the primary key, already in order. */
export function pricePointsQuery(db: Db, productId: number, since?: string) {
  let query = db.kysely.selectFrom('price_points').select(['at', 'price_cents', 'currency', 'availability']).where('product_id', '=', productId);
  if (since) query = query.where('at', '>=', since);
  return query.orderBy('at');
}

/** One product's points since `since` (all when omitted), oldest first. */
export async function listPricePoints(db: Db, productId: number, since?: string): Promise<PricePoint[]> {
  return (await pricePointsQuery(db, productId, since).execute()).map(toPoint);
}

/**
 * The histories the public pages need of `productIds` from `since`: each product's points since
 * then, led by the point in force at `since` (the last one before it) so a window starts with the
 * price that held then. Two reads whatever the number of products.
 */
export async function priceHistoriesSince(db: Db, productIds: readonly number[], since: string): Promise<Map<number, PricePoint[]>> {
  const ids = [...new Set(productIds)];
  const out = new Map<number, PricePoint[]>();
  if (ids.length === 0) return out;
  const [before, within] = await Promise.all([
    pointsInForceQuery(db, ids, since).execute(),
    db.kysely
      .selectFrom('price_points')
      .select(['product_id', 'at', 'price_cents', 'currency', 'availability'])
      .where('product_id', 'in', ids)
      .where('at', '>=', since)
      .orderBy('product_id')
      .orderBy('at')
      .execute(),
  ]);
  for (const r of [...before, ...within]) {
    const list = out.get(r.product_id) ?? [];
    list.push(toPoint(r));
    out.set(r.product_id, list);
  }
  return out;
}

/**
 * The two-year prune: deletes the points that stopped being in force before `before` (older than
 * it and followed by another point at or before it). Each product keeps the point in force at
 * `before`, so a price that held for years still has its start, and the history still covers
 * the whole window. Cost: the rows it deletes (the `at` index finds them).
 */
export async function prunePricePoints(db: Db, before: string): Promise<number> {
  const result = await db.kysely
    .deleteFrom('price_points as p')
    .where('p.at', '<', before)
    .where(({ exists, selectFrom }) =>
      exists(selectFrom('price_points as q').select('q.at').whereRef('q.product_id', '=', 'p.product_id').whereRef('q.at', '>', 'p.at').where('q.at', '<=', before)))
    .executeTakeFirst();
  return Number(result.numDeletedRows ?? 0);
}
