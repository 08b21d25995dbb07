/**
 * Shapes of the jobs admin API (api/routes/admin/jobs.ts): the enabled switch payload and the run
 * and job answers the admin's /admin/cron page reads.
 */
import { z } from 'zod';

export const JOB_RUN_STATUSES = ['running', 'succeeded', 'skipped', 'failed'] as const;
export type JobRunStatus = (typeof JOB_RUN_STATUSES)[number];

/** `PUT /api/admin/jobs/{name}`: only the switch; unknown fields are refused, not ignored. */
export const jobUpdateSchema = z
  .object({ enabled: z.boolean({ error: 'enabled must be true or false' }) })
  .strict();
export type JobUpdate = z.infer<typeof jobUpdateSchema>;

/** One run of a job: one claimed time slot, or `manual:<iso time>` for "run now". */
export interface JobRun {
  id: number;
  job: string;
  slot: string;
  status: JobRunStatus;
  startedAt: string;
  finishedAt: string | null;
  durationMs: number | null;
  summary: string | null;
  error: string | null;
}

/** One job as the admin lists it. */
export interface JobItem {
  name: string;
  label: string;
  description: string;
  /** Cron expression, UTC. */
  schedule: string;
  enabled: boolean;
  /** The next scheduled time (ISO); null while the job is switched off. */
  nextRunAt: string | null;
  /** The newest runs, newest first. */
  lastRuns: JobRun[];
}
