/**
 * Runs one job for one time slot, at most once across every instance: the (job, slot) row in
 * job_runs is inserted first and only the instance whose insert succeeded runs the job. The row
 * then records how it went (succeeded, skipped or failed, duration, summary, error message).
 */
import { performance } from 'node:perf_hooks';
import type { JobRun } from '../../shared/schemas/jobs';
import { claimJobRun, finishJobRun } from '../../shared/db/queries/jobs';
import type { JobContext, JobDefinition, JobResult } from './types';

export interface RunOptions {
  /** The time slot: the scheduled minute (`2026-11-21T03:00Z`) or `manual:<iso time>`. */
  slot: string;
  /** Who started it ('schedule', 'admin:alice', 'cli'), for the log line. */
  trigger: string;
}

export interface StartedRun {
  /** The claimed row, status 'running'. */
  run: JobRun;
  /** Settles (never rejects) with the finished row. */
  done: Promise<JobRun>;
}

/** Longest summary or error message kept; a job pasting a whole response body stays readable. */
const MAX_TEXT = 2000;
const clip = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text);

/** A manual run's slot: unique per millisecond, so it never collides with a scheduled one. */
export function manualSlot(at: Date): string {
  return `manual:${at.toISOString()}`;
}

/**
 * Claims (job, slot) and starts the job without waiting for it. Null when the slot was already
 * claimed (by this or another instance) or the claim itself failed (logged). Never throws.
 */
export async function startJob(ctx: JobContext, job: JobDefinition, options: RunOptions): Promise<StartedRun | null> {
  let run: JobRun | null;
  try {
    run = await claimJobRun(ctx.db, { job: job.name, slot: options.slot, startedAt: ctx.now() });
  } catch (err) {
    ctx.log(`job ${job.name} [${options.slot}]: could not claim the slot: ${message(err)}`);
    return null;
  }
  if (!run) return null;
  // Scheduled runs log only their outcome: a job due every minute would double the lines.
  if (options.trigger !== 'schedule') ctx.log(`job ${job.name} [${options.slot}] started (${options.trigger})`);
  return { run, done: execute(ctx, job, run) };
}

/**
 * Runs `job` for `options.slot` if no one has claimed that slot yet, and waits for it. Returns the
 * finished run, or null when the slot was taken. Never throws: a job that throws is recorded as
 * 'failed' with its message.
 */
export async function runJob(ctx: JobContext, job: JobDefinition, options: RunOptions): Promise<JobRun | null> {
  const started = await startJob(ctx, job, options);
  return started ? started.done : null;
}

async function execute(ctx: JobContext, job: JobDefinition, run: JobRun): Promise<JobRun> {
  const t0 = performance.now();
  let result: JobResult;
  let error: string | null = null;
  try {
    result = await job.run(ctx);
  } catch (err) {
    error = clip(message(err));
    result = { status: 'failed', summary: clip(`falhou: ${error}`) };
  }
  const outcome = {
    status: result.status,
    finishedAt: ctx.now(),
    durationMs: performance.now() - t0,
    summary: clip(result.summary),
    error,
  };
  ctx.log(`job ${job.name} [${run.slot}] ${outcome.status} in ${Math.round(outcome.durationMs)} ms: ${outcome.summary}`);
  try {
    return await finishJobRun(ctx.db, run.id, outcome);
  } catch (err) {
    // The run happened; only its record is missing (the row stays 'running' until it is swept
    // as abandoned). Report it rather than losing the outcome.
    ctx.log(`job ${job.name} [${run.slot}]: could not record the outcome: ${message(err)}`);
    return { ...run, status: outcome.status, finishedAt: outcome.finishedAt.toISOString(), durationMs: Math.round(outcome.durationMs), summary: outcome.summary, error };
  }
}

function message(err: unknown): string {
  return err instanceof Error ? err.message || err.name : String(err);
}
