/**
 * The two admin commands as real processes (wiring of argv, standard input, exit codes). Their
 * behaviour in detail is tested in-process in admin/commands.test.ts; each spawn costs ~1 s.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../api/auth/passwords';
import { connect } from '../shared/db/connect';
import { findAdminByIdentifier } from '../shared/db/queries/admin-users';

const dir = mkdtempSync(join(tmpdir(), 'rs-admin-cli-'));
const DATABASE_URL = `sqlite:${join(dir, 'site.db')}`;
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function run(script: string, args: string[], input: string, env: Record<string, string> = {}) {
  const { ADMIN_PASSWORD: _ignored, ...base } = process.env;
  const r = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], { env: { ...base, DATABASE_URL, ...env }, input, encoding: 'utf8' });
  return { code: r.status, out: r.stdout.trim(), err: r.stderr.trim() };
}

describe('npm run create-admin / reset-password', () => {
  it('create-admin reads the password from a pipe and stores a production-cost hash', async () => {
    const r = run('content-scripts/create-admin.ts', ['helena', 'helena@example.com'], 'Maracujá-azedo-31\n');
    expect(r).toEqual({ code: 0, out: "Created admin 'helena' (helena@example.com). Log in at /admin/login.", err: '' });
    const db = connect(DATABASE_URL);
    try {
      const admin = (await findAdminByIdentifier(db, 'helena'))!;
      expect(admin.passwordHash).toMatch(/^scrypt\$17\$8\$1\$/);
      expect(await verifyPassword('Maracujá-azedo-31', admin.passwordHash)).toBe(true);
    } finally {
      await db.close();
    }
  });

  it('reset-password refuses a password given as an argument with exit code 2', () => {
    const r = run('content-scripts/reset-password.ts', ['helena', 'Maracujá-azedo-32'], '');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^Error: too many arguments \(passwords are never taken as arguments\)\nUsage: npm run reset-password/);
  });
});
