/**
 * Background job bookkeeping: the runs (`job_runs`, one row per job and time slot) and each job's
 * enabled switch (`job_settings`, migration 0002). The unique (job, slot) constraint is the lock
 * that keeps several instances from running the same slot: whoever inserts first runs it.
 */
import type { Selectable } from 'kysely';
import type { Paged } from '../../schemas/admin';
import type { JobRun, JobRunStatus } from '../../schemas/jobs';
import type { Db } from '../connect';
import type { JobRunsTable } from '../schema';
import { uniqueViolationColumns } from './admin/errors';
import { fetchPage } from './admin/paging';

function toJobRun(row: Selectable<JobRunsTable>): JobRun {
  return {
    id: row.id,
    job: row.job,
    slot: row.slot,
    status: row.status as JobRunStatus,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    durationMs: row.duration_ms,
    summary: row.summary,
    error: row.error,
  };
}

/**
 * Inserts a 'running' row for (job, slot). Returns it, or null when the slot is already taken
 * (by this or another instance): a unique violation on either dialect means "someone else has it".
 */
export async function claimJobRun(db: Db, claim: { job: string; slot: string; startedAt: Date }): Promise<JobRun | null> {
  try {
    const row = await db.kysely
      .insertInto('job_runs')
      .values({ job: claim.job, slot: claim.slot, status: 'running', started_at: claim.startedAt.toISOString() })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toJobRun(row);
  } catch (err) {
    if (uniqueViolationColumns(err) !== undefined) return null;
    throw err;
  }
}

export interface JobRunOutcome {
  status: Exclude<JobRunStatus, 'running'>;
  finishedAt: Date;
  durationMs: number;
  summary: string | null;
  error: string | null;
}

/** Records how a claimed run ended; returns the row as stored. */
export async function finishJobRun(db: Db, id: number, outcome: JobRunOutcome): Promise<JobRun> {
  const row = await db.kysely
    .updateTable('job_runs')
    .set({
      status: outcome.status,
      finished_at: outcome.finishedAt.toISOString(),
      duration_ms: Math.round(outcome.durationMs),
      summary: outcome.summary,
      error: outcome.error,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toJobRun(row);
}

/** Set on runs that were still 'running' when their process went away. */
export const ABANDONED_RUN_ERROR = 'abandoned: still running long after it started (the process stopped or hung)';

/**
 * Marks runs still 'running' that started before `startedBefore` as failed, so the history does
 * not show a crashed run as running forever. Their slot stays taken (that slot is not run again);
 * the next slot, or a manual run (slot `manual:<time>`), runs normally. Returns how many.
 */
export async function failAbandonedRuns(db: Db, startedBefore: Date, at: Date): Promise<number> {
  const result = await db.kysely
    .updateTable('job_runs')
    .set({ status: 'failed', finished_at: at.toISOString(), error: ABANDONED_RUN_ERROR })
    .where('status', '=', 'running')
    .where('started_at', '<', startedBefore.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Deletes finished runs that started before `before` (the history is for recent weeks; a job
 * running every minute adds 1,440 rows a day). Runs still 'running' are left to failAbandonedRuns.
 */
export async function deleteJobRunsBefore(db: Db, before: Date): Promise<number> {
  const result = await db.kysely
    .deleteFrom('job_runs')
    .where('started_at', '<', before.toISOString())
    .where('status', '!=', 'running')
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

const runsOf = (db: Db, job: string) => db.kysely.selectFrom('job_runs').where('job', '=', job);

/** A page of one job's runs, newest first (`id` breaks ties of runs started in the same millisecond). */
const runsPage = (db: Db, job: string, q: { limit: number; offset: number }) =>
  runsOf(db, job).selectAll().orderBy('started_at', 'desc').orderBy('id', 'desc').limit(q.limit).offset(q.offset).execute();

/** One job's runs, newest first, with the total. */
export async function listJobRuns(db: Db, job: string, q: { limit: number; offset: number }): Promise<Paged<JobRun>> {
  return fetchPage(q, runsOf(db, job), runsPage(db, job, q), toJobRun);
}

/** The newest `perJob` runs of each named job (a handful of jobs: one small indexed query each, no count). */
export async function latestJobRuns(db: Db, jobs: string[], perJob: number): Promise<Map<string, JobRun[]>> {
  const lists = await Promise.all(jobs.map((job) => runsPage(db, job, { limit: perJob, offset: 0 })));
  return new Map(jobs.map((job, i) => [job, lists[i]!.map(toJobRun)]));
}

/** One run by id (the admin and tests follow a run started in the background). */
export async function getJobRun(db: Db, id: number): Promise<JobRun | undefined> {
  const row = await db.kysely.selectFrom('job_runs').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toJobRun(row);
}

/** The enabled switch of every job that has one; a job without a row is enabled. */
export async function jobSwitches(db: Db): Promise<Map<string, boolean>> {
  const rows = await db.kysely.selectFrom('job_settings').select(['name', 'enabled']).execute();
  return new Map(rows.map((r) => [r.name, Number(r.enabled) === 1]));
}

/** Whether `job` may run on schedule (default: yes). */
export async function isJobEnabled(db: Db, job: string): Promise<boolean> {
  const row = await db.kysely.selectFrom('job_settings').select('enabled').where('name', '=', job).executeTakeFirst();
  return row === undefined || Number(row.enabled) === 1;
}

/** Switches a job on or off (insert or update, one statement on both dialects). */
export async function setJobEnabled(db: Db, job: string, enabled: boolean, at: Date): Promise<void> {
  const values = { enabled: enabled ? 1 : 0, updated_at: at.toISOString() };
  await db.kysely
    .insertInto('job_settings')
    .values({ name: job, ...values })
    .onConflict((oc) => oc.column('name').doUpdateSet(values))
    .execute();
}
