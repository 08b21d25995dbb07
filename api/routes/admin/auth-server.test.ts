/**
 * The login limits over real sockets: the client IP comes from the connection, or from
 * X-Forwarded-For only when the connection is a configured trusted proxy (api/http/client-ip.ts).
 */
import { connect } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import type { Db } from '../../../shared/db/connect';
import { describeEachDatabase } from '../../../shared/db/testing';
import { scryptHasher } from '../../auth/passwords';
import { createTestAdmin, fastTestHasher } from '../../auth/testing';
import { startServer, type RunningServer } from '../../server';

describeEachDatabase('admin login limits over HTTP', (getDb) => {
  let running: RunningServer | undefined;
  afterEach(async () => {
    await running?.close();
    running = undefined;
  });

  /** A server on a free port; its close() must not close the suite's database. */
  async function serve(trustedProxies: string[] = [], passwords = fastTestHasher()) {
    const db: Db = { ...getDb(), close: async () => {} };
    running = await startServer({ deps: { db, passwords, trustedProxies, log: () => {} }, port: 0, host: '127.0.0.1', distDir: '/nonexistent' });
    return running.url;
  }

  const login = (url: string, n: number, forwardedFor: string) =>
    fetch(`${url}/api/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor },
      body: JSON.stringify({ identifier: `guess${n}@example.com`, password: 'wrong-password' }),
    });

  it('does not let a forged X-Forwarded-For escape the per-IP limit', async () => {
    const url = await serve();
    await getDb().kysely.deleteFrom('login_attempts').execute();
    for (let i = 0; i < 20; i++) expect((await login(url, i, `198.51.100.${i}`)).status).toBe(401);
    const res = await login(url, 99, '198.51.100.250');
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    const ips = await getDb().kysely.selectFrom('login_attempts').select('ip').distinct().execute();
    expect(ips.map((r) => r.ip)).toEqual(['127.0.0.1']);
  });

  it('behind a trusted proxy, counts the address the proxy saw, not the one a client prepended', async () => {
    const url = await serve(['127.0.0.1']);
    await getDb().kysely.deleteFrom('login_attempts').execute();
    for (let i = 0; i < 20; i++) expect((await login(url, i, `10.9.9.${i}, 203.0.113.50`)).status).toBe(401);
    expect((await login(url, 99, '10.9.9.99, 203.0.113.50')).status).toBe(429);
    // Another client behind the same proxy is not locked out.
    expect((await login(url, 100, '203.0.113.51')).status).toBe(401);
    const ips = await getDb().kysely.selectFrom('login_attempts').select('ip').distinct().orderBy('ip').execute();
    expect(ips.map((r) => r.ip)).toEqual(['203.0.113.50', '203.0.113.51']);
  });

  it('behind a trusted proxy, strips the port a proxy appended: each source port is not another client (issue 24)', async () => {
    const url = await serve(['127.0.0.1']);
    await getDb().kysely.deleteFrom('login_attempts').execute();
    for (let i = 0; i < 20; i++) expect((await login(url, i, `203.0.113.60:${5000 + i}`)).status).toBe(401);
    expect((await login(url, 99, '203.0.113.60:6000')).status).toBe(429);
    expect((await login(url, 100, '[2001:db8::1]:80')).status).toBe(401);
    const ips = await getDb().kysely.selectFrom('login_attempts').select('ip').distinct().orderBy('ip').execute();
    expect(ips.map((r) => r.ip)).toEqual(['2001:db8:0:0::/64', '203.0.113.60']);
  });

  it('accepts a body-less logout from a command-line client (no Content-Type, no Content-Length, no Origin)', async () => {
    const url = new URL(await serve());
    // A raw request, so no client library adds a Content-Length or chunking on its own.
    const answer = await new Promise<string>((resolve, reject) => {
      let text = '';
      const socket = connect(Number(url.port), url.hostname, () => {
        socket.write(`POST /api/admin/logout HTTP/1.1\r\nHost: ${url.host}\r\nConnection: close\r\n\r\n`);
      });
      socket.on('data', (d) => (text += d));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    const status = Number(answer.split(' ')[1]);
    expect(status).toBe(204);
  });

  it('a correct login succeeds under a flood of unknown-identifier logins from 250 addresses (issue 24)', async () => {
    // New hashes (the dummy's) cost 2^14: a check of an unknown identifier would hold the one slot
    // of the hash queue for tens of milliseconds, and 24 clients keep 9 places taken.
    const url = await serve(['127.0.0.1'], scryptHasher({ log2N: 14, r: 8, p: 1 }));
    await getDb().kysely.deleteFrom('login_attempts').execute();
    const admin = await createTestAdmin(getDb(), { username: 'flooded', email: 'flooded@example.com' });
    let flooding = true;
    const floodStatuses: number[] = [];
    let sent = 0;
    const worker = async (w: number) => {
      while (flooding) {
        const n = sent++;
        const res = await fetch(`${url}/api/admin/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `203.0.${n % 250}.${(n * 7 + w) % 250}` },
          body: JSON.stringify({ identifier: `random-${n}-${Math.random().toString(36).slice(2)}`, password: 'whatever-password' }),
        });
        floodStatuses.push(res.status);
        await res.arrayBuffer();
      }
    };
    const workers = Array.from({ length: 24 }, (_, w) => worker(w));
    // Let the flood fill the line first.
    while (floodStatuses.length < 48) await new Promise((r) => setTimeout(r, 10));
    const correct: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await fetch(`${url}/api/admin/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '198.51.100.7' },
        body: JSON.stringify({ identifier: admin.username, password: admin.password }),
      });
      correct.push(res.status);
      await res.arrayBuffer();
    }
    flooding = false;
    await Promise.all(workers);
    expect(correct).toEqual([200, 200, 200, 200, 200]);
    // The flood got the wrong-credentials answer, not a 503 that tells it the server is choking.
    expect(floodStatuses.filter((s) => s !== 401)).toEqual([]);
  });
});
