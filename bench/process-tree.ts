/**
 * Peak memory of a process and everything it starts (Astro runs Vite, esbuild and workers): the
 * resident set sizes of the whole tree are summed from /proc every `intervalMs`, and the largest
 * sum is kept. Linux only; elsewhere the sampler reports undefined.
 */
import { readdirSync } from 'node:fs';
import { procStat, residentBytes } from '../shared/proc';

/** Parent pid of every live process. */
function parents(): Map<number, number> {
  const map = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // Field 4: the parent's pid.
      map.set(Number(name), Number(procStat(name)[1]));
    } catch {
      // The process ended while we looked.
    }
  }
  return map;
}

/** Summed RSS of `root` and its descendants, in bytes. */
export function treeRss(root: number): number {
  const map = parents();
  const tree = new Set([root]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, ppid] of map) if (!tree.has(pid) && tree.has(ppid)) (tree.add(pid), (grew = true));
  }
  let total = 0;
  for (const pid of tree) {
    try {
      total += residentBytes(pid);
    } catch {
      // Ended while we looked, or a kernel thread without memory of its own.
    }
  }
  return total;
}

/**
 * CPU time (user + system) a process has used so far, in seconds, or undefined without /proc.
 * /proc counts in clock ticks, 100 a second on Linux (USER_HZ).
 */
export function cpuSeconds(pid: number): number | undefined {
  try {
    // Fields 14 and 15: utime and stime.
    const fields = procStat(pid);
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

export interface PeakSampler {
  /** Stops sampling; the largest summed RSS seen, in bytes (undefined without /proc). */
  stop(): number | undefined;
}

export function samplePeakRss(root: number, intervalMs = 100): PeakSampler {
  let peak = 0;
  let available = true;
  const sample = () => {
    try {
      peak = Math.max(peak, treeRss(root));
    } catch {
      available = false;
    }
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      return available && peak > 0 ? peak : undefined;
    },
  };
}
