import { mkdtempSync, rmSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAST_TEST_SCRYPT, hashPassword, verifyPassword } from '../../api/auth/passwords';
import { connect, type Db } from '../../shared/db/connect';
import { migrate } from '../../shared/db/migrate';
import { findAdminByIdentifier } from '../../shared/db/queries/admin-users';
import { insertFailedAttempt } from '../../shared/db/queries/login-attempts';
import { insertSession } from '../../shared/db/queries/sessions';
import { createAdminCommand, resetPasswordCommand, type CommandIo } from './commands';

const dir = mkdtempSync(join(tmpdir(), 'admin-cli-'));
const DATABASE_URL = `sqlite:${join(dir, 'site.db')}`;
let db: Db;

beforeAll(async () => {
  db = connect(DATABASE_URL);
  await migrate(db);
});
afterAll(async () => {
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Runs a command with piped standard input; returns its exit code and what it printed. */
async function run(command: (io: CommandIo) => Promise<number>, argv: string[], stdin = '', env: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await command({
    argv,
    env: { DATABASE_URL, ...env },
    stdin: Readable.from(stdin ? [stdin] : []),
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    prompt: new PassThrough(),
    hash: (p) => hashPassword(p, FAST_TEST_SCRYPT),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('create-admin', () => {
  it('creates an admin with the piped password (first line, spaces kept)', async () => {
    const r = await run(createAdminCommand, ['lucia', 'lucia@example.com'], ' Jabuticaba no pé 7\nignored\n');
    expect(r).toMatchObject({ code: 0, out: "Created admin 'lucia' (lucia@example.com). Log in at /admin/login.", err: '' });
    const admin = await findAdminByIdentifier(db, 'LUCIA@example.com');
    expect(await verifyPassword(' Jabuticaba no pé 7', admin!.passwordHash)).toBe(true);
  });

  it('creates an administrator by default, and any other role with --role and --regions (issue 25)', async () => {
    expect((await findAdminByIdentifier(db, 'lucia'))).toMatchObject({ role: 'administrator', regions: [] });
    const r = await run(createAdminCommand, ['--role', 'editor', 'giulia', 'giulia@example.com', '--regions=it,br'], 'Pitanga-vermelha-88\n');
    expect(r).toMatchObject({ code: 0, out: "Created editor 'giulia' (giulia@example.com, regions br, it). Log in at /admin/login.", err: '' });
    expect(await findAdminByIdentifier(db, 'giulia')).toMatchObject({ role: 'editor', regions: ['br', 'it'] });
    const bad = await run(createAdminCommand, ['marco', 'marco@example.com', '--role', 'chief'], 'Pitanga-vermelha-88\n');
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('Error: --role must be one of owner, administrator, editor, author, contributor');
    const region = await run(createAdminCommand, ['marco', 'marco@example.com', '--regions', 'br,fr'], 'Pitanga-vermelha-88\n');
    expect(region).toMatchObject({ code: 2 });
    expect(region.err).toContain("Error: --regions: 'fr' is not a locale");
    expect(await findAdminByIdentifier(db, 'marco')).toBeUndefined();
  });

  it('takes ADMIN_PASSWORD from the environment', async () => {
    const r = await run(createAdminCommand, ['paulo', 'paulo@example.com'], '', { ADMIN_PASSWORD: 'Caju-maduro-2026' });
    expect(r.code).toBe(0);
    expect(await verifyPassword('Caju-maduro-2026', (await findAdminByIdentifier(db, 'paulo'))!.passwordHash)).toBe(true);
  });

  it.each([
    [['only-one'], 'Error: username and email are required'],
    [['ana', 'ana@example.com', 'Secret-password-1'], 'Error: too many arguments (passwords are never taken as arguments)'],
    [['a b', 'ab@example.com'], 'Error: username must be 3 to 64 letters, digits, dots, hyphens or underscores'],
    [['beatriz', 'not-an-email'], 'Error: email must be an e-mail address, e.g. ana@example.com'],
  ])('refuses wrong usage %j with exit code 2 and the usage text', async (argv, message) => {
    const r = await run(createAdminCommand, argv, 'Whatever-password-9\n');
    expect(r.code).toBe(2);
    expect(r.err).toContain(message);
    expect(r.err).toContain('Usage: npm run create-admin -- <username> <email>');
  });

  it.each([
    ['Rafaela2026\n', 'Error: password refused: The password must be at least 12 characters long. A phrase of a few words is easy to remember.'],
    ['Iloveyou12345\n', 'Error: password refused: This password is a common password (or a variant of one, with digits or capitals) and easy to guess. Choose another one.'],
    ['rafaela@example.com\n', 'Error: password refused: The password is too close to the username, the e-mail address or the site name. Choose another one.'],
    ['Rafaela-2026!\n', 'Error: password refused: The password is too close to the username, the e-mail address or the site name. Choose another one.'],
    ['', 'Error: No password given: type it when asked (in a terminal), pipe it on standard input, or set ADMIN_PASSWORD.'],
  ])('refuses the password %j with exit code 1, creating nothing', async (stdin, message) => {
    const r = await run(createAdminCommand, ['rafaela', 'rafaela@example.com'], stdin);
    expect(r).toMatchObject({ code: 1, err: message });
    expect(await findAdminByIdentifier(db, 'rafaela')).toBeUndefined();
  });

  it('refuses a username or e-mail that exists (any case) before asking for a password', async () => {
    const r = await run(createAdminCommand, ['LUCIA', 'other@example.com'], 'Another-good-password-1\n');
    expect(r).toMatchObject({ code: 1, err: "Error: an admin 'lucia' (lucia@example.com) already has that username" });
    const e = await run(createAdminCommand, ['someone', 'Lucia@Example.com'], 'Another-good-password-1\n');
    expect(e).toMatchObject({ code: 1, err: "Error: an admin 'lucia' (lucia@example.com) already has that e-mail" });
  });
});

describe('reset-password', () => {
  it('sets the new password, ends every session of that admin and lifts its login lock', async () => {
    const admin = (await findAdminByIdentifier(db, 'lucia'))!;
    const other = (await findAdminByIdentifier(db, 'paulo'))!;
    const now = new Date();
    for (const [hash, userId] of [['s1', admin.id], ['s2', admin.id], ['s3', other.id]] as const) {
      await insertSession(db, { tokenHash: hash, userId, createdAt: now, expiresAt: new Date(now.getTime() + 3_600_000), ip: null, userAgent: null });
    }
    for (let i = 0; i < 5; i++) await insertFailedAttempt(db, 'lucia', '203.0.113.9', now);

    const r = await run(resetPasswordCommand, ['Lucia@example.com'], 'Pitanga-vermelha-88\n');
    expect(r).toMatchObject({ code: 0, out: "Password of 'lucia' changed; 2 sessions ended.", err: '' });
    const after = (await findAdminByIdentifier(db, 'lucia'))!;
    expect(await verifyPassword('Pitanga-vermelha-88', after.passwordHash)).toBe(true);
    expect(await verifyPassword(' Jabuticaba no pé 7', after.passwordHash)).toBe(false);
    const sessions = await db.kysely.selectFrom('sessions').select(['token_hash', 'user_id']).execute();
    expect(sessions).toEqual([{ token_hash: 's3', user_id: other.id }]);
    expect(await db.kysely.selectFrom('login_attempts').selectAll().where('identifier', '=', 'lucia').execute()).toEqual([]);
  });

  it('records create-admin and reset-password in the audit log with where they ran (issue 24)', async () => {
    const admin = (await findAdminByIdentifier(db, 'lucia'))!;
    const rows = await db.kysely.selectFrom('audit_log').selectAll().where('entity', '=', 'admin-user').where('entity_id', '=', String(admin.id)).orderBy('id').execute();
    expect(rows.map((r) => r.action)).toEqual(['create', 'password-change']);
    for (const row of rows) {
      expect(JSON.parse(row.after_json!)).toMatchObject({ username: 'lucia', via: 'cli', host: hostname() });
      expect(row.after_json).not.toContain('Pitanga');
    }
  });

  it('answers 1 for an unknown admin or a refused password, changing nothing', async () => {
    const before = (await findAdminByIdentifier(db, 'paulo'))!.passwordHash;
    expect(await run(resetPasswordCommand, ['nobody'], 'Pitanga-vermelha-88\n')).toMatchObject({ code: 1, err: "Error: no admin has the username or e-mail 'nobody'" });
    expect(await run(resetPasswordCommand, ['paulo'], '123456789012\n')).toMatchObject({ code: 1, err: 'Error: password refused: This password is a common password (or a variant of one, with digits or capitals) and easy to guess. Choose another one.' });
    expect((await findAdminByIdentifier(db, 'paulo'))!.passwordHash).toBe(before);
  });

  it('never takes the password as an argument', async () => {
    const r = await run(resetPasswordCommand, ['paulo', 'Pitanga-vermelha-88']);
    expect(r.code).toBe(2);
    expect(r.err).toContain('passwords are never taken as arguments');
  });
});
