/**
 * Self-refreshing lists (issue 27 item 3): which lists the post bodies of a locale show, their
 * current items, and the price job's queue of lists to refresh (migration 0034).
 *
 * - A save writes the post's uses (`syncRetailerListUses`, in the body's transaction, as
 *   product_embeds): a list row per distinct line of the locale, shared by every post showing it.
 * - The price job asks for the lists due (`listDueRetailerLists`, never filled first) and writes
 *   each answer (`writeRetailerListResult`): items that are no product of the region yet become
 *   draft products (as the WordPress importer creates them: editors find them in the products
 *   screen, the public sees them only inside the list), the offers go to the products and their
 *   price history as the price batches' do, and the list's items are replaced only when what the
 *   page shows of them (order, prices, availability) changed.
 */
import type { Kysely } from 'kysely';
import type { Availability, Database } from '../schema';
import type { Db } from '../connect';
import { extractRetailerLists, retailerListKey, retailerListProblems, type RetailerListDirective, type RetailerListKind } from '../../markdown/retailer-lists';
import type { Product } from '../../schemas/product';
import { toProduct } from './products';
import { writePriceBatch } from './retailer';
import { appendPricePoints } from './price-history';

/** A list as the price job refreshes it. */
export interface DueRetailerList {
  id: number;
  locale: string;
  kind: RetailerListKind;
  query: string;
  count: number;
  refreshedAt: string | null;
}

/** One item of a retailer's answer, in its order. */
export interface RetailerListItemWrite {
  asin: string;
  title: string | null;
  brand: string | null;
  imageUrl: string | null;
  priceCents: number | null;
  listPriceCents: number | null;
  currency: string | null;
  availability: Availability;
}

/** The valid list lines of a body, each distinct list once. */
function listsOf(body: string): RetailerListDirective[] {
  const seen = new Set<string>();
  return extractRetailerLists(body).filter((l) => retailerListProblems(l).length === 0 && !seen.has(retailerListKey(l)) && (seen.add(retailerListKey(l)), true));
}

/** Replaces the list uses of one post with those its `body` holds now, creating the lists it is first to show. */
export async function syncRetailerListUses(ex: Kysely<Database>, postId: number, locale: string, body: string, at: string): Promise<void> {
  await ex.deleteFrom('retailer_list_uses').where('post_id', '=', postId).execute();
  const ids: number[] = [];
  for (const list of listsOf(body)) {
    const key = { locale, kind: list.kind, query: list.query, item_count: list.count };
    const found = await ex.selectFrom('retailer_lists').select('id').where('locale', '=', locale).where('kind', '=', list.kind).where('query', '=', list.query).where('item_count', '=', list.count).executeTakeFirst();
    ids.push(found ? found.id : (await ex.insertInto('retailer_lists').values({ ...key, created_at: at }).returning('id').executeTakeFirstOrThrow()).id);
  }
  if (ids.length) await ex.insertInto('retailer_list_uses').values(ids.map((list_id) => ({ post_id: postId, list_id }))).execute();
}

/** Forgets the list uses of a deleted post (the list itself stays until the job finds it unused). */
export async function dropRetailerListUses(ex: Kysely<Database>, postId: number): Promise<void> {
  await ex.deleteFrom('retailer_list_uses').where('post_id', '=', postId).execute();
}

/**
 * Lists of `locale` some post shows that were never filled or were last refreshed before
 * `dueBefore`: never filled first, then the oldest, at most `limit`.
 */
export async function listDueRetailerLists(db: Db, locale: string, dueBefore: string, limit: number): Promise<DueRetailerList[]> {
  if (limit <= 0) return [];
  // Only lists some post shows: one a body stopped showing is not asked for.
  const base = () =>
    db.kysely
      .selectFrom('retailer_lists as l')
      .select(['l.id', 'l.locale', 'l.kind', 'l.query', 'l.item_count', 'l.refreshed_at'])
      .where('l.locale', '=', locale)
      .where(({ exists, selectFrom }) => exists(selectFrom('retailer_list_uses as u').select('u.list_id').whereRef('u.list_id', '=', 'l.id')));
  const never = await base().where('l.refreshed_at', 'is', null).orderBy('l.id').limit(limit).execute();
  const stale = never.length < limit ? await base().where('l.refreshed_at', '<', dueBefore).orderBy('l.refreshed_at').orderBy('l.id').limit(limit - never.length).execute() : [];
  return [...never, ...stale].map((r) => ({ id: r.id, locale: r.locale, kind: r.kind, query: r.query, count: r.item_count, refreshedAt: r.refreshed_at }));
}

/** What the page shows of a list's items: their order, prices and availability. */
export function listSignature(items: readonly RetailerListItemWrite[]): string {
  return JSON.stringify(items.map((i) => [i.asin, i.priceCents, i.currency, i.availability]));
}

