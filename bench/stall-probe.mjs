/**
 * Event-loop stalls of a process, for the load benches (issue 29): tells a reader's long wait caused
 * by the server's own thread (its event loop held, or a long garbage collection) from one caused
 * elsewhere (disk, the thread pool, the bench process itself). Plain ESM so that it can be
 * preloaded into the server with NODE_OPTIONS="--import …/stall-probe.mjs" before tsx is loaded.
 */
import { PerformanceObserver } from 'node:perf_hooks';
import { isMainThread } from 'node:worker_threads';

/**
 * Calls `onStall` for every stretch longer than `overMs` in which a timer due every `everyMs` could
 * not run, and for every garbage collection longer than `overMs`. `endedAt` is epoch ms.
 * @param {(stall: { ms: number; endedAt: number; gc: boolean }) => void} onStall
 * @returns {() => void} stops watching
 */
export function watchStalls(onStall, { everyMs = 5, overMs = 50 } = {}) {
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    const late = now - last - everyMs;
    last = now;
    if (late > overMs) onStall({ ms: late, endedAt: performance.timeOrigin + now, gc: false });
  }, everyMs);
  timer.unref();
  const gc = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.duration > overMs) onStall({ ms: e.duration, endedAt: performance.timeOrigin + e.startTime + e.duration, gc: true });
  });
  gc.observe({ entryTypes: ['gc'] });
  return () => {
    clearInterval(timer);
    gc.disconnect();
  };
}

/** The line a preloaded probe prints for each stall, and its reader. */
const LINE = /^\[stall\] (\d+) ms( gc)? ending at (\d+)/gm;

/** Every stall line in a process's output. @param {string} output */
export function stallsIn(output) {
  return [...output.matchAll(LINE)].map((m) => ({ ms: Number(m[1]), gc: Boolean(m[2]), endedAt: Number(m[3]) }));
}

// Preloaded into a server (BENCH_STALL_PROBE=1): its main thread reports on stderr.
if (process.env.BENCH_STALL_PROBE && isMainThread) {
  // The monotonic µs too: a --cpu-prof profile's sample times are on that clock.
  watchStalls((s) => process.stderr.write(`[stall] ${Math.round(s.ms)} ms${s.gc ? ' gc' : ''} ending at ${Math.round(s.endedAt)} (monotonic ${Math.round((s.endedAt - performance.timeOrigin) * 1000 + Number(process.hrtime.bigint() / 1000n) - performance.now() * 1000)} µs)\n`));
}
