import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'rs-seed-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function seed(...args: string[]) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'content-scripts/seed/cli.ts', ...args], {
    env: { ...process.env, DATABASE_URL: `sqlite:${join(dir, 'site.db')}` },
    encoding: 'utf8',
  });
  return { code: r.status, out: r.stdout.trim(), err: r.stderr.trim() };
}

describe('npm run seed', () => {
  // The seed draws and processes its pictures (issue 14): seconds of sharp on a busy machine.
  it('seeds an empty database and says what it wrote', { timeout: 120_000 }, () => {
    const r = seed('--now', '2026-11-01T00:00:00Z');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Seeded 96 posts, 102 products, 102 reviews, 10 categories and 5 locale configs into sqlite:.*site\.db in [\d.]+ s$/);
  });

  it('refuses a database with content in one line, exit code 1', () => {
    const r = seed();
    expect(r.code).toBe(1);
    expect(r.err).toBe(
      'Error: The database already has content; nothing was changed. Run again with --reset to delete all posts, products, reviews, categories, locale configs and settings and seed anew.',
    );
  });

  it('rejects a bad --scale and unknown options naming them', () => {
    expect(seed('--scale', '5').err).toBe('Error: --scale must be a whole number of posts per locale from 30 to 200000 (got "5")');
    expect(seed('--scale', 'many').code).toBe(1);
    expect(seed('--bogus').err).toBe("Error: Unknown option '--bogus'");
  });

  it('replaces the content with --reset --scale', { timeout: 120_000 }, () => {
    const r = seed('--reset', '--scale', '40');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Seeded 120 posts/);
  });
});
