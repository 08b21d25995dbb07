/**
 * A worker thread that renders pages into a site directory as an incremental build does
 * (./incremental.ts), for the renders that must not run on a server's event loop (issue 29): a
 * full build's catch-up before its swap, and the sitemaps of incremental builds (a chunk lists
 * thousands of URLs, 100–300 ms of synchronous SQLite and templating at 100,000 posts). Started by
 * ./off-thread.ts, one request at a time.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { renderPagesLive, type IncrementalResult } from './incremental';
import { startRenderThread, type RenderThreadInput } from './render-thread';
import type { PageEntry } from './site-renderer';

export type PageRenderWorkerInput = RenderThreadInput;

export interface PageRenderRequest {
  id: number;
  dir: string;
  pages: PageEntry[];
  /** ISO moment the pages render at. */
  now: string;
  categoryOrder?: Record<string, readonly number[]>;
}

export type PageRenderReply = { id: number; result: IncrementalResult } | { id: number; error: string };

const port = parentPort!;
// One request at a time (the queue below).
const { db, renderer } = await startRenderThread(workerData as PageRenderWorkerInput);

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
