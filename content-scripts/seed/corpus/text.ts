/**
 * Small text helpers shared by the corpus generators: capitalisation and the `search_text`
 * column, which must match what the API and the header search compute for user queries.
 */
import { displayedSearchColumns } from '../../../shared/format/search-text';
import type { Locale } from '../../../shared/locales';

/** First letter upper-cased ('air fryers' → 'Air fryers'). */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * First letter lower-cased for use mid-sentence, unless the word looks like an acronym or a
 * brand written in capitals ('USB-C', 'JBL'), which must keep its case.
 */
export function lowerFirst(text: string): string {
  const second = text.charAt(1);
  if (second !== '' && second === second.toUpperCase() && second !== second.toLowerCase()) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/**
 * `search_title` and `search_text` of a post or review as shown at the seed's moment (schema.ts):
 * what the admin API writes for the same title, so search finds the same words either way.
 */
export function searchColumns(title: string, excerpt: string, locale: Locale, nowMs: number): { search_title: string; search_text: string } {
  return displayedSearchColumns(title, excerpt, locale, new Date(nowMs));
}
