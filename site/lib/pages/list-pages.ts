/**
 * One page of a paginated list (review list, category pages): its total and its slice. A save's
 * render of a list's first pages asks the database for a COUNT and a LIMIT/OFFSET page; a full
 * build, which renders every page of every list, and a save's render of deep pages read each list's
 * ordered ids once and slice them, instead of an OFFSET scan per page (8,000 category pages at
 * 100,000 posts).
 */
import type { Db } from '../../../shared/db/connect';
import { countPublishedPosts, listPostsByIds, listPublishedPostIds, listPublishedPosts, type PostListOptions } from '../../../shared/db/queries/posts';
import { countPublishedReviews, listPublishedReviewIds, listPublishedReviews, listReviewsByIds, type ReviewListOptions } from '../../../shared/db/queries/reviews';
import { perBuild } from './memo';
import { wholeSiteRender } from './whole-site';

type Filter = { locale: string; categoryId?: number; authorId?: number; now: Date };
const key = (kind: string, f: Filter) => `list-ids:${kind}:${f.locale}:${f.categoryId ?? 'all'}:${f.authorId ?? 'anyone'}`;

/** A list's ordered post ids, read once per full build. */
function postIds(db: Db, filter: Filter): Promise<number[]> {
  return perBuild(db, filter.now, key('posts', filter), () => listPublishedPostIds(db, filter as PostListOptions));
}

/**
 * In a full build, the posts around `id` in its list (the category's, or the locale's), read from
 * the list's ids: `older` the next `limit` after it, nearest first, `newer` the ones before it,
 * nearest first. Undefined in a save's render or when the post is not in the list: ask the
 * database (`listNeighbourPosts`), which gives the same posts.
 */
export async function neighbourIds(db: Db, filter: Filter, id: number, limit: number): Promise<{ older: number[]; newer: number[] } | undefined> {
  if (!wholeSiteRender()) return undefined;
  const ids = await postIds(db, filter);
  const positions = await perBuild(db, filter.now, `${key('posts', filter)}:positions`, async () => new Map(ids.map((at, i) => [at, i])));
  const i = positions.get(id);
  if (i === undefined) return undefined;
  return { older: ids.slice(i + 1, i + 1 + limit), newer: ids.slice(Math.max(0, i - limit), i).reverse() };
}

/**
 * From this offset a save's render reads the list's ids too (once per render, shared by its pages):
 * an OFFSET scan of a deep page costs about what reading the ids does, and a change that shifts a
 * list renders every page after its place (~1,000 pages of one author's list at 100,000 posts),
 * each of which would scan again.
 */
const DEEP_OFFSET = 100;

/** Whether a page's slice comes from the list's ids read once (a full build, or a deep page). */
const fromIds = (offset: number) => wholeSiteRender() || offset >= DEEP_OFFSET;

/** Total posts of a list, and those of the page starting at `offset`. */
export async function postsPage(db: Db, filter: PostListOptions & { now: Date }, offset: number, limit: number) {
  if (!fromIds(offset)) {
    const [total, items] = await Promise.all([countPublishedPosts(db, filter), listPublishedPosts(db, { ...filter, limit, offset })]);
    return { total, items };
  }
  const ids = await postIds(db, filter);
  return { total: ids.length, items: await listPostsByIds(db, ids.slice(offset, offset + limit)) };
}

/** Total reviews of a list, and those of the page starting at `offset`. */
export async function reviewsPage(db: Db, filter: ReviewListOptions & { now: Date }, offset: number, limit: number) {
  if (!fromIds(offset)) {
    const [total, items] = await Promise.all([countPublishedReviews(db, filter), listPublishedReviews(db, { ...filter, limit, offset })]);
    return { total, items };
  }
  const ids = await perBuild(db, filter.now, key('reviews', filter), () => listPublishedReviewIds(db, filter));
  return { total: ids.length, items: await listReviewsByIds(db, ids.slice(offset, offset + limit)) };
}
