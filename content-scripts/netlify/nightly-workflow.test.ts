/** .github/workflows/nightly.yml: valid, consistent with the project, and its rebuild step works. */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { Cron } from 'croner';
import { parse as parseToml } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { nightlyRegenerationJob } from '../../api/jobs/nightly-regeneration';
import { startFakeBuildHook } from '../../api/netlify-testing';

const root = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

interface Step {
  name?: string;
  uses?: string;
  with?: Record<string, string>;
  run?: string;
  env?: Record<string, string>;
}
interface Workflow {
  name: string;
  on: { schedule: { cron: string }[]; workflow_dispatch: unknown };
  permissions: Record<string, string>;
  jobs: Record<string, { needs?: string; 'runs-on': string; services?: Record<string, { image: string }>; env?: Record<string, string>; steps: Step[] }>;
}

const workflow = parse(read('.github/workflows/nightly.yml')) as Workflow;
const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
const rebuildStep = workflow.jobs.rebuild!.steps.find((s) => s.name === 'Trigger a Netlify build')!;

describe('nightly workflow', () => {
  it('runs every night (a valid UTC cron after the nightly-regeneration job) and on demand, read-only', () => {
    const [schedule] = workflow.on.schedule;
    const next = new Cron(schedule!.cron, { timezone: 'UTC', paused: true }).nextRun(new Date('2026-11-21T00:00:00Z'));
    const job = new Cron(nightlyRegenerationJob.schedule, { timezone: 'UTC', paused: true }).nextRun(new Date('2026-11-21T00:00:00Z'));
    expect(next!.getTime() - job!.getTime()).toBe(30 * 60_000);
    expect(workflow.on).toHaveProperty('workflow_dispatch');
    expect(workflow.permissions).toEqual({ contents: 'read' });
  });

  it('tests on the Node version of netlify.toml against PostgreSQL, and every command it names exists', () => {
    const test = workflow.jobs.test!;
    const node = test.steps.find((s) => s.uses?.startsWith('actions/setup-node@'))?.with?.['node-version'];
    expect(node).toBe((parseToml(read('netlify.toml')) as { build: { environment: { NODE_VERSION: string } } }).build.environment.NODE_VERSION);
    expect(test.services?.postgres?.image).toMatch(/^postgres:\d+$/);
    expect(test.env).toMatchObject({ TEST_DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres', REQUIRE_POSTGRES: '1' });
    const runs = test.steps.flatMap((s) => (s.run ? [s.run] : []));
    expect(runs).toContain('npm test');
    expect(runs[0]).toMatch(/^npm ci\b/);
    for (const run of runs) {
      for (const [, script] of run.matchAll(/npm run (\S+)/g)) expect(scripts, run).toHaveProperty(script!);
      for (const [, file] of run.matchAll(/npx tsx (\S+)/g)) expect(existsSync(new URL(file!, root)), run).toBe(true);
    }
  });

  it('rebuilds only after the tests passed, with the hook from a secret kept out of the script', () => {
    expect(workflow.jobs.rebuild!.needs).toBe('test');
    expect(rebuildStep.env).toEqual({ NETLIFY_BUILD_HOOK_URL: '${{ secrets.NETLIFY_BUILD_HOOK_URL }}' });
    expect(rebuildStep.run).not.toContain('${{');
    expect(rebuildStep.run).toContain('--fail');
  });

  it('its rebuild step POSTs to the hook with a trigger title, and does nothing without the secret', async () => {
    const hook = await startFakeBuildHook({ path: '/build_hooks/nightly' });
    const run = (hookUrl: string) => promisify(execFile)('bash', ['-euo', 'pipefail', '-c', rebuildStep.run!], { env: { PATH: process.env.PATH, NETLIFY_BUILD_HOOK_URL: hookUrl } });
    try {
      const { stdout } = await run(hook.url);
      expect(stdout).toContain('Netlify build requested');
      expect(hook.received).toEqual([{ method: 'POST', path: '/build_hooks/nightly', title: 'rebuild: nightly (GitHub Actions)', body: '{}' }]);
      expect((await run('')).stdout).toContain('NETLIFY_BUILD_HOOK_URL is not set');
      expect(hook.received).toHaveLength(1);
    } finally {
      await hook.close();
    }
  });
});
