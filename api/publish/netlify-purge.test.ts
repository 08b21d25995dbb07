import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { startFakeNetlifyApi, type FakeNetlifyApi } from '../netlify-testing';
import { createNetlifyPurge, PURGE_TAGS_PER_REQUEST, PurgeError } from './netlify-purge';

let api: FakeNetlifyApi;
beforeAll(async () => {
  api = await startFakeNetlifyApi({ token: 'nfp_secret', siteId: 'site-123' });
});
afterAll(() => api.close());
beforeEach(() => {
  api.purges = [];
  api.requests = 0;
  api.failNext(0, 500);
});

const purge = (over: Partial<Parameters<typeof createNetlifyPurge>[0]> = {}) => createNetlifyPurge({ siteId: 'site-123', token: 'nfp_secret', apiUrl: api.url, backoffMs: 1, ...over });

it('POSTs the tags to /api/v1/purge with the bearer token, each tag once', async () => {
  const calls = await purge()(['page:/br/a', 'page:/br', 'page:/br/a']);
  expect(calls).toBe(1);
  expect(api.purges).toEqual([{ siteId: 'site-123', tags: ['page:/br/a', 'page:/br'] }]);
});

it(`splits many tags into requests of ${PURGE_TAGS_PER_REQUEST}`, async () => {
  const tags = Array.from({ length: 250 }, (_, i) => `page:/br/p-${i}`);
  expect(await purge()(tags)).toBe(3);
  expect(api.purges.map((p) => p.tags.length)).toEqual([100, 100, 50]);
  expect(api.purges.flatMap((p) => p.tags)).toEqual(tags);
});

it('retries a 5xx or 429 and counts every call', async () => {
  api.failNext(2, 503);
  expect(await purge()(['page:/br/a'])).toBe(3);
  expect(api.purges).toHaveLength(1);
  api.failNext(1, 429);
  expect(await purge()(['page:/br/b'])).toBe(2);
});

it('fails at once on a bad token or an unknown site, naming the answer', async () => {
  await expect(purge({ token: 'wrong' })(['page:/br/a'])).rejects.toThrow(new PurgeError('Netlify refused the purge of 1 tag(s): HTTP 401: {"code":401,"message":"Access Denied: Origin returned bad status 401"}'));
  expect(api.requests).toBe(1);
  await expect(purge({ siteId: 'other' })(['page:/br/a'])).rejects.toThrow(/HTTP 404: .*Site not found/);
  expect(api.purges).toEqual([]);
});

it('gives up after its tries when the API keeps failing', async () => {
  api.failNext(5, 500);
  await expect(purge({ attempts: 3 })(['page:/br/a'])).rejects.toThrow(/failed after 3 tries: HTTP 500/);
  expect(api.requests).toBe(3);
});
