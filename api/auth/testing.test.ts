import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../shared/db/testing';
import { createApp } from '../app';
import { adminHeaders, createTestAdmin, loginCookie, TEST_ADMIN_PASSWORD } from './testing';

const NOW = new Date('2026-06-01T12:00:00.000Z');

describeEachDatabase('auth test helpers', (getDb) => {
  it('create an admin whose known password logs in, and a cookie that opens /me', async () => {
    const app = createApp({ db: getDb(), now: () => NOW });
    const admin = await createTestAdmin(getDb());
    expect(admin.password).toBe(TEST_ADMIN_PASSWORD);
    const cookie = await loginCookie(app, admin.username, admin.password);
    expect(cookie).toMatch(/^admin_session=[A-Za-z0-9_-]{43}$/);
    const me = await app.request('/api/admin/me', { headers: adminHeaders(cookie) });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ user: { id: admin.id, username: admin.username, email: admin.email, role: 'administrator' } });
  });

  it('give each admin a unique name, and loginCookie throws on a wrong password', async () => {
    const app = createApp({ db: getDb(), now: () => NOW });
    const a = await createTestAdmin(getDb());
    const b = await createTestAdmin(getDb(), { password: 'Another-secret-77' });
    expect(a.username).not.toBe(b.username);
    await expect(loginCookie(app, b.email, 'wrong-password')).rejects.toThrow(/401.*Credenciais inválidas/);
    await expect(loginCookie(app, b.email, 'Another-secret-77')).resolves.toMatch(/^admin_session=/);
  });
});

describe('adminHeaders', () => {
  it('carries the cookie and the JSON content type', () => {
    expect(adminHeaders('admin_session=x', { Origin: 'http://localhost' })).toEqual({ Cookie: 'admin_session=x', 'Content-Type': 'application/json', Origin: 'http://localhost' });
  });
});
