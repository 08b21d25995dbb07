/**
 * Typed hooks for `/api/admin/jobs` (issue 5: the scheduled jobs and their job_runs): the list
 * with next run and last runs, the enabled switch, "run now" and a job's run history. The answer
 * shapes are the API's own (shared/schemas/jobs.ts).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import type { JobItem, JobRun, JobRunStatus } from '../../../shared/schemas/jobs';
import type { ListPage } from './types';

export type { JobItem, JobRun, JobRunStatus };

export const JOBS_BASE = '/api/admin/jobs';

/** How often the list is asked again while a run is under way (one started from the screen too). */
export const JOB_RUN_POLL_MS = 1000;

const jobPath = (name: string) => `${JOBS_BASE}/${encodeURIComponent(name)}`;

/** A job's run that has not finished (a scheduled one, or one started from the screen). */
export function isRunActive(run: Pick<JobRun, 'status'> | undefined): boolean {
  return run?.status === 'running';
}

/** Every job; asked again every second while one of them shows a run under way. */
export function useJobs() {
  return useQuery({
    queryKey: [JOBS_BASE],
    queryFn: ({ signal }) => apiRequest<{ items: JobItem[] }>('GET', JOBS_BASE, undefined, { signal }),
    refetchInterval: (query) => (query.state.data?.items.some((job) => job.lastRuns.some(isRunActive)) ? JOB_RUN_POLL_MS : false),
  });
}

/** A page of one job's runs, newest first (read while `enabled`). */
export function useJobRuns(name: string, params: { limit: number; offset: number }, enabled = true) {
  return useQuery({
    queryKey: [JOBS_BASE, name, 'runs', params],
    queryFn: ({ signal }) => apiRequest<ListPage<JobRun>>('GET', `${jobPath(name)}/runs`, params, { signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** PUT /api/admin/jobs/{name} `{enabled}`; the answer replaces the job in the cached list. */
export function useSetJobEnabled() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ name, enabled }: { name: string; enabled: boolean }) => (await apiRequest<JobItem>('PUT', jobPath(name), { enabled }))!,
    onSuccess: (job) => {
      client.setQueryData<{ items: JobItem[] } | null>([JOBS_BASE], (list) =>
        list ? { items: list.items.map((item) => (item.name === job.name ? job : item)) } : list,
      );
    },
  });
}

/** POST /api/admin/jobs/{name}/run: the run starts in the background; its row comes back at once. */
export function useRunJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => (await apiRequest<{ run: JobRun }>('POST', `${jobPath(name)}/run`, {}))!.run,
    onSuccess: () => client.invalidateQueries({ queryKey: [JOBS_BASE] }),
  });
}
