import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { JobRun } from '../../api/jobs';
import { JobRunsTable, runOrigin } from './JobRunsTable';

const run = (over: Partial<JobRun>): JobRun => ({
  id: 1,
  job: 'refresh-prices',
  slot: '2026-11-21T03:00:00.000Z',
  status: 'succeeded',
  startedAt: '2026-11-21T03:00:00.000Z',
  finishedAt: '2026-11-21T03:00:02.000Z',
  durationMs: 2000,
  summary: '12 prices updated',
  error: null,
  ...over,
});

describe('JobRunsTable', () => {
  it('shows "not configured" as a warning badge, not a failure', () => {
    const html = renderToStaticMarkup(<JobRunsTable label="Execuções" runs={[run({ id: 2, status: 'skipped', summary: 'not configured' })]} />);
    expect(html).toContain('badge-tone-warning');
    expect(html).toContain('Não configurado');
    expect(html).not.toContain('badge-tone-danger');
  });

  it('shows a failure with its error, and a running run without a duration', () => {
    const html = renderToStaticMarkup(
      <JobRunsTable
        label="Execuções"
        runs={[
          run({ id: 3, status: 'failed', summary: 'backup failed', error: 'disk full' }),
          run({ id: 4, status: 'running', slot: 'manual:2026-11-21T10:00:00.000Z', finishedAt: null, durationMs: null, summary: null }),
        ]}
      />,
    );
    expect(html).toContain('badge-tone-danger');
    expect(html).toContain('disk full');
    expect(html).toContain('em andamento');
    expect(html).toContain('Manual');
    expect(html).toContain('2,0 s');
  });

  it('tells manual runs from scheduled ones by their slot', () => {
    expect(runOrigin({ slot: 'manual:2026-11-21T10:00:00.000Z' })).toBe('Manual');
    expect(runOrigin({ slot: '2026-11-21T03:00:00.000Z' })).toBe('Agendada');
  });
});
