/** Builds the publisher's ContentChange from the rows before and after an accepted change. */
import { LOCALES } from '../../shared/locales';
import type { ChangeAction, ContentChange, ContentEntity, Placement } from './publisher';

interface LocalizedRow {
  id: number;
  locale: string;
  slug: string;
  categoryId?: number | null;
  translationKey?: string | null;
  status?: string;
  publishedAt?: string | null;
  productId?: number;
  launchDate?: string | null;
  noindex?: boolean;
  authorIds?: number[];
}

function placementOf(row: LocalizedRow | null): Placement | null {
  if (!row) return null;
  return { status: row.status, publishedAt: row.publishedAt, categoryId: row.categoryId, productId: row.productId, launchDate: row.launchDate, slug: row.slug, translationKey: row.translationKey, noindex: row.noindex, ...(row.authorIds ? { authorIds: row.authorIds } : {}) };
}

/** The distinct non-empty values of `pick` over the rows that exist. */
function both<T>(before: LocalizedRow | null, after: LocalizedRow | null, pick: (row: LocalizedRow) => T | null | undefined): T[] {
  return [...new Set([before, after].map((row) => (row ? pick(row) : undefined)).filter((v): v is T => v !== null && v !== undefined && v !== ''))];
}

/**
 * For rows that live in one locale (posts, products, reviews): both locales when it moved, both
 * slugs so the old page can be removed when it was renamed, and both categories and translation
 * keys so the pages that listed it before are republished too.
 */
export function localizedChange(entity: ContentEntity) {
  return (action: ChangeAction, before: LocalizedRow | null, after: LocalizedRow | null): ContentChange => {
    const row = (after ?? before)!;
    return {
      entity,
      action,
      id: row.id,
      locales: both(before, after, (r) => r.locale),
      slugBefore: before?.slug ?? null,
      slugAfter: after?.slug ?? null,
      categoryIds: both(before, after, (r) => r.categoryId),
      translationKeys: both(before, after, (r) => r.translationKey),
      placement: { before: placementOf(before), after: placementOf(after) },
    };
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

/** What an author profile change says of the profile (api/routes/admin/authors.ts). */
interface AuthorRow {
  id: number;
  slug: string;
  displayName: string;
  photoUrl: string | null;
}

/**
 * An author profile change: every locale has its author page; the bylines of the author's items
 * change only when the name, slug or photo did (a bio or a link shows on the author page alone).
 */
export function authorChange(action: ChangeAction, before: AuthorRow | null, after: AuthorRow | null): ContentChange {
  const row = (after ?? before)!;
  const byline = (r: AuthorRow | null) => (r ? `${r.slug}\n${r.displayName}\n${r.photoUrl ?? ''}` : null);
  return {
    entity: 'author',
    action,
    id: row.id,
    locales: [...LOCALES],
    slugBefore: before?.slug ?? null,
    slugAfter: after?.slug ?? null,
    bylineChanged: byline(before) !== byline(after),
  };
}
