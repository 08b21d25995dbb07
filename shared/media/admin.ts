/**
 * The media library's admin operations beyond the upload (shared/media/ingest.ts): alt texts and
 * deletion, each in one transaction with its audit row. The HTTP side is api/routes/admin/media.ts.
 */
import type { Kysely } from 'kysely';
import type { Db } from '../db/connect';
import type { Database } from '../db/schema';
import { insertAudit } from '../db/queries/admin/audit-log';
import { cleanAlt, deleteMediaRow, getMediaById, mediaRowFocal, mediaRowKey, mediaUsers, toMediaItem, updateMediaAlt, type MediaUser } from '../db/queries/media';
import { mediaFiles, mediaFolder, sourceKey, type FocalPoint, type MediaItem } from './contract';
import type { MediaStore } from './store';

export interface MediaActor {
  userId: number | null;
  now: Date;
}

export type AltUpdateResult =
  | { ok: true; item: MediaItem }
  | { ok: false; reason: 'not_found' }
  | { ok: false; reason: 'stale'; current: MediaItem }
  | { ok: false; reason: 'alt_needed'; locales: string[]; pages: MediaUser[] };

/**
 * Posts of `locales` whose lead image (`image_url`) is this image: found through the `media_uses`
 * folder index, then filtered on the few rows it gives.
 */
async function leadImageUsers(ex: Kysely<Database>, folder: string, locales: string[]): Promise<MediaUser[]> {
  if (!locales.length) return [];
  const rows = await ex
    .selectFrom('media_uses as u')
    .innerJoin('posts as p', 'p.id', 'u.item_id')
    .select(['p.id', 'p.title', 'p.locale', 'p.image_url'])
    .where('u.folder', '=', folder)
    .where('u.kind', '=', 'post')
    .where('p.locale', 'in', locales)
    .orderBy('p.id')
    .limit(200)
    .execute();
  return rows.filter((r) => r.image_url?.startsWith(`/media/${folder}/`)).map((r) => ({ kind: 'post' as const, id: r.id, title: r.title, locale: r.locale }));
}

/**
 * Replaces an image's alt texts and, when `focal` is given, its focal point (the row is then
 * pending until the variant worker has cut its share card anew) if `version` is current (else
 * 'stale' with the current item).
 * Removing the alt text of a locale whose posts show the image as their lead image is refused
 * ('alt_needed' with those posts): the text was required to use it there, and still is.
 */
export async function updateMediaAltTexts(db: Db, id: number, alt: Record<string, string | undefined> | undefined, version: number, actor: MediaActor, focal?: FocalPoint | null): Promise<AltUpdateResult> {
  return db.kysely.transaction().execute(async (trx) => {
    const row = await getMediaById(trx, id);
    if (!row) return { ok: false, reason: 'not_found' } as const;
    if (row.version !== version) return { ok: false, reason: 'stale', current: toMediaItem(row) } as const;
    // Without `alt` (a focal point alone) the texts stay as they are.
    const texts = alt === undefined ? toMediaItem(row).alt : cleanAlt(Object.fromEntries(Object.entries(alt).filter((e): e is [string, string] => typeof e[1] === 'string')));
    const removed = Object.keys(toMediaItem(row).alt).filter((locale) => !texts[locale]);
    const needing = await leadImageUsers(trx, mediaFolder(row), removed);
    if (needing.length) return { ok: false, reason: 'alt_needed', locales: [...new Set(needing.map((p) => p.locale))], pages: needing } as const;
    const after = await updateMediaAlt(trx, row, texts, actor.now, focal);
    if (!after) {
      const current = await getMediaById(trx, id);
      return current ? ({ ok: false, reason: 'stale', current: toMediaItem(current) } as const) : ({ ok: false, reason: 'not_found' } as const);
    }
    await insertAudit(trx, { userId: actor.userId, action: 'update', entity: 'media', entityId: id, before: toMediaItem(row), after: toMediaItem(after), at: actor.now.toISOString() });
    return { ok: true, item: toMediaItem(after) } as const;
  });
}

export type MediaDeleteResult = { ok: true } | { ok: false; reason: 'not_found' } | { ok: false; reason: 'in_use'; pages: MediaUser[] };

/**
 * Deletes an image unless a post, review or product shows it (`media_uses`, an index lookup):
 * then 'in_use' with those pages. The row goes first, in a transaction with its audit row; the
 * files after the commit (a file left behind by a crash is unreachable and harmless: no row names it,
 * and a new upload of the same bytes writes the same files again).
 */
export async function deleteMedia(db: Db, store: MediaStore, id: number, actor: MediaActor): Promise<MediaDeleteResult> {
  const result = await db.kysely.transaction().execute(async (trx) => {
    const row = await getMediaById(trx, id);
    if (!row) return { ok: false, reason: 'not_found' } as const;
    const pages = await mediaUsers(trx, row);
    if (pages.length) return { ok: false, reason: 'in_use', pages } as const;
    await deleteMediaRow(trx, id);
    await insertAudit(trx, { userId: actor.userId, action: 'delete', entity: 'media', entityId: id, before: toMediaItem(row), after: null, at: actor.now.toISOString() });
    return { ok: true, row } as const;
  });
  if (!result.ok) return result;
  const key = mediaRowKey(result.row);
  await Promise.all([...mediaFiles(key, mediaRowFocal(result.row)), ...(result.row.focal_x === null ? [] : mediaFiles(key).slice(-1)), sourceKey(key)].map((file) => store.delete(file)));
  return { ok: true };
}
