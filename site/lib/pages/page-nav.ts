/**
 * The page links of a paginated list (issue 13): previous and next, the first and last pages and
 * the two on each side of the current one, with gaps between, as plain links that work without
 * JavaScript.
 */
import { listPagePath } from '../../../shared/pagination';
import type { Locale } from '../../../shared/locales';

export interface PageNav {
  page: number;
  pages: number;
  previous?: string;
  next?: string;
  /** Page links in order; `null` marks a gap (…). */
  links: ({ page: number; href: string; current: boolean } | null)[];
}

/** Links of page `page` of `pages` of the list at `listPath`. */
export function pageNav(locale: Locale, listPath: string, page: number, pages: number): PageNav {
  const href = (n: number) => listPagePath(locale, listPath, n);
  const shown = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pages])].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  const links: PageNav['links'] = [];
  for (const [i, n] of shown.entries()) {
    if (i > 0 && n - shown[i - 1]! > 1) links.push(null);
    links.push({ page: n, href: href(n), current: n === page });
  }
  return { page, pages, previous: page > 1 ? href(page - 1) : undefined, next: page < pages ? href(page + 1) : undefined, links };
}

/** The `<title>` of page `page` of a list: the list's title, then "Página 2" in the locale's words. */
export function pagedTitle(title: string, page: number, pageText: (page: number) => string): string {
  return page > 1 ? `${title} – ${pageText(page)}` : title;
}
