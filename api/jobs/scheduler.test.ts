import { describe, expect, it } from 'vitest';
import { ABANDONED_RUN_ERROR, claimJobRun, finishJobRun, getJobRun, listJobRuns, setJobEnabled } from '../../shared/db/queries/jobs';
import { describeEachDatabase } from '../../shared/db/testing';
import { ABANDONED_AFTER_MS, createScheduler, nextRunAfter, RUN_HISTORY_KEPT_MS, slotFor, sweepJobRuns } from './scheduler';
import { sharedDatabases, testJobContext } from './testing';
import type { JobDefinition } from './types';

describe('slots', () => {
  it('names the scheduled minute, also when the timer fires late', () => {
    expect(slotFor('0 3 * * *', new Date('2026-11-21T03:00:00.004Z'))).toBe('2026-11-21T03:00Z');
    expect(slotFor('0 3 * * *', new Date('2026-11-21T03:00:41.000Z'))).toBe('2026-11-21T03:00Z');
    expect(slotFor('*/5 * * * *', new Date('2026-11-21T03:05:00.000Z'))).toBe('2026-11-21T03:05Z');
    expect(slotFor('* * * * * *', new Date('2026-11-21T03:05:07.300Z'))).toBe('2026-11-21T03:05:07Z');
    // A per-second schedule keeps its seconds at second 0 too.
    expect(slotFor('* * * * * *', new Date('2026-11-21T03:06:00.100Z'))).toBe('2026-11-21T03:06:00Z');
  });

  it('computes the next run in UTC', () => {
    expect(nextRunAfter('0 3 * * *', new Date('2026-11-21T03:00:00.000Z'))!.toISOString()).toBe('2026-11-22T03:00:00.000Z');
    expect(nextRunAfter('30 2 * * *', new Date('2026-11-21T01:00:00.000Z'))!.toISOString()).toBe('2026-11-21T02:30:00.000Z');
  });
});

describeEachDatabase('sweepJobRuns', (getDb) => {
  it('fails runs abandoned long ago, drops finished runs past the kept history, and logs instead of throwing', async () => {
    const db = getDb();
    const now = new Date('2026-11-21T03:00:00.000Z');
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const stuck = (await claimJobRun(db, { job: 'swept', slot: 'stuck', startedAt: ago(ABANDONED_AFTER_MS + 1000) }))!;
    const going = (await claimJobRun(db, { job: 'swept', slot: 'going', startedAt: ago(1000) }))!;
    const old = (await claimJobRun(db, { job: 'swept', slot: 'old', startedAt: ago(RUN_HISTORY_KEPT_MS + 1000) }))!;
    await finishJobRun(db, old.id, { status: 'succeeded', finishedAt: ago(RUN_HISTORY_KEPT_MS), durationMs: 1, summary: 'x', error: null });
    const lines: string[] = [];
    await sweepJobRuns(db, now, (line) => void lines.push(line));
    expect(await getJobRun(db, stuck.id)).toMatchObject({ status: 'failed', error: ABANDONED_RUN_ERROR });
    expect(await getJobRun(db, going.id)).toMatchObject({ status: 'running' });
    expect(await getJobRun(db, old.id)).toBeUndefined();
    expect(lines).toEqual(['jobs: 1 run(s) left running by a stopped process marked failed']);

    const broken = { ...db, kysely: { updateTable: () => { throw new Error('connection lost'); } } as never };
    await sweepJobRuns(broken, now, (line) => void lines.push(line));
    expect(lines.at(-1)).toBe('jobs: could not sweep old runs: connection lost');
  });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

for (const target of sharedDatabases()) {
  const run = target.skip ? (process.env.REQUIRE_POSTGRES === '1' ? describe : describe.skip) : describe;
  run(`two schedulers on one database [${target.name}]${target.skip ? ` (skipped: ${target.skip})` : ''}`, () => {
    it('run each slot once between them, and not at all while the job is switched off', { timeout: 20_000 }, async () => {
      if (target.skip) throw new Error(`REQUIRE_POSTGRES=1 but ${target.skip}`);
      const { a, b, close } = await target.open();
      try {
        // The effect of a run: which instance ran it. A per-second schedule keeps the test short.
        const effects: string[] = [];
        const job = (instance: string): JobDefinition => ({
          name: 'tick', label: 'tick', description: 'tick', schedule: '* * * * * *',
          async run() {
            effects.push(instance);
            await sleep(50);
            return { status: 'succeeded', summary: instance };
          },
        });
        const ctxA = testJobContext(a, { now: () => new Date() });
        const ctxB = testJobContext(b, { now: () => new Date() });
        const one = createScheduler({ jobs: [job('a')], deps: ctxA });
        const two = createScheduler({ jobs: [job('b')], deps: ctxB });
        await sleep(3300);
        one.stop();
        two.stop();
        await Promise.all([one.idle(), two.idle()]);

        const runs = (await listJobRuns(a, 'tick', { limit: 100, offset: 0 })).items;
        expect(runs.length).toBeGreaterThanOrEqual(2);
        // Every slot once: as many effects as runs, and no slot twice.
        expect(effects).toHaveLength(runs.length);
        expect(new Set(runs.map((r) => r.slot)).size).toBe(runs.length);
        expect(runs.filter((r) => r.status !== 'succeeded' || !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(r.slot))).toEqual([]);

        // Switched off (through either connection): both instances leave the next slots alone.
        await setJobEnabled(b, 'tick', false, new Date());
        const three = createScheduler({ jobs: [job('a')], deps: ctxA });
        const four = createScheduler({ jobs: [job('b')], deps: ctxB });
        await sleep(2200);
        three.stop();
        four.stop();
        await Promise.all([three.idle(), four.idle()]);
        expect((await listJobRuns(a, 'tick', { limit: 100, offset: 0 })).total).toBe(runs.length);
      } finally {
        await close();
      }
    });
  });
}
