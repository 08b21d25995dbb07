import { describe, expect, it } from 'vitest';
import { mergeTargets, parseTargets, parseTimingSeconds, previousSection, renderTargets, timingLine, type TargetRow } from './results-file';

const rows: TargetRow[] = [
  { section: 'build', target: 'Full build < 90 s', measured: '103.6 s', verdict: 'missed by 13.6 s' },
  { section: 'api', target: '`/api/home-data` p99 < 50 ms', measured: '12 ms', verdict: 'met' },
  { section: 'pages', target: 'JS a | b', measured: 'x|y', verdict: '—' },
];

describe('RESULTS.md sections kept across partial runs', () => {
  const file = `# Benchmark results\n\n## Targets\n\n${renderTargets(rows)}\n\n## Seeding the demo corpus (\`npm run seed\`)\n\nseed text\n### sub\nmore\n\n${timingLine({ seconds: 75.4, loadAtStart: 1.2, loadAtEnd: 2, date: '2026-11-21 20:00 UTC' })}\n\n## Measured by hand\n\nkept\n`;

  it('finds a section by the start of its heading and ends it at the next "## " heading, not at a "###" one', () => {
    const seed = previousSection(file, '## Seeding the demo corpus')!;
    expect(seed.startsWith('## Seeding the demo corpus (`npm run seed`)')).toBe(true);
    expect(seed).toContain('### sub\nmore');
    expect(seed).not.toContain('Measured by hand');
    expect(previousSection(file, '## Page weight')).toBeUndefined();
  });

  it('reads back the targets it wrote, pipes inside cells included', () => {
    expect(parseTargets(file)).toEqual(rows);
    expect(parseTargets('# no table here\n')).toEqual([]);
  });

  it('takes fresh rows for the sections that ran and keeps the others, in section order', () => {
    const fresh: TargetRow[] = [{ section: 'build', target: 'Full build < 90 s', measured: '80.0 s', verdict: 'met' }];
    expect(mergeTargets(rows, fresh, ['build'], ['seed', 'build', 'api', 'pages'])).toEqual([fresh[0], rows[1], rows[2]]);
    // A section that ran and measured nothing loses its old rows rather than showing stale ones.
    expect(mergeTargets(rows, [], ['api'], ['build', 'api', 'pages'])).toEqual([rows[0], rows[2]]);
  });

  it('reads the run time back from the timing line of a kept section', () => {
    expect(parseTimingSeconds(previousSection(file, '## Seeding')!)).toBe(75);
    expect(parseTimingSeconds('## Old section\nno timing\n')).toBeUndefined();
  });
});
