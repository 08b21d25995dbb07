/**
 * Slug suggested from a title. Date placeholders are dropped first: a title that always shows the
 * current month ('Melhores fones de {month} {year}') needs a URL that does not go stale.
 */
import { slugify } from '../../../shared/format/slug';

const PLACEHOLDER = /\{\{\s*(month|year)\s*\}\}|\{\s*(month|year)\s*\}/gi;

export function suggestSlug(title: string): string {
  return slugify(title.replace(PLACEHOLDER, ' '));
}
