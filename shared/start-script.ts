/**
 * Runs one of our TypeScript entry points as a real child process (through tsx), the way
 * `npm start` or `npm run serve` would, and waits until it prints that it is ready.
 */
import { spawn, type ChildProcess } from 'node:child_process';

export interface RunningProcess {
  child: ChildProcess;
  /** Everything it printed so far, stdout and stderr. */
  output(): string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
}

/**
 * Starts `script` with `env` added to ours. With `readyText`, resolves once that text appears and
 * throws with the output when the process exits or `timeoutMs` passes first. With
 * `ownProcessGroup`, the process leads a process group of its own (its pid is the group's id), so
 * `process.kill(-pid, signal)` reaches its children too, as systemd's stop does.
 */
export async function startScript(
  script: string,
  env: Record<string, string>,
  readyText?: string,
  timeoutMs = 150_000,
  { ownProcessGroup = false }: { ownProcessGroup?: boolean } = {},
): Promise<RunningProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: ownProcessGroup });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  if (readyText) {
    const deadline = Date.now() + timeoutMs;
    while (!out.includes(readyText) && Date.now() < deadline && child.exitCode === null) await new Promise((r) => setTimeout(r, 100));
    if (!out.includes(readyText)) {
      child.kill('SIGKILL');
      throw new Error(`${script} did not print "${readyText}":\n${out}`);
    }
  }
  return { child, output: () => out, exited };
}
