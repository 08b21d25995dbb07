/**
 * `npm run import:wordpress` as a real process: arguments, exit codes, the summary and the JSON
 * report. What the import does is tested in-process in shared/import/wordpress/import.test.ts.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { connect } from '../shared/db/connect';
import { testExport } from '../shared/import/wordpress/test-export';

const dir = mkdtempSync(join(tmpdir(), 'rs-wp-cli-'));
const DATABASE_URL = `sqlite:${join(dir, 'site.db')}`;
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function run(args: string[]) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'content-scripts/import-wordpress.ts', ...args], { env: { ...process.env, DATABASE_URL, MEDIA_DIR: join(dir, 'media') }, encoding: 'utf8' });
  return { code: r.status, out: r.stdout.trim(), err: r.stderr.trim() };
}

describe('npm run import:wordpress', { timeout: 120_000 }, () => {
  const file = join(dir, 'export.xml');
  writeFileSync(file, testExport([{ id: 1, title: 'Olá', slug: 'ola', content: 'Texto [amazon box="B0CLITEST1"]', comments: 2 }]));

  it('answers wrong usage with exit code 2 and the usage line', () => {
    const r = run([file]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^--locale must be one of br, it, mx, es, us\nUsage: npm run import:wordpress -- <export.xml> --locale/);
  });

  it('refuses a file that is not a WordPress export with exit code 1, one line, nothing written', () => {
    const bad = join(dir, 'bad.xml');
    writeFileSync(bad, '<html></html>');
    const r = run([bad, '--locale', 'br']);
    expect(r).toMatchObject({ code: 1, out: '' });
    expect(r.err).toBe(`Refused: ${bad} is not a WordPress export (WXR): its root element is <html>, not <rss>. Nothing was imported.`);
  });

  it('prints what a dry run would do, writes its JSON report, and stores nothing', async () => {
    const report = join(dir, 'report.json');
    const r = run([file, '--locale', 'br', '--dry-run', '--report', report]);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Dry run (nothing written): Old Reviews (https://old.example, WXR 1.2): 1 post');
    expect(r.out).toContain('posts and pages: 1 created, 0 updated, 0 unchanged, 0 kept as edited here, 0 skipped');
    expect(r.out).toContain('products created: 1 (1 need details)');
    expect(r.out).toContain('comments ignored: 2');
    const json = JSON.parse(readFileSync(report, 'utf8'));
    expect(json).toMatchObject({ dryRun: true, counts: { created: 1 }, redirects: [{ from: '/2024/03/ola', to: '/br/ola' }, { from: '/?p=1', to: '/br/ola' }] });
    const db = connect(DATABASE_URL);
    try {
      expect(await db.kysely.selectFrom('posts').select('id').execute()).toEqual([]);
    } finally {
      await db.close();
    }
  });
});
