/**
 * An upload, start to finish: process the bytes, store the files, insert the `media` row. A failed
 * upload stores nothing: a refused file never reaches the store, and the files written for an
 * insert that fails are removed again. The same bytes uploaded twice give the existing item.
 * With `deferVariants` (the admin's upload, issue 26 item 7) only the checked upload and its
 * largest variant are written before the row is inserted 'pending'; the worker makes the rest.
 */
import type { Kysely } from 'kysely';
import type { Db } from '../db/connect';
import { getMediaByHash, insertMedia, toMediaItem, type MediaRow } from '../db/queries/media';
import type { Database } from '../db/schema';
import { sourceKey, type MediaItem } from './contract';
import { DEFAULT_MEDIA_LIMITS, mediaHash, prepareImage, processImage, type MediaFile, type MediaLimits, type ProcessedImage } from './process';
import { sharedImageQueue, type ImageQueue } from './queue';
import type { MediaStore } from './store';
import type { VariantWorker } from './variant-worker';

export interface IngestInput {
  bytes: Uint8Array;
  /** `mediaHash(bytes)` when the bytes were hashed as they arrived (../../api/routes/admin/upload-form.ts). */
  hash?: string;
  /** The uploaded file's name (shown in the library and searched; never trusted for the type). */
  originalName: string;
  /** Alt text per locale code. */
  alt?: Record<string, string>;
  userId?: number | null;
  limits?: MediaLimits;
  /** The request's: once aborted, nothing more is processed or written (and what was written goes). */
  signal?: AbortSignal;
  /** The line image processing waits in; default the process's one (./queue.ts). */
  queue?: ImageQueue;
  /**
   * Answer once the upload is usable: store its bytes and largest variant, insert the row pending,
   * and leave the other variants to this worker (./variant-worker.ts). Without it, every file is
   * written before the row (the seed, imports).
   */
  deferVariants?: VariantWorker;
  /** Runs in the insert's transaction (the audit row): if it throws, nothing is kept. */
  onInserted?: (ex: Kysely<Database>, row: MediaRow) => Promise<void>;
}

export interface IngestResult {
  item: MediaItem;
  /** False when the same bytes were already in the library (nothing new written). */
  created: boolean;
}

/**
 * Adds an image to the library. Throws MediaError (shared/media/process.ts: `status` 400/413/415,
 * message naming the problem) for a refused file; any other error after files were written removes
 * them before it is rethrown.
 */
export async function ingestImage(db: Db, store: MediaStore, input: IngestInput): Promise<IngestResult> {
  const hash = input.hash ?? mediaHash(input.bytes);
  const existing = await getMediaByHash(db, hash);
  if (existing) return { item: toMediaItem(existing), created: false };
  const { signal } = input;
  // One image (or MEDIA_CONCURRENCY) at a time, whoever uploads (./queue.ts).
  const queue = input.queue ?? sharedImageQueue();
  const limits = input.limits ?? DEFAULT_MEDIA_LIMITS;
  const worker = input.deferVariants;
  const processed: ProcessedImage = worker
    ? await queue.run(async () => {
        const prepared = await prepareImage(input.bytes, limits, hash);
        const source: MediaFile = { key: sourceKey(prepared.key), body: Buffer.from(input.bytes.buffer, input.bytes.byteOffset, input.bytes.byteLength), contentType: 'application/octet-stream' };
        return { key: prepared.key, mime: prepared.mime, bytes: prepared.bytes, files: [prepared.primary, source] };
      }, signal)
    : await queue.run(() => processImage(input.bytes, limits, undefined, hash), signal);
  const written: string[] = [];
  try {
    for (const file of processed.files) {
      // An abandoned request (its client gone, or answered 408) stores nothing: no file outlives a failure.
      signal?.throwIfAborted();
      await store.put(file.key, file.body, file.contentType);
      written.push(file.key);
    }
    signal?.throwIfAborted();
    const row = await db.kysely.transaction().execute(async (trx) => {
      const inserted = await insertMedia(trx, { key: processed.key, mime: processed.mime, bytes: processed.bytes, originalName: input.originalName || 'image', alt: input.alt, createdBy: input.userId ?? null, variants: worker ? 'pending' : 'ready' });
      await input.onInserted?.(trx, inserted);
      return inserted;
    });
    worker?.enqueue(row.id);
    return { item: toMediaItem(row), created: true };
  } catch (err) {
    // A concurrent upload of the same bytes may have won the unique hash: its files are these
    // very files (same content, same names), so they stay and its row is the answer.
    const winner = await getMediaByHash(db, processed.key.hash).catch(() => undefined);
    if (winner) return { item: toMediaItem(winner), created: false };
    await Promise.all(written.map((key) => store.delete(key).catch(() => undefined)));
    throw err;
  }
}
