/**
 * Data access of the retailer jobs (DESIGN §8): the products whose prices and links are checked,
 * and the writes of what the retailer said. Neither write touches `version` or `updated_at`:
 * they are editors' fields (optimistic concurrency and "last edited" order), and a price refresh
 * is not an edit.
 */
import type { Db } from '../connect';
import type { Availability, LinkStatus } from '../schema';

/** What the price job needs of a product. */
export interface PricedProduct {
  id: number;
  locale: string;
  slug: string;
  asin: string;
  priceCents: number | null;
  priceUpdatedAt: string | null;
}

/** The products of a locale, in id order (every status: an editor preparing a draft sees its price too). */
export async function listRetailerProducts(db: Db, locale: string): Promise<PricedProduct[]> {
  const rows = await db.kysely
    .selectFrom('products')
    .select(['id', 'locale', 'slug', 'asin', 'price_cents', 'price_updated_at'])
    .where('locale', '=', locale)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: r.id, locale: r.locale, slug: r.slug, asin: r.asin, priceCents: r.price_cents, priceUpdatedAt: r.price_updated_at }));
}

/** A fetched offer to store. `priceCents` null: the item has no offer now; its last price and date stay. */
export interface PriceWrite {
  id: number;
  priceCents: number | null;
  listPriceCents: number | null;
  currency: string | null;
  availability: Availability;
}

/**
 * Stores one batch of fetched offers in one transaction, all stamped with `fetchedAt` (the time
 * the retailer answered). A product without an offer only gets its availability: keeping the old
 * price with its old date lets the 24-hour rule hide it, instead of restamping a price nobody quoted.
 */
export async function writePriceBatch(db: Db, writes: PriceWrite[], fetchedAt: string): Promise<void> {
  if (writes.length === 0) return;
  await db.kysely.transaction().execute(async (trx) => {
    for (const w of writes) {
      const values =
        w.priceCents === null
          ? { availability: w.availability }
          : {
              price_cents: w.priceCents,
              list_price_cents: w.listPriceCents,
              ...(w.currency ? { currency: w.currency } : {}),
              availability: w.availability,
              price_updated_at: fetchedAt,
            };
      await trx.updateTable('products').set(values).where('id', '=', w.id).execute();
    }
  });
}

/** What the link check needs of a product. */
export interface LinkCheckProduct {
  id: number;
  locale: string;
  asin: string;
  marketplaceUrl: string | null;
  linkStatus: LinkStatus | null;
}

/** Every product of the given locales, in id order. */
export async function listLinkCheckProducts(db: Db, locales: string[]): Promise<LinkCheckProduct[]> {
  if (locales.length === 0) return [];
  const rows = await db.kysely
    .selectFrom('products')
    .select(['id', 'locale', 'asin', 'marketplace_url', 'link_status'])
    .where('locale', 'in', locales)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: r.id, locale: r.locale, asin: r.asin, marketplaceUrl: r.marketplace_url, linkStatus: r.link_status }));
}

export interface LinkWrite {
  id: number;
  status: LinkStatus;
  /** Null when ok. */
  error: string | null;
}

/** Stores the link verdicts of one run in one transaction, stamped with `checkedAt`. */
export async function writeLinkResults(db: Db, writes: LinkWrite[], checkedAt: string): Promise<void> {
  if (writes.length === 0) return;
  await db.kysely.transaction().execute(async (trx) => {
    for (const w of writes) {
      await trx
        .updateTable('products')
        .set({ link_status: w.status, link_error: w.error === null ? null : w.error.slice(0, 500), link_checked_at: checkedAt })
        .where('id', '=', w.id)
        .execute();
    }
  });
}
