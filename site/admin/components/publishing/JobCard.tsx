/**
 * One scheduled job on /admin/cron: what it does, its schedule (cron text and a pt-BR reading),
 * next run, the enabled switch, "Executar agora" (followed in the polled list until the run ends,
 * with a toast) and its last runs, with the full paged history on demand.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { JOBS_BASE, isRunActive, useJobRuns, useRunJob, useSetJobEnabled, type JobItem } from '../../api/jobs';
import { formatDateTime } from '../../lib/datetime';
import { Pagination } from '../Pagination';
import { QueryStatus } from '../QueryStatus';
import { useToast } from '../Toaster';
import { cronHint } from './cron-hint';
import { EnabledSwitch } from './EnabledSwitch';
import { errorToast } from './error-toast';
import { formatDuration, jobRunBadge, jobRunSummary } from './format';
import { JobRunsTable } from './JobRunsTable';
import { ToneBadge } from './ToneBadge';

const HISTORY_PAGE = 20;

function JobHistory({ name, label }: { name: string; label: string }) {
  const [offset, setOffset] = useState(0);
  const runs = useJobRuns(name, { limit: HISTORY_PAGE, offset });
  return (
    <>
      <QueryStatus query={runs} errorTitle={`Falha ao buscar as execuções de ${label}`} empty="Nenhuma execução registrada." />
      {runs.data && runs.data.items.length > 0 ? <JobRunsTable runs={runs.data.items} label={`Todas as execuções de ${label}`} /> : null}
      {runs.data ? <Pagination total={runs.data.total} limit={HISTORY_PAGE} offset={offset} onChange={setOffset} /> : null}
    </>
  );
}

export function JobCard({ job }: { job: JobItem }) {
  const client = useQueryClient();
  const toast = useToast();
  const setEnabled = useSetJobEnabled();
  const runJob = useRunJob();
  const [runId, setRunId] = useState<number | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  // The run started here is the newest, so it is among the last runs, which useJobs reads again
  // every second while one of them is under way: no second poll of the runs list.
  const watched = runId === null ? undefined : job.lastRuns.find((run) => run.id === runId);
  const hint = cronHint(job.schedule);
  const headingId = `job-${job.name}`;
  const running = runJob.isPending || runId !== null || job.lastRuns.some(isRunActive);

  // The run started here has finished: say how, and read the job's full history again if it is open.
  useEffect(() => {
    if (!watched || isRunActive(watched)) return;
    const badge = jobRunBadge(watched);
    toast({
      variant: watched.status === 'failed' ? 'error' : watched.status === 'succeeded' ? 'success' : 'info',
      title: `${job.label}: ${badge.label.toLowerCase()}`,
      description: `${jobRunSummary(watched)} (${formatDuration(watched.durationMs)})`,
    });
    setRunId(null);
    void client.invalidateQueries({ queryKey: [JOBS_BASE, job.name, 'runs'] });
  }, [watched, job.name, job.label, toast, client]);

  const onToggle = (enabled: boolean) =>
    setEnabled.mutate(
      { name: job.name, enabled },
      {
        onSuccess: (item) =>
          toast({
            variant: 'success',
            title: enabled ? `${job.label}: ativada` : `${job.label}: desativada`,
            description: enabled ? `Próxima execução: ${formatDateTime(item.nextRunAt)}.` : 'Não será executada automaticamente; "Executar agora" continua disponível.',
          }),
        onError: (error) => toast(errorToast(error, `Não foi possível ${enabled ? 'ativar' : 'desativar'} ${job.label}`)),
      },
    );

  const onRun = () =>
    runJob.mutate(job.name, {
      onSuccess: (run) => setRunId(run.id),
      onError: (error) => toast(errorToast(error, `Não foi possível executar ${job.label}`)),
    });

  return (
    <section className="card job-card" aria-labelledby={headingId} data-job={job.name}>
      <div className="job-card-head">
        <div>
          <h2 id={headingId}>{job.label}</h2>
          <p className="lead">{job.description}</p>
        </div>
        <div className="card-actions">
          <EnabledSwitch label="Execução automática" checked={job.enabled} disabled={setEnabled.isPending} onChange={onToggle} />
          <button type="button" className="btn btn-secondary" onClick={onRun} disabled={running}>
            {running ? 'Executando...' : 'Executar agora'}
            <span className="sr-only"> {job.label}</span>
          </button>
        </div>
      </div>
      <dl className="facts">
        <dt>Agenda</dt>
        <dd>
          <code>{job.schedule}</code>
          {hint ? <span className="muted"> — {hint}</span> : null}
        </dd>
        <dt>Próxima execução</dt>
        <dd>{job.enabled ? formatDateTime(job.nextRunAt) : 'Desativada'}</dd>
        <dt>Última execução</dt>
        <dd>{job.lastRuns[0] ? <ToneBadge {...jobRunBadge(job.lastRuns[0])} /> : 'Nunca executada'}</dd>
      </dl>
      {/* Without runs, "Nunca executada" above says it all. */}
      {job.lastRuns.length > 0 ? (
        <>
          <JobRunsTable runs={job.lastRuns} label={`Últimas execuções de ${job.label}`} />
          <button type="button" className="btn btn-secondary btn-small" aria-expanded={historyOpen} onClick={() => setHistoryOpen(!historyOpen)}>
            {historyOpen ? 'Ocultar histórico' : 'Ver todas as execuções'}
          </button>
          {historyOpen ? <JobHistory name={job.name} label={job.label} /> : null}
        </>
      ) : null}
    </section>
  );
}
