/**
 * Builds the whole site from the database into a new release and makes it live atomically
 * (api/publish/releases.ts), so a failed build never leaves a half-written site behind. Pages are
 * rendered through the renderer bundle (api/publish/renderer/), the same code path as the
 * incremental renders of the publisher.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureRendererBundle } from './renderer/bundle';
import { renderAllPages, type FullRenderResult } from './renderer/full-render';
import { dataFingerprint, sourceFingerprint, STAMP_FILE, type BuildStamp } from './fingerprint';
import { activateRelease, discardRelease, newReleaseDir, replaceDirectory } from './releases';
import type { Db } from '../../shared/db/connect';
import { configuredMoment } from '../../shared/render-context';
import { withFileLock } from '../../shared/file-lock';

export { readStamp, sourceFingerprint, staleReason, type BuildStamp } from './fingerprint';

export interface BuildOptions {
  db: Db;
  databaseUrl: string;
  distDir: string;
  root?: string;
  /** Canonical origin of the pages (default SITE_URL). */
  siteUrl?: string;
  /** The build moment (default: now). */
  now?: Date;
  /** Render worker threads (default: one per core). */
  workers?: number;
  onProgress?: (done: number, total: number) => void;
  log?: (line: string) => void;
}

export interface BuildResult extends FullRenderResult {
  stamp: BuildStamp;
  releaseDir: string;
  /** Seconds of building the renderer bundle (undefined when the sources' bundle was reused). */
  bundleSeconds?: number;
}

/**
 * Runs `fn` while no other build runs from `root`: Astro keeps per-project state in
 * `<root>/.astro`, and two builds swapping the same site must take turns.
 */
export function withBuildLock<T>(root: string, fn: () => Promise<T>): Promise<T> {
  return withFileLock(join(root, 'node_modules/.cache/astro-build.lock'), fn);
}

/** Builds every page into a new release and swaps it in place of `distDir`, under the build lock. */
export function buildSite(options: BuildOptions): Promise<BuildResult> {
  return withBuildLock(options.root ?? process.cwd(), () => buildUnlocked(options));
}

/** `buildSite` for a caller that already holds the build lock. */
export async function buildUnlocked({ db, databaseUrl, distDir, root = process.cwd(), siteUrl, now = configuredMoment(), workers, onProgress, log = () => {} }: BuildOptions): Promise<BuildResult> {
  // Read before rendering: a save landing mid-build makes the stamp stale, never falsely current.
  const data = await dataFingerprint(db);
  const source = sourceFingerprint(root);
  const { dir: bundleDir, secondsBuilding: bundleSeconds } = await ensureRendererBundle({ root, siteUrl, source, log });
  const releaseDir = newReleaseDir(distDir);
  try {
    const result = await renderAllPages({ bundleDir, databaseUrl, outDir: releaseDir, now, workers, onProgress, log });
    const stamp: BuildStamp = { source, data, builtAt: now.toISOString() };
    writeFileSync(join(releaseDir, STAMP_FILE), JSON.stringify(stamp, null, 2));
    // Netlify publishes a plain folder and swaps deploys atomically itself.
    if (process.env.NETLIFY === 'true') replaceDirectory(distDir, releaseDir);
    else activateRelease(distDir, releaseDir);
    return { ...result, stamp, releaseDir, bundleSeconds };
  } catch (err) {
    discardRelease(releaseDir);
    throw err;
  }
}
