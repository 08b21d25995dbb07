/**
 * Scheduled Netlify Functions (DESIGN §1: they replace the in-process croner scheduler in the
 * scaled-out mode). netlify/functions/job-<name>.mts, generated from api/jobs/registry.ts, carries
 * the job's cron schedule as its `config.schedule`; Netlify invokes it then, and this handler runs
 * the job for that slot through the same runJob as the self-hosted scheduler: the enabled switch
 * is read first, the slot is the scheduled minute (slotFor), and the (job, slot) claim in job_runs
 * keeps a retried or doubled invocation from running the job twice. Like the scheduler at its
 * start, the first invocation of an instance sweeps job_runs (sweepJobRuns): runs abandoned by a
 * stopped one are marked failed (a scheduled function is cut off after 30 s and cannot record its
 * own end), and history past the kept 30 days is deleted.
 */
import { isJobEnabled } from '../shared/db/queries/jobs';
import { jobContext } from './jobs/context';
import { allJobs } from './jobs/registry';
import { runJob } from './jobs/run-job';
import { slotFor, sweepJobRuns } from './jobs/scheduler';
import type { JobDefinition } from './jobs/types';
import { lazyRuntime, openRuntime, unavailableResponse, type NetlifyRuntimeOptions } from './netlify';

export interface ScheduledJobOptions extends NetlifyRuntimeOptions {
  /** Default: allJobs(). */
  jobs?: JobDefinition[];
}

/** What the invocation did (Netlify ignores the body; it is for the function log and tests). */
export interface ScheduledJobAnswer {
  job: string;
  slot: string;
  /** 'disabled' when the admin switched it off; 'taken' when another invocation has the slot. */
  outcome: 'ran' | 'disabled' | 'taken';
  run: Awaited<ReturnType<typeof runJob>>;
}

/** The handler of the scheduled function for job `name`. Reads nothing at creation time. */
export function createScheduledJobHandler(name: string, options: ScheduledJobOptions = {}) {
  const runtime = lazyRuntime(options);
  let swept = false;
  const fn = async (_req?: Request): Promise<Response> => {
    const job = (options.jobs ?? allJobs()).find((j) => j.name === name);
    if (!job) {
      runtime.log(`scheduled function: no job named ${name} (regenerate with npx tsx content-scripts/netlify-toml.ts)`);
      return Response.json({ error: 'not_found', message: `No job named ${name}` }, { status: 404 });
    }
    const open = openRuntime(runtime);
    if (open instanceof Response) return open;
    const now = options.now ?? (() => new Date());
    const slot = slotFor(job.schedule, now());
    const answer = (outcome: ScheduledJobAnswer['outcome'], run: ScheduledJobAnswer['run'] = null) =>
      Response.json({ job: name, slot, outcome, run } satisfies ScheduledJobAnswer);
    try {
      if (!(await isJobEnabled(open.db, name))) {
        runtime.log(`job ${name} [${slot}]: switched off in the admin, not run`);
        return answer('disabled');
      }
    } catch (err) {
      runtime.log(`job ${name} [${slot}]: could not read its switch: ${(err as Error).message}`);
      return unavailableResponse('The database is not reachable right now');
    }
    if (!swept) {
      swept = true;
      await sweepJobRuns(open.db, now(), (line) => runtime.log(line));
    }
    const ctx = jobContext({ db: open.db, now, publisher: open.publisher, log: (line) => runtime.log(line) }, { env: open.env, fetch: options.fetch });
    const run = await runJob(ctx, job, { slot, trigger: 'netlify-schedule' });
    return answer(run ? 'ran' : 'taken', run);
  };
  return Object.assign(fn, { close: () => runtime.close() });
}
