/**
 * The live site directory and its atomic replacement.
 *
 * `dist` is a symbolic link to one release, `dist.releases/<name>`. A full build writes a new
 * release beside the live one and then replaces the link with `rename(2)`, which is atomic: every
 * request resolves either the old or the new release, never a missing or half-written one. The
 * previous live release is kept (a response streaming from it finishes; an operator can roll back
 * by pointing the link at it) and every other one is removed, including the half-written release
 * of a build whose process died.
 *
 * Removing a release is the one slow step (at 100,000 posts: 135,000 files, ~4 GB, a minute of
 * unlink calls). It never runs on the caller's thread (issue 29: a synchronous delete there stopped
 * the server answering for ~73 s): the release is renamed out of the way (one atomic call), then a
 * child process at low CPU priority, started from a worker thread, deletes it (`removeInBackground`).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, lstatSync, mkdirSync, readdirSync, realpathSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { spawnOffThread } from './spawn-off-thread';

/** Prefix of a release being removed (renamed first, so nothing mistakes it for a release). */
const TRASH = '.trash-';

function releasesDir(distDir: string): string {
  return `${resolve(distDir)}.releases`;
}

/** A new, empty release directory to build into (not live until `activateRelease`). */
export function newReleaseDir(distDir: string): string {
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '');
  const dir = join(releasesDir(distDir), `${stamp}-${randomBytes(3).toString('hex')}`);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** The directory the live site is served from, or undefined before the first build. */
export function liveReleaseDir(distDir: string): string | undefined {
  try {
    return realpathSync(distDir);
  } catch {
    return undefined;
  }
}

/** Folders being deleted in the background; `removal` resolves once they are gone. */
export interface Activation {
  removing: string[];
  removal: Promise<void>;
}

/**
 * Makes `releaseDir` the live site in one atomic step, then removes every release but it and the
 * one it replaces, in the background (the returned `removal`). A `dist` that is still a plain
 * directory (a site built before releases existed) is first moved into the releases folder; only
 * that one-time move is not atomic.
 */
export function activateRelease(distDir: string, releaseDir: string): Activation {
  const dist = resolve(distDir);
  const releases = releasesDir(distDir);
  mkdirSync(releases, { recursive: true });
  let previous = liveReleaseDir(distDir);
  if (existsSync(dist) && !lstatSync(dist).isSymbolicLink()) {
    previous = join(releases, `legacy-${Date.now()}`);
    renameSync(dist, previous);
  }
  const link = `${dist}.link-${randomBytes(3).toString('hex')}`;
  // Relative, so the project folder can move without breaking the link.
  symlinkSync(relative(dirname(dist), releaseDir), link, 'dir');
  renameSync(link, dist);
  // By name: the link's real path and `releaseDir` may spell the folder differently (symlinks).
  const keep = new Set([basename(releaseDir), previous && basename(previous)]);
  // Not "all but the newest two": a build killed mid-way leaves a newer, half-written release,
  // which would then be kept as the one to roll back to while the last good one was deleted.
  // Folders a killed remover left behind (TRASH) are picked up again.
  const removing: string[] = [];
  for (const name of readdirSync(releases)) {
    if (keep.has(name)) continue;
    if (name.startsWith(TRASH)) removing.push(join(releases, name));
    else removing.push(moveToTrash(join(releases, name)));
  }
  return { removing, removal: removeInBackground(removing) };
}

/** Renames `dir` out of the releases (one atomic call) and returns its new path. */
function moveToTrash(dir: string): string {
  const trash = join(dirname(dir), `${TRASH}${basename(dir)}-${randomBytes(3).toString('hex')}`);
  renameSync(dir, trash);
  return trash;
}

/** Removes a release that never went live (a failed build), in the background. */
export function discardRelease(releaseDir: string): Promise<void> {
  if (!existsSync(releaseDir)) return Promise.resolve();
  return removeInBackground([moveToTrash(releaseDir)]);
}

/** The remover: deletes the folders it is given. */
const REMOVE = 'const { rmSync } = require("node:fs"); for (const d of process.argv.slice(1)) rmSync(d, { recursive: true, force: true });';

/**
 * Deletes `dirs` in a child process at the lowest CPU priority (19: readers' requests and render
 * threads go first), so neither this thread nor the thread pool that serves files does the work;
 * started from a worker thread (./spawn-off-thread.ts). The child outlives a short-lived caller
 * (the CLI build exits without waiting); a deletion cut short is finished by the next
 * `activateRelease`. Resolves when the child exits; never rejects (what is left is retried next time).
 */
export async function removeInBackground(dirs: readonly string[]): Promise<void> {
  if (!dirs.length) return;
  await spawnOffThread(process.execPath, ['-e', REMOVE, ...dirs], { nice: 19, detached: true }).exited;
}

/** Moves `releaseDir` to `distDir` as a plain folder (a CI or Netlify build: nothing is served from it yet). */
export function replaceDirectory(distDir: string, releaseDir: string): void {
  rmSync(distDir, { recursive: true, force: true });
  renameSync(releaseDir, distDir);
}
