/**
 * Issue 17, "lockout as a weapon" and "account enumeration": login locks are per (account, address
 * block) with an account-wide soft lock after 100 failures an hour, answer the same for unknown
 * and existing accounts, and an admin can list and lift them (/api/admin/login-locks).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../shared/db/testing';
import { createApp, type AppDeps } from '../../app';
import { adminHeaders, createTestAdmin, fastTestHasher, loginCookie, type TestAdmin } from '../../auth/testing';
import type { HashTicket } from '../../auth/hash-queue';
import type { PasswordHasher } from '../../auth/passwords';

const MINUTE = 60_000;

/** A cheap hasher that counts verifications (a lock must refuse without checking). */
function countingHasher(): PasswordHasher & { verifications: number } {
  const base = fastTestHasher();
  const hasher = {
    verifications: 0,
    hash: base.hash,
    dummyHash: base.dummyHash,
    imitateVerify: base.imitateVerify,
    verify: async (password: string, stored: string, ticket?: HashTicket) => {
      hasher.verifications++;
      return base.verify(password, stored, ticket);
    },
  };
  return hasher;
}

describeEachDatabase('login locks', (getDb) => {
  // Each test gets its own day, so earlier attempts never count (the widest window is an hour).
  let day = 0;
  let clock: Date;
  let ip: string;
  let hasher: ReturnType<typeof countingHasher>;
  let admin: TestAdmin;

  beforeEach(async () => {
    day++;
    clock = new Date(Date.UTC(2026, 8, 1 + day, 12));
    ip = `198.51.100.${day}`;
    hasher = countingHasher();
    admin = await createTestAdmin(getDb());
  });

  const app = (extra: Partial<AppDeps> = {}) => createApp({ db: getDb(), now: () => clock, clientIp: () => ip, passwords: hasher, ...extra });
  const login = (identifier: string, password: string) =>
    app().request('/api/admin/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ identifier, password }) });
  const from = async <T>(address: string, work: () => T | Promise<T>): Promise<T> => {
    const mine = ip;
    ip = address;
    try {
      return await work();
    } finally {
      ip = mine;
    }
  };
  /** Status, Retry-After and body of an answer: what a client can compare. */
  const seen = async (res: Response) => ({ status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json() });

  describe('a stranger cannot lock the owner out', () => {
    it('5 wrong passwords lock the account from that address block only: the right password from another address logs in', async () => {
      for (let i = 0; i < 5; i++) expect((await login(admin.username, 'wrong-password')).status).toBe(401);
      expect((await login(admin.username, admin.password)).status).toBe(429);
      // The same /64 of an IPv6 attacker is one block; another address is not held.
      const elsewhere = `192.0.2.${day}`;
      expect((await from(elsewhere, () => login(admin.username, admin.password))).status).toBe(200);
      expect((await from(elsewhere, () => login(admin.email, 'wrong-password'))).status).toBe(401);
      expect(hasher.verifications).toBe(7);
    });

    it('an IPv6 attacker is held by its /64, and the owner in another /64 logs in', async () => {
      for (let i = 0; i < 5; i++) {
        const res = await from(`2001:db8:${day}:1::${i + 1}`, () => login(admin.username, 'wrong-password'));
        expect(res.status).toBe(401);
      }
      expect((await from(`2001:db8:${day}:1:abcd::9`, () => login(admin.username, admin.password))).status).toBe(429);
      expect((await from(`2001:db8:${day}:2::1`, () => login(admin.username, admin.password))).status).toBe(200);
    });

    it('100 failures in an hour from many addresses soft-lock the account: addresses it logged in from before still get in, new ones wait', async () => {
      const home = `192.0.2.${day}`;
      expect((await from(home, () => login(admin.username, admin.password))).status).toBe(200);
      clock = new Date(clock.getTime() + 10 * MINUTE);
      // 20 blocks × 5 wrong passwords: each block stays under its own limits until its fifth.
      for (let b = 0; b < 20; b++) {
        for (let i = 0; i < 5; i++) expect((await from(`10.${day}.${b}.1`, () => login(admin.username, `guess-${b}-${i}`))).status).toBe(401);
      }
      hasher.verifications = 0;
      const stranger = await from('203.0.113.77', () => login(admin.username, admin.password));
      expect(stranger.status).toBe(429);
      expect(Number(stranger.headers.get('retry-after'))).toBe(60 * 60);
      expect(hasher.verifications).toBe(0);
      expect((await from(home, () => login(admin.username, admin.password))).status).toBe(200);
      // An hour after the first of the 100, the account takes guesses from anywhere again.
      clock = new Date(clock.getTime() + 60 * MINUTE);
      expect((await from('203.0.113.77', () => login(admin.username, admin.password))).status).toBe(200);
    });
  });

  describe('no account enumeration', () => {
    it('an existing and an unknown account answer the same, locked or not, from the same and from another address', async () => {
      const unknown = `nobody-${day}@example.com`;
      const answers: Record<string, Awaited<ReturnType<typeof seen>>[]> = { [admin.email]: [], [unknown]: [] };
      for (const identifier of [admin.email, unknown]) {
        for (let i = 0; i < 7; i++) answers[identifier]!.push(await seen(await login(identifier, 'wrong-password')));
        answers[identifier]!.push(await seen(await from(`192.0.2.${day}`, () => login(identifier, 'wrong-password'))));
      }
      expect(answers[admin.email]!.map((a) => a.status)).toEqual([401, 401, 401, 401, 401, 429, 429, 401]);
      expect(answers[unknown]).toEqual(answers[admin.email]);
      expect(answers[unknown]![5]!.body).toEqual({ error: 'too_many_attempts', message: 'Muitas tentativas de login malsucedidas. Tente novamente em 15 minutos.' });
    });

    it('the account-wide soft lock holds an unknown identifier exactly like an existing one', async () => {
      const unknown = `ghost-${day}`;
      const answers: Awaited<ReturnType<typeof seen>>[] = [];
      for (const identifier of [admin.username, unknown]) {
        for (let b = 0; b < 20; b++) {
          for (let i = 0; i < 5; i++) await from(`10.${day}.${b}.${identifier === unknown ? 2 : 1}`, () => login(identifier, 'wrong-password'));
        }
        answers.push(await seen(await from(`203.0.113.${day}`, () => login(identifier, 'wrong-password'))));
      }
      expect(answers[0]!.status).toBe(429);
      expect(answers[1]).toEqual(answers[0]);
    });
  });

  describe('GET /api/admin/login-locks and POST /api/admin/login-locks/lift', () => {
    it('lists the locks in force with account, address block, failures and end, and an admin lifts one (audited)', async () => {
      const operator = await createTestAdmin(getDb());
      const cookie = await from('192.0.2.250', () => loginCookie(app(), operator.username, operator.password));
      const call = (method: string, path: string, body?: unknown) =>
        from('192.0.2.250', () => app().request(path, { method, headers: adminHeaders(cookie), body: body === undefined ? undefined : JSON.stringify(body) }));

      expect(await (await call('GET', '/api/admin/login-locks')).json()).toEqual({ items: [] });
      for (let i = 0; i < 5; i++) await login(admin.username, 'wrong-password');
      clock = new Date(clock.getTime() + 2 * MINUTE);
      const listed = await call('GET', '/api/admin/login-locks');
      expect(listed.status).toBe(200);
      expect(listed.headers.get('cache-control')).toBe('no-store');
      const until = new Date(clock.getTime() + 13 * MINUTE).toISOString();
      expect(await listed.json()).toEqual({ items: [{ account: admin.username, addressBlock: ip, failures: 5, until }] });

      const lifted = await call('POST', '/api/admin/login-locks/lift', { account: admin.username, addressBlock: ip });
      expect(lifted.status).toBe(200);
      expect(await lifted.json()).toEqual({ lifted: { account: admin.username, addressBlock: ip, failures: 5, until } });
      expect(await (await call('GET', '/api/admin/login-locks')).json()).toEqual({ items: [] });
      expect((await login(admin.username, admin.password)).status).toBe(200);

      const audit = await (await call('GET', '/api/admin/audit-log?entity=login-lock')).json();
      expect(audit.items).toEqual([
        expect.objectContaining({ action: 'unlock', entityId: admin.username, username: operator.username, before: { account: admin.username, addressBlock: ip, failures: 5, until }, after: null }),
      ]);

      // Lifting again: nothing in force, 404; a body naming nothing: 400 naming the field.
      const again = await call('POST', '/api/admin/login-locks/lift', { account: admin.username, addressBlock: ip });
      expect(again.status).toBe(404);
      expect((await again.json()).message).toMatch(/Nenhum bloqueio/);
      const empty = await call('POST', '/api/admin/login-locks/lift', { account: null, addressBlock: null });
      expect(empty.status).toBe(400);
      expect((await empty.json()).issues[0]).toMatchObject({ path: 'account', message: 'account or addressBlock is required' });
      expect((await call('DELETE', '/api/admin/login-locks')).status).toBe(405);
    });

    it('lists an address block locked on every account and an account held from every address, each liftable', async () => {
      const operator = await createTestAdmin(getDb());
      const cookie = await from('192.0.2.251', () => loginCookie(app(), operator.username, operator.password));
      const call = (method: string, path: string, body?: unknown) =>
        from('192.0.2.251', () => app().request(path, { method, headers: adminHeaders(cookie), body: body === undefined ? undefined : JSON.stringify(body) }));
      for (let i = 0; i < 20; i++) await login(`guess${i}@example.com`, 'wrong-password');
      for (let b = 0; b < 20; b++) for (let i = 0; i < 5; i++) await from(`10.${day}.${b}.9`, () => login(admin.username, 'wrong-password'));
      const { items } = await (await call('GET', '/api/admin/login-locks')).json();
      expect(items).toEqual(expect.arrayContaining([
        { account: null, addressBlock: ip, failures: 20, until: expect.any(String) },
        { account: admin.username, addressBlock: null, failures: 100, until: expect.any(String) },
      ]));
      expect((await call('POST', '/api/admin/login-locks/lift', { account: admin.username, addressBlock: null })).status).toBe(200);
      expect((await from('203.0.113.99', () => login(admin.username, admin.password))).status).toBe(200);
      expect((await call('POST', '/api/admin/login-locks/lift', { account: null, addressBlock: ip })).status).toBe(200);
      expect((await login(admin.username, admin.password)).status).toBe(200);
    });
  });

  describe('audit of refused logins', () => {
    it('a login refused by a lock leaves one audit entry per address block and quarter hour, without the password', async () => {
      const operator = await createTestAdmin(getDb());
      const cookie = await from('192.0.2.252', () => loginCookie(app(), operator.username, operator.password));
      for (let i = 0; i < 5; i++) await login(admin.username, 'wrong-password');
      for (let i = 0; i < 3; i++) expect((await login(admin.username, 'Secret-guess-77')).status).toBe(429);
      const attacker = ip;
      const res = await from('192.0.2.252', () => app().request(`/api/admin/audit-log?entity=login&action=refuse&entityId=${attacker}`, { headers: adminHeaders(cookie) }));
      const { items } = await res.json();
      expect(items).toEqual([
        expect.objectContaining({
          action: 'refuse', entity: 'login', entityId: ip, userId: null, before: null,
          after: { addressBlock: ip, account: admin.username, lock: 'account-address', retryAfterSeconds: 15 * 60, route: 'login' },
        }),
      ]);
      expect(JSON.stringify(items)).not.toContain('Secret-guess-77');
    });
  });
});
