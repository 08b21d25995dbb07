/**
 * The live site directory and its atomic replacement.
 *
 * `dist` is a symbolic link to one release, `dist.releases/<name>`. A full build writes a new
 * release beside the live one and then replaces the link with `rename(2)`, which is atomic: every
 * request resolves either the old or the new release, never a missing or half-written one. The
 * previous release is kept (a response streaming from it finishes; an operator can roll back by
 * pointing the link at it) and older ones are removed.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, lstatSync, mkdirSync, readdirSync, realpathSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** Releases kept: the live one and the one before it. */
const KEEP = 2;

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
 * Makes `releaseDir` the live site in one atomic step, then removes releases older than the
 * previous one. A `dist` that is still a plain directory (a site built before releases existed)
 * is first moved into the releases folder; only that one-time move is not atomic.
 */
export function activateRelease(distDir: string, releaseDir: string): void {
  const dist = resolve(distDir);
  const releases = releasesDir(distDir);
  mkdirSync(releases, { recursive: true });
  if (existsSync(dist) && !lstatSync(dist).isSymbolicLink()) renameSync(dist, join(releases, `legacy-${Date.now()}`));
  const link = `${dist}.link-${randomBytes(3).toString('hex')}`;
  // Relative, so the project folder can move without breaking the link.
  symlinkSync(relative(dirname(dist), releaseDir), link, 'dir');
  renameSync(link, dist);
  pruneReleases(releases, releaseDir);
}

/** Removes a release that never went live (a failed build). */
export function discardRelease(releaseDir: string): void {
  rmSync(releaseDir, { recursive: true, force: true });
}

function pruneReleases(releases: string, live: string): void {
  const names = readdirSync(releases).filter((name) => join(releases, name) !== live);
  // Names start with a sortable UTC timestamp (legacy-… sorts last and goes first).
  const older = names.sort((a, b) => (a.startsWith('legacy-') ? -1 : b.startsWith('legacy-') ? 1 : a.localeCompare(b)));
  for (const name of older.slice(0, Math.max(0, older.length - (KEEP - 1)))) rmSync(join(releases, name), { recursive: true, force: true });
}

/** Moves `releaseDir` to `distDir` as a plain folder (a CI or Netlify build: nothing is served from it yet). */
export function replaceDirectory(distDir: string, releaseDir: string): void {
  rmSync(distDir, { recursive: true, force: true });
  renameSync(releaseDir, distDir);
}
