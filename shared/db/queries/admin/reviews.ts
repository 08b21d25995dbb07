/** Reviews as the admin edits them: editor rating, pros and cons, verdict, status. */
import type { Kysely } from 'kysely';
import { contentSearchText, normalizeForSearch } from '../../../format/search-text';
import type { Locale } from '../../../locales';
import type { Paged, ReviewListQuery } from '../../../schemas/admin';
import type { AdminReview, ReviewInput, ReviewUpdateInput } from '../../../schemas/review';
import type { Db } from '../../connect';
import type { Database, ReviewRow } from '../../schema';
import { parseList } from '../reviews';
import { matchesSearch } from '../visibility';
import { assertUniqueInLocale } from './checks';
import { InvalidReferenceError } from './errors';
import { publishedAtFor } from './posts';
import { lockIf, type ChangeStore } from './store';

export type AdminReviewSummary = Omit<AdminReview, 'body'>;

export function toAdminReview(row: ReviewRow): AdminReview {
  return {
    id: row.id,
    locale: row.locale as Locale,
    slug: row.slug,
    productId: row.product_id,
    title: row.title,
    excerpt: row.excerpt,
    body: row.body,
    rating: row.rating,
    pros: parseList(row.pros),
    cons: parseList(row.cons),
    verdict: row.verdict,
    translationKey: row.translation_key,
    status: row.status,
    publishAt: row.publish_at,
    publishedAt: row.published_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    version: row.version,
  };
}

function writableColumns(input: ReviewInput, publishedAt: string | null, at: string) {
  return {
    locale: input.locale,
    slug: input.slug,
    product_id: input.productId,
    title: input.title,
    excerpt: input.excerpt,
    body: input.body,
    rating: input.rating,
    pros: JSON.stringify(input.pros),
    cons: JSON.stringify(input.cons),
    verdict: input.verdict,
    status: input.status,
    publish_at: input.publishAt ?? null,
    published_at: publishedAt,
    search_text: contentSearchText(input.title, input.excerpt),
    translation_key: input.translationKey ?? null,
    updated_at: at,
  };
}

/** The product must exist and belong to the review's locale (its page links the local store). */
async function checkReview(ex: Kysely<Database>, input: ReviewInput, exceptId?: number): Promise<void> {
  await assertUniqueInLocale(ex, 'reviews', 'slug', { locale: input.locale, text: input.slug, exceptId }, 'review');
  const product = await ex.selectFrom('products').select(['id', 'locale']).where('id', '=', input.productId).executeTakeFirst();
  if (!product) throw new InvalidReferenceError('productId', `productId: no product with id ${input.productId}`);
  if (product.locale !== input.locale) {
    throw new InvalidReferenceError('productId', `productId: product ${input.productId} belongs to locale '${product.locale}', not '${input.locale}'`);
  }
}

export const reviewStore: ChangeStore<AdminReview, number, ReviewInput, ReviewUpdateInput> = {
  entity: 'review',
  keyOf: (row) => row.id,
  versionOf: (row) => row.version,
  async load(ex, id, options) {
    const row = await lockIf(ex.selectFrom('reviews').selectAll().where('id', '=', id), options).executeTakeFirst();
    return row && toAdminReview(row);
  },
  async insert(ex, input, { at }) {
    await checkReview(ex, input);
    const { id } = await ex
      .insertInto('reviews')
      .values({ ...writableColumns(input, publishedAtFor(input.status, null, at), at), created_at: at, version: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  },
  async update(ex, current, input, { at }) {
    await checkReview(ex, input, current.id);
    const result = await ex
      .updateTable('reviews')
      .set({ ...writableColumns(input, publishedAtFor(input.status, current.publishedAt, at), at), version: current.version + 1 })
      .where('id', '=', current.id)
      .where('version', '=', current.version)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },
  async remove(ex, current) {
    await ex.deleteFrom('reviews').where('id', '=', current.id).execute();
  },
};

const SUMMARY_COLUMNS = [
  'id', 'locale', 'slug', 'product_id', 'title', 'excerpt', 'rating', 'pros', 'cons', 'verdict', 'translation_key', 'status',
  'publish_at', 'published_at', 'created_at', 'updated_at', 'version',
] as const;

/** Reviews matching the filters, last edited first; the body is left out of lists. */
export async function listAdminReviews(db: Db, q: ReviewListQuery): Promise<Paged<AdminReviewSummary>> {
  let base = db.kysely.selectFrom('reviews');
  if (q.locale) base = base.where('locale', '=', q.locale);
  if (q.status) base = base.where('status', '=', q.status);
  if (q.productId !== undefined) base = base.where('product_id', '=', q.productId);
  const search = normalizeForSearch(q.q);
  if (search) base = base.where((eb) => eb.or([matchesSearch('search_text', search), matchesSearch('slug', search)]));
  const [rows, count] = await Promise.all([
    base.select(SUMMARY_COLUMNS).orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(q.limit).offset(q.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const items = rows.map((row) => {
    const { body: _body, ...summary } = toAdminReview({ ...row, body: '', search_text: '' });
    return summary;
  });
  return { items, total: Number(count.n), limit: q.limit, offset: q.offset };
}
