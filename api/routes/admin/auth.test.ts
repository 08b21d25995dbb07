import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../../shared/db/connect';
import { describeEachDatabase } from '../../../shared/db/testing';
import { adminUserSchema } from '../../../shared/schemas/auth';
import { createApp, type AppDeps } from '../../app';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../../auth/sessions';
import { adminHeaders, createTestAdmin, fastTestHasher, loginCookie, sessionCookieFrom, type TestAdmin } from '../../auth/testing';
import type { HashTicket } from '../../auth/hash-queue';
import { FAST_TEST_SCRYPT, hashPassword, scryptHasher, type PasswordHasher } from '../../auth/passwords';
import { snapshot } from './testing';

const MINUTE = 60_000;
const AUTH_TABLES = ['admin_users', 'sessions', 'login_attempts', 'audit_log', 'posts', 'settings'] as const;
/** Every row of the auth tables (and a few content ones), minus `skip`: equal means nothing changed. */
const snapshotDatabase = (db: Db, skip: string[] = []) => snapshot(db, AUTH_TABLES.filter((t) => !skip.includes(t)));
const INVALID = { error: 'invalid_credentials', message: 'Credenciais inválidas. Verifique seu nome de usuário e senha.' };

/** A cheap hasher that counts verifications: a wrong password costs one, an unknown user none. */
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

