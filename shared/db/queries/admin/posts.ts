/** Posts as the admin edits them: every status, the version, and the write rules of posts. */
import type { Kysely } from 'kysely';
import { contentSearchText, normalizeForSearch } from '../../../format/search-text';
import type { Locale } from '../../../locales';
import type { Paged, PostListQuery } from '../../../schemas/admin';
import type { AdminPost, PostInput, PostUpdateInput } from '../../../schemas/post';
import type { Db } from '../../connect';
import type { Database, PostRow } from '../../schema';
import { matchesSearch } from '../visibility';
import { assertCategoryExists, assertUniqueInLocale } from './checks';
import { lockIf, type ChangeStore, type WriteContext } from './store';

export type AdminPostSummary = Omit<AdminPost, 'content'>;

export function toAdminPost(row: PostRow): AdminPost {
  return {
    id: row.id,
    locale: row.locale as Locale,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    content: row.content,
    imageUrl: row.image_url,
    categoryId: row.category_id,
    keyword: row.keyword,
    translationKey: row.translation_key,
    status: row.status,
    publishAt: row.publish_at,
    publishedAt: row.published_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    version: row.version,
  };
}

/**
 * `published_at` is set the first time a post is published and kept afterwards (unpublishing and
 * republishing does not move it to the top of the home page); a scheduled post gets it from the
 * scheduler when `publish_at` comes.
 */
export function publishedAtFor(status: string, current: string | null, at: string): string | null {
  return status === 'published' ? current ?? at : current;
}

/** Columns written from an editor's payload, shared by insert and update. */
function writableColumns(input: PostInput, publishedAt: string | null, at: string) {
  return {
    locale: input.locale,
    slug: input.slug,
    title: input.title,
    excerpt: input.excerpt,
    content: input.content,
    image_url: input.imageUrl ?? null,
    category_id: input.categoryId ?? null,
    keyword: input.keyword ? input.keyword : null,
    status: input.status,
    publish_at: input.publishAt ?? null,
    published_at: publishedAt,
    search_text: contentSearchText(input.title, input.excerpt),
    translation_key: input.translationKey ?? null,
    updated_at: at,
  };
}

async function checkPost(ex: Kysely<Database>, input: PostInput, exceptId?: number): Promise<void> {
  await assertUniqueInLocale(ex, 'posts', 'slug', { locale: input.locale, text: input.slug, exceptId }, 'post');
  await assertCategoryExists(ex, input.categoryId);
}

export const postStore: ChangeStore<AdminPost, number, PostInput, PostUpdateInput> = {
  entity: 'post',
  keyOf: (row) => row.id,
  versionOf: (row) => row.version,
  async load(ex, id, options) {
    const row = await lockIf(ex.selectFrom('posts').selectAll().where('id', '=', id), options).executeTakeFirst();
    return row && toAdminPost(row);
  },
  async insert(ex, input, { at }: WriteContext) {
    await checkPost(ex, input);
    const { id } = await ex
      .insertInto('posts')
      .values({ ...writableColumns(input, publishedAtFor(input.status, null, at), at), created_at: at, version: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  },
  async update(ex, current, input, { at }) {
    await checkPost(ex, input, current.id);
    const result = await ex
      .updateTable('posts')
      .set({ ...writableColumns(input, publishedAtFor(input.status, current.publishedAt, at), at), version: current.version + 1 })
      .where('id', '=', current.id)
      .where('version', '=', current.version)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },
  async remove(ex, current) {
    await ex.deleteFrom('posts').where('id', '=', current.id).execute();
  },
};

const SUMMARY_COLUMNS = [
  'id', 'locale', 'slug', 'title', 'excerpt', 'image_url', 'category_id', 'keyword', 'translation_key', 'status', 'publish_at',
  'published_at', 'created_at', 'updated_at', 'version',
] as const;

/** Every post matching the filters, last edited first; the body is left out of lists. */
export async function listAdminPosts(db: Db, q: PostListQuery): Promise<Paged<AdminPostSummary>> {
  let base = db.kysely.selectFrom('posts');
  if (q.locale) base = base.where('locale', '=', q.locale);
  if (q.status) base = base.where('status', '=', q.status);
  if (q.categoryId !== undefined) base = base.where('category_id', '=', q.categoryId);
  const search = normalizeForSearch(q.q);
  // Slugs are searched too: editors often know a post by its URL.
  if (search) base = base.where((eb) => eb.or([matchesSearch('search_text', search), matchesSearch('slug', search)]));
  const [rows, count] = await Promise.all([
    base.select(SUMMARY_COLUMNS).orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(q.limit).offset(q.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const items = rows.map((row) => {
    const { content: _content, ...summary } = toAdminPost({ ...row, content: '', search_text: '' });
    return summary;
  });
  return { items, total: Number(count.n), limit: q.limit, offset: q.offset };
}
