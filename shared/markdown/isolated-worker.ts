/**
 * The worker thread of ./isolated.ts: renders one body at a time with the ordinary pipeline and
 * posts the result back. Its options arrive as plain data (functions do not cross threads).
 */
import { parentPort } from 'node:worker_threads';
import { fromPortable, type IsolatedJob } from './portable';
import { renderMarkdownDocument } from './render';

const port = parentPort!;
port.on('message', (job: IsolatedJob) => {
  try {
    port.postMessage({ id: job.id, result: renderMarkdownDocument(job.markdown, fromPortable(job.options)) });
  } catch (err) {
    port.postMessage({ id: job.id, error: err instanceof Error ? err.message : String(err) });
  }
});
port.postMessage({ ready: true });
