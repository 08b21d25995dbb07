/**
 * The child side of ./full-render-process.ts: takes one request, renders every page with
 * `renderAllPages` and reports progress, log lines and the result, then exits.
 */
import { renderAllPages } from './full-render';
import type { RenderProcessMessage, RenderProcessRequest } from './full-render-process';

const send = (message: RenderProcessMessage) => new Promise<void>((resolve) => process.send!(message, () => resolve()));

let finished = false;
// The parent is gone (the server stopped): nobody will swap this release in.
process.on('disconnect', () => {
  if (!finished) process.exit(1);
});

process.once('message', async (request: RenderProcessRequest) => {
  try {
    const result = await renderAllPages({
      ...request,
      onProgress: (done, total) => void send({ type: 'progress', done, total }),
      log: (line) => void send({ type: 'log', line }),
    });
    await send({ type: 'result', result });
  } catch (err) {
    await send({ type: 'error', message: err instanceof Error ? err.message : String(err) });
  }
  finished = true;
  process.disconnect();
});
