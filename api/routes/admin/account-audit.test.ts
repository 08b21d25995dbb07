/**
 * Account and operation events in the audit log (issue 24), on both dialects: a successful login
 * (with its address block), a logout, and "build now".
 */
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../shared/db/testing';
import { createApp } from '../../app';
import { createTestAdmin, fastTestHasher, loginCookie, type TestAdmin } from '../../auth/testing';
import { auditRows, TEST_NOW } from './testing';

const ORIGIN = 'http://localhost:4321';

describeEachDatabase('account events in the audit log', (getDb) => {
  let app: ReturnType<typeof createApp>;
  let admin: TestAdmin;
  beforeAll(async () => {
    app = createApp({ db: getDb(), now: () => TEST_NOW, siteUrl: ORIGIN, log: () => {}, passwords: fastTestHasher(), clientIp: () => '198.51.100.23' });
    admin = await createTestAdmin(getDb());
  });

  it('records a successful login and the logout of that session, with the address block', async () => {
    const cookie = await loginCookie(app, admin.username, admin.password, ORIGIN);
    const res = await app.request('/api/admin/logout', { method: 'POST', headers: { cookie, origin: ORIGIN } });
    expect(res.status).toBe(204);
    const rows = await auditRows(getDb(), 'session', admin.id);
    expect(rows.map((r) => [r.action, r.user_id])).toEqual([['login', admin.id], ['logout', admin.id]]);
    expect(rows[0]!.after).toEqual({ username: admin.username, addressBlock: '198.51.100.23' });
    // A wrong password records no login (its refusal has its own entry: next test).
    expect((await app.request('/api/admin/login', { method: 'POST', headers: { 'content-type': 'application/json', origin: ORIGIN }, body: JSON.stringify({ identifier: admin.username, password: 'wrong-password-1' }) })).status).toBe(401);
    expect(await auditRows(getDb(), 'session', admin.id)).toHaveLength(2);
  });

  it('records a login refused for its password, with the account tried and the address block, once per account and interval (issue 26)', async () => {
    const fail = () => app.request('/api/admin/login', { method: 'POST', headers: { 'content-type': 'application/json', origin: ORIGIN }, body: JSON.stringify({ identifier: admin.username, password: 'wrong-password-2' }) });
    expect((await fail()).status).toBe(401);
    expect((await fail()).status).toBe(401);
    const rows = await auditRows(getDb(), 'login', admin.username.toLowerCase());
    expect(rows.map((r) => [r.action, r.user_id])).toEqual([['wrong-password', null]]);
    expect(rows[0]!.after).toEqual({ addressBlock: '198.51.100.23', account: admin.username.toLowerCase() });
  });

  it('records "build now" with who asked', async () => {
    const cookie = await loginCookie(app, admin.username, admin.password, ORIGIN);
    const res = await app.request('/api/admin/builds', { method: 'POST', headers: { cookie, origin: ORIGIN, 'content-type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(202);
    const rows = await auditRows(getDb(), 'build', 'now');
    expect(rows.map((r) => [r.action, r.user_id])).toEqual([['run', admin.id]]);
    expect(rows[0]!.after).toMatchObject({ trigger: `admin:${admin.username}` });
  });
});
