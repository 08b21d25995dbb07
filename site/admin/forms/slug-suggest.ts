/**
 * Slug suggested from a title. Date placeholders are dropped first: a title that always shows the
 * current month ('Melhores fones de {month} {year}') needs a URL that does not go stale. The small
 * words that only linked a date to the title go with it ('… em {year}' → no dangling '-em').
 */
import { useState } from 'react';
import { slugify } from '../../../shared/format/slug';
import type { FormState } from './use-form-state';

const PLACEHOLDER_SOURCE = String.raw`(?:\{\{\s*(?:month|year)\s*\}\}|\{\s*(?:month|year)\s*\})`;
/** Prepositions and articles that introduce a date in pt, it, es and en ('em', 'del', 'of'…). */
const DATE_CONNECTORS = ['de', 'do', 'da', 'em', 'no', 'na', 'para', 'di', 'del', 'della', 'nel', 'nello', 'per', 'a', 'al', 'en', 'in', 'of', 'for', 'on'];
/** A run of date placeholders with the connecting words before each: 'de {month} de {year}'. */
const DATED = new RegExp(String.raw`(?:(?:^|\s)(?:${DATE_CONNECTORS.join('|')})\s+)?${PLACEHOLDER_SOURCE}`, 'giu');

export function suggestSlug(title: string): string {
  let text = title;
  // Repeated: removing '{year}' exposes 'de' before '{month}' in 'de {month} de {year}'.
  for (let previous = ''; previous !== text; ) {
    previous = text;
    text = text.replace(DATED, ' ');
  }
  return slugify(text);
}

/**
 * Title and slug setters of an editor (posts, products, reviews). A new item's slug follows its
 * title until the editor types a slug of their own; an existing item's slug never moves by itself,
 * because its URL is already public.
 */
export function useSlugFromTitle(form: Pick<FormState<{ title: string; slug: string }>, 'set'>, isNew: boolean) {
  const [follows, setFollows] = useState(isNew);
  return {
    setTitle(title: string) {
      form.set('title', title);
      if (follows) form.set('slug', suggestSlug(title));
    },
    setSlug(slug: string) {
      setFollows(false);
      form.set('slug', slug);
    },
  };
}
