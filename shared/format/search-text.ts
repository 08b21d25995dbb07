/**
 * One normalisation for every text search: the `search_text` database column, the header's live
 * search and the reviews `?q=` filter, so "Cafe" finds "Café" everywhere alike (SPEC §2).
 */
import type { Locale } from '../locales';
import { applyTitlePlaceholders } from './title';

const COMBINING_MARKS = /\p{M}/gu;
const WHITESPACE = /\s+/g;

/**
 * Lower case, accents removed, whitespace runs collapsed to one space and trimmed:
 * '  Fone  de OUVIDO Ação ' → 'fone de ouvido acao'. Lower-casing comes first so letters like 'İ'
 * that lower-case to a base letter plus a mark also lose the mark. Non-strings give ''.
 */
export function normalizeForSearch(text: string | null | undefined): string {
  if (typeof text !== 'string' || text === '') return '';
  return text.toLowerCase().normalize('NFD').replace(COMBINING_MARKS, '').replace(WHITESPACE, ' ').trim();
}

/**
 * The `search_text` column of a post or review: its title and excerpt, normalised. The seed and
 * the admin API both write it through here, so what a search finds cannot depend on who wrote the row.
 */
export function contentSearchText(title: string, excerpt: string): string {
  return normalizeForSearch(`${title} ${excerpt}`);
}

/**
 * The search columns of a post or review as a visitor reads it at `now` (issue 24): the title with
 * its `{month}`/`{year}` filled (`search_title`, which the full-text index weights), and the filled
 * title + excerpt normalised (`search_text`). So '2026' finds 'Melhores de {year}' and 'year' does not.
 * The month changes what they hold: the `reindex-dated-titles` job rewrites them when it turns.
 */
export function displayedSearchColumns(title: string, excerpt: string, locale: Locale, now: Date): { search_title: string; search_text: string } {
  const shownTitle = applyTitlePlaceholders(title, locale, now);
  return { search_title: shownTitle, search_text: contentSearchText(shownTitle, applyTitlePlaceholders(excerpt, locale, now)) };
}

/**
 * True when `query` occurs in `haystack`, ignoring case, accents and extra spaces. An empty
 * query matches everything, so a cleared search box lists all items again.
 */
export function matchesQuery(haystack: string | null | undefined, query: string | null | undefined): boolean {
  const needle = normalizeForSearch(query);
  return needle === '' || normalizeForSearch(haystack).includes(needle);
}
