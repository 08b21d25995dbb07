/**
 * Replacing an image's file (issue 14, "replace"): the library item keeps its id and alt texts and
 * gets the new bytes' files; every post, review and product that showed the old folder (found
 * through `media_uses`) is rewritten to the new folder in the same transaction. The old files stay:
 * they are immutable and cached for a year, and pages already served keep pointing at them
 * (docs/decisions.md, Media library).
 */
import type { Kysely } from 'kysely';
import type { Db } from '../db/connect';
import { insertAudit } from '../db/queries/admin/audit-log';
import { getMediaByHash, getMediaById, mediaRowFocal, toMediaItem, updateMediaFile, type MediaRow } from '../db/queries/media';
import { syncMediaUses, type MediaUserKind } from '../db/queries/media-uses';
import type { Database, PostRow, ProductRow, ReviewRow } from '../db/schema';
import { mediaFolder, mediaImageUrl, ogImageUrl, type MediaItem, type MediaKey } from './contract';
import type { MediaActor } from './admin';
import { DEFAULT_MEDIA_LIMITS, processImage, type MediaLimits } from './process';
import { sharedImageQueue } from './queue';
import type { MediaStore } from './store';

/** One rewritten post, review or product, before and after (for the publisher). */
export type ReplacedUse =
  | { kind: 'post'; before: PostRow; after: PostRow }
  | { kind: 'review'; before: ReviewRow; after: ReviewRow }
  | { kind: 'product'; before: ProductRow; after: ProductRow };

export type MediaReplaceResult =
  | { ok: true; item: MediaItem; changed: ReplacedUse[] }
  | { ok: false; reason: 'not_found' }
  | { ok: false; reason: 'stale'; current: MediaItem }
  | { ok: false; reason: 'duplicate'; other: MediaItem };

export interface ReplaceInput {
  bytes: Uint8Array;
  /** `mediaHash(bytes)` when the bytes were hashed as they arrived. */
  hash?: string;
  originalName: string;
  version: number;
  limits?: MediaLimits;
  /** The request's: once aborted, nothing more is processed or written. */
  signal?: AbortSignal;
}

/** A rewrite of every address of the old folder in `text` to the new image's equivalent. */
export function folderRewriter(oldFolder: string, next: MediaKey): { field: (v: string | null) => string | null; body: (v: string | null) => string | null } {
  const escaped = oldFolder.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const any = new RegExp(`/media/${escaped}/(?:\\d{1,5}|og(?:-\\d{1,4}-\\d{1,4})?)\\.(?:avif|webp|jpg|png)`, 'g');
  const whole = new RegExp(`^((?:https?://[^/]+)?)/media/${escaped}/(\\d{1,5}|og(?:-\\d{1,4}-\\d{1,4})?)\\.(?:avif|webp|jpg|png)$`);
  return {
    // A field holding an address of the old folder: the share card stays a share card, any
    // other file becomes the stored `imageUrl` form of the new image.
    field: (v) => {
      if (!v) return v;
      const m = whole.exec(v);
      if (!m) return v;
      return `${m[1]}${m[2]!.startsWith('og') ? ogImageUrl(next) : mediaImageUrl(next)}`;
    },
    body: (v) => (v ? v.replace(any, mediaImageUrl(next)) : v),
  };
}

const USE_BATCH = 500;

/** Every item id of `kind` using `folder`, in id order (read by index, in batches). */
async function usersOf(trx: Kysely<Database>, kind: MediaUserKind, folder: string): Promise<number[]> {
  const ids: number[] = [];
  let after = 0;
  for (;;) {
    const rows = await trx.selectFrom('media_uses').select('item_id').where('folder', '=', folder).where('kind', '=', kind).where('item_id', '>', after).orderBy('item_id').limit(USE_BATCH).execute();
    if (!rows.length) return ids;
    ids.push(...rows.map((r) => r.item_id));
    after = rows[rows.length - 1]!.item_id;
  }
}