/** A slug for a new product of the ASIN, free in the locale. */
async function freeProductSlug(ex: Kysely<Database>, locale: string, asin: string): Promise<string> {
  for (let n = 1; ; n++) {
    const slug = n === 1 ? asin.toLowerCase() : `${asin.toLowerCase()}-${n}`;
    if (!(await ex.selectFrom('products').select('id').where('locale', '=', locale).where('slug', '=', slug).executeTakeFirst())) return slug;
  }
}

/**
 * Writes one refresh of `list` in one transaction: creates the items that are no product of the
 * region yet (draft), records every item's offer and price-history point, and replaces the list's
 * items when its signature changed.
 *
 * @returns whether what the page shows changed, and the products created
 */
export async function writeRetailerListResult(
  db: Db,
  list: DueRetailerList,
  items: readonly RetailerListItemWrite[],
  fetchedAt: string,
  defaultCurrency: string,
): Promise<{ changed: boolean; created: number }> {
  return db.kysely.transaction().execute(async (trx) => {
    const tx: Db = { ...db, kysely: trx };
    const asins = items.map((i) => i.asin);
    const existing = asins.length ? await trx.selectFrom('products').select(['id', 'asin']).where('locale', '=', list.locale).where('asin', 'in', asins).execute() : [];
    const idOf = new Map(existing.map((r) => [r.asin, r.id]));
    let created = 0;
    for (const item of items) {
      if (idOf.has(item.asin)) continue;
      const { id } = await trx
        .insertInto('products')
        .values({
          locale: list.locale, slug: await freeProductSlug(trx, list.locale, item.asin), asin: item.asin,
          title: (item.title || `ASIN ${item.asin}`).slice(0, 200), brand: item.brand?.slice(0, 100) ?? null, image_url: item.imageUrl,
          price_cents: null, list_price_cents: null, currency: item.currency ?? defaultCurrency, price_updated_at: null,
          rating: null, rating_count: null, category_id: null, launch_date: null, marketplace_url: null, translation_key: null,
          status: 'draft', created_at: fetchedAt, updated_at: fetchedAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      idOf.set(item.asin, id);
      created += 1;
    }
    const ids = items.map((i) => idOf.get(i.asin)!);
    await writePriceBatch(tx, items.map((i, n) => ({ id: ids[n]!, priceCents: i.priceCents, listPriceCents: i.listPriceCents, currency: i.currency, availability: i.availability })), fetchedAt, ids);
    await appendPricePoints(tx, items.map((i, n) => ({ productId: ids[n]!, locale: list.locale, at: fetchedAt, priceCents: i.priceCents, currency: i.currency ?? defaultCurrency, availability: i.availability })));

    const signature = listSignature(items);
    const before = await trx.selectFrom('retailer_lists').select('signature').where('id', '=', list.id).executeTakeFirst();
    const changed = before?.signature !== signature;
    if (changed) {
      await trx.deleteFrom('retailer_list_items').where('list_id', '=', list.id).execute();
      if (ids.length) await trx.insertInto('retailer_list_items').values(ids.map((product_id, n) => ({ list_id: list.id, position: n + 1, product_id }))).execute();
    }
    await trx.updateTable('retailer_lists').set({ signature, refreshed_at: fetchedAt }).where('id', '=', list.id).execute();
    return { changed, created };
  });
}

/** Slugs of the published posts showing list `listId` (by the uses' list index): the pages to render again. */
export async function postsShowingList(db: Db, listId: number): Promise<{ id: number; slug: string; locale: string }[]> {
  return db.kysely
    .selectFrom('retailer_list_uses as u')
    .innerJoin('posts as p', 'p.id', 'u.post_id')
    .select(['p.id', 'p.slug', 'p.locale'])
    .where('u.list_id', '=', listId)
    .where('p.status', '=', 'published')
    .orderBy('p.id')
    .execute();
}

/**
 * The current items of the lists a body shows, by `retailerListKey`, in the retailer's order
 * (products of any status: a list's items are the retailer's, not the editors' catalogue). Two
 * reads however many lists; lists not filled yet are absent.
 */
export async function loadRetailerListItems(db: Db, locale: string, body: string): Promise<Map<string, Product[]>> {
  const lists = listsOf(body);
  const out = new Map<string, Product[]>();
  if (!lists.length) return out;
  const rows = await db.kysely
    .selectFrom('retailer_lists')
    .select(['id', 'kind', 'query', 'item_count'])
    .where('locale', '=', locale)
    .where((eb) => eb.or(lists.map((l) => eb.and([eb('kind', '=', l.kind), eb('query', '=', l.query), eb('item_count', '=', l.count)]))))
    .execute();
  if (!rows.length) return out;
  const items = await db.kysely
    .selectFrom('retailer_list_items as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .selectAll('p')
    .select(['i.list_id', 'i.position'])
    .where('i.list_id', 'in', rows.map((r) => r.id))
    .orderBy('i.list_id')
    .orderBy('i.position')
    .execute();
  for (const row of rows) {
    const products = items.filter((i) => i.list_id === row.id).map((i) => toProduct(i));
    if (products.length) out.set(retailerListKey({ kind: row.kind, query: row.query, count: row.item_count }), products);
  }
  return out;
}
