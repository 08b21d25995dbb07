/**
 * Data access of the retailer jobs (DESIGN §8): the products whose prices and links are checked
 * (one list for both), and the writes of what the retailer said. Neither write touches `version` or `updated_at`:
 * they are editors' fields (optimistic concurrency and "last edited" order), and a price refresh
 * is not an edit.
 */
import type { Db } from '../connect';
import type { Availability, LinkStatus } from '../schema';

/** What the price job and the link check need of a product. */
export interface RetailerProduct {
  id: number;
  locale: string;
  slug: string;
  asin: string;
  /** Category and translation key: the price job's republish requests name them (their pages list the product). */
  categoryId: number | null;
  translationKey: string | null;
  marketplaceUrl: string | null;
  linkStatus: LinkStatus | null;
}

/** Every product of the given locales, in id order (every status: an editor preparing a draft sees its price too). */
export async function listRetailerProducts(db: Db, locales: string[]): Promise<RetailerProduct[]> {
  if (locales.length === 0) return [];
  const rows = await db.kysely
    .selectFrom('products')
    .select(['id', 'locale', 'slug', 'asin', 'category_id', 'translation_key', 'marketplace_url', 'link_status'])
    .where('locale', 'in', locales)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id, locale: r.locale, slug: r.slug, asin: r.asin, categoryId: r.category_id, translationKey: r.translation_key,
    marketplaceUrl: r.marketplace_url, linkStatus: r.link_status,
  }));
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
