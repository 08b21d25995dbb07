/** Products as the admin edits them, with the rules for writing and deleting them. */
import { whereInRegions, type RegionFilter } from './region-filter';
import type { Kysely } from 'kysely';
import type { Paged, ProductListQuery } from '../../../schemas/admin';
import type { AdminProduct, ProductInput, ProductUpdateInput } from '../../../schemas/product';
import type { Db } from '../../connect';
import type { Database, ProductRow } from '../../schema';
import { toProduct } from '../products';
import { matchesLowered } from '../visibility';
import { assertCategoryExists, assertMediaImageUsable, assertUniqueInLocale } from './checks';
import { InUseError } from './errors';
import { fetchPage } from './paging';
import { dropMediaUses, syncMediaUses } from '../media-uses';
import { assertValidSubstitute, clearSubstituteReferences } from './substitute';
import { lockIf, type ChangeStore } from './store';

export function toAdminProduct(row: ProductRow): AdminProduct {
  // Products never wait for review (issue 25 is about posts and reviews).
  return { ...toProduct(row), status: row.status as AdminProduct['status'], version: row.version, linkStatus: row.link_status, linkCheckedAt: row.link_checked_at, linkError: row.link_error, needsDetails: row.needs_details === 1 };
}

/**
 * A price typed by the editor is "as of now" unless they also gave its time: the 24-hour rule
 * of DESIGN §8 then hides it tomorrow, as it would a fetched price.
 */
function priceUpdatedAt(input: ProductInput, current: AdminProduct | undefined, at: string): string | null {
  if (input.priceUpdatedAt) return input.priceUpdatedAt;
  const priceChanged = input.priceCents != null && input.priceCents !== current?.priceCents;
  return priceChanged ? at : current?.priceUpdatedAt ?? null;
}

/**
 * An editor's save completes an imported product (issue 28 item 4) once it names it (a title other
 * than the importer's), pictures it or prices it; any other save leaves the flag as it was.
 */
function stillNeedsDetails(input: ProductInput, current: AdminProduct): 0 | 1 {
  const completed = input.title !== current.title || !!input.imageUrl || input.priceCents != null;
  return current.needsDetails && !completed ? 1 : 0;
}

function writableColumns(input: ProductInput, current: AdminProduct | undefined, at: string) {
  return {
    locale: input.locale,
    slug: input.slug,
    asin: input.asin,
    title: input.title,
    brand: input.brand ? input.brand : null,
    image_url: input.imageUrl ?? null,
    price_cents: input.priceCents ?? null,
    list_price_cents: input.listPriceCents ?? null,
    currency: input.currency,
    availability: input.availability,
    price_updated_at: priceUpdatedAt(input, current, at),
    rating: input.rating ?? null,
    rating_count: input.ratingCount ?? null,
    category_id: input.categoryId ?? null,
    premium: input.premium ? 1 : 0,
    launch_date: input.launchDate ?? null,
    marketplace_url: input.marketplaceUrl ?? null,
    status: input.status,
    translation_key: input.translationKey ?? null,
    substitute_product_id: input.substituteProductId ?? null,
    updated_at: at,
  };
}

async function checkProduct(ex: Kysely<Database>, input: ProductInput, exceptId?: number): Promise<void> {
  await assertUniqueInLocale(ex, 'products', 'slug', { locale: input.locale, text: input.slug, exceptId }, 'product');
  await assertUniqueInLocale(ex, 'products', 'asin', { locale: input.locale, text: input.asin, exceptId }, 'product');
  await assertCategoryExists(ex, input.categoryId);
  // The product box's alt is the product's title, so a library image needs no alt text of its own here.
  await assertMediaImageUsable(ex, input.locale, input.imageUrl, 'imageUrl', { requireAlt: false });
  await assertValidSubstitute(ex, input.substituteProductId, { id: exceptId, locale: input.locale });
}

