/**
 * Issue 25 item 2 over HTTP: the accounts API (create with a one-time set-password link, change
 * role and regions, disable and re-enable with sessions ending at once), the owner's protection,
 * the public set-password route and the audit trail, on both dialects.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../shared/db/testing';
import { accountSchema, createdAccountSchema } from '../../../shared/schemas/accounts';
import { createApp } from '../../app';
import { fastTestHasher, loginCookie } from '../../auth/testing';
import { adminClient, auditRows, expectRefusedUnchanged, TEST_NOW, type AdminTestClient } from './testing';

const ORIGIN = 'http://localhost:4321';
const PASSWORD = 'Pitanga-vermelha-88';

describeEachDatabase('accounts API (/api/admin/users) and set-password links', (getDb) => {
  let owner: AdminTestClient;
  let admin: AdminTestClient;
  let app: ReturnType<typeof createApp>;
  let now = TEST_NOW;

  beforeAll(async () => {
    owner = await adminClient(getDb(), { role: 'owner', username: 'dona' });
    admin = await adminClient(getDb(), { role: 'administrator' });
    app = createApp({ db: getDb(), now: () => now, siteUrl: ORIGIN, log: () => {}, passwords: fastTestHasher() });
  });

  const setPassword = (token: string, password = PASSWORD) =>
    app.request(`${ORIGIN}/api/admin/set-password`, {
      method: 'POST', headers: { 'content-type': 'application/json', origin: ORIGIN }, body: JSON.stringify({ token, password }),
    });
  const tokenOf = (url: string) => new URL(url, ORIGIN).hash.replace('#token=', '');

  it('creates an account with a one-time link (48 h, stored hashed) that sets its password once', async () => {
    const res = await admin.json('POST', '/api/admin/users', { username: 'lucia', email: 'lucia@example.com', role: 'editor', regions: ['it', 'br'] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const created = createdAccountSchema.parse(res.body);
    expect(created.user).toMatchObject({ username: 'lucia', role: 'editor', regions: ['br', 'it'], disabled: false, setPasswordPending: true });
    expect(created.setPasswordLink.url).toMatch(/^\/admin\/definir-senha#token=[A-Za-z0-9_-]{43}$/);
    expect(created.setPasswordLink.expiresAt).toBe(new Date(TEST_NOW.getTime() + 48 * 3600_000).toISOString());
    const token = tokenOf(created.setPasswordLink.url);
    const row = await getDb().kysely.selectFrom('admin_users').selectAll().where('id', '=', created.user.id).executeTakeFirstOrThrow();
    expect(row.set_password_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(token);
    // Not in the audit log either.
    const audit = await auditRows(getDb(), 'admin-user', created.user.id);
    expect(audit[0]).toMatchObject({ action: 'create', user_id: admin.adminId, after: { username: 'lucia', role: 'editor' } });
    expect(JSON.stringify(audit)).not.toContain(token);

    // A weak password is refused and the link survives; the good one spends it.
    expect((await setPassword(token, 'lucia')).status).toBe(400);
    expect((await setPassword(token)).status).toBe(204);
    expect((await setPassword(token)).status).toBe(400);
    const cookie = await loginCookie(app, 'lucia', PASSWORD, ORIGIN);
    const me = await app.request(`${ORIGIN}/api/admin/me`, { headers: { cookie } });
    expect(await me.json()).toEqual({ user: { id: created.user.id, username: 'lucia', email: 'lucia@example.com', role: 'editor', regions: ['br', 'it'] } });
    expect((await admin.json('GET', `/api/admin/users/${created.user.id}`)).body.setPasswordPending).toBe(false);
  });

  it('refuses an expired link, a duplicate username or e-mail and the owner role', async () => {
    const created = (await admin.json('POST', '/api/admin/users', { username: 'tarde', email: 'tarde@example.com', role: 'author' })).body;
    now = new Date(TEST_NOW.getTime() + 48 * 3600_000 + 1000);
    try {
      const res = await setPassword(tokenOf(created.setPasswordLink.url));
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: 'invalid_token' });
    } finally {
      now = TEST_NOW;
    }
    const dup = await expectRefusedUnchanged(getDb(), 409, () => admin.json('POST', '/api/admin/users', { username: 'LUCIA', email: 'x@example.com', role: 'author' }));
    expect(dup.issues[0].path).toBe('username');
    const ownerRole = await expectRefusedUnchanged(getDb(), 400, () => admin.json('POST', '/api/admin/users', { username: 'outro', email: 'o@example.com', role: 'owner' }));
    expect(ownerRole.issues[0].path).toBe('role');
    // A new link replaces the expired one.
    const link = await admin.json('POST', `/api/admin/users/${created.user.id}/set-password-link`);
    expect(link.status).toBe(201);
    expect((await setPassword(tokenOf(link.body.url))).status).toBe(204);
  });

  it('changes role and regions with a version check, and disabling ends the sessions at once', async () => {
    const [lucia] = (await admin.json('GET', '/api/admin/users?q=lucia')).body.items;
    const cookie = await loginCookie(app, 'lucia', PASSWORD, ORIGIN);
    const changed = await admin.json('PATCH', `/api/admin/users/${lucia.id}`, { role: 'author', regions: ['mx'], version: lucia.version });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(accountSchema.parse(changed.body)).toMatchObject({ role: 'author', regions: ['mx'], version: lucia.version + 1 });
    // The session sees the new role on its next request.
    expect((await (await app.request(`${ORIGIN}/api/admin/me`, { headers: { cookie } })).json()).user.role).toBe('author');
    expect((await admin.json('PATCH', `/api/admin/users/${lucia.id}`, { disabled: true, version: lucia.version })).status).toBe(409);

    const disabled = await admin.json('PATCH', `/api/admin/users/${lucia.id}`, { disabled: true, version: changed.body.version });
    expect(disabled.body.disabled).toBe(true);
    expect((await app.request(`${ORIGIN}/api/admin/me`, { headers: { cookie } })).status).toBe(401);
    expect(await getDb().kysely.selectFrom('sessions').select('id').where('user_id', '=', lucia.id).execute()).toEqual([]);
    await expect(loginCookie(app, 'lucia', PASSWORD, ORIGIN)).rejects.toThrow(/401/);

    const enabled = await admin.json('PATCH', `/api/admin/users/${lucia.id}`, { disabled: false, version: disabled.body.version });
    expect(enabled.body.disabled).toBe(false);
    await loginCookie(app, 'lucia', PASSWORD, ORIGIN);
    const actions = (await auditRows(getDb(), 'admin-user', lucia.id)).map((r) => [r.action, r.after?.role ?? r.after?.username, r.after?.disabled]);
    expect(actions.slice(-3)).toEqual([['update', 'author', false], ['update', 'author', true], ['update', 'author', false]]);
  });

  it('protects the owner: nobody else changes it, and it cannot demote or disable itself', async () => {
    const [dona] = (await admin.json('GET', '/api/admin/users?q=dona')).body.items;
    expect(dona.role).toBe('owner');
    const byAdmin = await expectRefusedUnchanged(getDb(), 403, () => admin.json('PATCH', `/api/admin/users/${dona.id}`, { role: 'editor', version: dona.version }));
    expect(byAdmin).toMatchObject({ error: 'forbidden', permission: 'owner' });
    expect((await admin.json('PATCH', `/api/admin/users/${dona.id}`, { disabled: true, version: dona.version })).status).toBe(403);
    expect((await admin.json('POST', `/api/admin/users/${dona.id}/set-password-link`)).body.permission).toBe('owner');
    const self = await expectRefusedUnchanged(getDb(), 409, () => owner.json('PATCH', `/api/admin/users/${dona.id}`, { role: 'editor', version: dona.version }));
    expect(self.error).toBe('refused');
    // An administrator cannot lock itself out either.
    expect((await admin.json('PATCH', `/api/admin/users/${admin.adminId}`, { disabled: true, version: 1 })).status).toBe(409);
  });

  it('only account managers list accounts and see other accounts\' sessions', async () => {
    const editor = await adminClient(getDb(), { role: 'editor' });
    expect((await editor.json('GET', '/api/admin/users')).body.permission).toBe('accounts.manage');
    const sessions = (await editor.json('GET', '/api/admin/sessions')).body.items;
    expect(sessions.length).toBe(1);
    expect(sessions[0].mine).toBe(true);
    const others = (await admin.json('GET', '/api/admin/sessions')).body.items.filter((s: { username: string }) => s.username !== sessions[0].username);
    expect(others.length).toBeGreaterThan(0);
    expect((await editor.json('DELETE', `/api/admin/sessions/${others[0].id}`)).body.permission).toBe('accounts.manage');
  });
});

describe('roles module', () => {
  it('names the five roles of issue 25', async () => {
    const { ROLES } = await import('../../../shared/auth/roles');
    expect(ROLES).toEqual(['owner', 'administrator', 'editor', 'author', 'contributor']);
  });
});
