/**
 * Preloaded into a server by the benches (`NODE_OPTIONS=--require …/loop-probe.cjs`, see
 * loop-stalls.ts): a 10 ms timer notes every late tick of the main thread's event loop in
 * `$LOOP_PROBE_DIR/<pid>.log` as `<end, ms since the epoch> <delay ms>`, so a bench can tell how
 * long the server could not answer anyone during one phase of its run. Worker threads are left out.
 */
'use strict';
const { isMainThread } = require('node:worker_threads');
const { appendFileSync } = require('node:fs');
const { join } = require('node:path');

const dir = process.env.LOOP_PROBE_DIR;
if (dir && isMainThread) {
  const file = join(dir, `${process.pid}.log`);
  const every = 10;
  let last = performance.now();
  setInterval(() => {
    const now = performance.now();
    const late = now - last - every;
    last = now;
    // Synchronous and rare: only a delay worth reporting costs a write.
    if (late >= 20) appendFileSync(file, `${Date.now()} ${late.toFixed(1)}\n`);
  }, every).unref();
}
