/**
 * A lock shared by processes on one machine: a directory holding the owner's pid, taken over when
 * the owner died. Astro builds from one project folder share `<root>/.astro` and must not overlap;
 * browser tests share one cached build.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

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
      const pid = Number(existsSync(pidFile) ? readFileSync(pidFile, 'utf8') : 0);
      // A lock without a pid is being taken right now, or was left by a crash between the two
      // steps; give its owner a moment before declaring it dead.
      if ((pid && !processAlive(pid)) || (!pid && (await sleep(1000), !existsSync(pidFile)) && existsSync(lockDir))) {
        rmSync(lockDir, { recursive: true, force: true });
      } else await sleep(250);
    }
  }
  writeFileSync(pidFile, String(process.pid));
  try {
    return await fn();
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
}
