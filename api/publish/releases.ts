/**
 * The live site directory and its atomic replacement.
 *
 * `dist` is a symbolic link to one release, `dist.releases/<name>`. A full build writes a new
 * release beside the live one and then replaces the link with `rename(2)`, which is atomic: every
 * request resolves either the old or the new release, never a missing or half-written one. The
 * previous live release is kept (a response streaming from it finishes; an operator can roll back
 * by pointing the link at it) and every other one is removed, including the half-written release
 * of a build whose process died.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, lstatSync, mkdirSync, readdirSync, realpathSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';

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

/**
 * Makes `releaseDir` the live site in one atomic step, then removes every release but it and the
 * one it replaces. A `dist` that is still a plain directory (a site built before releases existed)
 * is first moved into the releases folder; only that one-time move is not atomic.
 */
export function activateRelease(distDir: string, releaseDir: string): void {
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
  for (const name of readdirSync(releases)) if (!keep.has(name)) rmSync(join(releases, name), { recursive: true, force: true });
}

/** Removes a release that never went live (a failed build). */
export function discardRelease(releaseDir: string): void {
  rmSync(releaseDir, { recursive: true, force: true });
}

/** Moves `releaseDir` to `distDir` as a plain folder (a CI or Netlify build: nothing is served from it yet). */
export function replaceDirectory(distDir: string, releaseDir: string): void {
  rmSync(distDir, { recursive: true, force: true });
  renameSync(releaseDir, distDir);
}
