/** Posts as the admin edits them: every status, the version, and the write rules of posts. */
import { whereInRegions, type RegionFilter } from './region-filter';
import type { Kysely } from 'kysely';
import { normalizeForSearch } from '../../../format/search-text';
import type { Paged, PostListQuery } from '../../../schemas/admin';
import type { AdminPost, PostInput, PostUpdateInput } from '../../../schemas/post';
import type { Db } from '../../connect';
import type { Database, PostRow } from '../../schema';
import { toPostSummary } from '../posts';
import { matchesSearch } from '../visibility';
import { assertCategoryExists, assertMediaImageUsable, assertProductListsValid, assertRetailerListsValid, assertUniqueInLocale } from './checks';
import { editorialColumns, editorialState, editorialStore } from './editorial';
import { fetchPage } from './paging';
import { SEO_LIST_COLUMNS, seoColumns, seoState } from './seo-columns';

export type AdminPostSummary = Omit<AdminPost, 'content' | 'authorIds'>;

/** The row's admin shape; `authorIds` are another table's, filled by the store's `load`. */
export function toAdminPost(row: PostRow, authorIds: number[] = []): AdminPost {
  return { ...toPostSummary(row), content: row.content, ...editorialState(row), ...seoState(row), socialImage: row.social_image, authorIds };
}

async function checkPost(ex: Kysely<Database>, input: PostInput, exceptId?: number): Promise<void> {
  await assertUniqueInLocale(ex, 'posts', 'slug', { locale: input.locale, text: input.slug, exceptId }, 'post');
  await assertCategoryExists(ex, input.categoryId);
  await assertProductListsValid(ex, input.locale, input.content, 'content');
  assertRetailerListsValid(input.content, 'content');
  // The lead image shows on the page, its cards and as og:image: never decorative, so its alt
  // text must exist in the post's language. (socialImage is only fetched by social networks.)
  await assertMediaImageUsable(ex, input.locale, input.imageUrl, 'imageUrl');
}

export const postStore = editorialStore<'posts', AdminPost, PostInput, PostUpdateInput>({
  table: 'posts',
  entity: 'post',
  body: (input) => input.content,
  mediaTexts: (input) => [input.imageUrl, input.socialImage, input.content],
  toAdmin: toAdminPost,
  check: checkPost,
  columns: (input, publishedAt, at) => ({
    ...editorialColumns(input, publishedAt, at),
    content: input.content,
    image_url: input.imageUrl ?? null,
    category_id: input.categoryId ?? null,
    keyword: input.keyword ? input.keyword : null,
    ...seoColumns(input),
    social_image: input.socialImage || null,
  }),
});

const SUMMARY_COLUMNS = [
  'id', 'locale', 'slug', 'title', 'excerpt', 'image_url', 'category_id', 'keyword', 'translation_key', 'status', 'publish_at',
  'published_at', 'created_at', 'updated_at', 'version', 'created_by', 'review_note', ...SEO_LIST_COLUMNS, 'social_image',
] as const;

/** Every post matching the filters, last edited first; the body is left out of lists. */
export async function listAdminPosts(db: Db, q: PostListQuery & RegionFilter): Promise<Paged<AdminPostSummary>> {
  let base = whereInRegions(db.kysely.selectFrom('posts'), q);
  if (q.locale) base = base.where('locale', '=', q.locale);
  if (q.status) base = base.where('status', '=', q.status);
  if (q.categoryId !== undefined) base = base.where('category_id', '=', q.categoryId);
  const search = normalizeForSearch(q.q);
  // Slugs are searched too: editors often know a post by its URL.
  if (search) base = base.where((eb) => eb.or([matchesSearch('search_text', search), matchesSearch('slug', search)]));
  const page = base.select(SUMMARY_COLUMNS).orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(q.limit).offset(q.offset).execute();
  return fetchPage(q, base, page, (row) => ({ ...toPostSummary(row), ...editorialState(row), ...seoState(row), socialImage: row.social_image }));
}
