/**
 * The locks of building and publishing, each guarding one thing and held only as long as that
 * thing needs (issue 23: a save must not wait minutes behind a full build's render):
 *
 * - the bundle lock (`<root>/node_modules/.cache/astro-build.lock`): Astro keeps per-project state
 *   in `<root>/.astro`, so two `astro build`s of the renderer bundle from one checkout take turns.
 *   Held only while the bundle is built (seconds, when the code changed), never while rendering.
 * - the release lock (`<dist>.build.lock`): full builds of one site take turns, so two of them never
 *   swap releases over each other (the server's publisher and `npm run build` on one DIST_DIR).
 *   Held for a whole full build; it blocks only other full builds.
 * - the live lock (`<dist>.live.lock`): anything that writes into the live release, and the swap of
 *   a new one. An incremental publish holds it while it renders its pages (milliseconds); a full
 *   build holds it only for its last catch-up pass and the swap (./catch-up.ts), so no page written
 *   into the old release can fall between the catch-up and the swap.
 *
 * Each is a file lock (shared/file-lock.ts: other processes) behind an in-process queue, so holders
 * of one process take turns at once instead of polling the lock directory.
 */
import { join, resolve } from 'node:path';
import { withFileLock } from '../../shared/file-lock';

const queues = new Map<string, Promise<unknown>>();

/** Runs `fn` under the file lock `lockDir`, after every earlier holder of this process. */
function withLock<T>(lockDir: string, fn: () => Promise<T>): Promise<T> {
  const run = (queues.get(lockDir) ?? Promise.resolve()).then(() => withFileLock(lockDir, fn));
  const tail = run.then(
    () => {},
    () => {},
  );
  queues.set(lockDir, tail);
  void tail.then(() => {
    if (queues.get(lockDir) === tail) queues.delete(lockDir);
  });
  return run;
}

/** Runs `fn` while no other renderer bundle is built from `root` (Astro's `.astro` state). */
export function withBuildLock<T>(root: string, fn: () => Promise<T>): Promise<T> {
  return withLock(join(resolve(root), 'node_modules/.cache/astro-build.lock'), fn);
}

/** Runs `fn` while no other full build of the site at `distDir` runs. */
export function withReleaseLock<T>(distDir: string, fn: () => Promise<T>): Promise<T> {
  return withLock(`${resolve(distDir)}.build.lock`, fn);
}

/** Runs `fn` while nothing else writes into the live release of `distDir` or swaps it. */
export function withLiveLock<T>(distDir: string, fn: () => Promise<T>): Promise<T> {
  return withLock(`${resolve(distDir)}.live.lock`, fn);
}
