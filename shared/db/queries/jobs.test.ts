import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../testing';
import { ABANDONED_RUN_ERROR, claimJobRun, deleteJobRunsBefore, failAbandonedRuns, finishJobRun, getJobRun, isJobEnabled, jobSwitches, latestJobRuns, listJobRuns, setJobEnabled } from './jobs';

const T0 = new Date('2026-11-21T03:00:00.000Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

describeEachDatabase('job queries', (getDb) => {
  describe('claims', () => {
    it('claims a slot once: the second claim of the same (job, slot) gets null', async () => {
      const first = await claimJobRun(getDb(), { job: 'claim-test', slot: '2026-11-21T03:00Z', startedAt: T0 });
      expect(first).toMatchObject({ job: 'claim-test', slot: '2026-11-21T03:00Z', status: 'running', startedAt: T0.toISOString(), finishedAt: null });
      expect(await claimJobRun(getDb(), { job: 'claim-test', slot: '2026-11-21T03:00Z', startedAt: at(1) })).toBeNull();
      // Another job, or another slot, is free.
      expect(await claimJobRun(getDb(), { job: 'claim-other', slot: '2026-11-21T03:00Z', startedAt: T0 })).not.toBeNull();
      expect(await claimJobRun(getDb(), { job: 'claim-test', slot: '2026-11-21T03:05Z', startedAt: at(5) })).not.toBeNull();
    });

    it('claims concurrently: of ten simultaneous claims exactly one wins', async () => {
      const results = await Promise.all(
        Array.from({ length: 10 }, () => claimJobRun(getDb(), { job: 'race', slot: '2026-11-21T04:00Z', startedAt: T0 })),
      );
      expect(results.filter(Boolean)).toHaveLength(1);
    });

    it('records the outcome', async () => {
      const run = (await claimJobRun(getDb(), { job: 'finish', slot: 's1', startedAt: T0 }))!;
      const done = await finishJobRun(getDb(), run.id, { status: 'failed', finishedAt: at(1), durationMs: 1234.4, summary: 'x', error: 'boom' });
      expect(done).toEqual({ ...run, status: 'failed', finishedAt: at(1).toISOString(), durationMs: 1234, summary: 'x', error: 'boom' });
      expect(await getJobRun(getDb(), run.id)).toEqual(done);
    });
  });

  describe('history', () => {
    it('pages one job newest first, and gives the newest runs per job', async () => {
      for (let i = 0; i < 5; i++) await claimJobRun(getDb(), { job: 'history', slot: `h${i}`, startedAt: at(i) });
      const page = await listJobRuns(getDb(), 'history', { limit: 2, offset: 1 });
      expect(page.total).toBe(5);
      expect(page.items.map((r) => r.slot)).toEqual(['h3', 'h2']);
      const latest = await latestJobRuns(getDb(), ['history', 'nothing-yet'], 3);
      expect(latest.get('history')!.map((r) => r.slot)).toEqual(['h4', 'h3', 'h2']);
      expect(latest.get('nothing-yet')).toEqual([]);
    });

    it('fails runs left running long ago, not recent ones', async () => {
      const old = (await claimJobRun(getDb(), { job: 'stuck', slot: 'old', startedAt: T0 }))!;
      const recent = (await claimJobRun(getDb(), { job: 'stuck', slot: 'recent', startedAt: at(50) }))!;
      expect(await failAbandonedRuns(getDb(), at(30), at(60))).toBeGreaterThanOrEqual(1);
      expect(await getJobRun(getDb(), old.id)).toMatchObject({ status: 'failed', error: ABANDONED_RUN_ERROR, finishedAt: at(60).toISOString() });
      expect(await getJobRun(getDb(), recent.id)).toMatchObject({ status: 'running', error: null });
    });
  });

  describe('retention', () => {
    it('deletes finished runs older than the cut, keeps newer ones and running ones', async () => {
      const old = (await claimJobRun(getDb(), { job: 'retained', slot: 'old', startedAt: at(-100) }))!;
      await finishJobRun(getDb(), old.id, { status: 'succeeded', finishedAt: at(-99), durationMs: 1, summary: 'x', error: null });
      await claimJobRun(getDb(), { job: 'retained', slot: 'old-running', startedAt: at(-100) });
      const recent = (await claimJobRun(getDb(), { job: 'retained', slot: 'recent', startedAt: at(0) }))!;
      await finishJobRun(getDb(), recent.id, { status: 'succeeded', finishedAt: at(1), durationMs: 1, summary: 'x', error: null });
      expect(await deleteJobRunsBefore(getDb(), at(-50))).toBe(1);
      expect((await listJobRuns(getDb(), 'retained', { limit: 10, offset: 0 })).items.map((r) => r.slot)).toEqual(['recent', 'old-running']);
    });
  });

  describe('switches', () => {
    it('defaults to enabled, and keeps the last switch', async () => {
      expect(await isJobEnabled(getDb(), 'switchy')).toBe(true);
      await setJobEnabled(getDb(), 'switchy', false, T0);
      expect(await isJobEnabled(getDb(), 'switchy')).toBe(false);
      await setJobEnabled(getDb(), 'switchy', true, at(1));
      expect(await isJobEnabled(getDb(), 'switchy')).toBe(true);
      await setJobEnabled(getDb(), 'other', false, at(1));
      expect(await jobSwitches(getDb())).toEqual(new Map([['switchy', true], ['other', false]]));
      const row = await getDb().kysely.selectFrom('job_settings').selectAll().where('name', '=', 'switchy').executeTakeFirstOrThrow();
      expect(row.updated_at).toBe(at(1).toISOString());
    });
  });
});
