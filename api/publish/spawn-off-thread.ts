/**
 * Child processes started without holding the calling thread (issue 29). `spawn` forks the calling
 * process, which copies its page tables on the calling thread: ~100 ms for a server's heap on a
 * loaded machine, a stall of every reader. So a worker thread (`STARTER`, plain CommonJS: no
 * loader, nothing inherited) makes the call and relays the child's IPC messages and exit.
 */
import { SHARE_ENV, Worker } from 'node:worker_threads';

/** Characters of the child's stderr kept for its exit report. */
const STDERR_TAIL = 4000;

const STARTER = `
const { spawn } = require('node:child_process');
const { setPriority } = require('node:os');
const { parentPort, workerData: w } = require('node:worker_threads');
// Under nice(1) every thread the child starts inherits the niceness; setpriority on a running
// process reaches its main thread only, so it is the fallback where there is no nice(1).
const wrapped = w.nice > 0 && process.platform === 'linux';
const child = spawn(wrapped ? 'nice' : w.command, wrapped ? ['-n', String(w.nice), w.command, ...w.args] : w.args, {
  env: w.env,
  detached: w.detached,
  stdio: w.detached ? 'ignore' : ['ignore', 'inherit', 'pipe', ...(w.ipc ? ['ipc'] : [])],
  serialization: 'advanced',
});
if (w.nice > 0 && !wrapped) try { if (child.pid) setPriority(child.pid, w.nice); } catch {}
let stderr = '';
child.stderr?.on('data', (chunk) => (stderr = (stderr + chunk).slice(-${STDERR_TAIL})));
if (w.ipc) {
  child.on('message', (message) => parentPort.postMessage({ message }));
  parentPort.on('message', (message) => child.send(message));
}
child.on('error', (err) => parentPort.postMessage({ exit: { code: null, signal: null, stderr, error: err.message } }));
// 'close', not 'exit': every message and byte of stderr has arrived by then.
child.on('close', (code, signal) => parentPort.postMessage({ exit: { code, signal, stderr } }));
`;

export interface ChildExit {
  code: number | null;
  signal: string | null;
  /** The end of its stderr (piped unless detached). */
  stderr: string;
  /** Why it could not start or be watched, if so. */
  error?: string;
}

export interface OffThreadChild {
  /** Sends a message over the child's IPC channel (`ipc`). */
  send(message: unknown): void;
  /** Calls `listener` with each message the child sends (`ipc`). */
  onMessage(listener: (message: unknown) => void): void;
  /** Resolves once the child has exited, or could not start; never rejects. */
  exited: Promise<ChildExit>;
}

export interface SpawnOffThreadOptions {
  /** CPU niceness of the child and every thread it starts (0: the caller's). */
  nice?: number;
  /** An IPC channel (structured-clone serialization), for `send` and `onMessage`. */
  ipc?: boolean;
  /** The child outlives this process: no stdio, and neither it nor its starter keeps this process alive. */
  detached?: boolean;
  env?: NodeJS.ProcessEnv;
}

/** Starts `command args` from a worker thread (see above); stdout is inherited, stderr kept for `exited`. */
export function spawnOffThread(command: string, args: readonly string[], { nice = 0, ipc = false, detached = false, env = process.env }: SpawnOffThreadOptions = {}): OffThreadChild {
  const starter = new Worker(STARTER, { eval: true, workerData: { command, args: [...args], nice, ipc, detached, env: { ...env } }, execArgv: [], env: SHARE_ENV });
  const listeners: ((message: unknown) => void)[] = [];
  const exited = new Promise<ChildExit>((resolve) => {
    const gone = (error: string) => resolve({ code: null, signal: null, stderr: '', error });
    starter.on('message', (m: { message: unknown } | { exit: ChildExit }) => {
      if ('exit' in m) {
        resolve(m.exit);
        void starter.terminate();
      } else for (const listener of listeners) listener(m.message);
    });
    starter.once('error', (err) => gone(err.message));
    starter.once('exit', () => gone('the starter thread stopped'));
  });
  // The process may exit meanwhile (the CLI): a detached child goes on.
  if (detached) starter.unref();
  return { send: (message) => starter.postMessage(message), onMessage: (listener) => listeners.push(listener), exited };
}
