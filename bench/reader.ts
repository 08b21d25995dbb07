/**
 * A reader of the public site for the load benches: asks for one page while other work runs, and
 * summarises how long each answer took (what a visitor waits).
 */
import { quantile } from './edit-to-live';

/** One answer: how long it took (ms) and when it was asked (epoch ms). */
export interface Read {
  ms: number;
  startedAt: number;
}

/**
 * Reads `url` until `stop()` is true (and at least once), `everyMs` apart (0: back to back). A
 * kept-alive connection the server closed as the request left (its 5 s idle limit, when this
 * process itself was stalled on a loaded machine) is retried once, as a browser does; the wait
 * counts both tries. An answer that is not a success throws.
 */
export async function readWhile(url: string, stop: () => boolean, everyMs = 0): Promise<Read[]> {
  const reads: Read[] = [];
  do {
    const startedAt = Date.now();
    const t0 = performance.now();
    const res = await fetch(url).catch(() => fetch(url));
    await res.arrayBuffer();
    reads.push({ ms: performance.now() - t0, startedAt });
    if (!res.ok) throw new Error(`reader: ${url} answered ${res.status} during the bench`);
    if (everyMs) await new Promise((r) => setTimeout(r, everyMs));
  } while (!stop());
  return reads;
}

/** A `stop` for `readWhile`: true once `work` has settled (either way). */
export function settled(work: Promise<unknown>): () => boolean {
  let done = false;
  void work.then(() => (done = true), () => (done = true));
  return () => done;
}

/** Count, p95, p99 and max of a reader's waits. */
export function waitSummary(reads: readonly Read[]): { reads: number; p95: number; p99: number; max: number } {
  const sorted = reads.map((r) => r.ms).sort((a, b) => a - b);
  return { reads: reads.length, p95: quantile(sorted, 0.95), p99: quantile(sorted, 0.99), max: sorted.at(-1) ?? 0 };
}
