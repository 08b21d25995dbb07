/**
 * The one line image processing waits in (issue 24 item 2): 4 parallel 10 MB uploads pushed the
 * public pages' p90 to 2.4 s and 50 left the process at 1.97 GB. Images are processed
 * `MEDIA_CONCURRENCY` at a time (default 1), a few more wait, the rest are refused at once with a
 * 503; a waiting upload whose request was abandoned leaves the line without being processed.
 */
import sharp from 'sharp';
import { MediaError } from './process';

export interface ImageQueueOptions {
  /** Images processed at once (MEDIA_CONCURRENCY, default 1). */
  concurrency?: number;
  /** Images that may wait (default 4): each holds its upload's bytes in memory. */
  maxWaiting?: number;
}

export interface ImageQueue {
  /** Runs `task` when a slot is free; MediaError 503 when the line is full, the signal's reason when it aborted first. */
  run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  /** Whether a new image would be refused now (checked before an upload's body is read). */
  full(): boolean;
  /** Images being processed now. */
  active(): number;
}

/** A bounded line of image work. */
export function createImageQueue({ concurrency = 1, maxWaiting = 4 }: ImageQueueOptions = {}): ImageQueue {
  let running = 0;
  const waiting: { start: () => void; signal?: AbortSignal }[] = [];
  const next = () => {
    while (waiting.length && running < concurrency) {
      const item = waiting.shift()!;
      if (item.signal?.aborted) continue;
      running++;
      item.start();
    }
  };
  return {
    full: () => running >= concurrency && waiting.length >= maxWaiting,
    active: () => running,
    async run(task, signal) {
      signal?.throwIfAborted();
      if (running >= concurrency) {
        if (waiting.length >= maxWaiting) throw busy();
        await new Promise<void>((start, reject) => {
          const item = { start, signal };
          waiting.push(item);
          signal?.addEventListener('abort', () => {
            const at = waiting.indexOf(item);
            if (at >= 0) waiting.splice(at, 1);
            reject(signal.reason);
          }, { once: true });
        });
      } else running++;
      try {
        return await task();
      } finally {
        running--;
        next();
      }
    },
  };
}

const busy = () => new MediaError(503, 'busy', 'Muitas imagens sendo processadas agora. Tente novamente em alguns segundos.');

/** MEDIA_CONCURRENCY when it is a positive integer, else 1. */
export function mediaConcurrencyFromEnv(env: Record<string, string | undefined> = process.env): number {
  const raw = env.MEDIA_CONCURRENCY?.trim();
  return raw && /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : 1;
}

let shared: ImageQueue | undefined;

/**
 * The process's image line. Also bounds libvips: one thread per image and no operation cache, so an
 * image's memory is released when it is done (the cache kept hundreds of MB of decoded pixels).
 */
export function sharedImageQueue(): ImageQueue {
  if (!shared) {
    sharp.concurrency(1);
    sharp.cache(false);
    shared = createImageQueue({ concurrency: mediaConcurrencyFromEnv() });
  }
  return shared;
}
