/**
 * Slug suggested from a title. Date placeholders are dropped first: a title that always shows the
 * current month ('Melhores fones de {month} {year}') needs a URL that does not go stale.
 */
import { useState } from 'react';
import { slugify } from '../../../shared/format/slug';
import type { FormState } from './use-form-state';

const PLACEHOLDER = /\{\{\s*(month|year)\s*\}\}|\{\s*(month|year)\s*\}/gi;

export function suggestSlug(title: string): string {
  return slugify(title.replace(PLACEHOLDER, ' '));
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
