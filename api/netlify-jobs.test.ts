import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ABANDONED_RUN_ERROR, claimJobRun, finishJobRun, setJobEnabled } from '../shared/db/queries/jobs';
import { describePostgres } from '../shared/db/testing';
import { POSTGRES_BACKUP_SUMMARY } from './jobs/backup';
import type { JobDefinition } from './jobs/types';
import { createScheduledJobHandler, type ScheduledJobAnswer } from './netlify-jobs';
import { openNetlifyTestbed, type NetlifyTestbed } from './netlify-testing';

/** Netlify invokes a scheduled function a little after its time: 03:00:02 belongs to the 03:00 slot. */
const FIRED = new Date('2026-11-21T03:00:02.000Z');

describe('createScheduledJobHandler without a usable configuration', () => {
  it('answers 503 naming DATABASE_URL on SQLite, and 404 for a job that is not in the registry', async () => {
    const lines: string[] = [];
    const env = { DATABASE_URL: 'sqlite:data/site.db', SITE_URL: 'https://x.example', NETLIFY_BUILD_HOOK_URL: 'https://api.netlify.com/build_hooks/x' };
    const res = await createScheduledJobHandler('cleanup-auth', { env, log: (l) => lines.push(l) })();
    expect(res.status).toBe(503);
    expect(((await res.json()) as { message: string }).message).toMatch(/DATABASE_URL must be a postgres:\/\/ URL/);
    const missing = await createScheduledJobHandler('no-such-job', { env, log: (l) => lines.push(l) })();
    expect(missing.status).toBe(404);
    expect(lines.at(-1)).toMatch(/no job named no-such-job/);
  });
});

describePostgres('scheduled functions on PostgreSQL', () => {
  let bed: NetlifyTestbed;
  const handlers: { close(): Promise<void> }[] = [];
  const lines: string[] = [];
  /** The scheduled function of `name` as Netlify would invoke it at FIRED. */
  async function invoke(name: string, jobs?: JobDefinition[]): Promise<ScheduledJobAnswer> {
    const fn = createScheduledJobHandler(name, { env: bed.env, now: () => FIRED, log: (l) => lines.push(l), jobs });
    handlers.push(fn);
    const res = await fn(new Request('https://reviews.example/.netlify/functions/x', { method: 'POST', body: '{"next_run":"2026-11-22T03:00:00.000Z"}' }));
    expect(res.status).toBe(200);
    return (await res.json()) as ScheduledJobAnswer;
  }

  beforeAll(async () => {
    bed = await openNetlifyTestbed('rs_netlify_jobs');
  });
  afterAll(async () => {
    for (const h of handlers) await h.close();
    await bed?.close();
  });

  it('runs the job for the slot of its scheduled minute and records it in job_runs; first marks runs abandoned by a cut-off invocation and drops old history', async () => {
    const stuck = await claimJobRun(bed.db, { job: 'refresh-prices', slot: '2026-11-20T18:15Z', startedAt: new Date('2026-11-20T18:15:01Z') });
    const old = await claimJobRun(bed.db, { job: 'refresh-prices', slot: '2026-10-01T18:15Z', startedAt: new Date('2026-10-01T18:15:01Z') });
    await finishJobRun(bed.db, old!.id, { status: 'succeeded', finishedAt: new Date('2026-10-01T18:15:09Z'), durationMs: 8000, summary: 'ok', error: null });
    const answer = await invoke('cleanup-auth');
    const swept = await bed.db.kysely.selectFrom('job_runs').select(['id', 'status', 'error']).where('job', '=', 'refresh-prices').execute();
    expect(swept).toEqual([{ id: stuck!.id, status: 'failed', error: ABANDONED_RUN_ERROR }]);
    expect(answer).toMatchObject({ job: 'cleanup-auth', slot: '2026-11-21T02:17Z', outcome: 'ran', run: { status: 'succeeded' } });
    const rows = await bed.db.kysely.selectFrom('job_runs').select(['job', 'slot', 'status']).where('job', '=', 'cleanup-auth').execute();
    expect(rows).toEqual([{ job: 'cleanup-auth', slot: '2026-11-21T02:17Z', status: 'succeeded' }]);
  });

  it('runs a slot once when Netlify invokes it twice at the same time (two instances)', async () => {
    let runs = 0;
    const slow: JobDefinition = {
      name: 'slow-job', label: 'Lenta', description: 'Teste.', schedule: '0 3 * * *',
      async run() {
        runs += 1;
        await new Promise((r) => setTimeout(r, 50));
        return { status: 'succeeded', summary: 'done' };
      },
    };
    const answers = await Promise.all([invoke('slow-job', [slow]), invoke('slow-job', [slow])]);
    expect(answers.map((a) => a.outcome).sort()).toEqual(['ran', 'taken']);
    expect(answers[0]!.slot).toBe('2026-11-21T03:00Z');
    expect(runs).toBe(1);
  });

  it('nightly regeneration asks Netlify for a full build through the hook', async () => {
    const answer = await invoke('nightly-regeneration');
    expect(answer).toMatchObject({ slot: '2026-11-21T03:00Z', outcome: 'ran', run: { status: 'succeeded' } });
    expect(bed.hook.received.map((r) => r.title)).toEqual(['rebuild: nightly']);
  });

  it('the SQLite backup reports itself skipped on PostgreSQL', async () => {
    const answer = await invoke('backup');
    expect(answer.run).toMatchObject({ status: 'skipped', summary: POSTGRES_BACKUP_SUMMARY });
  });

  it('does not run a job switched off in the admin', async () => {
    // check-links runs at 04:30: invoked at 03:00 its slot is the previous day's.
    await setJobEnabled(bed.db, 'check-links', false, FIRED);
    const answer = await invoke('check-links');
    expect(answer).toEqual({ job: 'check-links', slot: '2026-11-20T04:30Z', outcome: 'disabled', run: null });
    expect(lines).toContain('job check-links [2026-11-20T04:30Z]: switched off in the admin, not run');
  });
});
