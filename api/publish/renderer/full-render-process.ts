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
import { fileURLToPath } from 'node:url';
import { spawnOffThread } from '../spawn-off-thread';
import type { FullRenderOptions, renderAllPages } from './full-render';

export type RenderedSite = Awaited<ReturnType<typeof renderAllPages>>;

/** What the child is asked: the options without the callbacks, which stay here. */
export type RenderProcessRequest = Omit<FullRenderOptions, 'onProgress' | 'log'>;

export type RenderProcessMessage =
  | { type: 'progress'; done: number; total: number }
  | { type: 'log'; line: string }
  | { type: 'result'; result: RenderedSite }
  | { type: 'error'; message: string };

/**
 * `renderAllPages` (./full-render.ts) in a child process niced to `nice`: same options, same
 * result. Rejects with the child's error, or with its exit code and stderr when it dies.
 */
export async function renderAllPagesInChild({ onProgress, log = () => {}, nice = 0, ...request }: FullRenderOptions & { nice?: number }): Promise<RenderedSite> {
  const entry = fileURLToPath(new URL('./full-render-process-entry.mjs', import.meta.url));
  // GC on the render threads themselves: helper threads would only compete with them (and the
  // server) for the same cores.
  const child = spawnOffThread(process.execPath, ['--single-threaded-gc', entry], { nice, ipc: true, env: { ...process.env, NODE_ENV: 'production' } });
  let settled: RenderedSite | Error | undefined;
  child.onMessage((m) => {
    const message = m as RenderProcessMessage;
    if (message.type === 'progress') onProgress?.(message.done, message.total);
    else if (message.type === 'log') log(message.line);
    else if (message.type === 'result') settled = message.result;
    else settled = new Error(message.message);
  });
  child.send(request satisfies RenderProcessRequest);
  const exit = await child.exited;
  if (settled instanceof Error) throw settled;
  if (settled && exit.code === 0) return settled;
  throw new Error(`the render process exited with ${exit.error ?? exit.signal ?? `code ${exit.code}`}${exit.stderr ? `:\n${exit.stderr.trim()}` : ''}`);
}
