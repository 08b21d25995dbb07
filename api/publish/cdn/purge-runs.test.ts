/**
 * Purges recorded on build_runs, retried with backoff, against the local fake of Cloudflare's
 * API: the admin's build history shows a purge retrying, succeeded or failed, never nothing.
 */
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../shared/db/testing';
import { createBuildRun, getBuildRun, updateBuildRun, type BuildRun } from '../../../shared/db/queries/build-runs';
import { createCloudflarePurger } from './cloudflare';
import { FAKE_API_TOKEN, FAKE_ZONE_ID, useFakeCloudflare } from './cloudflare-fake';
import { createPurgeRuns } from './purge-runs';
import type { Purger } from './purger';

const SITE = 'https://ofertas.example';
const fakeApi = useFakeCloudflare();

const cloudflare = (token = FAKE_API_TOKEN): Purger => createCloudflarePurger({ zoneId: FAKE_ZONE_ID, apiToken: token, siteUrl: SITE, apiUrl: fakeApi().apiUrl });

describeEachDatabase('CDN purges of builds', (getDb) => {
  const newBuild = () => createBuildRun(getDb(), { kind: 'incremental', trigger: 'post 1 update', status: 'succeeded', at: new Date().toISOString() });
  const purgeOf = async (id: number): Promise<Pick<BuildRun, 'purgeStatus' | 'purgeError'>> => {
    const run = (await getBuildRun(getDb(), id))!;
    return { purgeStatus: run.purgeStatus, purgeError: run.purgeError };
  };

  it('records a purge that succeeded', async () => {
    const id = await newBuild();
    const runs = createPurgeRuns({ purger: cloudflare(), db: getDb(), log: () => {}, retryDelaysMs: [5] });
    runs.purge(id, { paths: ['/br/post', '/br'] });
    await runs.idle();
    expect(await purgeOf(id)).toEqual({ purgeStatus: 'succeeded', purgeError: null });
    expect(fakeApi().purges).toEqual([{ files: [`${SITE}/br/post`, `${SITE}/br`] }]);
  });

  it('shows "retrying" while a throttled purge waits for Retry-After, then succeeds', async () => {
    const id = await newBuild();
    fakeApi().throttle(1, 1);
    const runs = createPurgeRuns({ purger: cloudflare(), db: getDb(), log: () => {}, retryDelaysMs: [5, 5] });
    const started = Date.now();
    runs.purge(id, { paths: ['/br/post'] });
    // The 429's Retry-After (1 s) is longer than the backoff (5 ms): the row says why it waits.
    let seen: Awaited<ReturnType<typeof purgeOf>> | undefined;
    while (Date.now() - started < 900) {
      seen = await purgeOf(id);
      if (seen.purgeStatus === 'retrying') break;
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(seen).toEqual({ purgeStatus: 'retrying', purgeError: expect.stringContaining('cloudflare: 429 Rate limited') });
    await runs.idle();
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(await purgeOf(id)).toEqual({ purgeStatus: 'succeeded', purgeError: null });
    expect(fakeApi().requests.map((r) => r.status)).toEqual([429, 200]);
  });

  it('gives up after the last retry and shows the purge failed with the cache\'s answer', async () => {
    const id = await newBuild();
    fakeApi().failWith(10, 502);
    const runs = createPurgeRuns({ purger: cloudflare(), db: getDb(), log: () => {}, retryDelaysMs: [5, 10] });
    runs.purge(id, { everything: true });
    await runs.idle();
    expect(fakeApi().requests.map((r) => r.status)).toEqual([502, 502, 502]);
    expect(await purgeOf(id)).toEqual({ purgeStatus: 'failed', purgeError: 'cloudflare: 502 Internal error (code 10000)' });
  });

  it('fails at once when the token is refused (retrying cannot help)', async () => {
    const id = await newBuild();
    const runs = createPurgeRuns({ purger: cloudflare('revoked'), db: getDb(), log: () => {}, retryDelaysMs: [5, 5, 5] });
    runs.purge(id, { paths: ['/br'] });
    await runs.idle();
    expect(fakeApi().requests).toHaveLength(1);
    expect(await purgeOf(id)).toEqual({ purgeStatus: 'failed', purgeError: 'cloudflare: 403 Authentication error (code 10000)' });
  });

  it('retries only the URLs a partly failed purge left', async () => {
    const id = await newBuild();
    const paths = Array.from({ length: 35 }, (_, i) => `/br/p-${i}`);
    let calls = 0;
    const purger = createCloudflarePurger({
      zoneId: FAKE_ZONE_ID, apiToken: FAKE_API_TOKEN, siteUrl: SITE, apiUrl: fakeApi().apiUrl,
      fetch: (input, init) => {
        if (++calls === 2) fakeApi().failWith(1, 503);
        return fetch(input, init);
      },
    });
    const runs = createPurgeRuns({ purger, db: getDb(), log: () => {}, retryDelaysMs: [5] });
    runs.purge(id, { paths });
    await runs.idle();
    expect(fakeApi().purges.map((p) => p.files!.length)).toEqual([30, 5]);
    expect(fakeApi().requests.map((r) => r.status)).toEqual([200, 503, 200]);
    expect(await purgeOf(id)).toMatchObject({ purgeStatus: 'succeeded' });
  });

  it('returns at once however long the cache takes (a save never waits for a purge)', async () => {
    const id = await newBuild();
    let release!: () => void;
    const slow: Purger = { name: 'slow', purgePaths: () => new Promise<void>((r) => (release = r)), purgeEverything: async () => {} };
    const runs = createPurgeRuns({ purger: slow, db: getDb(), log: () => {} });
    const started = Date.now();
    runs.purge(id, { paths: ['/br'] });
    expect(Date.now() - started).toBeLessThan(50);
    while (!release) await new Promise((r) => setTimeout(r, 5));
    expect(await purgeOf(id)).toEqual({ purgeStatus: 'pending', purgeError: null });
    release();
    await runs.idle();
    expect(await purgeOf(id)).toEqual({ purgeStatus: 'succeeded', purgeError: null });
  });

  it('marks the purges a stopped server left pending or retrying failed when the next one starts', async () => {
    const [pending, retrying, done] = [await newBuild(), await newBuild(), await newBuild()];
    await updateBuildRun(getDb(), pending, { purgeStatus: 'pending' });
    await updateBuildRun(getDb(), retrying, { purgeStatus: 'retrying', purgeError: 'varnish: connect ECONNREFUSED' });
    await updateBuildRun(getDb(), done, { purgeStatus: 'succeeded' });
    const runs = createPurgeRuns({ purger: cloudflare(), db: getDb(), log: () => {} });
    await runs.idle();
    for (const id of [pending, retrying]) expect(await purgeOf(id)).toEqual({ purgeStatus: 'failed', purgeError: expect.stringContaining('interrupted: the server stopped') });
    expect(await purgeOf(done)).toEqual({ purgeStatus: 'succeeded', purgeError: null });
  });

  it('records nothing for a build that wrote nothing', async () => {
    const id = await newBuild();
    const runs = createPurgeRuns({ purger: cloudflare(), db: getDb(), log: () => {} });
    runs.purge(id, { paths: [] });
    await runs.idle();
    expect(await purgeOf(id)).toEqual({ purgeStatus: null, purgeError: null });
    expect(fakeApi().requests).toEqual([]);
  });
});
