/**
 * A reader of the public site for the load benches: asks for one page back to back while other work
 * runs, and summarises how long each answer took (what a visitor waits).
 */
import { quantile } from './edit-to-live';

/** Reads `path` back to back until `until` settles; returns each wait in ms. Any answer but 200 throws. */
export async function readBackToBack(base: string, path: string, until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.then(() => (done = true), () => (done = true));
  const waits: number[] = [];
  while (!done) {
    const started = performance.now();
    const res = await fetch(`${base}${path}`);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${path} answered ${res.status} during the bench`);
    waits.push(performance.now() - started);
  }
  return waits;
}

/** Count, p95 and max of a reader's waits. */
export function waitSummary(waits: number[]): { reads: number; p95: number; max: number } {
  const sorted = [...waits].sort((a, b) => a - b);
  return { reads: waits.length, p95: quantile(sorted, 0.95), max: sorted.at(-1) ?? 0 };
}
