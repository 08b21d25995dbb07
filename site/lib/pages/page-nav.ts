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

/**
 * The meta description of page `page` of a list: page 1's, then "– Página 2", so no two pages of
 * one list share a description (issue 24).
 */
export function pagedDescription(description: string, page: number, pageText: (page: number) => string): string {
  return page > 1 ? `${description.trim().replace(/\.$/, '')} – ${pageText(page)}.` : description;
}

/** Longest meta description written from a list of names (search engines cut near 155–160 characters). */
const DESCRIPTION_MAX = 155;

/**
 * "{lead}: A, B, C." from as many `names` as fit in a meta description, so each page of a kind of
 * page (a launch day) describes what it shows instead of repeating one sentence.
 */
export function listingDescription(lead: string, names: readonly string[]): string {
  let text = lead;
  for (const [i, name] of names.entries()) {
    const next = `${text}${i === 0 ? ': ' : ', '}${name}`;
    if (next.length + 1 > DESCRIPTION_MAX && i > 0) break;
    text = next;
  }
  return `${text}.`;
}
