/**
 * /api/admin/jobs: the background jobs (api/jobs) for the admin's /admin/cron page.
 *
 *   GET  /jobs                 → `{ items: JobItem[] }` (schedule, enabled, nextRunAt, the 5 newest runs)
 *   GET  /jobs/{name}          → the JobItem
 *   PUT  /jobs/{name}          body `{ enabled: boolean }` → the JobItem; held in job_settings, so it
 *                              applies to every instance from its next slot
 *   POST /jobs/{name}/run      → 202 `{ run: JobRun }`: runs now in the background (slot
 *                              `manual:<iso time>`), also when the job is switched off (an admin
 *                              asked for it explicitly); poll the runs list for the outcome
 *   GET  /jobs/{name}/runs     `?limit&offset` → `{ items: JobRun[], total, limit, offset }`, newest first
 *
 * Unknown job → 404; a bad body or query → 400 naming the field; other methods → 405.
 */
import { recordEvent } from '../../audit/account-events';
import { Hono } from 'hono';
import { insertAudit } from '../../../shared/db/queries/admin/audit-log';
import { isJobEnabled, jobSwitches, latestJobRuns, listJobRuns, setJobEnabled } from '../../../shared/db/queries/jobs';
import { plainListQuerySchema } from '../../../shared/schemas/admin';
import { jobUpdateSchema, type JobItem } from '../../../shared/schemas/jobs';
import type { AdminEnv } from '../../auth/require-admin';
import type { AppDeps } from '../../deps';
import { ApiError, methodNotAllowed, notFound } from '../../http/errors';
import { jobContext, jobDefinitions } from '../../jobs/context';
import { manualSlot, startJob } from '../../jobs/run-job';
import { nextRunAfter } from '../../jobs/scheduler';
import type { JobDefinition } from '../../jobs/types';
import { readBody, readQuery } from './http';

/** Runs shown with each job in the list. */
export const LAST_RUNS_SHOWN = 5;

/** The jobs routes; mounted by ./index.ts behind the session gate. */
export function jobRoutes(deps: AppDeps) {
  const app = new Hono<AdminEnv>();
  const jobs = jobDefinitions(deps.jobs);
  const log = (line: string) => (deps.log ?? console.log)(line);

  const find = (name: string): JobDefinition => {
    const job = jobs.find((j) => j.name === name);
    if (!job) throw notFound(`No job named '${name}'`);
    return job;
  };

  async function items(selected: JobDefinition[]): Promise<JobItem[]> {
    const now = deps.now();
    const [switches, runs] = await Promise.all([jobSwitches(deps.db), latestJobRuns(deps.db, selected.map((j) => j.name), LAST_RUNS_SHOWN)]);
    return selected.map((job) => {
      const enabled = switches.get(job.name) ?? true;
      return {
        name: job.name,
        label: job.label,
        description: job.description,
        schedule: job.schedule,
        enabled,
        nextRunAt: enabled ? nextRunAfter(job.schedule, now)?.toISOString() ?? null : null,
        lastRuns: runs.get(job.name) ?? [],
      };
    });
  }

  app.get('/jobs', async (c) => c.json({ items: await items(jobs) }));

  app.get('/jobs/:name', async (c) => c.json((await items([find(c.req.param('name'))]))[0]));

  app.put('/jobs/:name', async (c) => {
    const job = find(c.req.param('name'));
    const { enabled } = await readBody(c, jobUpdateSchema);
    const at = deps.now();
    // The switch and its audit entry (who turned which job on or off) commit together.
    await deps.db.kysely.transaction().execute(async (trx) => {
      const tx = { ...deps.db, kysely: trx };
      const was = await isJobEnabled(tx, job.name);
      await setJobEnabled(tx, job.name, enabled, at);
      await insertAudit(trx, {
        userId: c.get('admin').id, action: 'update', entity: 'job', entityId: job.name,
        before: { enabled: was }, after: { enabled }, at: at.toISOString(),
      });
    });
    log(`job ${job.name} ${enabled ? 'enabled' : 'disabled'} by ${c.get('admin').username}`);
    return c.json((await items([job]))[0]);
  });

  app.post('/jobs/:name/run', async (c) => {
    const job = find(c.req.param('name'));
    // The publisher is set by createApp before any route exists.
    const ctx = jobContext({ db: deps.db, now: deps.now, publisher: deps.publisher!, log }, deps.jobs);
    const started = await startJob(ctx, job, { slot: manualSlot(ctx.now()), trigger: `admin:${c.get('admin').username}` });
    // Only a click in the very same millisecond (or a database failure, logged) gets here.
    if (!started) throw new ApiError(409, 'conflict', `Job '${job.name}' was just started; try again in a moment`);
    await recordEvent(deps.db, { userId: c.get('admin').id, action: 'run', entity: 'job', entityId: job.name, details: { job: job.name, run: started.run.id }, now: deps.now() }, deps.log);
    return c.json({ run: started.run }, 202);
  });

  app.get('/jobs/:name/runs', async (c) => {
    const job = find(c.req.param('name'));
    return c.json(await listJobRuns(deps.db, job.name, readQuery(c, plainListQuerySchema)));
  });

  app.all('/jobs', methodNotAllowed(['GET', 'HEAD']));
  app.all('/jobs/:name', methodNotAllowed(['GET', 'HEAD', 'PUT']));
  app.all('/jobs/:name/run', methodNotAllowed(['POST']));
  app.all('/jobs/:name/runs', methodNotAllowed(['GET', 'HEAD']));
  return app;
}

