/**
 * One worker thread of a full build (./full-render.ts): renders the batches of pages it is sent
 * and writes them into the new release, reporting each batch back.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { connect } from '../../../shared/db/connect';
import { renderOneAtATime } from '../../../shared/render-context';
import { createPageWriter } from './page-files';
import { loadSiteRenderer, type PageEntry } from './site-renderer';

export interface WorkerInput {
  bundleDir: string;
  databaseUrl: string;
  outDir: string;
  now: string;
}

export type WorkerMessage =
  | { type: 'ready' }
  | { type: 'done'; written: number; skipped: { path: string; status: number }[] }
  | { type: 'error'; message: string };

const input = workerData as WorkerInput;
const port = parentPort!;
// One page at a time: the loop below awaits each, and the next batch comes only after `done`.
renderOneAtATime();
const db = connect(input.databaseUrl);
const now = new Date(input.now);
const renderer = await loadSiteRenderer(input.bundleDir);
const writePage = createPageWriter(input.outDir);

port.on('message', async (batch: PageEntry[] | null) => {
  if (batch === null) {
    await db.close();
    port.close();
    return;
  }
  try {
    let written = 0;
    const skipped: { path: string; status: number }[] = [];
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
    port.postMessage({ type: 'done', written, skipped } satisfies WorkerMessage);
  } catch (err) {
    port.postMessage({ type: 'error', message: err instanceof Error ? err.message : String(err) } satisfies WorkerMessage);
  }
});
port.postMessage({ type: 'ready' } satisfies WorkerMessage);