export const productStore: ChangeStore<AdminProduct, number, ProductInput, ProductUpdateInput> = {
  entity: 'product',
  keyOf: (row) => row.id,
  versionOf: (row) => row.version,
  async load(ex, id, options) {
    const row = await lockIf(ex.selectFrom('products').selectAll().where('id', '=', id), options).executeTakeFirst();
    return row && toAdminProduct(row);
  },
  async insert(ex, input, { at }) {
    await checkProduct(ex, input);
    const { id } = await ex
      .insertInto('products')
      .values({ ...writableColumns(input, undefined, at), created_at: at, version: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await syncMediaUses(ex, 'product', id, input.imageUrl);
    return id;
  },
  async update(ex, current, input, { at }) {
    await checkProduct(ex, input, current.id);
    // A product's reviews live in its locale; moving it would orphan them on the public site.
    if (input.locale !== current.locale) await refuseIfReviewed(ex, current, 'move it to another locale');
    const result = await ex
      .updateTable('products')
      .set({ ...writableColumns(input, current, at), needs_details: stillNeedsDetails(input, current), version: current.version + 1 })
      .where('id', '=', current.id)
      .where('version', '=', current.version)
      .executeTakeFirst();
    const updated = Number(result.numUpdatedRows) === 1;
    if (updated) await syncMediaUses(ex, 'product', current.id, input.imageUrl);
    return updated;
  },
  /**
   * Refused while reviews exist: a review is an editor's work and its public page; deleting the
   * product must not take them down silently (the schema would cascade).
   */
  async remove(ex, current) {
    await refuseIfReviewed(ex, current, 'delete it');
    await clearSubstituteReferences(ex, current.id);
    await ex.deleteFrom('products').where('id', '=', current.id).execute();
    await dropMediaUses(ex, 'product', current.id);
  },
};

async function refuseIfReviewed(ex: Kysely<Database>, product: AdminProduct, what: string): Promise<void> {
  const reviews = await ex.selectFrom('reviews').select(['id', 'locale', 'slug', 'title', 'status']).where('product_id', '=', product.id).orderBy('id').execute();
  if (reviews.length === 0) return;
  const names = reviews.slice(0, 5).map((r) => `${r.id} '${r.title}'`).join(', ');
  throw new InUseError(
    `Product ${product.id} has ${reviews.length} review(s) (${names}${reviews.length > 5 ? ', …' : ''}): delete or reassign them before you ${what}.`,
    { reviews },
  );
}

/** Products matching the filters, last edited first. `q` matches title, brand, slug or ASIN. */
export async function listAdminProducts(db: Db, q: ProductListQuery & RegionFilter): Promise<Paged<AdminProduct>> {
  let base = whereInRegions(db.kysely.selectFrom('products'), q);
  if (q.locale) base = base.where('locale', '=', q.locale);
  if (q.status) base = base.where('status', '=', q.status);
  if (q.premium !== undefined) base = base.where('premium', '=', q.premium ? 1 : 0);
  if (q.needsDetails !== undefined) base = base.where('needs_details', '=', q.needsDetails ? 1 : 0);
  if (q.categoryId !== undefined) base = base.where('category_id', '=', q.categoryId);
  if (q.link === 'flagged') base = base.where('link_status', 'in', ['dead', 'out_of_stock']);
  else if (q.link === 'findings') {
    // One primary-key probe per candidate row: the dashboard's "products with findings".
    base = base.where((eb) => eb.exists(eb.selectFrom('product_link_findings').select('product_link_findings.product_id').whereRef('product_link_findings.product_id', '=', 'products.id')));
  } else if (q.link) base = base.where('link_status', '=', q.link);
  if (q.q) {
    const text = q.q.toLowerCase();
    const asin = q.q.toUpperCase();
    base = base.where((eb) => eb.or([matchesLowered('title', text), matchesLowered('brand', text), matchesLowered('slug', text), eb('asin', '=', asin)]));
  }
  const page = base.selectAll().orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(q.limit).offset(q.offset).execute();
  return fetchPage(q, base, page, toAdminProduct);
}