describeEachDatabase('admin auth API', (getDb) => {
  // Each test gets its own day, IP and admin, so earlier attempts and sessions never interfere.
  let day = 0;
  let clock: Date;
  let ip: string;
  let hasher: ReturnType<typeof countingHasher>;
  let admin: TestAdmin;

  beforeEach(async () => {
    day++;
    clock = new Date(Date.UTC(2026, 5, 1 + day, 12));
    ip = `203.0.113.${day}`;
    hasher = countingHasher();
    admin = await createTestAdmin(getDb());
  });

  const advance = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };
  const app = (extra: Partial<AppDeps> = {}) =>
    createApp({ db: getDb(), now: () => clock, clientIp: () => ip, passwords: hasher, ...extra });
  const login = (identifier: unknown, password: unknown, headers: Record<string, string> = {}, base = 'http://localhost', a = app()) =>
    a.request(`${base}/api/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({ identifier, password }),
    });
  const me = (cookie?: string, a = app()) => a.request('/api/admin/me', { headers: cookie ? { Cookie: cookie } : {} });
  const tokenOf = (cookie: string) => cookie.split('=')[1]!;
  const sessionRows = (db: Db, userId: number) => db.kysely.selectFrom('sessions').selectAll().where('user_id', '=', userId).execute();

  describe('POST /api/admin/login', () => {
    it('logs in with the username, answers the user and sets an HttpOnly SameSite=Lax cookie (http: no Secure, no prefix)', async () => {
      const res = await login(admin.username, admin.password);
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(adminUserSchema.parse(body.user)).toEqual({ id: admin.id, username: admin.username, email: admin.email, role: 'administrator', regions: [] });
      expect(res.headers.get('cache-control')).toBe('no-store');
      const [setCookie] = res.headers.getSetCookie();
      expect(setCookie).toMatch(/^admin_session=[A-Za-z0-9_-]{43}; Max-Age=604800; Path=\/; HttpOnly; SameSite=Lax$/);
    });

    it('runs one password check at a time: checks beyond the queue get 503 with Retry-After and count as no attempt', async () => {
      const db = getDb();
      // A production-cost hash (0.3–0.5 s), so the four logins below meet in the queue.
      await db.kysely.updateTable('admin_users').set({ password_hash: await hashPassword(admin.password) }).where('id', '=', admin.id).execute();
      const a = app({ passwords: scryptHasher(FAST_TEST_SCRYPT, { concurrency: 1, maxWaiting: 0 }) });
      const answers = await Promise.all([1, 2, 3, 4].map(() => login(admin.username, admin.password, {}, undefined, a)));
      expect(answers.map((r) => r.status).sort()).toEqual([200, 503, 503, 503]);
      const busy = answers.find((r) => r.status === 503)!;
      expect(busy.headers.get('retry-after')).toBe('1');
      expect(await busy.json()).toMatchObject({ error: 'busy', message: expect.stringContaining('Tente novamente') });
      const attempts = await db.kysely.selectFrom('login_attempts').select('succeeded').where('ip', '=', ip).execute();
      expect(attempts.map((r) => Number(r.succeeded))).toEqual([1]);
    });

    it('stores only the SHA-256 of the token, never the token', async () => {
      const cookie = sessionCookieFrom(await login(admin.username, admin.password))!;
      const rows = await sessionRows(getDb(), admin.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.token_hash).toBe(createHash('sha256').update(tokenOf(cookie)).digest('hex'));
      expect(JSON.stringify(rows)).not.toContain(tokenOf(cookie));
      expect(rows[0]!.ip).toBe(ip);
    });

    it('accepts the e-mail in any case and a username with stray spaces', async () => {
      expect((await login(admin.email.toUpperCase(), admin.password)).status).toBe(200);
      expect((await login(`  ${admin.username.toUpperCase()} `, admin.password)).status).toBe(200);
    });

    it('over https uses the __Host- prefix and Secure, and ignores a plain-named cookie there', async () => {
      const res = await login(admin.username, admin.password, {}, 'https://ofertas.example');
      const [setCookie] = res.headers.getSetCookie();
      expect(setCookie).toMatch(/^__Host-admin_session=[A-Za-z0-9_-]{43}; Max-Age=604800; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
      const cookie = sessionCookieFrom(res)!;
      const a = app();
      expect((await a.request('https://ofertas.example/api/admin/me', { headers: { Cookie: cookie } })).status).toBe(200);
      // The same token under the plain name, as an http page of the domain could plant it: refused.
      const planted = `admin_session=${tokenOf(cookie)}`;
      expect((await a.request('https://ofertas.example/api/admin/me', { headers: { Cookie: planted } })).status).toBe(401);
    });

    it('makes the cookie Secure behind a TLS proxy when SITE_URL is https', async () => {
      const res = await login(admin.username, admin.password, {}, 'http://localhost', app({ siteUrl: 'https://ofertas.example' }));
      expect(res.headers.getSetCookie()[0]).toMatch(/^__Host-admin_session=.*; Secure; SameSite=Lax$/);
    });

    it('answers an unknown user exactly like a wrong password; only the real account reaches the hash queue (issue 24)', async () => {
      const wrong = await login(admin.username, 'not-the-password');
      expect(hasher.verifications).toBe(1);
      const unknown = await login('nobody-here', 'not-the-password');
      const unknownEmail = await login('nobody@example.com', admin.password);
      expect(hasher.verifications).toBe(1);
      for (const res of [wrong, unknown, unknownEmail]) {
        expect(res.status).toBe(401);
        expect(res.headers.get('set-cookie')).toBeNull();
        expect(await res.json()).toEqual(INVALID);
      }
    });

    it('refuses a disabled admin like an unknown one', async () => {
      await getDb().kysely.updateTable('admin_users').set({ disabled: 1 }).where('id', '=', admin.id).execute();
      const res = await login(admin.username, admin.password);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual(INVALID);
      expect(hasher.verifications).toBe(0);
    });

    it('issues a new token at every login and ends the session the browser still presented', async () => {
      const first = sessionCookieFrom(await login(admin.username, admin.password))!;
      const second = sessionCookieFrom(await login(admin.username, admin.password))!;
      expect(second).not.toBe(first);
      // A second browser logging in does not log out the first…
      expect((await me(first)).status).toBe(200);
      // …but a login from a browser that still had a session replaces that session.
      const third = sessionCookieFrom(await login(admin.username, admin.password, { Cookie: first }))!;
      expect(third).not.toBe(first);
      expect((await me(first)).status).toBe(401);
      expect((await me(third)).status).toBe(200);
      expect(await sessionRows(getDb(), admin.id)).toHaveLength(2);
    });

    it('answers 400 naming the missing fields with the login page text, and writes nothing', async () => {
      const before = await snapshotDatabase(getDb());
      const res = await login(undefined, undefined);
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.error).toBe('bad_request');
      expect(body.message).toMatch(/^Campos obrigatórios: identifier, password\. Por favor, preencha/);
      expect(body.issues.map((i: { path: string }) => i.path)).toEqual(['identifier', 'password']);
      const onlyPassword = await (await login('   ', '', {})).json();
      expect(onlyPassword.message).toMatch(/^Campos obrigatórios: identifier, password/);
      const noPassword = await (await login(admin.username, '')).json();
      expect(noPassword.message).toMatch(/^Campos obrigatórios: password\./);
      expect(noPassword.issues).toEqual([{ path: 'password', message: 'Campos obrigatórios' }]);
      expect(hasher.verifications).toBe(0);
      expect(await snapshotDatabase(getDb())).toEqual(before);
    });

    it('answers 400 naming an invalid field, unreadable JSON or a body that is not an object', async () => {
      const before = await snapshotDatabase(getDb());
      const long = await login('a'.repeat(255), 'x');
      expect(long.status).toBe(400);
      expect((await long.json()).message).toBe('identifier is too long: at most 254 characters');
      const typed = await login(42, 'x');
      expect(typed.status).toBe(400);
      expect((await typed.json()).issues[0].path).toBe('identifier');
      const broken = await app().request('/api/admin/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"identifier":' });
      expect(broken.status).toBe(400);
      expect((await broken.json()).message).toMatch(/JSON/);
      const list = await app().request('/api/admin/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '[]' });
      expect(list.status).toBe(400);
      expect(await snapshotDatabase(getDb())).toEqual(before);
    });
  });

  describe('login rate limits', () => {
    const fail = (identifier = admin.username) => login(identifier, 'wrong-password');

    it('locks an account after 5 failures in 15 minutes: 429 with Retry-After, even for the right password, unchecked; open again after', async () => {
      for (let i = 0; i < 5; i++) {
        expect((await fail()).status).toBe(401);
        advance(MINUTE);
      }
      expect(hasher.verifications).toBe(5);
      // 5 minutes after the first failure, the first leaves the window 10 minutes later.
      // (The refusal itself leaves one audit entry: login-locks.test.ts.)
      const before = await snapshotDatabase(getDb(), ['audit_log']);
      const locked = await login(admin.username, admin.password);
      expect(locked.status).toBe(429);
      expect(locked.headers.get('retry-after')).toBe(String(10 * 60));
      expect(await locked.json()).toEqual({ error: 'too_many_attempts', message: 'Muitas tentativas de login malsucedidas. Tente novamente em 10 minutos.' });
      expect(hasher.verifications).toBe(5);
      // Refused attempts are not recorded: the lock cannot be stretched by hammering it.
      expect(await snapshotDatabase(getDb(), ['audit_log'])).toEqual(before);
      // The e-mail has its own counter (issue 24): a shared one told, by 429 against 401, which
      // e-mail belongs to the username. A success under it does not open the username's lock.
      expect((await login(admin.email, admin.password)).status).toBe(200);

      advance(10 * MINUTE - 1000);
      const almost = await login(admin.username, admin.password);
      expect(almost.status).toBe(429);
      expect(almost.headers.get('retry-after')).toBe('1');
      advance(1000);
      expect((await login(admin.username, admin.password)).status).toBe(200);
    });

    it('keeps username and e-mail counters apart: a locked username tells nothing about which e-mail is its (issue 24)', async () => {
      for (let i = 0; i < 5; i++) expect((await fail()).status).toBe(401);
      expect((await fail()).status).toBe(429);
      // The attacker tries candidate e-mails: the account's own answers like any other.
      expect((await fail(admin.email)).status).toBe(401);
      expect((await fail('someone-else@example.com')).status).toBe(401);
    });

    it('counts only failures inside the window, and a successful login clears the account count', async () => {
      for (let i = 0; i < 4; i++) expect((await fail()).status).toBe(401);
      expect((await login(admin.username, admin.password)).status).toBe(200);
      for (let i = 0; i < 4; i++) expect((await fail()).status).toBe(401);
      // Four since the success: a fifth try is still checked.
      expect((await login(admin.username, admin.password)).status).toBe(200);
      for (let i = 0; i < 4; i++) expect((await fail()).status).toBe(401);
      advance(16 * MINUTE);
      for (let i = 0; i < 4; i++) expect((await fail()).status).toBe(401);
      expect((await fail()).status).toBe(401);
      expect((await fail()).status).toBe(429);
    });

    it('locks an IP after 20 failures across identifiers; other IPs and, later, that IP log in', async () => {
      for (let i = 0; i < 20; i++) expect((await fail(`guess${i}@example.com`)).status).toBe(401);
      const locked = await login(admin.username, admin.password);
      expect(locked.status).toBe(429);
      expect(Number(locked.headers.get('retry-after'))).toBe(15 * 60);
      const mine = ip;
      ip = '198.51.100.200';
      expect((await login(admin.username, admin.password)).status).toBe(200);
      ip = mine;
      advance(15 * MINUTE);
      expect((await login(admin.username, admin.password)).status).toBe(200);
    });

    it('counts an IPv6 client by its /64: rotating addresses within it does not escape the lock', async () => {
      for (let i = 0; i < 20; i++) {
        ip = `2001:db8:${day}:7::${(i + 1).toString(16)}`;
        expect((await fail(`guess${i}@example.com`)).status).toBe(401);
      }
      ip = `2001:db8:${day}:7:ffff:1:2:3`;
      expect((await login(admin.username, admin.password)).status).toBe(429);
      ip = `2001:db8:${day}:8::1`;
      expect((await login(admin.username, admin.password)).status).toBe(200);
    });

    it('lets at most 5 of many concurrent guesses be checked', async () => {
      const results = await Promise.all(Array.from({ length: 12 }, () => fail()));
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
      expect(statuses.filter((s) => s !== 401).every((s) => s === 429)).toBe(true);
      expect(hasher.verifications).toBeLessThanOrEqual(5);
      expect((await login(admin.username, admin.password)).status).toBe(429);
    });
  });

  describe('sessions', () => {
    it('GET /me answers 401 JSON without a session or with an unknown token', async () => {
      for (const cookie of [undefined, 'admin_session=nonsense', `admin_session=${'A'.repeat(43)}`]) {
        const res = await me(cookie);
        expect(res.status).toBe(401);
        expect(await res.json()).toEqual({ error: 'unauthorized', message: 'Sessão ausente ou expirada. Faça login novamente.' });
      }
    });

    it('POST /logout deletes the session on the server and clears the cookie; the old cookie is refused', async () => {
      const cookie = await loginCookie(app(), admin.username, admin.password);
      const res = await app().request('/api/admin/logout', { method: 'POST', headers: { Cookie: cookie } });
      expect(res.status).toBe(204);
      expect(res.headers.getSetCookie()[0]).toMatch(/^admin_session=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax$/);
      expect(await sessionRows(getDb(), admin.id)).toHaveLength(0);
      expect((await me(cookie)).status).toBe(401);
    });

    it('POST /logout without a session still answers 204', async () => {
      expect((await app().request('/api/admin/logout', { method: 'POST' })).status).toBe(204);
    });

    it('ends after 12 idle hours; use slides it, at most one write a minute', async () => {
      const cookie = await loginCookie(app(), admin.username, admin.password);
      const lastSeen = async () => (await sessionRows(getDb(), admin.id))[0]!.last_seen_at;
      const loggedInAt = clock.toISOString();
      advance(30_000);
      expect((await me(cookie)).status).toBe(200);
      expect(await lastSeen()).toBe(loggedInAt);
      advance(SESSION_IDLE_MS - 60_000);
      expect((await me(cookie)).status).toBe(200);
      expect(await lastSeen()).toBe(clock.toISOString());
      advance(SESSION_IDLE_MS - 1000);
      expect((await me(cookie)).status).toBe(200);
      advance(SESSION_IDLE_MS);
      expect((await me(cookie)).status).toBe(401);
    });

    it('ends 7 days after login however much it is used', async () => {
      const cookie = await loginCookie(app(), admin.username, admin.password);
      const start = clock.getTime();
      while (clock.getTime() + 11 * 3_600_000 < start + SESSION_ABSOLUTE_MS) {
        advance(11 * 3_600_000);
        expect((await me(cookie)).status).toBe(200);
      }
      clock = new Date(start + SESSION_ABSOLUTE_MS);
      expect((await me(cookie)).status).toBe(401);
    });
  });

  describe('POST /api/admin/password', () => {
    const change = (cookie: string, body: unknown) =>
      app().request('/api/admin/password', { method: 'POST', headers: adminHeaders(cookie), body: JSON.stringify(body) });

    it('changes the password and ends every other session of the user', async () => {
      const other = await createTestAdmin(getDb());
      const otherCookie = await loginCookie(app(), other.username, other.password);
      const laptop = await loginCookie(app(), admin.username, admin.password);
      const phone = await loginCookie(app(), admin.username, admin.password);
      const res = await change(laptop, { currentPassword: admin.password, newPassword: 'Brand-new-secret-2026' });
      expect(res.status).toBe(204);
      expect((await me(laptop)).status).toBe(200);
      expect((await me(phone)).status).toBe(401);
      expect((await me(otherCookie)).status).toBe(200);
      expect((await login(admin.username, admin.password)).status).toBe(401);
      expect((await login(admin.username, 'Brand-new-secret-2026')).status).toBe(200);
    });

    it('refuses a wrong current password, a policy-breaking or unchanged new one (400 naming the field) and changes nothing', async () => {
      const cookie = await loginCookie(app(), admin.username, admin.password);
      const before = await snapshotDatabase(getDb(), ['login_attempts']);
      const cases: [unknown, string, RegExp][] = [
        [{ currentPassword: 'nope-nope-nope', newPassword: 'Brand-new-secret-2026' }, 'currentPassword', /senha atual está incorreta/],
        [{ currentPassword: admin.password, newPassword: 'short' }, 'newPassword', /pelo menos 12 caracteres/],
        [{ currentPassword: admin.password, newPassword: 'Tester123' }, 'newPassword', /pelo menos 12 caracteres/],
        [{ currentPassword: admin.password, newPassword: 'Password1234' }, 'newPassword', /senha comum \(ou uma variação dela/],
        [{ currentPassword: admin.password, newPassword: admin.email }, 'newPassword', /parecida demais com o nome de usuário/],
        [{ currentPassword: admin.password, newPassword: `${admin.username.toUpperCase()}2026!!` }, 'newPassword', /parecida demais com o nome de usuário/],
        [{ currentPassword: admin.password, newPassword: 'zaq1xsw2cde3vfr4' }, 'newPassword', /sequência do teclado/],
        [{ currentPassword: admin.password, newPassword: admin.password }, 'newPassword', /diferente da senha atual/],
        [{ currentPassword: admin.password }, 'newPassword', /informe a nova senha/],
      ];
      for (const [body, field, message] of cases) {
        const res = await change(cookie, body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        const answer = await res.json();
        expect(answer.message).toMatch(message);
        expect(answer.issues.map((i: { path: string }) => i.path)).toEqual([field]);
      }
      expect(await snapshotDatabase(getDb(), ['login_attempts'])).toEqual(before);
      expect((await login(admin.username, admin.password)).status).toBe(200);
    });
  });

  describe('the gate in front of /api/admin', () => {
    it('answers 401 on every admin route without a session, and changes nothing', async () => {
      const a = app();
      const routes = a.routes.filter((r) => r.path.startsWith('/api/admin/') && !r.path.includes('*'));
      // set-password (issue 25) is open: the one-time token is its credential.
      const open = new Set(['POST /api/admin/login', 'POST /api/admin/logout', 'PATCH /api/admin/login', 'PATCH /api/admin/logout', 'POST /api/admin/set-password', 'PATCH /api/admin/set-password']);
      // An ALL route (e.g. a 405 answerer) is tried with PATCH; an unknown path must not leak a 404 either.
      const gated = [...new Set([...routes.map((r) => `${r.method === 'ALL' ? 'PATCH' : r.method} ${r.path}`), 'GET /api/admin/no-such-thing'])]
        .filter((r) => !open.has(r));
      expect(gated).toEqual(expect.arrayContaining(['GET /api/admin/me', 'POST /api/admin/password']));
      const before = await snapshotDatabase(getDb());
      for (const route of gated) {
        const [method, path] = route.split(' ') as [string, string];
        const url = path.replace(/:[A-Za-z]+(\{[^}]*\})?/g, '1');
        const init: RequestInit = ['GET', 'HEAD'].includes(method)
          ? { method }
          : { method, headers: { 'Content-Type': 'application/json' }, body: '{}' };
        const res = await a.request(url, init);
        expect(res.status, route).toBe(401);
        if (method !== 'HEAD') expect((await res.json()).error, route).toBe('unauthorized');
      }
      expect(await snapshotDatabase(getDb())).toEqual(before);
    });

    it('refuses cross-origin mutations with 403 (Origin, else Referer, "null" too) and writes nothing but the audit entry', async () => {
      const cookie = await loginCookie(app(), admin.username, admin.password);
      hasher.verifications = 0;
      // The refusal's own audit entry is checked in security-audit.test.ts.
      const before = await snapshotDatabase(getDb(), ['audit_log']);
      const foreign: Record<string, string>[] = [
        { Origin: 'https://evil.example' },
        { Origin: 'null' },
        { Origin: 'http://localhost:4321' },
        { Referer: 'https://evil.example/page' },
      ];
      for (const headers of foreign) {
        const res = await login(admin.username, admin.password, headers);
        expect(res.status, JSON.stringify(headers)).toBe(403);
        expect((await res.json()).error).toBe('forbidden_origin');
        const out = await app().request('/api/admin/logout', { method: 'POST', headers: { Cookie: cookie, ...headers } });
        expect(out.status).toBe(403);
      }
      expect(hasher.verifications).toBe(0);
      expect(await snapshotDatabase(getDb(), ['audit_log'])).toEqual(before);
      expect((await me(cookie)).status).toBe(200);
    });

    it('allows its own origin, SITE_URL, a same-origin Referer, and clients that send neither header', async () => {
      expect((await login(admin.username, admin.password, { Origin: 'http://localhost' })).status).toBe(200);
      expect((await login(admin.username, admin.password, { Referer: 'http://localhost/admin/login' })).status).toBe(200);
      expect((await login(admin.username, admin.password, { Origin: 'https://ofertas.example' }, 'http://localhost', app({ siteUrl: 'https://ofertas.example' }))).status).toBe(200);
      expect((await login(admin.username, admin.password)).status).toBe(200);
    });

    it('refuses non-JSON mutations with 415 and writes nothing; a body-less logout needs no type', async () => {
      const before = await snapshotDatabase(getDb());
      const bodies: [string, string][] = [
        ['text/plain', JSON.stringify({ identifier: admin.username, password: admin.password })],
        ['application/x-www-form-urlencoded', `identifier=${admin.username}&password=${admin.password}`],
        ['multipart/form-data; boundary=x', '--x--'],
      ];
      for (const [type, body] of bodies) {
        const res = await app().request('/api/admin/login', { method: 'POST', headers: { 'Content-Type': type }, body });
        expect(res.status, type).toBe(415);
        expect((await res.json()).message).toMatch(/application\/json/);
      }
      const untyped = await app().request('/api/admin/login', { method: 'POST', body: 'identifier=x' });
      expect(untyped.status).toBe(415);
      expect(await snapshotDatabase(getDb())).toEqual(before);
      expect((await app().request('/api/admin/logout', { method: 'POST' })).status).toBe(204);
    });
  });
});
