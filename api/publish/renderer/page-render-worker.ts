/**
 * A worker thread that renders pages into a site directory as an incremental build does
 * (./incremental.ts), for the renders that must not run on a server's event loop (issue 29): a
 * full build's catch-up before its swap, and the sitemaps of incremental builds (a chunk lists
 * thousands of URLs, 100–300 ms of synchronous SQLite and templating at 100,000 posts). Started by
 * ./off-thread.ts, one request at a time.
 */
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { connect } from '../../../shared/db/connect';
import { renderOneAtATime } from '../../../shared/render-context';
import { renderPagesLive, type IncrementalResult } from './incremental';
import { loadSiteRenderer, type PageEntry } from './site-renderer';

export interface PageRenderWorkerInput {
  bundleDir: string;
  databaseUrl: string;
  /** CPU niceness of this thread (Linux applies it to the calling thread alone). */
  nice?: number;
}

export interface PageRenderRequest {
  id: number;
  dir: string;
  pages: PageEntry[];
  /** ISO moment the pages render at. */
  now: string;
  categoryOrder?: Record<string, readonly number[]>;
}

export type PageRenderReply = { id: number; result: IncrementalResult } | { id: number; error: string };

const input = workerData as PageRenderWorkerInput;
const port = parentPort!;
if (input.nice) {
  try {
    setPriority(input.nice);
  } catch {}
}
// One request at a time, each page to its end before the next (the queue below).
renderOneAtATime();
const db = connect(input.databaseUrl);
const renderer = await loadSiteRenderer(input.bundleDir);

let queue = Promise.resolve();
port.on('message', (request: PageRenderRequest | null) => {
  if (request === null) {
    void queue.then(async () => {
      await db.close();
      port.close();
    });
    return;
  }
  queue = queue.then(async () => {
    try {
      const result = await renderPagesLive(renderer, db, request.dir, request.pages, new Date(request.now), { categoryOrder: request.categoryOrder });
      port.postMessage({ id: request.id, result } satisfies PageRenderReply);
    } catch (err) {
      port.postMessage({ id: request.id, error: err instanceof Error ? err.message : String(err) } satisfies PageRenderReply);
    }
  });
});
port.postMessage({ ready: true });
