/** Runs of one job on /admin/cron: start, how it was started, status badge, duration and summary. */
import type { JobRun } from '../../api/jobs';
import { formatDateTime } from '../../lib/datetime';
import { formatDuration, jobRunBadge, jobRunSummary } from './format';
import { ScrollTable } from './ScrollTable';
import { ToneBadge } from './ToneBadge';

const COLUMNS = ['Início', 'Origem', 'Status', 'Duração', 'Resumo'] as const;

/** "Executar agora" runs claim the slot `manual:<iso>`; the scheduler's slots are the due times. */
export function runOrigin(run: Pick<JobRun, 'slot'>): string {
  return run.slot.startsWith('manual:') ? 'Manual' : 'Agendada';
}

export function JobRunsTable({ runs, label }: { runs: JobRun[]; label: string }) {
  return (
    <ScrollTable label={label} columns={COLUMNS}>
      {runs.map((run) => (
        <tr key={run.id} data-run-id={run.id}>
          <td data-label="Início">{formatDateTime(run.startedAt)}</td>
          <td data-label="Origem">{runOrigin(run)}</td>
          <td data-label="Status">
            <ToneBadge {...jobRunBadge(run)} />
          </td>
          <td data-label="Duração">{run.status === 'running' ? 'em andamento' : formatDuration(run.durationMs)}</td>
          <td data-label="Resumo">
            {jobRunSummary(run)}
            {run.status === 'failed' && run.error && run.summary && run.error !== run.summary ? <div className="muted">{run.error}</div> : null}
          </td>
        </tr>
      ))}
    </ScrollTable>
  );
}
