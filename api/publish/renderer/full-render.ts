/**
 * A full build's pages: every page of the site rendered through the renderer bundle by worker
 * threads (one per core) into a new directory, with the client assets and public files beside
 * them. Rendering is CPU-bound and Astro's static build renders on one thread; here every core
 * renders whole pages.
 */
import { cp } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { LOCALES } from '../../../shared/locales';
import type { PageEntry } from './site-renderer';
import type { WorkerInput, WorkerMessage } from './render-worker';

/**
 * Old-generation heap of a render worker. Left to itself V8 lets a worker's heap grow far past what
 * it holds (a 100,000-post build peaked at 1.9 GiB for the process); a bound makes it collect
 * sooner. A worker holds the bundle, a locale's catalogue, the translation index and list ids.
 */
const WORKER_HEAP_MB = 480;

/**
 * Young generation of a render worker. A page allocates a few MB that die with it; V8's default
 * young generation for this heap is small, so those objects outlive several scavenges and
 * are copied and promoted on the way. 64 MB: a 10,000-post build ran in 31.6 s instead of 45.0 s
 * (`--single-threaded-gc`, 2 cores), the garbage collector's share of a worker's CPU falling
 * from 24 % to 12 %, for about 80 MB more resident memory.
 */
const WORKER_YOUNG_MB = 64;

/** Pages per message: few messages, yet the work stays balanced to the end. */
const BATCH = 40;

export interface FullRenderOptions {
  bundleDir: string;
  databaseUrl: string;
  outDir: string;
  now: Date;
  /** Worker threads; default RENDER_WORKERS, else one per core (at most 4). */
  workers?: number;
  onProgress?: (done: number, total: number) => void;
  log?: (line: string) => void;
}

export interface FullRenderResult {
  pages: number;
  /** Pages per locale (`/L/…`); pages outside a locale (landing, sitemap index, 404) under `site`. */
  pagesByLocale: Record<string, number>;
}

function workerCount(given?: number): number {
  const configured = given ?? (process.env.RENDER_WORKERS ? Number(process.env.RENDER_WORKERS) : undefined);
  if (configured !== undefined && Number.isInteger(configured) && configured > 0) return configured;
  return Math.min(4, Math.max(1, availableParallelism()));
}

/** The locale a page belongs to, for the per-locale counts. */
export function localeOfPath(path: string): string {
  const first = path.split('/')[1] ?? '';
  const match = LOCALES.find((l) => first === l || first === `sitemap-${l}.xml` || first.startsWith(`sitemap-${l}-`));
  return match ?? 'site';
}

/**
 * Renders every page into `outDir` (which nobody serves yet). Throws when a page fails. A build
 * calls it in a process of its own (./full-render-process.ts). Nothing here runs long on the
 * calling thread, which only hands out batches and counts: the first worker reads the data's
 * fingerprint and lists the pages (at 100,000 posts seconds of synchronous SQLite and route code),
 * sending the list in slices; the others load the bundle meanwhile.
 */
export async function renderAllPages(options: FullRenderOptions): Promise<FullRenderResult & { data: string }> {
  const { bundleDir, databaseUrl, outDir, now, onProgress, log = () => {} } = options;
  await cp(join(bundleDir, 'client'), outDir, { recursive: true });

  let queue: PageEntry[] = [];
  let total = 0;
  let data = '';
  let listDone!: () => void;
  let listFailed!: (err: unknown) => void;
  const listed = new Promise<void>((resolveList, rejectList) => {
    listDone = resolveList;
    listFailed = rejectList;
  });
  // A failure is seen through the workers (which wait for the list); this one must not go unhandled.
  listed.catch(() => {});

  let done = 0;
  /** Set when any worker failed: the others take no more pages. */
  let stopped = false;
  // Counted as batches finish: the build never holds a second list of its 100,000+ pages.
  let written = 0;
  const pagesByLocale: Record<string, number> = {};
  const input: WorkerInput = { bundleDir, databaseUrl, outDir, now: now.toISOString() };
  const workers = Promise.all(
    Array.from({ length: workerCount(options.workers) }, (_, index) =>
      new Promise<void>((resolveWorker, rejectWorker) => {
        const lister = index === 0;
        // Production React and Astro: the development builds render several times slower.
        const worker = new Worker(new URL('./render-worker-entry.mjs', import.meta.url), { workerData: input, env: { ...process.env, NODE_ENV: 'production' }, resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: WORKER_YOUNG_MB } });
        let batch: PageEntry[] = [];
        let failed = false;
        const fail = (err: unknown) => {
          failed = true;
          stopped = true;
          if (lister) listFailed(err);
          void worker.terminate();
          rejectWorker(err);
        };
        const next = () => {
          batch = stopped ? [] : queue.splice(0, BATCH);
          worker.postMessage(batch.length ? batch : null);
          if (!batch.length) resolveWorker();
        };
        worker.on('message', (message: WorkerMessage) => {
          if (message.type === 'error') return fail(new Error(message.message));
          if (message.type === 'ready') {
            if (lister) return worker.postMessage({ list: true });
            return void listed.then(next, fail);
          }
          if (message.type === 'pages') {
            for (const page of message.pages) queue.push(page);
            return;
          }
          if (message.type === 'listed') {
            data = message.data;
            total = queue.length;
            onProgress?.(0, total);
            listDone();
            return next();
          }
          for (const s of message.skipped) log(`skipped ${s.path}: HTTP ${s.status} (it was removed while the build ran)`);
          const skippedPaths = new Set(message.skipped.map((s) => s.path));
          for (const page of batch) {
            if (skippedPaths.has(page.path)) continue;
            const locale = localeOfPath(page.path);
            pagesByLocale[locale] = (pagesByLocale[locale] ?? 0) + 1;
            written++;
          }
          done += batch.length;
          onProgress?.(done, total);
          next();
        });
        worker.on('error', fail);
        worker.on('exit', (code) => {
          if (code !== 0 && !failed) fail(new Error(`render worker exited with code ${code}`));
        });
      }),
    ),
  );
  await Promise.all([listed, workers]);

  return { pages: written, pagesByLocale, data };
}
