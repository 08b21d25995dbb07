/**
 * The Varnish purger's requests, against a local HTTP server that answers as Varnish does for the
 * sample VCL (200 to an allowed PURGE or BAN, 405 to a refused one). The real Varnish in front of
 * the real server is e2e/resilience/varnish.test.ts.
 */
import { readFileSync } from 'node:fs';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PurgeError, publicPaths } from './purger';
import { createVarnishPurger } from './varnish';

let server: Server;
let url: string;
let seen: { method: string; path: string; host: string }[] = [];
let answer = 200;
const sockets = new Set<import('node:net').Socket>();

beforeAll(async () => {
  // node:http's parser refuses methods it does not know (BAN) with 400, Varnish takes any: the
  // requests are read here from the socket (bodiless, possibly several on a kept-alive one).
  server = createServer((socket) => {
    sockets.add(socket);
    let buffered = '';
    socket.on('data', (chunk) => {
      buffered += chunk.toString('latin1');
      let end: number;
      while ((end = buffered.indexOf('\r\n\r\n')) >= 0) {
        const [line = '', ...headers] = buffered.slice(0, end).split('\r\n');
        buffered = buffered.slice(end + 4);
        const [method = '', path = ''] = line.split(' ');
        const host = headers.find((h) => /^host:/i.test(h))?.slice(5).trim() ?? '';
        seen.push({ method, path, host });
        const body = answer === 200 ? 'Purged' : 'Not allowed';
        socket.write(`HTTP/1.1 ${answer} ${body}\r\nContent-Type: text/plain\r\nContent-Length: ${body.length}\r\n\r\n${body}`);
      }
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  for (const socket of sockets) socket.destroy();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  seen = [];
  answer = 200;
});

describe('Varnish purger', () => {
  it('sends one PURGE per page, at the address the public site serves it, with the public Host', async () => {
    const paths = publicPaths(['/br/fone-bom', '/br', '/', '/br/rss.xml', '/404', '/br/café']);
    await createVarnishPurger({ url, siteUrl: 'https://ofertas.example' }).purgePaths(paths);
    expect(seen.map((r) => `${r.method} ${r.path}`).sort()).toEqual(['PURGE /', 'PURGE /br', 'PURGE /br/caf%C3%A9', 'PURGE /br/fone-bom', 'PURGE /br/rss.xml']);
    expect(new Set(seen.map((r) => r.host))).toEqual(new Set(['ofertas.example']));
  });

  it('bans everything with one request after a full build', async () => {
    await createVarnishPurger({ url, siteUrl: 'http://localhost:4321' }).purgeEverything();
    expect(seen).toEqual([{ method: 'BAN', path: '/', host: 'localhost:4321' }]);
  });

  it('reports a refused purge (the VCL does not allow this address) without asking to retry', async () => {
    answer = 405;
    const err = await createVarnishPurger({ url, siteUrl: 'http://localhost:4321' }).purgePaths(['/br', '/it']).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PurgeError);
    expect((err as PurgeError).message).toMatch(/^varnish: PURGE \/(br|it) answered 405 \(and 1 more\)$/);
    expect((err as PurgeError).retryable).toBe(false);
    expect((err as PurgeError).left?.sort()).toEqual(['/br', '/it']);
  });

  it('asks to retry when Varnish cannot be reached', async () => {
    const err = await createVarnishPurger({ url: 'http://127.0.0.1:1', siteUrl: 'http://localhost:4321' }).purgePaths(['/br']).catch((e: unknown) => e);
    expect((err as PurgeError).retryable).toBe(true);
    expect((err as PurgeError).message).toContain('ECONNREFUSED');
  });
});

describe('the sample VCL', () => {
  it('is shown whole in the operations guide, so the guide shows what the resilience suite runs', () => {
    const vcl = readFileSync('docs/varnish/default.vcl', 'utf8').trimEnd();
    expect(readFileSync('docs/operations.md', 'utf8')).toContain(`\`\`\`vcl\n${vcl}\n\`\`\``);
  });
});
