/**
 * The variants an upload still owes (issue 26 item 7). An upload answers once its original and its
 * largest variant are stored (shared/media/ingest.ts `deferVariants`); this worker then writes the
 * other files, one image at a time and one step at a time through the process's image line
 * (./queue.ts: libvips works on one image at once, so an upload waits at most one step), counting
 * each step on the row so the library shows progress and pages point only at written files.
 *
 * A row stays 'pending' until its last step: a restart finds it again (`resume`), and a step whose
 * files are already there is skipped, so work done before a crash is not redone. A new focal point
 * makes the row pending again and the worker cuts its share card anew (the widths are all there).
 */
import type { Db } from '../db/connect';
import { finishVariants, getMediaById, mediaRowFocal, mediaRowKey, pendingMediaIds, setVariantsDone, type MediaRow } from '../db/queries/media';
import { mediaImageUrl, sourceKey, variantStepCount, variantStepFiles, MEDIA_URL_PREFIX } from './contract';
import { DEFAULT_MEDIA_LIMITS, variantStep, type MediaLimits } from './process';
import { sharedImageQueue, type ImageQueue } from './queue';
import type { MediaStore } from './store';

export interface VariantWorkerOptions {
  db: Db;
  store: MediaStore;
  limits?: MediaLimits;
  /** The line image work waits in; default the process's one. */
  queue?: ImageQueue;
  /** After an image's files are all written: the pages showing it are published again. */
  onReady?: (row: MediaRow) => Promise<void>;
  log?: (message: string, err?: unknown) => void;
}

export interface VariantWorker {
  /** Queues the image `id` (once, however often it is asked while it waits). */
  enqueue(id: number): void;
  /** Queues every pending image (at start: the work a restart interrupted). */
  resume(): Promise<void>;
  /** Resolves once nothing waits or runs. */
  idle(): Promise<void>;
}

/** A worker that makes queued images' variants in the background of this process, in order. */
export function createVariantWorker(options: VariantWorkerOptions): VariantWorker {
  const { db, store } = options;
  const log = options.log ?? ((message, err) => console.error(message, err));
  const waiting = new Set<number>();
  let chain: Promise<void> = Promise.resolve();

  async function job(id: number): Promise<void> {
    // A focal point chosen while the card was cut: the row stays pending, and one more round cuts it.
    for (let round = 0; round < 5; round++) {
      const row = await getMediaById(db.kysely, id);
      if (!row || row.variants !== 'pending') return;
      const key = mediaRowKey(row);
      const focal = mediaRowFocal(row);
      let source: Uint8Array | undefined;
      try {
        for (let step = 0; step < variantStepCount(key); step++) {
          const files = variantStepFiles(key, step, focal);
          const present = await Promise.all(files.map((file) => store.exists(file)));
          if (present.includes(false)) {
            // The upload's own bytes while they are kept; once gone, the largest variant (same picture, upright).
            source ??= (await store.get(sourceKey(key)))?.body ?? (await store.get(mediaImageUrl(key).slice(MEDIA_URL_PREFIX.length)))?.body;
            if (!source) throw new Error(`neither the upload nor the largest variant of ${mediaImageUrl(key)} is stored`);
            const from = source;
            const made = await (options.queue ?? sharedImageQueue()).run(() => variantStep(from, key, step, focal, options.limits ?? DEFAULT_MEDIA_LIMITS));
            for (const file of made) await store.put(file.key, file.body, file.contentType);
          }
          await setVariantsDone(db.kysely, id, step + 1);
        }
      } catch (err) {
        log(`media ${id}: the variants could not be made`, err);
        await finishVariants(db.kysely, id, 'failed', focal).catch(() => undefined);
        return;
      }
      const done = await finishVariants(db.kysely, id, 'ready', focal);
      if (!done) continue;
      await store.delete(sourceKey(key)).catch((err) => log(`media ${id}: the upload's bytes could not be removed`, err));
      try {
        await options.onReady?.(done);
      } catch (err) {
        log(`media ${id}: republishing its pages failed`, err);
      }
      return;
    }
  }

  const worker: VariantWorker = {
    enqueue(id) {
      if (waiting.has(id)) return;
      waiting.add(id);
      chain = chain.then(() => {
        waiting.delete(id);
        return job(id);
      }).catch((err) => log(`media ${id}: variant job failed`, err));
    },
    async resume() {
      for (const id of await pendingMediaIds(db.kysely)) worker.enqueue(id);
    },
    async idle() {
      let seen: Promise<void> | undefined;
      while (seen !== chain) {
        seen = chain;
        await seen;
      }
    },
  };
  return worker;
}
