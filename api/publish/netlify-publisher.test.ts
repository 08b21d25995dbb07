import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answerOk as ok, startFakeBuildHook, type FakeBuildHook } from '../netlify-testing';
import { createNetlifyPublisher, type NetlifyPublisherOptions } from './netlify-publisher';
import type { ContentChange } from './publisher';

let hook: FakeBuildHook;

beforeAll(async () => {
  // Each POST takes a moment, like the real hook: a burst arrives while the first is under way.
  hook = await startFakeBuildHook({ path: '/build_hooks/abc123', delayMs: 30 });
});
afterAll(() => hook.close());
beforeEach(() => {
  hook.received = [];
  hook.respond = ok;
});

const change = (id: number): ContentChange => ({ entity: 'post', action: 'update', id, locales: ['br'], slugBefore: `p-${id}`, slugAfter: `p-${id}` });

function publisher(options: Partial<NetlifyPublisherOptions> = {}) {
  const lines: string[] = [];
  let clock = 1_000_000;
  const p = createNetlifyPublisher({ hookUrl: hook.url, log: (l) => lines.push(l), now: () => clock, ...options });
  return { p, lines, advance: (ms: number) => (clock += ms) };
}

describe('createNetlifyPublisher', () => {
  it('POSTs to the build hook with a trigger_title naming what asked', async () => {
    const { p, lines } = publisher();
    await p.request(change(7));
    expect(hook.received).toEqual([{ method: 'POST', path: '/build_hooks/abc123', title: 'publish: update post 7 (p-7) [br]', body: '{}' }]);
    expect(lines).toEqual(['Netlify build requested (publish: update post 7 (p-7) [br])']);
    expect(p.stats).toEqual({ posted: 1, failed: 0, coalesced: 0 });
  });

  it('coalesces a burst of 5 concurrent requests into 1 POST', async () => {
    const { p } = publisher();
    await Promise.all([1, 2, 3, 4, 5].map((id) => p.request(change(id))));
    expect(hook.received).toHaveLength(1);
    expect(p.stats).toEqual({ posted: 1, failed: 0, coalesced: 4 });
  });

  it('covers requests within the window by the build already asked for, and POSTs again after it', async () => {
    const { p, lines, advance } = publisher({ windowMs: 10_000 });
    await p.request(change(1));
    advance(4_000);
    await p.request(change(2));
    await p.rebuild('nightly');
    expect(hook.received).toHaveLength(1);
    expect(lines.at(-1)).toBe('Netlify build already requested 4 s ago; it covers rebuild: nightly');
    advance(6_000);
    await p.rebuild('admin:alice');
    expect(hook.received.map((r) => r.title)).toEqual(['publish: update post 1 (p-1) [br]', 'rebuild: admin:alice']);
  });

  it('logs a failed hook instead of throwing, and the next request tries again at once', async () => {
    hook.respond = (_req, res) => res.writeHead(500).end('boom');
    const { p, lines } = publisher();
    await expect(p.request(change(1))).resolves.toBeUndefined();
    expect(lines).toEqual(['Netlify build hook failed (publish: update post 1 (p-1) [br]): HTTP 500; the next change or the nightly rebuild tries again']);
    hook.respond = ok;
    await p.rebuild('nightly');
    expect(hook.received).toHaveLength(2);
    expect(p.stats).toEqual({ posted: 1, failed: 1, coalesced: 0 });
  });

  it('logs an unreachable hook and one that does not answer in time', async () => {
    const closed = createServer();
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((done) => closed.close(() => done()));
    const refused = publisher({ hookUrl: `http://127.0.0.1:${port}/build_hooks/x` });
    await expect(refused.p.rebuild('nightly')).resolves.toBeUndefined();
    expect(refused.lines[0]).toMatch(/^Netlify build hook failed \(rebuild: nightly\): fetch failed/);

    hook.respond = () => {}; // never answers
    const slow = publisher({ timeoutMs: 100 });
    await expect(slow.p.rebuild('nightly')).resolves.toBeUndefined();
    expect(slow.lines).toEqual(['Netlify build hook failed (rebuild: nightly): no answer within 100 ms; the next change or the nightly rebuild tries again']);
  });

  it('never writes the hook URL (a secret) into the log', async () => {
    hook.respond = (_req, res) => res.writeHead(404).end();
    const { p, lines } = publisher();
    await p.request(change(1));
    hook.respond = ok;
    await p.request(change(2));
    expect(lines.join('\n')).not.toContain('abc123');
  });
});
