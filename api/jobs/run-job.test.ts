import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../shared/db/testing';
import { getJobRun, listJobRuns } from '../../shared/db/queries/jobs';
import { manualSlot, runJob, startJob } from './run-job';
import { testJobContext } from './testing';
import type { JobDefinition, JobResult } from './types';

function job(name: string, run: () => Promise<JobResult>): JobDefinition {
  return { name, label: name, description: name, schedule: '0 3 * * *', run };
}

describeEachDatabase('runJob', (getDb) => {
  it('records a succeeded run with its summary and duration', async () => {
    const ctx = testJobContext(getDb());
    const run = await runJob(ctx, job('ok', async () => ({ status: 'succeeded', summary: '3 done' })), { slot: '2026-11-21T03:00Z', trigger: 'test' });
    expect(run).toMatchObject({ job: 'ok', slot: '2026-11-21T03:00Z', status: 'succeeded', summary: '3 done', error: null, startedAt: '2026-11-21T03:00:00.000Z' });
    expect(run!.durationMs).toBeGreaterThanOrEqual(0);
    expect(run!.finishedAt).not.toBeNull();
    expect(await getJobRun(getDb(), run!.id)).toEqual(run);
    expect(ctx.lines.some((l) => l.includes('job ok [2026-11-21T03:00Z] succeeded'))).toBe(true);
  });

  it('records skipped and failed results as the job reports them', async () => {
    const ctx = testJobContext(getDb());
    const skipped = await runJob(ctx, job('skips', async () => ({ status: 'skipped', summary: 'not configured' })), { slot: 's', trigger: 'test' });
    expect(skipped).toMatchObject({ status: 'skipped', summary: 'not configured', error: null });
    const failed = await runJob(ctx, job('fails', async () => ({ status: 'failed', summary: '2 of 5 failed' })), { slot: 's', trigger: 'test' });
    expect(failed).toMatchObject({ status: 'failed', summary: '2 of 5 failed' });
  });

  it('turns a job that throws into a failed run with its message, and never throws itself', async () => {
    const ctx = testJobContext(getDb());
    const run = await runJob(ctx, job('throws', async () => { throw new Error('disk full'); }), { slot: 's', trigger: 'test' });
    expect(run).toMatchObject({ status: 'failed', error: 'disk full', summary: 'falhou: disk full' });
    const weird = await runJob(ctx, job('throws-string', () => Promise.reject('just a string')), { slot: 's', trigger: 'test' });
    expect(weird).toMatchObject({ status: 'failed', error: 'just a string' });
  });

  it('runs the same slot once even when started twice at the same time', async () => {
    const ctx = testJobContext(getDb());
    let effects = 0;
    const once = job('once', async () => {
      effects++;
      await new Promise((r) => setTimeout(r, 20));
      return { status: 'succeeded', summary: 'ok' };
    });
    const results = await Promise.all([1, 2, 3].map(() => runJob(ctx, once, { slot: '2026-11-21T03:00Z', trigger: 'test' })));
    expect(effects).toBe(1);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect((await listJobRuns(getDb(), 'once', { limit: 10, offset: 0 })).total).toBe(1);
  });

  it('startJob answers with the running row at once and finishes in the background', async () => {
    const ctx = testJobContext(getDb());
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const slow = job('slow', async () => { await gate; return { status: 'succeeded', summary: 'late' }; });
    const started = (await startJob(ctx, slow, { slot: manualSlot(new Date('2026-11-21T03:00:00.000Z')), trigger: 'admin:test' }))!;
    expect(started.run).toMatchObject({ status: 'running', slot: 'manual:2026-11-21T03:00:00.000Z', finishedAt: null });
    expect(await getJobRun(getDb(), started.run.id)).toMatchObject({ status: 'running' });
    release();
    expect(await started.done).toMatchObject({ id: started.run.id, status: 'succeeded', summary: 'late' });
  });

  it('reports a claim that fails (database gone) as null, logged, not thrown', async () => {
    const ctx = testJobContext({ ...getDb(), kysely: { insertInto: () => { throw new Error('connection lost'); } } as never });
    expect(await runJob(ctx, job('nodb', async () => ({ status: 'succeeded', summary: '' })), { slot: 's', trigger: 'test' })).toBeNull();
    expect(ctx.lines.join('\n')).toContain('could not claim the slot: connection lost');
  });
});

describe('manualSlot', () => {
  it('fits job_runs.slot (varchar 40)', () => {
    expect(manualSlot(new Date()).length).toBeLessThanOrEqual(40);
  });
});
