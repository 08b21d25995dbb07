/**
 * Preloaded into a server by the benches (`NODE_OPTIONS=--require …/loop-probe.cjs`, see
 * loop-stalls.ts): a 10 ms timer notes every late tick of the main thread's event loop in
 * `$LOOP_PROBE_DIR/<pid>.log` as `<end, ms since the epoch> <delay ms> <held ms>`, so a bench can
 * tell how long the server could not answer anyone during one phase of its run. "Held" is the
 * delay less the time the thread waited for a CPU meanwhile (/proc/self/schedstat, as
 * api/publish/testing.ts's probe): the server's own work, whatever else loads the machine.
 * Worker threads are left out.
 */
'use strict';
const { isMainThread } = require('node:worker_threads');
const { appendFileSync, readFileSync } = require('node:fs');
const { join } = require('node:path');

const dir = process.env.LOOP_PROBE_DIR;
if (dir && isMainThread) {
  const file = join(dir, `${process.pid}.log`);
  const every = 10;
  const queuedMs = () => {
    try {
      return Number(readFileSync('/proc/self/schedstat', 'utf8').split(' ')[1]) / 1e6;
    } catch {
      return 0;
    }
  };
  let last = performance.now();
  let lastQueued = queuedMs();
  setInterval(() => {
    const now = performance.now();
    const queued = queuedMs();
    const late = now - last - every;
    const held = late - (queued - lastQueued);
    last = now;
    lastQueued = queued;
    // Synchronous and rare: only a delay worth reporting costs a write.
    if (late >= 20) appendFileSync(file, `${Date.now()} ${late.toFixed(1)} ${held.toFixed(1)}\n`);
  }, every).unref();
}
