/**
 * The parts of bench/RESULTS.md that outlive a partial run (`npm run bench -- --only x`): the
 * sections that were not run, their rows of the targets table, and their run times, all read back
 * from the previous file so the figures of every section stay next to the targets.
 */

/** One row of the targets table: what was promised, what was measured, and the verdict. */
export interface TargetRow {
  /** The `--only` name of the section that measures it. */
  section: string;
  target: string;
  measured: string;
  verdict: string;
}

export const TARGETS_HEADING = '## Targets';
const TARGETS_HEAD = '| target | measured | verdict | section |\n|---|---|---|---|';

/** The "## " section of `markdown` whose heading starts with `heading`, up to the next "## " heading. */
export function previousSection(markdown: string, heading: string): string | undefined {
  const lines = markdown.split('\n');
  const start = lines.findIndex((l) => l.startsWith(heading));
  if (start < 0) return undefined;
  const end = lines.findIndex((l, i) => i > start && l.startsWith('## '));
  return `${lines.slice(start, end < 0 ? undefined : end).join('\n').trimEnd()}\n`;
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function renderTargets(rows: TargetRow[]): string {
  return `${TARGETS_HEAD}\n${rows.map((r) => `| ${cell(r.target)} | ${cell(r.measured)} | ${cell(r.verdict)} | ${r.section} |`).join('\n')}`;
}

/** The rows of the targets table of a previous RESULTS.md (none when it has no such table). */
export function parseTargets(markdown: string): TargetRow[] {
  const table = previousSection(markdown, TARGETS_HEADING);
  if (!table) return [];
  const rows: TargetRow[] = [];
  for (const line of table.split('\n')) {
    if (!line.startsWith('| ') || line.startsWith('| target |')) continue;
    // Cells are split on pipes that are not escaped.
    const cells = line.slice(2, -2).split(/ \| /).map((c) => c.replace(/\\\|/g, '|'));
    if (cells.length !== 4) continue;
    const [target, measured, verdict, section] = cells as [string, string, string, string];
    rows.push({ section, target, measured, verdict });
  }
  return rows;
}

/** Fresh rows for the sections that ran, the previous rows for the others, in `order` of sections. */
export function mergeTargets(previous: TargetRow[], fresh: TargetRow[], ran: readonly string[], order: readonly string[]): TargetRow[] {
  return order.flatMap((section) => (ran.includes(section) ? fresh : previous).filter((r) => r.section === section));
}

export interface SectionTiming {
  seconds: number;
  loadAtStart: number;
  loadAtEnd: number;
  date: string;
}

/** The last line of every section: how long it took, when, and how busy the machine was. */
export function timingLine(t: SectionTiming): string {
  return `_Section run time: ${t.seconds.toFixed(0)} s (${(t.seconds / 60).toFixed(1)} min) on ${t.date}; 1-minute load average ${t.loadAtStart.toFixed(1)} at start, ${t.loadAtEnd.toFixed(1)} at end._`;
}

/** The seconds of the timing line of a section's markdown (undefined without one). */
export function parseTimingSeconds(markdown: string): number | undefined {
  const match = /_Section run time: (\d+) s /.exec(markdown);
  return match ? Number(match[1]) : undefined;
}
