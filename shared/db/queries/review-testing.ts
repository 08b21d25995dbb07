/**
 * What a review page shows of "how we tested" and "reviewed by" (issue 25 item 5) beyond the row
 * itself: the photos' alt texts from the media library and the checking account's name. Both are
 * bounded reads (at most 12 photos by the unique `media.hash` index; one account by id).
 */
import type { Locale } from '../../locales';
import { parseMediaUrl } from '../../media/contract';
import type { Db } from '../connect';

export interface TestedPhoto {
  /** The stored `/media/…` address. */
  url: string;
  /** The library's alt text in the page's locale ('' when it has none: the image is then decorative). */
  alt: string;
}

/**
 * The review's photos that the library still holds at their size, in the editor's order, each with
 * its alt text in `locale`. A photo deleted from the library since (its files are gone too) is left
 * out rather than shown broken.
 */
export async function testedPhotosOf(db: Db, urls: readonly string[], locale: Locale): Promise<TestedPhoto[]> {
  const keys = urls.map((url) => ({ url, key: parseMediaUrl(url) })).filter((p) => p.key !== null);
  if (!keys.length) return [];
  const rows = await db.kysely
    .selectFrom('media')
    .select(['hash', 'width', 'height', 'alt_json'])
    .where('hash', 'in', [...new Set(keys.map((p) => p.key!.hash))])
    .execute();
  const byHash = new Map(rows.map((r) => [r.hash, r]));
  return keys.flatMap(({ url, key }) => {
    const row = byHash.get(key!.hash);
    if (!row || row.width !== key!.width || row.height !== key!.height) return [];
    return [{ url, alt: altIn(row.alt_json, locale) }];
  });
}

function altIn(json: string, locale: Locale): string {
  try {
    const value = (JSON.parse(json) as Record<string, unknown>)[locale];
    return typeof value === 'string' ? value.trim() : '';
  } catch {
    return '';
  }
}

/**
 * The name the "reviewed by" line shows for review `reviewId`: the display name of the author
 * profile of the account that checked it (reviews.checked_by), else that account's username; or
 * undefined when nobody other than its creator did.
 */
export async function reviewCheckerName(db: Db, reviewId: number): Promise<string | undefined> {
  const row = await db.kysely
    .selectFrom('reviews')
    .innerJoin('admin_users', 'admin_users.id', 'reviews.checked_by')
    // The checker's public name is their author profile's (issue 25 item 4), else the account's.
    .leftJoin('authors', 'authors.account_id', 'admin_users.id')
    .select(['admin_users.username', 'authors.display_name'])
    .where('reviews.id', '=', reviewId)
    .executeTakeFirst();
  return row ? (row.display_name ?? row.username) : undefined;
}
