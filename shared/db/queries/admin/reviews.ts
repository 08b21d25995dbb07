/** Reviews as the admin edits them: editor rating, pros and cons, verdict, status. */
import { whereInRegions, type RegionFilter } from './region-filter';
import type { Kysely } from 'kysely';
import { normalizeForSearch } from '../../../format/search-text';
import type { Paged, ReviewListQuery } from '../../../schemas/admin';
import type { AdminReview, ReviewInput, ReviewUpdateInput } from '../../../schemas/review';
import type { Db } from '../../connect';
import type { Database, ReviewRow } from '../../schema';
import { toPublicReview } from '../reviews';
import { matchesSearch } from '../visibility';
import { assertMediaImageUsable, assertProductListsValid, assertRetailerListsValid, assertUniqueInLocale } from './checks';
import { editorialColumns, editorialState, editorialStore } from './editorial';
import { InvalidReferenceError } from './errors';
import { fetchPage } from './paging';
import { SEO_LIST_COLUMNS, seoColumns, seoState } from './seo-columns';

export type AdminReviewSummary = Omit<AdminReview, 'body' | 'authorIds'>;

/** The row's admin shape; `authorIds` are another table's, filled by the store's `load`. */
export function toAdminReview(row: ReviewRow, authorIds: number[] = []): AdminReview {
  return { ...toPublicReview(row), ...editorialState(row), checkedBy: row.checked_by, checkedAt: row.checked_at, ...seoState(row), authorIds };
}

const LIVE = new Set(['published', 'scheduled']);

/**
 * "Reviewed by" (issue 25 item 5, docs/decisions.md): the save that makes a review live (publishes
 * or schedules it) records who did it when that is an account other than its creator — an editor
 * approving a contributor's or author's review — and forgets an earlier check when the creator
 * makes it live themselves. Saves of a live review, and saves by scripts, leave the record as is.
 */
export function checkColumns(
  before: Pick<AdminReview, 'status' | 'createdBy'> | null,
  status: string,
  userId: number | null,
  at: string,
): { checked_by?: number | null; checked_at?: string | null } {
  if (!LIVE.has(status) || (before && LIVE.has(before.status)) || userId === null) return {};
  const creator = before ? before.createdBy : userId;
  return creator !== null && creator !== userId ? { checked_by: userId, checked_at: at } : { checked_by: null, checked_at: null };
}

/** The product must exist and belong to the review's locale (its page links the local store). */
async function checkReview(ex: Kysely<Database>, input: ReviewInput, exceptId?: number): Promise<void> {
  await assertUniqueInLocale(ex, 'reviews', 'slug', { locale: input.locale, text: input.slug, exceptId }, 'review');
  const product = await ex.selectFrom('products').select(['id', 'locale']).where('id', '=', input.productId).executeTakeFirst();
  if (!product) throw new InvalidReferenceError('productId', `productId: no product with id ${input.productId}`);
  if (product.locale !== input.locale) {
    throw new InvalidReferenceError('productId', `productId: product ${input.productId} belongs to locale '${product.locale}', not '${input.locale}'`);
  }
  await assertProductListsValid(ex, input.locale, input.body, 'body');
  assertRetailerListsValid(input.body, 'body', { allowed: false });
  // Each photo is a library image with alt text in the review's language (at most 12 index probes).
  for (const url of input.testedPhotos) await assertMediaImageUsable(ex, input.locale, url, 'testedPhotos');
}

export const reviewStore = editorialStore<'reviews', AdminReview, ReviewInput, ReviewUpdateInput>({
  table: 'reviews',
  entity: 'review',
  body: (input) => input.body,
  mediaTexts: (input) => [input.body, ...input.testedPhotos],
  toAdmin: toAdminReview,
  check: checkReview,
  columns: (input, publishedAt, at, save) => ({
    ...editorialColumns(input, publishedAt, at),
    ...checkColumns(save.before, input.status, save.userId, at),
    product_id: input.productId,
    body: input.body,
    rating: input.rating,
    pros: JSON.stringify(input.pros),
    cons: JSON.stringify(input.cons),
    verdict: input.verdict,
    tested_text: input.testedText,
    tested_from: input.testedFrom ?? null,
    tested_to: input.testedTo ?? null,
    tested_photos: JSON.stringify(input.testedPhotos),
    ...seoColumns(input),
  }),
});

const SUMMARY_COLUMNS = [
  'id', 'locale', 'slug', 'product_id', 'title', 'excerpt', 'rating', 'pros', 'cons', 'verdict', 'translation_key', 'status',
  'publish_at', 'published_at', 'created_at', 'updated_at', 'version', 'created_by', 'review_note', 'tested_text', 'tested_from',
  'tested_to', 'tested_photos', 'checked_by', 'checked_at', ...SEO_LIST_COLUMNS,
] as const;

/** Reviews matching the filters, last edited first; the body is left out of lists. */
export async function listAdminReviews(db: Db, q: ReviewListQuery & RegionFilter): Promise<Paged<AdminReviewSummary>> {
  let base = whereInRegions(db.kysely.selectFrom('reviews'), q);
  if (q.locale) base = base.where('locale', '=', q.locale);
  if (q.status) base = base.where('status', '=', q.status);
  if (q.productId !== undefined) base = base.where('product_id', '=', q.productId);
  const search = normalizeForSearch(q.q);
  if (search) base = base.where((eb) => eb.or([matchesSearch('search_text', search), matchesSearch('slug', search)]));
  const page = base.select(SUMMARY_COLUMNS).orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(q.limit).offset(q.offset).execute();
  return fetchPage(q, base, page, (row) => {
    const { body: _body, authorIds: _authors, ...summary } = toAdminReview({ ...row, body: '', search_text: '', search_title: '' });
    return summary;
  });
}
