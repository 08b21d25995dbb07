import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { JobDefinition } from '../../api/jobs/types';
import { jobFunctionSource, syncJobFunctions } from './scheduled-functions';

const dir = mkdtempSync(join(tmpdir(), 'rs-netlify-fns-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const job = (name: string, schedule: string): JobDefinition => ({
  name, schedule, label: `Tarefa ${name}`, description: 'Teste.',
  run: async () => ({ status: 'succeeded', summary: '' }),
});

describe('syncJobFunctions', () => {
  it('writes one function per job with its schedule literally in config, then finds nothing to do', () => {
    writeFileSync(join(dir, 'api.mts'), '// the API function, not generated\n');
    expect(syncJobFunctions(dir, [job('a', '0 3 * * *'), job('b', '*/5 * * * *')])).toEqual({ written: ['job-a.mts', 'job-b.mts'], removed: [] });
    const source = readFileSync(join(dir, 'job-b.mts'), 'utf8');
    expect(source).toContain("export default createScheduledJobHandler('b');");
    expect(source).toContain("export const config = { schedule: '*/5 * * * *' };");
    expect(syncJobFunctions(dir, [job('a', '0 3 * * *'), job('b', '*/5 * * * *')])).toEqual({ written: [], removed: [] });
  });

  it('reports a changed schedule and a removed job under check without touching the files, then applies them', () => {
    writeFileSync(join(dir, 'job-mine.mts'), '// hand-written, kept\n');
    const jobs = [job('a', '0 4 * * *')];
    expect(syncJobFunctions(dir, jobs, { check: true })).toEqual({ written: ['job-a.mts'], removed: ['job-b.mts'] });
    expect(readFileSync(join(dir, 'job-a.mts'), 'utf8')).toBe(jobFunctionSource(job('a', '0 3 * * *')));
    syncJobFunctions(dir, jobs);
    expect(readdirSync(dir).sort()).toEqual(['api.mts', 'job-a.mts', 'job-mine.mts']);
    expect(readFileSync(join(dir, 'job-a.mts'), 'utf8')).toBe(jobFunctionSource(job('a', '0 4 * * *')));
  });
});
