/** Builds the publisher's ContentChange from the rows before and after an accepted change. */
import { LOCALES } from '../../../shared/locales';
import type { ChangeAction, ContentChange, ContentEntity } from '../../publish/publisher';

interface LocalizedRow {
  id: number;
  locale: string;
  slug: string;
}

/**
 * For rows that live in one locale (posts, products, reviews): both locales when it moved, both
 * slugs so the old page can be removed when it was renamed.
 */
export function localizedChange(entity: ContentEntity) {
  return (action: ChangeAction, before: LocalizedRow | null, after: LocalizedRow | null): ContentChange => {
    const row = (after ?? before)!;
    const locales = [...new Set([before?.locale, after?.locale].filter((l): l is string => Boolean(l)))];
    return { entity, action, id: row.id, locales, slugBefore: before?.slug ?? null, slugAfter: after?.slug ?? null };
  };
}

/** For rows every locale's pages show (categories, the site name). */
export function siteWideChange(entity: ContentEntity, keyOf: (row: any) => number | string, slugOf: (row: any) => string | null = () => null) {
  return (action: ChangeAction, before: unknown, after: unknown): ContentChange => ({
    entity,
    action,
    id: keyOf(after ?? before),
    locales: [...LOCALES],
    slugBefore: before ? slugOf(before) : null,
    slugAfter: after ? slugOf(after) : null,
  });
}
