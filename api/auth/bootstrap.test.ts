import { expect, it } from 'vitest';
import { findAdminByIdentifier } from '../../shared/db/queries/admin-users';
import { describeEachDatabase } from '../../shared/db/testing';
import { describeInitialAdmin, ensureInitialAdmin } from './bootstrap';
import { FAST_TEST_SCRYPT, hashPassword, verifyPassword } from './passwords';

const hash = (p: string) => hashPassword(p, FAST_TEST_SCRYPT);

describeEachDatabase('first-start admin', (getDb) => {
  const clear = () => getDb().kysely.deleteFrom('admin_users').execute();

  it('generates a strong password for "admin" when nothing is configured, printed once; later starts do nothing', async () => {
    await clear();
    const first = await ensureInitialAdmin(getDb(), {}, { hash });
    expect(first).toMatchObject({ created: true, username: 'admin', email: 'admin@localhost' });
    const password = first.created ? first.generatedPassword! : '';
    expect(password).toMatch(/^[A-Za-z2-9]{20}$/);
    const stored = await findAdminByIdentifier(getDb(), 'admin');
    expect(await verifyPassword(password, stored!.passwordHash)).toBe(true);
    const text = describeInitialAdmin(first, 'http://localhost:4321/admin/login');
    expect(text).toContain(`Generated password:    ${password}`);
    expect(text).toContain('shown only this once');
    const again = await ensureInitialAdmin(getDb(), {}, { hash });
    expect(again).toEqual({ created: false });
    expect(describeInitialAdmin(again, 'x')).toBe('');
  });

  it('uses ADMIN_USERNAME / ADMIN_EMAIL / ADMIN_PASSWORD and never prints that password', async () => {
    await clear();
    const result = await ensureInitialAdmin(getDb(), { ADMIN_USERNAME: 'marina', ADMIN_EMAIL: 'marina@example.com', ADMIN_PASSWORD: 'Ipê-amarelo-florido' }, { hash });
    expect(result).toEqual({ created: true, username: 'marina', email: 'marina@example.com' });
    expect(describeInitialAdmin(result, 'http://x/admin/login')).not.toContain('Ipê-amarelo-florido');
    const stored = await findAdminByIdentifier(getDb(), 'marina@example.com');
    expect(await verifyPassword('Ipê-amarelo-florido', stored!.passwordHash)).toBe(true);
  });

  it('refuses a configured password that breaks the policy, creating nothing', async () => {
    await clear();
    await expect(ensureInitialAdmin(getDb(), { ADMIN_PASSWORD: 'password1234' }, { hash })).rejects.toThrow(
      'ADMIN_PASSWORD is refused: This password is a common password (or a variant of one, with digits or capitals) and easy to guess. Choose another one.',
    );
    await expect(ensureInitialAdmin(getDb(), { ADMIN_PASSWORD: 'Secret-2026' }, { hash })).rejects.toThrow(/at least 12 characters/);
    await expect(ensureInitialAdmin(getDb(), { ADMIN_USERNAME: 'operator', ADMIN_PASSWORD: 'Operator2026!' }, { hash })).rejects.toThrow(/too close to the username/);
    expect(await getDb().kysely.selectFrom('admin_users').selectAll().execute()).toEqual([]);
  });
});
