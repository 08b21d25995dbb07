/**
 * A full build's rendering in a process of its own, started at the build's CPU priority (issue 29).
 *
 * Rendering 100,000+ pages in worker threads of the serving process held the server's readers up
 * although the threads were niced: V8's garbage-collector helper threads and the thread pool are
 * the process's, at its priority, and the main thread kept the 140,000-entry page queue in the
 * server's own heap, whose collections paused the server. A child process started under
 * `nice` runs every one of its threads at the build's priority, keeps the queue in its own heap,
 * and tells this process only its progress and result.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { FullRenderOptions, FullRenderResult } from './full-render';

/** What the child is asked: the options that cross a process boundary. */
export interface RenderProcessRequest {
  bundleDir: string;
  databaseUrl: string;
  outDir: string;
  now: string;
  workers?: number;
  workerNice?: number;
}

export type RenderProcessMessage =
  | { type: 'progress'; done: number; total: number }
  | { type: 'log'; line: string }
  | { type: 'result'; result: FullRenderResult & { data: string } }
  | { type: 'error'; message: string };

/** Lines of the child's stderr kept for the error when it dies without a word. */
const STDERR_TAIL = 4000;

/**
 * `renderAllPages` (./full-render.ts) in a child process niced to `workerNice`: same options, same
 * result. Rejects with the child's error, or with its exit code and stderr when it dies.
 */
export function renderAllPagesInChild(options: FullRenderOptions): Promise<FullRenderResult & { data: string }> {
  const { onProgress, log = () => {}, workerNice = 0 } = options;
  const entry = fileURLToPath(new URL('./full-render-process-entry.mjs', import.meta.url));
  // GC on the render threads themselves: helper threads would only compete with them (and the
  // server) for the same cores.
  const args = ['--single-threaded-gc', entry];
  // Every thread the child starts inherits its niceness; Linux's setpriority on a running
  // process would reach only its main thread.
  const niced = workerNice > 0 && process.platform === 'linux';
  const child = spawn(niced ? 'nice' : process.execPath, niced ? ['-n', String(workerNice), process.execPath, ...args] : args, {
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
    serialization: 'advanced',
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-STDERR_TAIL)));
  const request: RenderProcessRequest = {
    bundleDir: options.bundleDir,
    databaseUrl: options.databaseUrl,
    outDir: options.outDir,
    now: options.now.toISOString(),
    workers: options.workers,
    workerNice: options.workerNice,
  };
  child.send(request);
  return new Promise((resolve, reject) => {
    let settled: FullRenderResult & { data: string } | Error | undefined;
    child.on('message', (message: RenderProcessMessage) => {
      if (message.type === 'progress') onProgress?.(message.done, message.total);
      else if (message.type === 'log') log(message.line);
      else if (message.type === 'result') settled = message.result;
      else settled = new Error(message.message);
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (settled instanceof Error) return reject(settled);
      if (settled && code === 0) return resolve(settled);
      reject(new Error(`the render process exited with ${signal ?? `code ${code}`}${stderr ? `:\n${stderr.trim()}` : ''}`));
    });
  });
}
