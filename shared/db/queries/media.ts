/**
 * The media library's rows (migration 0022). The files themselves are in a MediaStore
 * (shared/media/store.ts); this module only reads and writes the `media` and `media_uses` tables.
 */
import { mediaImageUrl, mediaFolder, mediaUrl, variantWidths, type MediaItem, type MediaKey } from '../../media/contract';
import { normalizeForSearch } from '../../format/search-text';
import type { Db } from '../connect';
import type { Database, MediaTable } from '../schema';
import type { Kysely, Selectable } from 'kysely';
import { matchesSearch } from './visibility';

export type MediaRow = Selectable<MediaTable>;

/** The contract key of a row. */
export function mediaRowKey(row: Pick<MediaRow, 'hash' | 'width' | 'height' | 'fallback'>): MediaKey {
  return { hash: row.hash, width: row.width, height: row.height, fallback: row.fallback };
}

function parseAlt(json: string): Record<string, string> {
  try {
    const value = JSON.parse(json) as unknown;
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      return Object.fromEntries(Object.entries(value).filter(([, v]) => typeof v === 'string' && v.trim() !== '')) as Record<string, string>;
    }
  } catch {
    // A damaged value reads as "no alt text yet"; the next save rewrites it.
  }
  return {};
}

/** The admin API's JSON shape of a row (shared/media/contract.ts `MediaItem`). */
export function toMediaItem(row: MediaRow): MediaItem {
  const key = mediaRowKey(row);
  return {
    id: row.id,
    hash: row.hash,
    width: row.width,
    height: row.height,
    fallback: row.fallback,
    mime: row.mime,
    bytes: row.bytes,
    originalName: row.original_name,
    alt: parseAlt(row.alt_json),
    imageUrl: mediaImageUrl(key),
    thumbnailUrl: mediaUrl(key, variantWidths(key.width)[0]!, 'webp'),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    version: row.version,
  };
}

function searchText(originalName: string, alt: Record<string, string>): string {
  return normalizeForSearch([originalName, ...Object.values(alt)].join(' '));
}

/** Only non-empty, trimmed alt texts are kept. */
export function cleanAlt(alt: Record<string, string> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [locale, text] of Object.entries(alt ?? {})) if (typeof text === 'string' && text.trim()) out[locale] = text.trim();
  return out;
}

export interface NewMediaValues {
  key: MediaKey;
  mime: string;
  bytes: number;
  originalName: string;
  alt?: Record<string, string>;
  createdBy?: number | null;
  now?: Date;
}

