/**
 * `npm run import:wordpress` as a real process: arguments, exit codes, the summary and the JSON
 * report. What the import does is tested in-process in shared/import/wordpress/import.test.ts.
 */
import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fakeRegionAccount, fakeRegionEnv } from '../api/retailer/fake-accounts';
import { startFakeRetailer } from '../api/retailer/fake-server';
import { connect } from '../shared/db/connect';
import { migrate } from '../shared/db/migrate';
import { insertLocaleConfigs } from '../shared/db/test-fixtures';
import { testExport } from '../shared/import/wordpress/test-export';

const dir = mkdtempSync(join(tmpdir(), 'rs-wp-cli-'));
const DATABASE_URL = `sqlite:${join(dir, 'site.db')}`;
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function run(args: string[]) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'content-scripts/import-wordpress.ts', ...args], { env: { ...process.env, DATABASE_URL, MEDIA_DIR: join(dir, 'media') }, encoding: 'utf8' });
  return { code: r.status, out: r.stdout.trim(), err: r.stderr.trim() };
}

/** The CLI without blocking this process: the fake retailer of a test answers from here. */
function runAsync(args: string[], env: Record<string, string>, databaseUrl = DATABASE_URL) {
  return new Promise<{ code: number; out: string; err: string }>((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', 'content-scripts/import-wordpress.ts', ...args], { env: { ...process.env, ...env, DATABASE_URL: databaseUrl, MEDIA_DIR: join(dir, 'media') }, encoding: 'utf8' }, (err, stdout, stderr) =>
      resolve({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, out: stdout.trim(), err: stderr.trim() }));
  });
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
    expect(r.out).toContain("products created: 1 (0 with the retailer's details, 1 need details)");
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

  it('gives new products their price from the region\'s retailer account when it has credentials (fake retailer over HTTP)', async () => {
    const url = `sqlite:${join(dir, 'retailer.db')}`;
    const db = connect(url);
    await migrate(db);
    await insertLocaleConfigs(db);
    await db.close();
    const fake = await startFakeRetailer({ accounts: [fakeRegionAccount('br')], items: { B0CLIRET01: { price: 189.9, currency: 'BRL' } } });
    try {
      const retailerFile = join(dir, 'retailer.xml');
      writeFileSync(retailerFile, testExport([{ id: 2, title: 'Fone', slug: 'fone', content: 'Texto [amazon box="B0CLIRET01,B0CLIGONE1"]' }]));
      const r = await runAsync([retailerFile, '--locale', 'br'], fakeRegionEnv(fake, ['br']), url);
      expect(r.code).toBe(0);
      // The fake does not know B0CLIGONE1: that one is still to complete.
      expect(r.out).toContain("products created: 2 (1 with the retailer's details, 1 need details)");
      expect(fake.getItemsRequests()).toHaveLength(1);
      const check = connect(url);
      try {
        const rows = await check.kysely.selectFrom('products').select(['asin', 'price_cents', 'currency', 'price_updated_at']).orderBy('asin').execute();
        expect(rows).toMatchObject([{ asin: 'B0CLIGONE1', price_cents: null }, { asin: 'B0CLIRET01', price_cents: 18990, currency: 'BRL' }]);
        expect(rows[1]!.price_updated_at).not.toBeNull();
      } finally {
        await check.close();
      }
    } finally {
      await fake.close();
    }
  });

  it('creates the products without asking anyone when the region has no credentials', async () => {
    const fake = await startFakeRetailer({ accounts: [fakeRegionAccount('br')], items: { B0CLITEST1: { price: 10, currency: 'BRL' } } });
    try {
      const r = await runAsync([file, '--locale', 'br'], { RETAILER_API_URL: fake.url, RETAILER_TOKEN_URL_NA: fake.tokenUrls.na });
      expect(r.code).toBe(0);
      expect(r.out).toContain("products created: 1 (0 with the retailer's details, 1 need details)");
      expect(fake.getItemsRequests()).toHaveLength(0);
    } finally {
      await fake.close();
    }
  });
});
