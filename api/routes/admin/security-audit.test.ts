/**
 * Issue 17: security events an admin must be able to trace leave audit entries, found through
 * GET /api/admin/audit-log — a password change, a job switched on or off, a write refused for its
 * origin (admin API and the public contact form). None stores a password or secret.
 */
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../shared/db/testing';
import { loadEnv } from '../../../shared/env';
import type { AuditEntry } from '../../../shared/schemas/admin';
import { createApp } from '../../app';
import { adminHeaders, createTestAdmin, fastTestHasher, loginCookie, type TestAdmin } from '../../auth/testing';
import { allJobs } from '../../jobs/registry';

const ORIGIN = 'http://localhost';
const NEW_PASSWORD = 'Quite-new-secret-phrase-2026';

describeEachDatabase('audit of security events', (getDb) => {
  let clock = new Date('2026-10-05T09:00:00.000Z');
  let ip = '192.0.2.10';
  let admin: TestAdmin;
  let cookie: string;
  const app = () => createApp({ db: getDb(), now: () => clock, clientIp: () => ip, passwords: fastTestHasher(), jobs: { definitions: allJobs(), env: loadEnv({}) } });
  const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    app().request(`${ORIGIN}${path}`, { method, headers: adminHeaders(cookie, headers), body: body === undefined ? undefined : JSON.stringify(body) });
  const audit = async (query: string): Promise<AuditEntry[]> => {
    const res = await call('GET', `/api/admin/audit-log?${query}`);
    expect(res.status).toBe(200);
    return (await res.json()).items;
  };

  beforeAll(async () => {
    admin = await createTestAdmin(getDb());
    cookie = await loginCookie(app(), admin.username, admin.password);
  });

  it('a password change is recorded with who, from where and how many other sessions ended — never the password or its hash', async () => {
    const other = await loginCookie(app(), admin.username, admin.password);
    const res = await call('POST', '/api/admin/password', { currentPassword: admin.password, newPassword: NEW_PASSWORD });
    expect(res.status).toBe(204);
    expect((await app().request('/api/admin/me', { headers: { Cookie: other } })).status).toBe(401);
    const items = await audit('entity=admin-user&action=password-change');
    expect(items).toEqual([
      expect.objectContaining({
        userId: admin.id, username: admin.username, action: 'password-change', entity: 'admin-user', entityId: String(admin.id),
        before: null, after: { username: admin.username, addressBlock: ip, otherSessionsEnded: 1 }, createdAt: clock.toISOString(),
      }),
    ]);
    const row = JSON.stringify(items);
    expect(row).not.toContain(NEW_PASSWORD);
    expect(row).not.toContain(admin.password);
    expect(row).not.toContain('scrypt');
  });

  it('switching a job off and on is recorded with the switch before and after', async () => {
    const job = allJobs()[0]!.name;
    expect((await call('PUT', `/api/admin/jobs/${job}`, { enabled: false })).status).toBe(200);
    clock = new Date(clock.getTime() + 1000);
    expect((await call('PUT', `/api/admin/jobs/${job}`, { enabled: true })).status).toBe(200);
    const items = await audit(`entity=job&entityId=${job}`);
    expect(items.map((e) => [e.action, e.username, e.before, e.after])).toEqual([
      ['update', admin.username, { enabled: false }, { enabled: true }],
      ['update', admin.username, { enabled: true }, { enabled: false }],
    ]);
    // A refused switch (bad body) changes nothing and records nothing.
    expect((await call('PUT', `/api/admin/jobs/${job}`, { enabled: 'maybe' })).status).toBe(400);
    expect(await audit(`entity=job&entityId=${job}`)).toHaveLength(2);
  });

  it('a write refused for its origin is recorded once per address block and quarter hour, with method, path and origin', async () => {
    ip = '2001:db8:77:1::5';
    const forged = () => call('PUT', '/api/admin/settings/site_name', { value: 'Hacked', version: 1 }, { Origin: 'https://evil.example' });
    for (let i = 0; i < 3; i++) expect((await forged()).status).toBe(403);
    const contact = await app().request(`${ORIGIN}/api/contact`, {
      method: 'POST', headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'cross-site' }, body: '{}',
    });
    expect(contact.status).toBe(403);
    ip = '192.0.2.10';
    const items = await audit('entity=cross-origin');
    expect(items).toEqual([
      expect.objectContaining({
        userId: null, action: 'refuse', entity: 'cross-origin', entityId: '2001:db8:77:1::/64', before: null,
        after: { addressBlock: '2001:db8:77:1::/64', method: 'PUT', path: '/api/admin/settings/site_name', origin: 'https://evil.example', referer: null, secFetchSite: null },
      }),
    ]);
    // Another block, a quarter hour later: a record each (the public contact form too).
    clock = new Date(clock.getTime() + 16 * 60_000);
    ip = '203.0.113.5';
    const later = await app().request(`${ORIGIN}/api/contact`, {
      method: 'POST', headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'cross-site', Referer: 'https://evil.example/page?token=abc' }, body: '{}',
    });
    expect(later.status).toBe(403);
    ip = '192.0.2.10';
    const [latest] = await audit('entity=cross-origin');
    expect(latest).toMatchObject({ entityId: '203.0.113.5', after: { method: 'POST', path: '/api/contact', referer: 'https://evil.example', secFetchSite: 'cross-site' } });
    expect(JSON.stringify(latest)).not.toContain('token=abc');
  });
});
