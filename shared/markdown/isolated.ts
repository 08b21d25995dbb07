/**
 * Rendering of untrusted Markdown off the event loop (issue 24 item 2): drafts shown by the admin's
 * live preview and by a preview link (which needs no session). Rendering cost grows with a body's
 * node count, and on a loaded machine an allowed 200,000-character body can take seconds: on the
 * main thread that froze every other request. Here it runs in one worker thread, one body at a
 * time, under a time limit; a render over the limit ends the worker (the next render starts a new
 * one) and fails with MarkdownTooCostlyError.
 *
 * Published bodies are still rendered on the build's threads: they passed the save-time limits of
 * ./limits.ts, and a build is not a request.
 */
import { Worker } from 'node:worker_threads';
import { toPortable, type IsolatedJob, type IsolatedReply } from './portable';
import type { MarkdownOptions, RenderedMarkdown } from './render';

/** A body took longer than the limit to render, or too many renders wait already. */
export class MarkdownTooCostlyError extends Error {
  constructor(message: string, readonly reason: 'timeout' | 'busy') {
    super(message);
  }
}

export interface IsolatedMarkdownOptions {
  /** Longest one render may take in the worker (default 10,000 ms, MARKDOWN_RENDER_TIMEOUT_MS). */
  timeoutMs?: number;
  /** Renders that may wait for the worker before more are refused (default 16). */
  maxWaiting?: number;
}

export interface IsolatedMarkdown {
  /** Renders like `renderMarkdownDocument`, in the worker thread. */
  render(markdown: string, options: MarkdownOptions): Promise<RenderedMarkdown>;
  /** Ends the worker (a later render starts a new one). */
  close(): Promise<void>;
}

interface Pending {
  job: IsolatedJob;
  resolve: (value: RenderedMarkdown) => void;
  reject: (err: Error) => void;
}

/** The default time limit: MARKDOWN_RENDER_TIMEOUT_MS when it is a positive number, else 10 s. */
export function configuredRenderTimeout(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.MARKDOWN_RENDER_TIMEOUT_MS);
  return Number.isFinite(value) && value > 0 ? value : 10_000;
}

/** A worker-thread Markdown renderer; the worker starts at the first render. */
export function createIsolatedMarkdown(settings: IsolatedMarkdownOptions = {}): IsolatedMarkdown {
  const timeoutMs = settings.timeoutMs ?? configuredRenderTimeout();
  const maxWaiting = settings.maxWaiting ?? 16;
  const queue: Pending[] = [];
  let worker: Worker | undefined;
  let ready = false;
  let current: { pending: Pending; timer: NodeJS.Timeout } | undefined;
  let nextId = 1;

  const stopWorker = () => {
    const w = worker;
    worker = undefined;
    ready = false;
    return w ? w.terminate().then(() => undefined) : Promise.resolve();
  };

  const finish = (settle: (p: Pending) => void) => {
    if (!current) return;
    clearTimeout(current.timer);
    const { pending } = current;
    current = undefined;
    settle(pending);
    pump();
  };

  const failAll = (err: Error) => {
    for (const p of queue.splice(0)) p.reject(err);
    finish((p) => p.reject(err));
  };

  const startWorker = () => {
    const w = new Worker(new URL('./isolated-worker-entry.mjs', import.meta.url));
    // An idle renderer must not keep the process alive.
    w.unref();
    worker = w;
    w.on('message', (reply: IsolatedReply) => {
      if (w !== worker) return;
      if ('ready' in reply) {
        ready = true;
        return pump();
      }
      if (current?.pending.job.id !== reply.id) return;
      if ('error' in reply) finish((p) => p.reject(new Error(reply.error)));
      else finish((p) => p.resolve(reply.result));
    });
    w.on('error', (err) => {
      if (w !== worker) return;
      void stopWorker();
      failAll(err);
    });
    w.on('exit', () => {
      if (w !== worker) return;
      worker = undefined;
      ready = false;
      failAll(new Error('the Markdown worker stopped'));
    });
  };

  const pump = () => {
    if (current || !queue.length) return;
    if (!worker) return startWorker();
    if (!ready) return;
    const pending = queue.shift()!;
    const timer = setTimeout(() => {
      void stopWorker();
      finish((p) => p.reject(new MarkdownTooCostlyError(`rendering the body took longer than ${timeoutMs} ms`, 'timeout')));
    }, timeoutMs);
    current = { pending, timer };
    worker!.postMessage(pending.job);
  };

  return {
    render(markdown, options) {
      if (queue.length >= maxWaiting) return Promise.reject(new MarkdownTooCostlyError(`${queue.length} bodies are waiting to be rendered`, 'busy'));
      return new Promise<RenderedMarkdown>((resolve, reject) => {
        queue.push({ job: { id: nextId++, markdown: markdown ?? '', options: toPortable(markdown ?? '', options) }, resolve, reject });
        pump();
      });
    },
    close() {
      failAll(new Error('the Markdown renderer was closed'));
      return stopWorker();
    },
  };
}

let shared: IsolatedMarkdown | undefined;

/** The process's one isolated renderer (created at first use). */
export function sharedIsolatedMarkdown(): IsolatedMarkdown {
  return (shared ??= createIsolatedMarkdown());
}
