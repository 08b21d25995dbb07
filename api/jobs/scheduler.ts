/**
 * The self-hosted scheduler (DESIGN §1: in-process, croner): one Cron per job, in UTC. Every
 * instance runs the same timers; each firing claims the (job, slot) row first (./run-job.ts), so
 * with several instances each slot still runs once. Nothing starts at import time.
 */
import { Cron } from 'croner';
import { deleteJobRunsBefore, failAbandonedRuns, isJobEnabled } from '../../shared/db/queries/jobs';
import type { Db } from '../../shared/db/connect';
import { runJob } from './run-job';
import type { JobContext, JobDefinition } from './types';

/** A run still 'running' this long after it started is taken as abandoned (see failAbandonedRuns). */
export const ABANDONED_AFTER_MS = 6 * 60 * 60 * 1000;

const SWEEP_EVERY_MS = 60 * 60 * 1000;
/** How long the run history is kept (the admin shows recent runs; older ones are deleted hourly). */
export const RUN_HISTORY_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

const UTC = { timezone: 'UTC' } as const;

/**
 * The slot a firing belongs to: the scheduled time at or just before `firedAt` (timers fire a
 * few ms late, and a busy event loop may delay them by seconds), as an ISO minute
 * (`2026-11-21T03:00Z`), or with seconds for schedules with a seconds field (six fields). Two
 * instances firing the same schedule get the same slot.
 */
export function slotFor(schedule: string, firedAt: Date): string {
  const scheduled = new Cron(schedule, UTC).previousRuns(1, new Date(firedAt.getTime() + 1))[0] ?? firedAt;
  const iso = scheduled.toISOString();
  // The schedule's precision, not the time's: second 0 of a per-second schedule is still a second.
  return schedule.trim().split(/\s+/).length >= 6 ? `${iso.slice(0, 19)}Z` : `${iso.slice(0, 16)}Z`;
}

/** The next scheduled time after `from` (UTC), or null for a schedule with no future run. */
export function nextRunAfter(schedule: string, from: Date): Date | null {
  return new Cron(schedule, UTC).nextRun(from);
}

/**
 * Marks runs left 'running' by a stopped process (or a cut-off invocation) as failed once they are
 * clearly dead, and deletes finished runs past the kept history. Never throws (a failure is logged).
 * The scheduler calls it at start and at most hourly; a scheduled Netlify Function can call it too.
 */
export async function sweepJobRuns(db: Db, now: Date, log: (line: string) => void): Promise<void> {
  try {
    const abandoned = await failAbandonedRuns(db, new Date(now.getTime() - ABANDONED_AFTER_MS), now);
    if (abandoned > 0) log(`jobs: ${abandoned} run(s) left running by a stopped process marked failed`);
    await deleteJobRunsBefore(db, new Date(now.getTime() - RUN_HISTORY_KEPT_MS));
  } catch (err) {
    log(`jobs: could not sweep old runs: ${(err as Error).message}`);
  }
}

export interface SchedulerOptions {
  jobs: JobDefinition[];
  deps: JobContext;
}

export interface Scheduler {
  /** Stops every timer; runs already under way finish (await `idle()` to wait for them). */
  stop(): void;
  /** Resolves when no run started by this scheduler is still going. */
  idle(): Promise<void>;
}

/**
 * Starts one Cron per job. The enabled switch is read from the database at each firing rather
 * than when the timers are made: a switch flipped in the admin, on any instance, holds at the next
 * slot everywhere without a restart. Runs left 'running' by a crashed process are marked failed.
 */
export function createScheduler({ jobs, deps }: SchedulerOptions): Scheduler {
  const running = new Set<Promise<unknown>>();
  const track = (work: Promise<unknown>) => {
    running.add(work);
    void work.finally(() => running.delete(work));
  };

  // At start and then at most hourly (from any firing): a run cut off by a restart is marked
  // failed once it is clearly dead, whichever instance notices first, and old history is dropped.
  let lastSweep = 0;
  function sweep(): void {
    const now = deps.now();
    if (now.getTime() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now.getTime();
    track(sweepJobRuns(deps.db, now, deps.log));
  }
  sweep();

  async function fire(job: JobDefinition, firedAt: Date): Promise<void> {
    sweep();
    const slot = slotFor(job.schedule, firedAt);
    try {
      if (!(await isJobEnabled(deps.db, job.name))) return;
    } catch (err) {
      deps.log(`job ${job.name} [${slot}]: could not read its switch: ${(err as Error).message}`);
      return;
    }
    await runJob(deps, job, { slot, trigger: 'schedule' });
  }

  const timers = jobs.map(
    (job) =>
      new Cron(
        job.schedule,
        // protect: a run still going when its next slot comes (a slow price refresh) is not
        // doubled up in this process; another instance may still claim that slot.
        { ...UTC, protect: true },
        () => {
          const work = fire(job, new Date());
          track(work);
          return work;
        },
      ),
  );

  return {
    stop() {
      for (const timer of timers) timer.stop();
    },
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
