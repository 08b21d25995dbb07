/**
 * The media library's rows (migration 0022). The files themselves are in a MediaStore
 * (shared/media/store.ts); this module only reads and writes the `media` and `media_uses` tables.
 */
import { mediaImageUrl, mediaFolder, mediaUrl, ogImageUrl, variantStepCount, variantWidths, type FocalPoint, type MediaItem, type MediaKey } from '../../media/contract';
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

/** The row's focal point, or null when the editor chose none. */
export function mediaRowFocal(row: Pick<MediaRow, 'focal_x' | 'focal_y'>): FocalPoint | null {
  return row.focal_x === null || row.focal_y === null ? null : { x: Number(row.focal_x), y: Number(row.focal_y) };
}

/** The admin API's JSON shape of a row (shared/media/contract.ts `MediaItem`). */
export function toMediaItem(row: MediaRow): MediaItem {
  const key = mediaRowKey(row);
  const total = variantStepCount(key);
  const done = row.variants === 'ready' ? total : Math.min(total, row.variants_done);
  const focal = mediaRowFocal(row);
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
    // The smallest WebP once its step is written; the largest fallback (written at upload) before.
    thumbnailUrl: done >= 1 ? mediaUrl(key, variantWidths(key.width)[0]!, 'webp') : mediaImageUrl(key),
    variants: { state: row.variants, done, total },
    focal,
    ogImageUrl: ogImageUrl(key, focal),
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
  /** 'pending' when only the largest variant is written yet (the upload's quick path); default 'ready'. */
  variants?: 'ready' | 'pending';
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
      variants: values.variants ?? 'ready',
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
export async function updateMediaAlt(ex: Kysely<Database>, row: MediaRow, alt: Record<string, string>, now = new Date(), focal?: FocalPoint | null): Promise<MediaRow | undefined> {
  const clean = cleanAlt(alt);
  const version = row.version;
  const id = row.id;
  return ex
    .updateTable('media')
    .set({ alt_json: JSON.stringify(clean), search_text: searchText(row.original_name, clean), updated_at: now.toISOString(), version: version + 1, ...(focal === undefined ? {} : focalValues(row, focal)) })
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
      // A replace writes every file at once (shared/media/replace.ts).
      variants: 'ready',
    })
    .where('id', '=', row.id)
    .where('version', '=', row.version)
    .returningAll()
    .executeTakeFirst();
}

/** Ids of the images whose variants are still owed (the worker's resume at start), oldest first. */
export async function pendingMediaIds(ex: Kysely<Database>): Promise<number[]> {
  const rows = await ex.selectFrom('media').select('id').where('variants', '=', 'pending').orderBy('id').execute();
  return rows.map((r) => r.id);
}

/** Records that `done` variant steps of row `id` are written (never lowers the count). */
export async function setVariantsDone(ex: Kysely<Database>, id: number, done: number): Promise<void> {
  await ex.updateTable('media').set({ variants_done: done }).where('id', '=', id).where('variants_done', '<', done).execute();
}

/**
 * Ends the worker's job on row `id`: 'ready' (every file written) or 'failed'. Only while the focal
 * point is still the one the share card was cut around: a newer one keeps the row pending.
 */
export async function finishVariants(ex: Kysely<Database>, id: number, state: 'ready' | 'failed', focal: FocalPoint | null): Promise<MediaRow | undefined> {
  let query = ex.updateTable('media').set({ variants: state }).where('id', '=', id);
  query = focal ? query.where('focal_x', '=', focal.x).where('focal_y', '=', focal.y) : query.where('focal_x', 'is', null);
  return query.returningAll().executeTakeFirst();
}

/**
 * The columns a new focal point sets: the point, and the row pending while its share card is cut
 * anew (the widths already written stay counted). Nothing when it is the point the row has.
 */
function focalValues(row: MediaRow, focal: FocalPoint | null) {
  const current = mediaRowFocal(row);
  if (current?.x === focal?.x && current?.y === focal?.y) return {};
  const widthsDone = variantStepCount(mediaRowKey(row)) - 1;
  return { focal_x: focal?.x ?? null, focal_y: focal?.y ?? null, variants: 'pending' as const, variants_done: row.variants === 'ready' ? widthsDone : Math.min(row.variants_done, widthsDone) };
}

/** What a page needs of an image that is not plain: its folder, variant steps written, and focal point. */
export interface MediaRenderRow {
  folder: string;
  state: 'ready' | 'pending' | 'failed';
  done: number;
  focal: FocalPoint | null;
}

/**
 * The images a page must not assume plain (shared/media/render-states.ts): those whose variants are
 * not all written and those with a focal point. Every other image has every file of the contract.
 */
export async function mediaRenderRows(ex: Kysely<Database>): Promise<MediaRenderRow[]> {
  const rows = await ex
    .selectFrom('media')
    .select(['hash', 'width', 'height', 'variants', 'variants_done', 'focal_x', 'focal_y'])
    .where((eb) => eb.or([eb('variants', '<>', 'ready'), eb('focal_x', 'is not', null)]))
    .execute();
  return rows.map((r) => ({ folder: mediaFolder(r), state: r.variants, done: r.variants_done, focal: mediaRowFocal(r) }));
}
