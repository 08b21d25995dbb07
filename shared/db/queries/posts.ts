import type { Locale } from '../../locales';
import type { Post, PostSummary } from '../../schemas/post';
import type { Db } from '../connect';
import type { PostRow } from '../schema';
import { isIndexable } from './page-seo';
import { byAuthor, isPublic, matchesSearch } from './visibility';

const SUMMARY_COLUMNS = [
  'posts.id', 'posts.locale', 'posts.slug', 'posts.title', 'posts.excerpt', 'posts.image_url', 'posts.category_id',
  'posts.keyword', 'posts.created_at', 'posts.updated_at', 'posts.published_at', 'posts.translation_key',
] as const;

type SummaryRow = Pick<PostRow, 'id' | 'locale' | 'slug' | 'title' | 'excerpt' | 'image_url' | 'category_id' | 'keyword' | 'created_at' | 'updated_at' | 'published_at' | 'translation_key'>;

/** Row to the public list shape (`postSummarySchema`); `{month}`/`{year}` stay in the title. */
export function toPostSummary(row: SummaryRow): PostSummary {
  return {
    id: row.id,
    locale: row.locale as Locale,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    imageUrl: row.image_url,
    categoryId: row.category_id,
    keyword: row.keyword,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    publishedAt: row.published_at,
    translationKey: row.translation_key,
  };
}

export interface PostListOptions {
  locale: Locale;
  limit?: number;
  offset?: number;
  categoryId?: number;
  /** Only posts this author profile signs (its author page, issue 25 item 4). */
  authorId?: number;
  /** Already normalized with `normalizeForSearch`: lower case, no accents. */
  search?: string;
  now?: Date;
  /** Only posts search engines may index (the feed, issue 16): noindex ones are left out. */
  indexableOnly?: boolean;
}

function publishedPosts(db: Db, { locale, categoryId, authorId, search, now = new Date(), indexableOnly }: PostListOptions) {
  let query = db.kysely.selectFrom('posts').where('posts.locale', '=', locale).where(isPublic('posts', now));
  if (authorId !== undefined) query = query.where(byAuthor('post', 'posts.id', authorId));
  if (indexableOnly) query = query.where(isIndexable('posts'));
  if (categoryId !== undefined) query = query.where('posts.category_id', '=', categoryId);
  if (search) query = query.where(matchesSearch('posts.search_text', search));
  return query;
}

/** Published posts of a locale, newest first (ties by id, so pages never overlap). */
export async function listPublishedPosts(db: Db, options: PostListOptions): Promise<PostSummary[]> {
  const rows = await publishedPosts(db, options)
    .select(SUMMARY_COLUMNS)
    .orderBy('posts.published_at', 'desc')
    .orderBy('posts.id', 'desc')
    .limit(options.limit ?? 50)
    .offset(options.offset ?? 0)
    .execute();
  return rows.map(toPostSummary);
}

/** How many posts `listPublishedPosts` would page through. */
export async function countPublishedPosts(db: Db, options: PostListOptions): Promise<number> {
  const row = await publishedPosts(db, options).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Ids of the posts `listPublishedPosts` pages through, in its order (a full build slices pages from them). */
export async function listPublishedPostIds(db: Db, options: PostListOptions): Promise<number[]> {
  const rows = await publishedPosts(db, options).select('posts.id').orderBy('posts.published_at', 'desc').orderBy('posts.id', 'desc').execute();
  return rows.map((r) => r.id);
}

/** Posts by id as summaries, in the order of `ids` (search results). */
export async function listPostsByIds(db: Db, ids: readonly number[]): Promise<PostSummary[]> {
  if (!ids.length) return [];
  const rows = await db.kysely.selectFrom('posts').select(SUMMARY_COLUMNS).where('posts.id', 'in', [...ids]).execute();
  const order = new Map(ids.map((id, i) => [id, i]));
  return rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!).map(toPostSummary);
}

/** A post's place in its lists: newest first by publication time, ties by id (newer id first). */
export interface ListKey {
  publishedAt: string;
  id: number;
}

/**
 * Up to `limit` published posts of a list nearest to `key`: the `older` ones nearest first, or the
 * `newer` ones nearest first. `key` itself is never among them. Related posts and the pages a save
 * changes are read this way, through the (locale, status, category, date) index.
 */
export async function listNeighbourPosts(db: Db, options: PostListOptions, key: ListKey, direction: 'older' | 'newer', limit: number): Promise<PostSummary[]> {
  const older = direction === 'older';
  const rows = await publishedPosts(db, options)
    // The first condition alone bounds the index range (an OR of the two would scan the list).
    .where('posts.published_at', older ? '<=' : '>=', key.publishedAt)
    .where((eb) => eb.or([eb('posts.published_at', older ? '<' : '>', key.publishedAt), eb('posts.id', older ? '<' : '>', key.id)]))
    .select(SUMMARY_COLUMNS)
    .orderBy('posts.published_at', older ? 'desc' : 'asc')
    .orderBy('posts.id', older ? 'desc' : 'asc')
    .limit(limit)
    .execute();
  return rows.map(toPostSummary);
}

/**
 * How many published posts of a list sort before `key` (are newer): its 0-based position. With
 * `cap`, counting stops there (the answer is then at most `cap`): enough to know whether a post is
 * among the first few of its locale without counting 30,000 newer ones.
 */
export async function countPostsNewerThan(db: Db, options: PostListOptions, key: ListKey, cap?: number): Promise<number> {
  const newer = publishedPosts(db, options)
    .where('posts.published_at', '>=', key.publishedAt)
    .where((eb) => eb.or([eb('posts.published_at', '>', key.publishedAt), eb('posts.id', '>', key.id)]));
  if (cap !== undefined) return (await newer.select('posts.id').limit(cap).execute()).length;
  const row = await newer.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * One published post by its slug in a locale, with its body. `previewId` also accepts that row
 * unpublished (the admin's crawler preview renders a draft as if it were live).
 */
export async function getPublishedPostBySlug(db: Db, locale: Locale, slug: string, now = new Date(), previewId?: number): Promise<Post | undefined> {
  const row = await db.kysely
    .selectFrom('posts')
    .select([...SUMMARY_COLUMNS, 'posts.content'])
    .where('posts.locale', '=', locale)
    .where('posts.slug', '=', slug)
    .where((eb) => (previewId === undefined ? isPublic('posts', now) : eb.or([eb('posts.id', '=', previewId), isPublic('posts', now)])))
    .executeTakeFirst();
  return row && { ...toPostSummary(row), content: row.content };
}

/**
 * Published translations of a post (same `translation_key`, other locales), for hreflang
 * alternates (DESIGN §4).
 */
export async function listPostTranslations(db: Db, translationKey: string, now = new Date()): Promise<{ locale: string; slug: string }[]> {
  return db.kysely
    .selectFrom('posts')
    .select(['posts.locale', 'posts.slug'])
    .where('posts.translation_key', '=', translationKey)
    .where(isPublic('posts', now))
    .where(isIndexable('posts'))
    .orderBy('posts.locale')
    .execute();
}
