/**
 * The connection cap over real sockets (issue 24 item 2): one address cannot take the server's
 * whole cap, and idle connections are closed when the server is near it, so another visitor is
 * still served.
 */
import { request } from 'node:http';
import { connect as tcp, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { connect } from '../../shared/db/connect';
import { migrate } from '../../shared/db/migrate';
import { startServer, type RunningServer } from '../server';

let running: RunningServer | undefined;
const sockets: Socket[] = [];
afterEach(async () => {
  for (const s of sockets.splice(0)) s.destroy();
  await running?.close();
  running = undefined;
});

async function serve(options: { perAddress?: number; maxConnections?: number; trustedProxies?: string[] }) {
  const db = connect('sqlite::memory:');
  await migrate(db);
  running = await startServer({
    deps: { db, log: () => {}, trustedProxies: options.trustedProxies },
    port: 0,
    host: '127.0.0.1',
    distDir: '/nonexistent',
    limits: options.maxConnections ? { maxConnections: options.maxConnections } : undefined,
    connections: { perAddress: options.perAddress },
  });
  return Number(new URL(running.url).port);
}

/** An idle connection (opened, nothing sent) from `from` (any 127.x address is this machine); resolves once connected. */
function idle(port: number, from = '127.0.0.1'): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const s = tcp({ port, host: '127.0.0.1', localAddress: from }, () => resolve(s));
    s.on('error', reject);
    sockets.push(s);
  });
}

/** Whether the server closes `socket` within `ms`. */
const closedWithin = (socket: Socket, ms: number) =>
  new Promise<boolean>((resolve) => {
    if (socket.destroyed) return resolve(true);
    const timer = setTimeout(() => resolve(false), ms);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });

/** One GET on a fresh connection (no agent pooling): its status, or the error's code. */
function probe(port: number): Promise<number | string> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path: '/api/health', agent: false, timeout: 5000 }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.end();
  });
}

describe('connection guard', () => {
  it('closes at once a connection beyond the per-address cap; the others stay, and one freed is usable again', async () => {
    const port = await serve({ perAddress: 5 });
    const held = await Promise.all(Array.from({ length: 5 }, () => idle(port)));
    const extra = await idle(port);
    expect(await closedWithin(extra, 2000)).toBe(true);
    for (const s of held) expect(s.destroyed).toBe(false);
    expect(await probe(port)).not.toBe(200); // the address is still at its cap
    held[0]!.destroy();
    await new Promise((r) => setTimeout(r, 50));
    expect(typeof (await probe(port))).toBe('number');
  });

  it('exempts a trusted proxy: it carries every visitor', async () => {
    const port = await serve({ perAddress: 3, trustedProxies: ['127.0.0.1'] });
    await Promise.all(Array.from({ length: 6 }, () => idle(port)));
    expect(typeof (await probe(port))).toBe('number');
  });

  it('near the server cap, closes idle connections so a new visitor is served (the real cap of 1,000, held by idle sockets)', async () => {
    // The attack: idle sockets up to the server's cap, from 20 addresses (each under its own cap).
    const port = await serve({});
    const held: Socket[] = [];
    for (let i = 0; i < 1000; i += 50) held.push(...(await Promise.all(Array.from({ length: 50 }, (_, k) => idle(port, `127.0.1.${1 + ((i + k) % 20)}`)))));
    await new Promise((r) => setTimeout(r, 1600));
    expect(await probe(port)).toBe(404);
    const closed = await Promise.all(held.map((s) => closedWithin(s, 2000)));
    expect(closed.filter(Boolean).length).toBeGreaterThan(0);
  }, 60_000);
});
