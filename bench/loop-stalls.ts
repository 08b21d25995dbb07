/**
 * How long a server's event loop stalled during one phase of a bench (./loop-probe.cjs notes its
 * late ticks). A stall is time nobody's request could be answered, whatever the reader measured.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The environment that makes a started server note its stalls in `dir`. */
export function loopProbeEnv(dir: string): Record<string, string> {
  const probe = fileURLToPath(new URL('./loop-probe.cjs', import.meta.url));
  return { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require ${probe}`.trim(), LOOP_PROBE_DIR: dir };
}

export interface LoopStalls {
  /** The longest delay of the event loop that overlapped the phase, in ms (0 when none reached 20 ms). */
  longest: number;
  /** Delays of 100 ms or more in the phase. */
  over100: number;
}

/** The stalls of process `pid` that overlapped the wall-clock phase [from, to] (ms since the epoch). */
export function loopStallsBetween(dir: string, pid: number, from: number, to: number): LoopStalls {
  let text = '';
  try {
    text = readFileSync(join(dir, `${pid}.log`), 'utf8');
  } catch {
    // No file: no tick was ever 20 ms late.
  }
  const delays = text
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split(' ').map(Number) as [number, number])
    .filter(([end, delay]) => end >= from && end - delay <= to)
    .map(([, delay]) => delay);
  return { longest: Math.max(0, ...delays), over100: delays.filter((d) => d >= 100).length };
}
