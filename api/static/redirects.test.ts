/**
 * The legacy redirects of the Node server over raw HTTP (request targets sent as written): every
 * Location stays on our origin whatever the captured part holds, keeps its percent-encoding as
 * shared/redirects.ts promises, and a CR/LF in the path neither splits the header nor fails the request.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../server';
import { rawGet, serveDist, writeRelease } from './testing';

describe('legacy redirects over raw HTTP', () => {
  const root = mkdtempSync(join(tmpdir(), 'rs-redirects-'));
  let running: RunningServer;
  beforeAll(async () => {
    const dist = writeRelease(root, { 'index.html': '<h1>landing</h1>', '404.html': '<h1>404</h1>' });
    running = await serveDist(dist);
  });
  afterAll(async () => {
    await running?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it.each([
    ['/post/%2F%2Fevil.example', 301],
    ['/post/%5C%5Cevil.example', 301],
    ['/post/%5Cevil.example', 301],
    ['/post/..%2F..%2F%2Fevil.example', 301],
    ['/it/admin//evil.example', 301],
    ['/it/admin/%2F%2Fevil.example', 301],
    ['/it/admin/%5Cevil.example', 301],
    ['/mx/admin/..%2F..%2F%2Fevil.example', 301],
    ['/categoria/https:%2F%2Fevil.example', 301],
    ['/sobre?next=//evil.example', 301],
    ['/post/a%0d%0aSet-Cookie:%20x=1', 301],
    // Not a legacy path (the // splits it): its slashes collapse, still on this site.
    ['/post/a%0d%0aLocation:%20https://evil.example', 301],
    // Node's HTTP parser refuses a raw backslash in the request target.
    ['/it/admin/\\evil.example', 400],
  ])('%s → %i, never to another site', async (target, status) => {
    const res = await rawGet(running.url, target);
    expect(res.status).toBe(status);
    expect(res.headers['set-cookie']).toBeUndefined();
    if (status !== 301) return expect(res.headers.location).toBeUndefined();
    const location = res.headers.location!;
    expect(location).toMatch(/^\/(br|admin|post)(\/|\?|$)/);
    expect(location).not.toMatch(/[\r\n\\]/);
    expect(new URL(location, running.url).origin).toBe(new URL(running.url).origin);
  });

  it('keeps the captured part percent-encoded, as the link had it', async () => {
    expect((await rawGet(running.url, '/post/caf%C3%A9')).headers.location).toBe('/br/caf%C3%A9');
    expect((await rawGet(running.url, '/post/%E4%B8%AD?x=%C3%A9')).headers.location).toBe('/br/%E4%B8%AD?x=%C3%A9');
  });
});
