/**
 * A worker thread that renders pages into a site directory as an incremental build does
 * (./incremental.ts), for the renders that must not run on a server's event loop (issue 29): a
 * full build's catch-up before its swap, the sitemaps of incremental builds (a chunk lists
 * thousands of URLs, 100–300 ms of synchronous SQLite and templating at 100,000 posts), and a
 * save's own pages with the list of them (at 100,000 posts ~140 ms of synchronous queries to find
 * them, and 130 ms for a deep page of an author's list). Started by ./off-thread.ts, one request
 * at a time.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { ContentChange } from '../publisher';
import { affectedPages } from './affected-pages';
import { renderPagesLive, type IncrementalResult } from './incremental';
import { startRenderThread, type RenderThreadInput } from './render-thread';
import type { PageEntry } from './site-renderer';

export type PageRenderWorkerInput = RenderThreadInput;

export type PageRenderRequest =
  | {
      id: number;
      kind: 'render';
      dir: string;
      pages: PageEntry[];
      /** ISO moment the pages render at. */
      now: string;
      categoryOrder?: Record<string, readonly number[]>;
    }
  /** The pages `changes` affect (./affected-pages.ts), change by change, as the caller would list them. */
  | { id: number; kind: 'affected'; changes: ContentChange[]; now: string };

export type PageRenderReply = { id: number; result: IncrementalResult } | { id: number; pages: PageEntry[] } | { id: number; error: string };

async function answer(request: PageRenderRequest): Promise<PageRenderReply> {
  const now = new Date(request.now);
  if (request.kind === 'render') return { id: request.id, result: await renderPagesLive(renderer, db, request.dir, request.pages, now, { categoryOrder: request.categoryOrder }) };
  const pages: PageEntry[] = [];
  for (const change of request.changes) for (const page of await affectedPages(renderer, db, change, now)) pages.push(page);
  return { id: request.id, pages };
}

const port = parentPort!;
// One request at a time (the queue below).
const { db, renderer } = await startRenderThread(workerData as PageRenderWorkerInput);
// Before "ready": a just-started server's first save waits for it anyway, and a first page here
// would otherwise wait for its route's modules to load.
await renderer.preload();

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
      port.postMessage(await answer(request));
    } catch (err) {
      port.postMessage({ id: request.id, error: err instanceof Error ? err.message : String(err) } satisfies PageRenderReply);
    }
  });
});
port.postMessage({ ready: true });