async function rewriteUses(trx: Kysely<Database>, oldFolder: string, next: MediaKey, at: string): Promise<ReplacedUse[]> {
  const rw = folderRewriter(oldFolder, next);
  const changed: ReplacedUse[] = [];
  for (const id of await usersOf(trx, 'post', oldFolder)) {
    const before = await trx.selectFrom('posts').selectAll().where('id', '=', id).executeTakeFirst();
    if (!before) continue;
    const set = { image_url: rw.field(before.image_url), social_image: rw.field(before.social_image), content: rw.body(before.content) ?? before.content };
    if (set.image_url !== before.image_url || set.social_image !== before.social_image || set.content !== before.content) {
      const after = await trx.updateTable('posts').set({ ...set, version: before.version + 1, updated_at: at }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
      changed.push({ kind: 'post', before, after });
    }
    await syncMediaUses(trx, 'post', id, set.image_url, set.social_image, set.content);
  }
  for (const id of await usersOf(trx, 'review', oldFolder)) {
    const before = await trx.selectFrom('reviews').selectAll().where('id', '=', id).executeTakeFirst();
    if (!before) continue;
    const body = rw.body(before.body) ?? before.body;
    if (body !== before.body) {
      const after = await trx.updateTable('reviews').set({ body, version: before.version + 1, updated_at: at }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
      changed.push({ kind: 'review', before, after });
    }
    await syncMediaUses(trx, 'review', id, body);
  }
  for (const id of await usersOf(trx, 'product', oldFolder)) {
    const before = await trx.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
    if (!before) continue;
    const image = rw.field(before.image_url);
    if (image !== before.image_url) {
      const after = await trx.updateTable('products').set({ image_url: image, version: before.version + 1, updated_at: at }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
      changed.push({ kind: 'product', before, after });
    }
    await syncMediaUses(trx, 'product', id, image);
  }
  return changed;
}

/**
 * Replaces the file of item `id` by `input.bytes` if `input.version` is current. Throws MediaError
 * (400/413/415) for a refused file, before anything is written. The new files are written first;
 * the row, the rewritten references, their `media_uses` and the audit row then change in one
 * transaction, and the new files are removed again if it fails. Bytes that already are another
 * library item are refused ('duplicate'): the hash names one item.
 */
export async function replaceMediaFile(db: Db, store: MediaStore, id: number, input: ReplaceInput, actor: MediaActor): Promise<MediaReplaceResult> {
  const current = await getMediaById(db.kysely, id);
  if (!current) return { ok: false, reason: 'not_found' };
  if (current.version !== input.version) return { ok: false, reason: 'stale', current: toMediaItem(current) };
  // One image (or MEDIA_CONCURRENCY) at a time, whoever uploads (./queue.ts).
  // The focal point stays (the same picture, a better file): the new share card is cut around it.
  const processed = await sharedImageQueue().run(() => processImage(input.bytes, input.limits ?? DEFAULT_MEDIA_LIMITS, mediaRowFocal(current), input.hash), input.signal);
  const owner = await getMediaByHash(db, processed.key.hash);
  if (owner && owner.id !== id) return { ok: false, reason: 'duplicate', other: toMediaItem(owner) };
  const written: string[] = [];
  try {
    for (const file of processed.files) {
      if (owner) break; // the same bytes again: its files are already there
      input.signal?.throwIfAborted();
      await store.put(file.key, file.body, file.contentType);
      written.push(file.key);
    }
    const result = await db.kysely.transaction().execute(async (trx): Promise<MediaReplaceResult> => {
      const row = await getMediaById(trx, id);
      if (!row) return { ok: false, reason: 'not_found' };
      if (row.version !== input.version) return { ok: false, reason: 'stale', current: toMediaItem(row) };
      const after: MediaRow | undefined = await updateMediaFile(trx, row, { key: processed.key, mime: processed.mime, bytes: processed.bytes, originalName: input.originalName }, actor.now);
      if (!after) {
        const now = await getMediaById(trx, id);
        return now ? { ok: false, reason: 'stale', current: toMediaItem(now) } : { ok: false, reason: 'not_found' };
      }
      const oldFolder = mediaFolder(row);
      const changed = oldFolder === mediaFolder(after) ? [] : await rewriteUses(trx, oldFolder, processed.key, actor.now.toISOString());
      await insertAudit(trx, { userId: actor.userId, action: 'update', entity: 'media', entityId: id, before: toMediaItem(row), after: toMediaItem(after), at: actor.now.toISOString() });
      return { ok: true, item: toMediaItem(after), changed };
    });
    if (!result.ok) await Promise.all(written.map((key) => store.delete(key).catch(() => undefined)));
    return result;
  } catch (err) {
    await Promise.all(written.map((key) => store.delete(key).catch(() => undefined)));
    throw err;
  }
}
