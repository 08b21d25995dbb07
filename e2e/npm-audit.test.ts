/**
 * `npm audit --omit=dev` (issue 6 item 3): no high or critical advisory in the dependencies the
 * site runs with. It needs the registry's audit endpoint: when that cannot be reached (offline, or
 * a mirror that refuses the bulk POST with 405) the test is skipped and says why, unless
 * REQUIRE_AUDIT=1 makes that a failure, for a CI runner that has the network.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const run = promisify(execFile);

interface AuditReport {
  metadata?: { vulnerabilities: Record<string, number> };
  vulnerabilities?: Record<string, { name: string; severity: string; range: string; fixAvailable: unknown; via: ({ title?: string; url?: string } | string)[] }>;
  message?: string;
  error?: { summary?: string };
}

/** The JSON report; npm exits 1 when it finds advisories, which is an answer, not a failure to run. */
async function audit(): Promise<AuditReport> {
  const args = ['audit', '--omit=dev', '--json', '--fetch-timeout=20000', '--fetch-retries=0'];
  const { stdout } = await run('npm', args, { maxBuffer: 64 * 1024 * 1024 }).catch((err: { stdout?: string }) => ({ stdout: err.stdout ?? '' }));
  try {
    return JSON.parse(stdout) as AuditReport;
  } catch {
    return { message: `npm audit printed no JSON: ${stdout.slice(0, 200)}` };
  }
}

it('npm audit --omit=dev reports no high or critical advisory', async (ctx) => {
  const report = await audit();
  if (!report.metadata) {
    const why = `the registry's audit endpoint cannot be reached: ${report.message ?? report.error?.summary ?? 'no report'}`;
    if (process.env.REQUIRE_AUDIT === '1') throw new Error(`REQUIRE_AUDIT=1 but ${why}`);
    ctx.skip(why);
  }
  const serious = Object.values(report.vulnerabilities ?? {})
    .filter((v) => v.severity === 'high' || v.severity === 'critical')
    .map((v) => `${v.name} ${v.range} (${v.severity}): ${v.via.map((via) => (typeof via === 'string' ? via : `${via.title} ${via.url}`)).join('; ')}`);
  expect(serious).toEqual([]);
}, 120_000);
