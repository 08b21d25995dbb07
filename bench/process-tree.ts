/**
 * Peak memory of a process and everything it starts (Astro runs Vite, esbuild and workers): the
 * resident set sizes of the whole tree are summed from /proc every `intervalMs`, and the largest
 * sum is kept. Linux only; elsewhere the sampler reports undefined.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Parent pid of every live process. */
function parents(): Map<number, number> {
  const map = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // Field 4 (ppid) follows the command, which is in parentheses and may contain spaces.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      map.set(Number(name), ppid);
    } catch {
      // The process ended while we looked.
    }
  }
  return map;
}

function rssBytes(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
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
  for (const pid of tree) total += rssBytes(pid);
  return total;
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
