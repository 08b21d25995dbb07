/**
 * Issue 17, "sessions cannot be listed or ended by the admin": /api/admin/sessions lists the live
 * sessions and ends one or all of one's others; an ended session's next request answers 401.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../shared/db/testing';
import { createApp } from '../../app';
import { hashSessionToken, SESSION_IDLE_MS } from '../../auth/sessions';
import { createTestAdmin, fastTestHasher, sessionCookieFrom, type TestAdmin } from '../../auth/testing';

const ORIGIN = 'http://localhost:4321';
const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

interface Entry {
  id: number; username: string; mine: boolean; current: boolean; createdAt: string; lastSeenAt: string; ip: string | null; device: string | null;
}

describeEachDatabase('admin sessions API', (getDb) => {
  let clock: Date;
  let ip: string;
  let ana: TestAdmin;
  let bruno: TestAdmin;
  const hasher = fastTestHasher();
  const app = () => createApp({ db: getDb(), now: () => clock, clientIp: () => ip, passwords: hasher, siteUrl: ORIGIN, log: () => {} });

  beforeEach(async () => {
    await getDb().kysely.deleteFrom('sessions').execute();
    clock = new Date('2026-07-01T09:00:00.000Z');
    ana = await createTestAdmin(getDb());
    bruno = await createTestAdmin(getDb());
  });

  /** Logs in as `who` from a device; returns its cookie (`admin_session=…`). */
  async function signIn(who: TestAdmin, userAgent: string, address: string): Promise<string> {
    ip = address;
    const res = await app().request(`${ORIGIN}/api/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'User-Agent': userAgent },
      body: JSON.stringify({ identifier: who.username, password: who.password }),
    });
    expect(res.status).toBe(200);
    clock = new Date(clock.getTime() + 60_000);
    return sessionCookieFrom(res)!;
  }
  const call = (cookie: string, method: string, path: string) =>
    app().request(`${ORIGIN}/api/admin${path}`, { method, headers: { Cookie: cookie, Origin: ORIGIN } });
  const me = async (cookie: string) => (await call(cookie, 'GET', '/me')).status;
  const list = async (cookie: string) => {
    const res = await call(cookie, 'GET', '/sessions');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    return { text: await res.clone().text(), items: ((await res.json()) as { items: Entry[] }).items };
  };

  it('lists every live session with when, where and which browser, marking this one; never a token or its hash', async () => {
    const laptop = await signIn(ana, CHROME_WINDOWS, '203.0.113.10');
    const phone = await signIn(ana, SAFARI_IPHONE, '2001:db8:1:2::5');
    await signIn(bruno, FIREFOX_LINUX, '198.51.100.7');
    clock = new Date(clock.getTime() + 10 * 60_000);
    const { text, items } = await list(laptop);
    // Most recently used first: this request has just used the laptop's.
    expect(items).toEqual([
      expect.objectContaining({ username: ana.username, mine: true, current: true, ip: '203.0.113.10', device: 'Chrome 131 · Windows', createdAt: '2026-07-01T09:00:00.000Z' }),
      expect.objectContaining({ username: bruno.username, mine: false, current: false, ip: '198.51.100.7', device: 'Firefox 133 · Linux' }),
      expect.objectContaining({ username: ana.username, mine: true, current: false, ip: '2001:db8:1:2::5', device: 'Safari 18 · iPhone' }),
    ]);
    for (const cookie of [laptop, phone]) {
      const token = cookie.split('=')[1]!;
      expect(text).not.toContain(token);
      expect(text).not.toContain(hashSessionToken(token));
    }
    expect(Object.keys(items[0]!).sort()).toEqual(['createdAt', 'current', 'device', 'expiresAt', 'id', 'ip', 'lastSeenAt', 'mine', 'username']);
    // A session idle past the limit is no longer listed.
    clock = new Date(clock.getTime() + SESSION_IDLE_MS - 60_000);
    expect((await list(laptop)).items.map((s) => s.device)).toEqual(['Chrome 131 · Windows']);
  });

  it('"Encerrar" ends one session: its next request answers 401, the others go on, and the audit log says who ended it', async () => {
    const laptop = await signIn(ana, CHROME_WINDOWS, '203.0.113.10');
    const phone = await signIn(ana, SAFARI_IPHONE, '203.0.113.11');
    const phoneId = (await list(laptop)).items.find((s) => !s.current)!.id;
    expect(await me(phone)).toBe(200);
    const res = await call(laptop, 'DELETE', `/sessions/${phoneId}`);
    expect(res.status).toBe(204);
    expect(await me(phone)).toBe(401);
    expect(await me(laptop)).toBe(200);
    expect((await list(laptop)).items.map((s) => s.id)).not.toContain(phoneId);
    const audit = await getDb().kysely.selectFrom('audit_log').selectAll().where('entity', '=', 'admin-session').execute();
    expect(audit).toEqual([expect.objectContaining({ user_id: ana.id, action: 'delete', entity_id: String(phoneId) })]);
    expect(audit[0]!.before_json).not.toContain(phone.split('=')[1]!);
  });

  it('an admin can end a colleague\'s session', async () => {
    const anaCookie = await signIn(ana, CHROME_WINDOWS, '203.0.113.10');
    const brunoCookie = await signIn(bruno, FIREFOX_LINUX, '198.51.100.7');
    const brunoId = (await list(anaCookie)).items.find((s) => !s.mine)!.id;
    expect((await call(anaCookie, 'DELETE', `/sessions/${brunoId}`)).status).toBe(204);
    expect(await me(brunoCookie)).toBe(401);
  });

  it('"Encerrar todas as outras" ends every other session of the signed-in admin only', async () => {
    const laptop = await signIn(ana, CHROME_WINDOWS, '203.0.113.10');
    const phone = await signIn(ana, SAFARI_IPHONE, '203.0.113.11');
    const tablet = await signIn(ana, FIREFOX_LINUX, '203.0.113.12');
    const brunoCookie = await signIn(bruno, FIREFOX_LINUX, '198.51.100.7');
    const res = await call(laptop, 'POST', '/sessions/end-others');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ended: 2 });
    expect(await me(phone)).toBe(401);
    expect(await me(tablet)).toBe(401);
    expect(await me(laptop)).toBe(200);
    expect(await me(brunoCookie)).toBe(200);
    expect((await list(laptop)).items.map((s) => [s.username, s.current])).toEqual([[bruno.username, false], [ana.username, true]]);
  });

  it('ending one\'s own session signs this browser out (cookie cleared, then 401)', async () => {
    const laptop = await signIn(ana, CHROME_WINDOWS, '203.0.113.10');
    const mine = (await list(laptop)).items[0]!;
    const res = await call(laptop, 'DELETE', `/sessions/${mine.id}`);
    expect(res.status).toBe(204);
    expect(res.headers.getSetCookie().join('\n')).toMatch(/admin_session=;.*Max-Age=0/);
    expect(await me(laptop)).toBe(401);
  });

  describe('refusals', () => {
    it('answers 404 for a session that is not there, 400 for a bad id, 405 for another method, 401 without a session; ends nothing', async () => {
      const laptop = await signIn(ana, CHROME_WINDOWS, '203.0.113.10');
      const phone = await signIn(ana, SAFARI_IPHONE, '203.0.113.11');
      const gone = await call(laptop, 'DELETE', '/sessions/999999');
      expect(gone.status).toBe(404);
      expect(await gone.json()).toMatchObject({ error: 'not_found', message: 'Sessão não encontrada: ela já foi encerrada ou expirou.' });
      const bad = await call(laptop, 'DELETE', '/sessions/abc');
      expect(bad.status).toBe(400);
      expect((await bad.json()).error).toBe('bad_request');
      const wrong = await call(laptop, 'PUT', '/sessions');
      expect(wrong.status).toBe(405);
      expect(wrong.headers.get('allow')).toBe('GET, HEAD');
      for (const [method, path] of [['GET', '/sessions'], ['POST', '/sessions/end-others'], ['DELETE', '/sessions/1']] as const) {
        const res = await app().request(`${ORIGIN}/api/admin${path}`, { method, headers: { Origin: ORIGIN } });
        expect(res.status, `${method} ${path}`).toBe(401);
      }
      // A cross-site page cannot end sessions with the admin's cookie.
      const forged = await app().request(`${ORIGIN}/api/admin/sessions/end-others`, { method: 'POST', headers: { Cookie: laptop, Origin: 'https://evil.example' } });
      expect(forged.status).toBe(403);
      expect(await me(phone)).toBe(200);
      expect(await me(laptop)).toBe(200);
    });
  });
});