/** Inserts a row with `ex` (a transaction or the database) and returns it. Throws on a duplicate hash (the caller checks first; a race loses here). */
export async function insertMedia(ex: Kysely<Database>, values: NewMediaValues): Promise<MediaRow> {
  const now = (values.now ?? new Date()).toISOString();
  const alt = cleanAlt(values.alt);
  const originalName = values.originalName.slice(0, 255);
  return ex
    .insertInto('media')
    .values({
      hash: values.key.hash,
      width: values.key.width,
      height: values.key.height,
      fallback: values.key.fallback,
      mime: values.mime,
      bytes: values.bytes,
      original_name: originalName,
      alt_json: JSON.stringify(alt),
      search_text: searchText(originalName, alt),
      created_at: now,
      updated_at: now,
      created_by: values.createdBy ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function getMediaById(ex: Kysely<Database>, id: number): Promise<MediaRow | undefined> {
  return ex.selectFrom('media').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function getMediaByHash(db: Db, hash: string): Promise<MediaRow | undefined> {
  return db.kysely.selectFrom('media').selectAll().where('hash', '=', hash).executeTakeFirst();
}

/** The row of a media URL's image (`parseMediaUrl` key), or undefined when the library has none. */
export async function getMediaByKey(db: Db, key: Pick<MediaKey, 'hash' | 'width' | 'height'>): Promise<MediaRow | undefined> {
  return db.kysely.selectFrom('media').selectAll().where('hash', '=', key.hash).where('width', '=', key.width).where('height', '=', key.height).executeTakeFirst();
}

export interface MediaListOptions {
  /** Free text matched in the file name and the alt texts (any case, any accents). */
  q?: string;
  limit?: number;
  offset?: number;
}

/**
 * One page of the library, newest first (ties by id), and the total. Without `q` the page is a
 * range of the `(created_at, id)` index; with `q` the same index is walked and the `search_text`
 * matched row by row (see docs/decisions.md: a library holds thousands of images, not the
 * hundreds of thousands of posts, and each row is short).
 */
export async function listMedia(db: Db, { q, limit = 50, offset = 0 }: MediaListOptions = {}): Promise<{ items: MediaRow[]; total: number; limit: number; offset: number }> {
  const needle = normalizeForSearch(q);
  let query = db.kysely.selectFrom('media');
  if (needle) query = query.where(matchesSearch('media.search_text', needle));
  const [items, count] = await Promise.all([
    query.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.n), limit, offset };
}

/**
 * Writes the alt texts of `row` with `WHERE version = row.version`: the new row, or undefined when
 * someone saved in between (the caller compares the sent version with `row.version` first).
 */
export async function updateMediaAlt(ex: Kysely<Database>, row: MediaRow, alt: Record<string, string>, now = new Date()): Promise<MediaRow | undefined> {
  const clean = cleanAlt(alt);
  const version = row.version;
  const id = row.id;
  return ex
    .updateTable('media')
    .set({ alt_json: JSON.stringify(clean), search_text: searchText(row.original_name, clean), updated_at: now.toISOString(), version: version + 1 })
    .where('id', '=', id)
    .where('version', '=', version)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteMediaRow(ex: Kysely<Database>, id: number): Promise<boolean> {
  const result = await ex.deleteFrom('media').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** A page or product that shows an image. */
export interface MediaUser {
  kind: 'post' | 'review' | 'product' | 'author';
  id: number;
  title: string;
  locale: string;
}

/** Up to `limit` posts, reviews and products showing the image's folder, by the `media_uses` index. */
export async function mediaUsers(ex: Kysely<Database>, key: Pick<MediaKey, 'hash' | 'width' | 'height'>, limit = 50): Promise<MediaUser[]> {
  const folder = mediaFolder(key);
  const users: MediaUser[] = [];
  for (const [kind, table] of [['post', 'posts'], ['review', 'reviews'], ['product', 'products']] as const) {
    if (users.length >= limit) break;
    const rows = await ex
      .selectFrom('media_uses as u')
      .innerJoin(`${table as 'posts'} as t`, 't.id', 'u.item_id')
      .select(['t.id', 't.title', 't.locale'])
      .where('u.folder', '=', folder)
      .where('u.kind', '=', kind)
      .orderBy('t.id')
      .limit(limit - users.length)
      .execute();
    users.push(...rows.map((r) => ({ kind, id: r.id, title: r.title, locale: r.locale })));
  }
  if (users.length < limit) {
    // Author photos (issue 25 item 4): a profile has a name and no locale.
    const rows = await ex.selectFrom('media_uses as u').innerJoin('authors as a', 'a.id', 'u.item_id').select(['a.id', 'a.display_name'])
      .where('u.folder', '=', folder).where('u.kind', '=', 'author').orderBy('a.id').limit(limit - users.length).execute();
    users.push(...rows.map((r) => ({ kind: 'author' as const, id: r.id, title: r.display_name, locale: '' })));
  }
  return users;
}

export interface MediaFileValues {
  key: MediaKey;
  mime: string;
  bytes: number;
  originalName: string;
}

/**
 * Points `row` at another file (a replace), alt texts kept, with `WHERE version = row.version`:
 * the new row, or undefined when someone saved in between.
 */
export async function updateMediaFile(ex: Kysely<Database>, row: MediaRow, file: MediaFileValues, now = new Date()): Promise<MediaRow | undefined> {
  const originalName = (file.originalName || 'image').slice(0, 255);
  const alt = cleanAlt(parseAlt(row.alt_json));
  return ex
    .updateTable('media')
    .set({
      hash: file.key.hash,
      width: file.key.width,
      height: file.key.height,
      fallback: file.key.fallback,
      mime: file.mime,
      bytes: file.bytes,
      original_name: originalName,
      search_text: searchText(originalName, alt),
      updated_at: now.toISOString(),
      version: row.version + 1,
    })
    .where('id', '=', row.id)
    .where('version', '=', row.version)
    .returningAll()
    .executeTakeFirst();
}
