/**
 * Data access of the retailer jobs (DESIGN §8): the products whose prices and links are checked
 * (one list for both), and the writes of what the retailer said. Neither write touches `version` or `updated_at`:
 * they are editors' fields (optimistic concurrency and "last edited" order), and a price refresh
 * is not an edit.
 */
import { sql } from 'kysely';
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
  /** When the price job last asked about it (listDueProducts only). */
  checkedAt?: string | null;
  /** Availability as last stored (listDueProducts only): a change republishes its pages. */
  availability?: Availability;
  /** Currency as last stored (listDueProducts only): an offerless answer's price point keeps it. */
  currency?: string;
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

/**
 * The next `limit` products of `locale` the price job should ask about, oldest first: never asked
 * ones (by id), then those last asked before `dueBefore` (by that time, then id). Two index range
 * reads of (locale, price_checked_at, id), because SQLite and PostgreSQL sort NULL differently.
 */
export async function listDueProducts(db: Db, locale: string, dueBefore: string, limit: number, options: { skipNeverAsked?: boolean } = {}): Promise<RetailerProduct[]> {
  if (limit <= 0) return [];
  const columns = ['id', 'locale', 'slug', 'asin', 'category_id', 'translation_key', 'marketplace_url', 'link_status', 'price_checked_at', 'availability', 'currency'] as const;
  // The caller knows when the never-asked ones ran out (a shorter answer): the first read is then skipped.
  const never = options.skipNeverAsked ? [] : await db.kysely.selectFrom('products').select(columns).where('locale', '=', locale).where('price_checked_at', 'is', null).orderBy('id').limit(limit).execute();
  const due = never.length < limit
    ? await db.kysely.selectFrom('products').select(columns).where('locale', '=', locale).where('price_checked_at', '<', dueBefore)
        .orderBy('price_checked_at').orderBy('id').limit(limit - never.length).execute()
    : [];
  return [...never, ...due].map((r) => ({
    id: r.id, locale: r.locale, slug: r.slug, asin: r.asin, categoryId: r.category_id, translationKey: r.translation_key,
    marketplaceUrl: r.marketplace_url, linkStatus: r.link_status, checkedAt: r.price_checked_at, availability: r.availability, currency: r.currency,
  }));
}

/** How many products of `locale` are due (never asked, or last asked before `dueBefore`). */
export async function countDueProducts(db: Db, locale: string, dueBefore: string): Promise<number> {
  const row = await db.kysely
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('locale', '=', locale)
    .where((eb) => eb.or([eb('price_checked_at', 'is', null), eb('price_checked_at', '<', dueBefore)]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The oldest price fetch time among a locale's products with a price (null when none has one). */
export async function oldestPriceAt(db: Db, locale: string): Promise<string | null> {
  const row = await db.kysely
    .selectFrom('products')
    .select((eb) => eb.fn.min<string>('price_updated_at').as('at'))
    .where('locale', '=', locale)
    .executeTakeFirst();
  return row?.at ?? null;
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
 * Stores one batch of fetched offers, all stamped with `fetchedAt` (the time the retailer
 * answered), in one UPDATE (atomic on its own, and one round trip: the price job writes a batch a
 * second at volume). A product without an offer only gets its availability: keeping the old price
 * with its old date lets the 24-hour rule hide it, instead of restamping a price nobody quoted.
 * Every product in `askedIds` (those asked about, whatever the answer) gets `price_checked_at`,
 * which moves it to the back of the price job's queue.
 */
export async function writePriceBatch(db: Db, writes: PriceWrite[], fetchedAt: string, askedIds: number[] = []): Promise<void> {
  const ids = [...new Set([...askedIds, ...writes.map((w) => w.id)])];
  if (ids.length === 0) return;
  const priced = writes.filter((w) => w.priceCents !== null);
  const pricedIds = priced.map((w) => w.id);
  /** `case id when … then … else <column> end`, each value cast so both dialects type it alike. */
  const ref = (column: string) => sql<any>`${sql.ref(column)}`;
  const caseOf = (column: string, type: 'integer' | 'varchar(3)' | 'varchar(16)', rows: { id: number; value: string | number | null }[]) =>
    rows.length === 0
      ? ref(column)
      : sql<any>`case ${sql.ref('id')} ${sql.join(rows.map((r) => sql`when ${r.id} then cast(${r.value} as ${sql.raw(type)})`), sql` `)} else ${sql.ref(column)} end`;
  await db.kysely
    .updateTable('products')
    .set({
      price_checked_at: askedIds.length ? sql<string>`case when ${sql.ref('id')} in (${sql.join(askedIds)}) then ${fetchedAt} else ${sql.ref('price_checked_at')} end` : ref('price_checked_at'),
      availability: caseOf('availability', 'varchar(16)', writes.map((w) => ({ id: w.id, value: w.availability }))),
      price_cents: caseOf('price_cents', 'integer', priced.map((w) => ({ id: w.id, value: w.priceCents }))),
      list_price_cents: caseOf('list_price_cents', 'integer', priced.map((w) => ({ id: w.id, value: w.listPriceCents }))),
      currency: caseOf('currency', 'varchar(3)', priced.filter((w) => w.currency).map((w) => ({ id: w.id, value: w.currency }))),
      price_updated_at: pricedIds.length ? sql<string>`case when ${sql.ref('id')} in (${sql.join(pricedIds)}) then ${fetchedAt} else ${sql.ref('price_updated_at')} end` : ref('price_updated_at'),
      // A first price is the retailer's details an imported product was waiting for (issue 28 item 4).
      needs_details: pricedIds.length ? sql<number>`case when ${sql.ref('id')} in (${sql.join(pricedIds)}) then 0 else ${sql.ref('needs_details')} end` : ref('needs_details'),
    })
    .where('id', 'in', ids)
    .execute();
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
