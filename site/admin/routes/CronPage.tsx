/**
 * /admin/cron (issue 5): the scheduled jobs (nightly regeneration, scheduled publishing, prices,
 * link check, cleanup, backup), each with its schedule, enabled switch, next run, last runs and
 * "Executar agora".
 */
import { useJobs } from '../api/jobs';
import { PageHeader } from '../components/PageHeader';
import { JobCard } from '../components/publishing/JobCard';
import { QueryStatus } from '../components/QueryStatus';

export function CronPage() {
  const jobs = useJobs();
  return (
    <>
      <PageHeader title="Tarefas agendadas" />
      <p className="lead">Horários em UTC. Cada horário roda no máximo uma vez, mesmo com vários servidores; "Executar agora" roda fora do horário sem mudar a agenda.</p>
      <QueryStatus query={jobs} errorTitle="Falha ao buscar as tarefas agendadas" empty="Nenhuma tarefa registrada." />
      <div className="card-list">
        {(jobs.data?.items ?? []).map((job) => (
          <JobCard key={job.name} job={job} />
        ))}
      </div>
    </>
  );
}
