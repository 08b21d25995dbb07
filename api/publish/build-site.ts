/**
 * Builds the whole site from the database into a new release and makes it live atomically
 * (api/publish/releases.ts), so a failed build never leaves a half-written site behind. Pages are
 * rendered through the renderer bundle (api/publish/renderer/), the same code path as the
 * incremental renders of the publisher.
 *
 * Saves keep publishing into the live release while the build renders (issue 23): the build holds
 * only the release lock (./site-locks.ts), and before the swap renders again what they wrote
 * (./catch-up.ts). Nothing of it runs long on the calling thread (issue 29): the pages are listed
 * and rendered by worker threads, the catch-up's pages too, old releases are deleted by a child process.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureRendererBundle } from './renderer/bundle';
import type { FullRenderResult } from './renderer/full-render';
import { renderAllPagesInChild } from './renderer/full-render-process';
import { offThreadRenderer } from './renderer/off-thread';
import { sourceFingerprint, STAMP_FILE, type BuildStamp } from './fingerprint';
import { catchUpAndSwap } from './catch-up';
import { liveWritesMark } from './live-writes';
import { discardRelease, newReleaseDir, replaceDirectory } from './releases';
import { withBuildLock, withReleaseLock } from './site-locks';
import type { Db } from '../../shared/db/connect';
import { configuredMoment } from '../../shared/render-context';

export { readStamp, sourceFingerprint, staleReason, type BuildStamp } from './fingerprint';
export { withBuildLock } from './site-locks';

export interface BuildOptions {
  /** The site's database (the render threads open their own connections from `databaseUrl`). */
  db: Db;
  databaseUrl: string;
  distDir: string;
  root?: string;
  /** Canonical origin of the pages (default SITE_URL). */
  siteUrl?: string;
  /** The build moment (default: now). */
  now?: Date;
  /**
   * The moment pages published during the build are rendered again at (default: the current time,
   * or BUILD_NOW when set): a save's render used the current time, not the build's start.
   */
  clock?: () => Date;
  /** The sources' fingerprint when the caller has it (hashing them reads every source file). */
  source?: string;
  /** Render worker threads (default: one per core). */
  workers?: number;
  /**
   * CPU niceness of the render process and all its threads (default BUILD_WORKER_NICE): a build is batch work, and a
   * server on the same machine (this process's, or `npm run serve` beside `npm run build`) answers
   * its readers first. Alone on a machine a build runs as fast at any niceness.
   */
  workerNice?: number;
  onProgress?: (done: number, total: number) => void;
  log?: (line: string) => void;
}

export interface BuildResult extends FullRenderResult {
  stamp: BuildStamp;
  releaseDir: string;
  /** Seconds of building the renderer bundle (undefined when the sources' bundle was reused). */
  bundleSeconds?: number;
  /** Pages published into the old release during the build, rendered again into this one. */
  caughtUp: string[];
  /** Resolves once the releases the swap retired are deleted (in the background). */
  removal: Promise<void>;
}

/** Niceness of a full build's render process (see BuildOptions.workerNice). */
const BUILD_WORKER_NICE = 10;

/** Builds every page into a new release and swaps it in place of `distDir` (one full build of a site at a time). */
export function buildSite(options: BuildOptions): Promise<BuildResult> {
  return withReleaseLock(options.distDir, () => buildRelease(options));
}

async function buildRelease({ databaseUrl, distDir, root = process.cwd(), siteUrl, now = configuredMoment(), clock, source = sourceFingerprint(root), workers, workerNice = BUILD_WORKER_NICE, onProgress, log = () => {} }: BuildOptions): Promise<BuildResult> {
  const { dir: bundleDir, secondsBuilding: bundleSeconds } = await withBuildLock(root, () => ensureRendererBundle({ root, siteUrl, source, log }));
  // Before any data is read: every page published into the live site after this point is
  // rendered again into the new release before it goes live.
  const mark = liveWritesMark(distDir);
  const releaseDir = newReleaseDir(distDir);
  try {
    const { data, ...result } = await renderAllPagesInChild({ bundleDir, databaseUrl, outDir: releaseDir, now, workers, nice: workerNice, onProgress, log });
    const stamp: BuildStamp = { source, data, builtAt: now.toISOString() };
    writeFileSync(join(releaseDir, STAMP_FILE), JSON.stringify(stamp, null, 2));
    // Netlify publishes a plain folder and swaps deploys atomically itself.
    if (process.env.NETLIFY === 'true') {
      replaceDirectory(distDir, releaseDir);
      return { ...result, stamp, releaseDir, bundleSeconds, caughtUp: [], removal: Promise.resolve() };
    }
    const pinned = process.env.BUILD_NOW ? now : undefined;
    const catchUp = offThreadRenderer({ bundleDir, databaseUrl });
    const swap = await catchUpAndSwap({
      distDir,
      releaseDir,
      mark,
      renderer: catchUp,
      now: clock ?? (() => pinned ?? new Date()),
      log,
    }).finally(() => catchUp.close());
    return { ...result, stamp, releaseDir, bundleSeconds, caughtUp: swap.caughtUp, removal: swap.removal };
  } catch (err) {
    void discardRelease(releaseDir);
    throw err;
  }
}
