import { Cron } from 'croner';
import { expect, it } from 'vitest';
import { allJobs } from './registry';

it('lists every job once, with a URL-safe name, pt-BR texts and a minute-level UTC schedule', () => {
  const jobs = allJobs();
  expect(jobs.map((j) => j.name)).toEqual(['publish-scheduled', 'nightly-regeneration', 'reindex-dated-titles', 'refresh-prices', 'check-links', 'cleanup-auth', 'backup']);
  for (const job of jobs) {
    expect(job.name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    // job_runs.job is varchar(64); the manual slot must fit varchar(40) too (run-job.test.ts).
    expect(job.name.length).toBeLessThanOrEqual(64);
    expect(job.label.length).toBeGreaterThan(0);
    expect(job.description).toMatch(/\.$/);
    // Five fields: slots are whole minutes (api/jobs/scheduler.ts slotFor).
    expect(job.schedule.trim().split(/\s+/)).toHaveLength(5);
    expect(() => new Cron(job.schedule, { timezone: 'UTC' })).not.toThrow();
  }
  // SPEC: a scheduled post is live within 5 minutes of its time.
  const publish = new Cron(jobs[0]!.schedule, { timezone: 'UTC' });
  const [first, second] = publish.nextRuns(2, new Date('2026-11-21T10:00:00Z'));
  expect(second!.getTime() - first!.getTime()).toBeLessThanOrEqual(5 * 60_000);
});
