/**
 * Paginated lists of the public site (issue 13): the review list, category pages and the launch
 * overview are static pages of a fixed number of items, newest first, so no page grows with the
 * corpus. Page 1 lives at the list's own path, page n ≥ 2 at `{list}/{word}/{n}`: a word no slug
 * can take the place of (`/br/avaliacao/pagina/2` is never the review `/br/avaliacao/{slug}`).
 */
import type { Locale } from './locales';

/** Items per page of each list. */
export const PAGE_SIZE = {
  reviews: 12,
  categoryPosts: 12,
  categoryReviews: 8,
  launches: 48,
} as const;

/** The path segment before a page number, in the locale's language. */
export const PAGE_WORD: Record<Locale, string> = { br: 'pagina', it: 'pagina', mx: 'pagina', es: 'pagina', us: 'page' };

/** Pages a list of `total` items fills at `size` a page (an empty list still has its first page). */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/**
 * Pages of a list page showing posts and reviews side by side (a category, an author): as many as
 * its longer list fills, page n showing the n-th slice of each.
 */
export function postsAndReviewsPageCount(posts: number, reviews: number): number {
  return Math.max(pageCount(posts, PAGE_SIZE.categoryPosts), pageCount(reviews, PAGE_SIZE.categoryReviews));
}

/** The page that shows the item at 0-based `position` of its list. */
export function pageOf(position: number, size: number): number {
  return Math.floor(position / size) + 1;
}

/** Path of page `page` of the list at `listPath`. */
export function listPagePath(locale: Locale, listPath: string, page: number): string {
  return page <= 1 ? listPath : `${listPath}/${PAGE_WORD[locale]}/${page}`;
}

/** The page number of a route parameter: a positive integer ≥ 2 written canonically, else undefined. */
export function parsePageParam(value: string | undefined): number | undefined {
  if (!value || !/^[1-9]\d{0,5}$/.test(value)) return undefined;
  const page = Number(value);
  return page >= 2 ? page : undefined;
}
