/** Test helpers of the publisher's tests. */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { withBuildLock } from './build-site';
import { ensureRendererBundle } from './renderer/bundle';
import { loadSiteRenderer, type SiteRenderer } from './renderer/site-renderer';

/** The renderer of this checkout's sources (its bundle built first if stale), as the server loads it. */
export async function loadTestRenderer(): Promise<SiteRenderer> {
  return loadSiteRenderer((await withBuildLock(process.cwd(), () => ensureRendererBundle({ root: process.cwd() }))).dir);
}

/** Site files (HTML, XML, text) under `dir`, relative, at any depth; the build's own stamp left out. */
function siteFiles(dir: string, root = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return siteFiles(path, root);
    return /\.(html|xml|txt)$/.test(e.name) ? [relative(root, path)] : [];
  });
}

/** The site files that differ between two built sites, or exist in only one of them. */
export function differingPages(a: string, b: string): string[] {
  const [filesA, filesB] = [new Set(siteFiles(a)), new Set(siteFiles(b))];
  return [...new Set([...filesA, ...filesB])].filter((f) => !filesA.has(f) || !filesB.has(f) || readFileSync(join(a, f), 'utf8') !== readFileSync(join(b, f), 'utf8')).sort();
}

export interface StallFigure {
  /** Longest time a 10 ms timer fired late: what a request arriving then waited at most. */
  longestMs: number;
  /**
   * The same, less the time this thread waited for a CPU meanwhile (the run queue of
   * /proc/self/schedstat): how long the event loop was held by this process's own work (code, GC,
   * synchronous I/O), whatever the machine's other load. Equal to `longestMs` on a quiet machine.
   */
  heldMs: number;
}

/** Run-queue wait so far of the main thread of process `pid` (default this one), in ms (0 where /proc cannot tell). */
export function runQueueMs(pid: number | 'self' = 'self'): number {
  try {
    return Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[1]) / 1e6;
  } catch {
    return 0;
  }
}

/** Starts timing the turns of this thread's event loop; `stop()` gives the longest stalls seen. */
export function startStallProbe(intervalMs = 10): { stop(): StallFigure } {
  let last = performance.now();
  let lastQueued = runQueueMs();
  const figure: StallFigure = { longestMs: 0, heldMs: 0 };
  const timer = setInterval(() => {
    const now = performance.now();
    const queued = runQueueMs();
    const late = now - last - intervalMs;
    figure.longestMs = Math.max(figure.longestMs, late);
    figure.heldMs = Math.max(figure.heldMs, late - (queued - lastQueued));
    last = now;
    lastQueued = queued;
  }, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      return figure;
    },
  };
}
