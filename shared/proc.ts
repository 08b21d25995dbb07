/**
 * What Linux's /proc says about a process (the build lock, the benchmarks' memory and CPU figures,
 * the fault tests' memory checks). Every reader throws where /proc has no such process.
 */
import { readFileSync } from 'node:fs';

/**
 * The fields of /proc/{pid}/stat from field 3 (state) on: they follow the command name, which is
 * in parentheses and may hold spaces. Field n of proc(5) is index n - 3.
 */
export function procStat(pid: number | string): string[] {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** Resident set size of process `pid` (VmRSS of /proc/{pid}/status), in bytes. */
export function residentBytes(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  if (!kb) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kb) * 1024;
}
