/**
 * How long a server's event loop stalled during one phase of a bench (./loop-probe.cjs notes its
 * late ticks). A stall is time nobody's request could be answered, whatever the reader measured.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { procStat } from '../shared/proc';

/** The environment that makes a started server note its stalls in `dir`. */
export function loopProbeEnv(dir: string): Record<string, string> {
  const probe = fileURLToPath(new URL('./loop-probe.cjs', import.meta.url));
  return { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require ${probe}`.trim(), LOOP_PROBE_DIR: dir };
}

export interface LoopStalls {
  /** The longest delay of the event loop that overlapped the phase, in ms (0 when none reached 20 ms). */
  longest: number;
  /** The longest of those delays less the server's wait for a CPU meanwhile: its own work. */
  held: number;
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
    .map((line) => line.split(' ').map(Number) as [number, number, number])
    .filter(([end, delay]) => end >= from && end - delay <= to);
  return {
    longest: Math.max(0, ...delays.map(([, delay]) => delay)),
    held: Math.max(0, ...delays.map(([, , held]) => held)),
    over100: delays.filter(([, delay]) => delay >= 100).length,
  };
}

/** CPU time used so far by the main thread of process `pid` (user + system, /proc/{pid}/task/{pid}/stat), in ms. */
export function mainThreadCpuMs(pid: number): number {
  const fields = procStat(`${pid}/task/${pid}`);
  // utime and stime, fields 14 and 15 of proc(5), in clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
