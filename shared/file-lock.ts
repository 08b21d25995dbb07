/**
 * A lock shared by processes on one machine: a directory holding the owner's pid and start time,
 * taken over when the owner died. Astro builds from one project folder share `<root>/.astro` and must not overlap;
 * browser tests share one cached build.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { procStat } from './proc';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Whether process `pid` still exists (ours or another user's). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * When process `pid` started (clock ticks since boot, field 22 of /proc/{pid}/stat), 'zombie' for
 * a process that exited and awaits its parent, undefined where /proc cannot tell (not Linux, gone).
 */
function processStart(pid: number): string | undefined {
  try {
    const fields = procStat(pid);
    return fields[0] === 'Z' ? 'zombie' : fields[19];
  } catch {
    return undefined;
  }
}

/** The owner line of a lock: pid and, where known, its start time. */
const ownerLine = () => `${process.pid} ${processStart(process.pid) ?? ''}`.trim();

/**
 * Whether the owner named by a lock's line still runs. The start time tells a live owner from
 * another process that was given the same pid later (pids wrap at 32,768 on many machines).
 */
function ownerAlive(line: string): boolean {
  const [pid, started] = line.trim().split(' ');
  if (!pid || !processAlive(Number(pid))) return false;
  const now = processStart(Number(pid));
  return now !== 'zombie' && (started === undefined || now === undefined || now === started);
}

/** Runs `fn` while holding the lock directory `lockDir`, waiting as long as another live process holds it. */
export async function withFileLock<T>(lockDir: string, fn: () => Promise<T>): Promise<T> {
  mkdirSync(dirname(lockDir), { recursive: true });
  const pidFile = join(lockDir, 'pid');
  for (;;) {
    try {
      mkdirSync(lockDir);
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = existsSync(pidFile) ? readFileSync(pidFile, 'utf8') : '';
      // A lock without a pid is being taken right now, or was left by a crash between the two
      // steps; give its owner a moment before declaring it dead.
      if ((owner && !ownerAlive(owner)) || (!owner && (await sleep(1000), !existsSync(pidFile)) && existsSync(lockDir))) {
        rmSync(lockDir, { recursive: true, force: true });
      } else await sleep(250);
    }
  }
  writeFileSync(pidFile, ownerLine());
  try {
    return await fn();
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
}
