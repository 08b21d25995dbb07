/**
 * The end of a full build: brings the new release up to date with what incremental publishes
 * wrote into the live one while it rendered, then swaps it in (issue 23). Without this, a save
 * published during a build of several minutes would be live for a while and then vanish when the
 * build's release, rendered from older data, replaced it.
 *
 * Every page written into the live release after the build's mark (./live-writes.ts) is rendered
 * again into the new release from the data as it is now. The first passes run while saves keep
 * publishing into the old release; the last one, as small as the saves of a few moments, runs under
 * the live lock together with the swap, so no write can land between them: a reader who saw a
 * save's page in the old release sees it (or a newer one) in the new. The pages render on a worker
 * thread (./renderer/off-thread.ts): the calling thread may be a server's (issue 29).
 */
import { liveWritesSince, type LiveWritesMark } from './live-writes';
import { activateRelease, type Activation } from './releases';
import type { OffThreadRenderer } from './renderer/off-thread';
import type { PageEntry } from './renderer/site-renderer';
import { withLiveLock } from './site-locks';

/** Pages left for the pass under the live lock: saves wait for it, so it stays short. */
const LAST_PASS_MAX = 30;
/** Passes outside the lock before the rest is done under it whatever its size. */
const PASSES_OUTSIDE = 3;

export interface CatchUpOptions {
  distDir: string;
  releaseDir: string;
  /** Where the live release's journal stood before the build read any data. */
  mark: LiveWritesMark;
  /** Renders pages of the build's bundle off this thread (its worker started only when there is something to catch up). */
  renderer: Pick<OffThreadRenderer, 'renderPages' | 'warm'>;
  /** The moment the pages render at (a save's render used the current time too). */
  now: () => Date;
  log?: (line: string) => void;
}

export interface SwapResult extends Activation {
  /** Paths rendered again into the new release before it went live. */
  caughtUp: string[];
}

/** Renders the journal's pages since `mark` into the new release, then makes it live (see above). */
export async function catchUpAndSwap({ distDir, releaseDir, mark, renderer, now, log = () => {} }: CatchUpOptions): Promise<SwapResult> {
  const caughtUp = new Set<string>();
  const render = async (pages: PageEntry[]) => {
    if (!pages.length) return;
    await renderer.renderPages(releaseDir, pages, now());
    pages.forEach((p) => caughtUp.add(p.path));
  };
  let cursor = mark;
  let carried: PageEntry[] = [];
  for (let pass = 0; pass < PASSES_OUTSIDE; pass++) {
    const { pages, next } = liveWritesSince(distDir, cursor);
    cursor = next;
    carried = merge(carried, pages);
    // Loaded before the live lock is taken: saves must not wait for a bundle to load.
    if (carried.length) await renderer.warm();
    if (carried.length <= LAST_PASS_MAX) break;
    await render(carried);
    carried = [];
  }
  const activation = await withLiveLock(distDir, async () => {
    await render(merge(carried, liveWritesSince(distDir, cursor).pages));
    return activateRelease(distDir, releaseDir);
  });
  if (caughtUp.size) log(`${caughtUp.size} page(s) published during the build rendered again before the swap`);
  return { ...activation, caughtUp: [...caughtUp] };
}

function merge(a: PageEntry[], b: PageEntry[]): PageEntry[] {
  const byPath = new Map(a.map((p) => [p.path, p]));
  for (const p of b) byPath.set(p.path, p);
  return [...byPath.values()];
}
