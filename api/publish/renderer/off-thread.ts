/**
 * Page renders on a worker thread (./page-render-worker.ts), for callers whose thread serves
 * requests (issue 29: the server's event loop is never held by a render longer than a static
 * file's answer). The worker loads the renderer bundle and opens its own database connection on
 * first use, then stays until `close()`; it holds the process only while a render is asked for.
 */
import { Worker } from 'node:worker_threads';
import type { ContentChange } from '../publisher';
import type { IncrementalResult } from './incremental';
import type { PageRenderReply, PageRenderRequest, PageRenderWorkerInput } from './page-render-worker';
import type { PageEntry } from './site-renderer';

export interface OffThreadRenderer {
  /** Renders `pages` at `now` into `dir` as ./incremental.ts's `renderPagesLive` does, on the worker. */
  renderPages(dir: string, pages: PageEntry[], now: Date, shared?: { categoryOrder?: Record<string, readonly number[]> }): Promise<IncrementalResult>;
  /** The pages `changes` affect at `now` (./affected-pages.ts), change by change, worked out on the worker. */
  affectedPages(changes: ContentChange[], now: Date): Promise<PageEntry[]>;
  /** Starts the worker (loading the bundle) ahead of a render that should not wait for it. */
  warm(): Promise<void>;
  /** Ends the worker once the renders asked for are done (a later render starts another). */
  close(): Promise<void>;
}

interface Session {
  worker: Worker;
  ready: Promise<void>;
  waiting: Map<number, { resolve(r: PageRenderReply): void; reject(err: Error): void }>;
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** A renderer of `bundleDir`'s pages over `databaseUrl` on a worker thread started on first use. */
export function offThreadRenderer(input: PageRenderWorkerInput): OffThreadRenderer {
  let session: Session | undefined;
  let next = 0;

  function start(): Session {
    if (session) return session;
    // Production React and Astro, as the full build's render workers.
    const worker = new Worker(new URL('./page-render-worker-entry.mjs', import.meta.url), { workerData: input, env: { ...process.env, NODE_ENV: 'production' } });
    // Held only while a render is asked for: an idle worker never keeps the process alive.
    worker.unref();
    const waiting: Session['waiting'] = new Map();
    const failAll = (err: Error) => {
      for (const w of waiting.values()) w.reject(err);
      waiting.clear();
    };
    const ready = new Promise<void>((resolve, reject) => {
      worker.on('message', (message: PageRenderReply | { ready: true }) => {
        if ('ready' in message) return resolve();
        const pending = waiting.get(message.id);
        waiting.delete(message.id);
        if (!waiting.size) worker.unref();
        if ('error' in message) pending?.reject(new Error(message.error));
        else pending?.resolve(message);
      });
      worker.on('error', (err) => {
        reject(err);
        failAll(err);
      });
      worker.on('exit', (code) => {
        const err = new Error(`page render worker exited with code ${code}`);
        reject(err);
        failAll(err);
        if (session?.worker === worker) session = undefined;
      });
    });
    ready.catch(() => {});
    session = { worker, ready, waiting };
    return session;
  }

  /** Sends `request` (its id given here) once the worker is ready; resolves with the worker's answer. */
  async function ask(request: DistributiveOmit<PageRenderRequest, 'id'>): Promise<PageRenderReply> {
    const { worker, ready, waiting } = start();
    const id = ++next;
    const reply = new Promise<PageRenderReply>((resolve, reject) => waiting.set(id, { resolve, reject }));
    // Rejected with the worker's failure, whether or not the load below throws first.
    reply.catch(() => {});
    worker.ref();
    await ready;
    worker.postMessage({ ...request, id } as PageRenderRequest);
    return reply;
  }

  return {
    async renderPages(dir, pages, now, shared = {}) {
      if (!pages.length) return { written: [], removed: [] };
      const reply = await ask({ kind: 'render', dir, pages, now: now.toISOString(), categoryOrder: shared.categoryOrder });
      return (reply as { result: IncrementalResult }).result;
    },
    async affectedPages(changes, now) {
      const reply = await ask({ kind: 'affected', changes, now: now.toISOString() });
      return (reply as { pages: PageEntry[] }).pages;
    },
    warm: () => start().ready,
    async close() {
      const closing = session;
      if (!closing) return;
      session = undefined;
      await closing.ready.catch(() => {});
      if (closing.worker.threadId < 0) return;
      const exited = new Promise<void>((resolve) => closing.worker.once('exit', () => resolve()));
      // The worker answers what it was asked before this, then ends.
      closing.worker.postMessage(null);
      await exited;
    },
  };
}
