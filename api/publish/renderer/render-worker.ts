/**
 * One worker thread of a full build (./full-render.ts): renders the batches of pages it is sent
 * and writes them into the new release, reporting each batch back.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { withReadSnapshot } from '../../../shared/db/read-snapshot';
import { dataFingerprint } from '../fingerprint';
import { createPageWriter } from './page-files';
import { startRenderThread, type RenderThreadInput } from './render-thread';
import type { PageEntry } from './site-renderer';

export interface WorkerInput extends RenderThreadInput {
  outDir: string;
  now: string;
}

export type WorkerMessage =
  | { type: 'ready' }
  /** A slice of the site's pages (to the worker asked to list them). */
  | { type: 'pages'; pages: PageEntry[] }
  /** The list is complete; `data` is the data's fingerprint, read before listing. */
  | { type: 'listed'; data: string }
  | { type: 'done'; written: number; skipped: { path: string; status: number }[] }
  | { type: 'error'; message: string };

/** Pages per `pages` message: each costs the main thread a short structured-clone read. */
const LIST_SLICE = 2000;

const input = workerData as WorkerInput;
const port = parentPort!;
// The loop below awaits each page, and the next batch comes only after `done`.
const { db, renderer } = await startRenderThread(input);
const now = new Date(input.now);
const writePage = createPageWriter(input.outDir);

/**
 * Reads the data's fingerprint, then lists every page and sends the list in slices. Before listing:
 * a save landing mid-build makes the stamp stale, never falsely current.
 */
async function listPages(): Promise<void> {
  const data = await dataFingerprint(db);
  const pages = await renderer.listPages({ now, db });
  for (let i = 0; i < pages.length; i += LIST_SLICE) port.postMessage({ type: 'pages', pages: pages.slice(i, i + LIST_SLICE) } satisfies WorkerMessage);
  port.postMessage({ type: 'listed', data } satisfies WorkerMessage);
}

port.on('message', async (batch: PageEntry[] | null | { list: true }) => {
  if (batch !== null && !Array.isArray(batch)) {
    try {
      await listPages();
    } catch (err) {
      port.postMessage({ type: 'error', message: `listing the pages failed: ${err instanceof Error ? err.message : String(err)}` } satisfies WorkerMessage);
    }
    return;
  }
  if (batch === null) {
    await db.close();
    port.close();
    return;
  }
  try {
    let written = 0;
    const skipped: { path: string; status: number }[] = [];
    // One snapshot per batch (~40 pages): see withReadSnapshot.
    await withReadSnapshot(db, async () => {
      for (const entry of batch) {
        const page = await renderer.renderFile(entry, { now, db, wholeSite: true });
        if (page.status >= 500) throw new Error(`${page.path} failed to render (HTTP ${page.status})`);
        if (page.status !== 200 && page.path !== '/404') {
          skipped.push({ path: page.path, status: page.status });
          continue;
        }
        writePage(page.file, page.bytes);
        written++;
      }
    });
    port.postMessage({ type: 'done', written, skipped } satisfies WorkerMessage);
  } catch (err) {
    port.postMessage({ type: 'error', message: err instanceof Error ? err.message : String(err) } satisfies WorkerMessage);
  }
});
port.postMessage({ type: 'ready' } satisfies WorkerMessage);
