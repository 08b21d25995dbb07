/**
 * IndexNow submissions recorded on build_runs, coalesced per burst, batched, retried with backoff,
 * against the local fake of the endpoint: the admin's build history shows what went and the answer.
 */
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../shared/db/testing';
import { createBuildRun, getBuildRun, updateBuildRun, type BuildRun } from '../../../shared/db/queries/build-runs';
import { useFakeIndexNow } from './indexnow-fake';
import { createIndexNowClient } from './protocol';
import { createIndexNowQueue, resumeIndexNow } from './submissions';

const SITE = 'https://ofertas.example';
const KEY = 'a1b2c3d4-e5f6-4789-9abc-def012345678';
const fake = useFakeIndexNow();

const queueOf = (db: Parameters<typeof createIndexNowQueue>[0]['db'], over: Partial<Parameters<typeof createIndexNowQueue>[0]> & { key?: string; timeoutMs?: number } = {}) => {
  const { key = KEY, timeoutMs, ...rest } = over;
  return createIndexNowQueue({ db, submit: createIndexNowClient({ endpoint: fake().endpoint, key, siteUrl: SITE, timeoutMs }), siteUrl: SITE, log: () => {}, windowMs: 50, retryDelaysMs: [5], ...rest });
};

describeEachDatabase('IndexNow submissions of builds', (getDb) => {
  const newBuild = () => createBuildRun(getDb(), { kind: 'incremental', trigger: 'post 1 update', status: 'succeeded', at: new Date().toISOString() });
  const indexNowOf = async (id: number): Promise<Pick<BuildRun, 'indexNowStatus' | 'indexNowCount' | 'indexNowUrls' | 'indexNowAnswer'>> => {
    const run = (await getBuildRun(getDb(), id))!;
    return { indexNowStatus: run.indexNowStatus, indexNowCount: run.indexNowCount, indexNowUrls: run.indexNowUrls, indexNowAnswer: run.indexNowAnswer };
  };

  it('submits a burst of saves once: one request with every URL, each build recorded with its own URLs and the answer', async () => {
    const queue = queueOf(getDb());
    const a = await newBuild();
    const b = await newBuild();
    queue.enqueue(a, ['/br/fone-bluetooth', '/br', '/br/categoria/audio', '/br/rss.xml', '/sitemap-br-0.xml']);
    queue.enqueue(b, ['/br/fone-bluetooth', '/br', '-/br/antigo-slug', '/404']);
    await queue.idle();
    expect(fake().submissions).toEqual([{
      host: 'ofertas.example', key: KEY, keyLocation: `${SITE}/${KEY}.txt`,
      urlList: [`${SITE}/br/fone-bluetooth`, `${SITE}/br`, `${SITE}/br/categoria/audio`, `${SITE}/br/antigo-slug`],
    }]);
    expect(fake().requests).toEqual([{ status: 202, contentType: 'application/json; charset=utf-8', at: expect.any(Number) }]);
    expect(await indexNowOf(a)).toEqual({ indexNowStatus: 'succeeded', indexNowCount: 3, indexNowUrls: [`${SITE}/br/fone-bluetooth`, `${SITE}/br`, `${SITE}/br/categoria/audio`], indexNowAnswer: 'HTTP 202' });
    expect(await indexNowOf(b)).toMatchObject({ indexNowStatus: 'succeeded', indexNowCount: 3, indexNowAnswer: 'HTTP 202' });
  });

  it('waits for a quiet moment after a stream of builds, but never longer than maxWaitMs after the first', async () => {
    const queue = queueOf(getDb(), { windowMs: 400, maxWaitMs: 600 });
    const ids = await Promise.all(Array.from({ length: 16 }, () => newBuild()));
    const started = Date.now();
    for (const [i, id] of ids.entries()) {
      queue.enqueue(id, [`/br/stream-${i}`]);
      await new Promise((r) => setTimeout(r, 50));
    }
    await queue.idle();
    const sizes = fake().submissions.map((s) => s.urlList.length);
    // A build every 50 ms never leaves 400 ms of quiet: the first request goes at the 600 ms cap.
    expect(sizes.length).toBeGreaterThanOrEqual(2);
    expect(sizes.reduce((a, b) => a + b)).toBe(16);
    expect(fake().requests[0]!.at - started).toBeGreaterThanOrEqual(590);
  });

  it('splits more than 10,000 URLs into requests of at most 10,000', async () => {
    const queue = queueOf(getDb());
    const id = await newBuild();
    const paths = Array.from({ length: 12_345 }, (_, i) => `/us/review-${i}`);
    queue.enqueue(id, paths);
    await queue.idle();
    expect(fake().submissions.map((s) => s.urlList.length)).toEqual([10_000, 2_345]);
    expect(new Set(fake().submissions.flatMap((s) => s.urlList)).size).toBe(12_345);
    const recorded = await indexNowOf(id);
    expect(recorded).toMatchObject({ indexNowStatus: 'succeeded', indexNowCount: 12_345, indexNowAnswer: '2 pedidos: HTTP 202' });
    // The row keeps the first few URLs to show, not twelve thousand.
    expect(recorded.indexNowUrls).toEqual([0, 1, 2, 3, 4].map((i) => `${SITE}/us/review-${i}`));
  });

  it('retries a 429 after its Retry-After, showing "retrying" meanwhile, then records the success', async () => {
    const queue = queueOf(getDb(), { retryDelaysMs: [5, 5] });
    const id = await newBuild();
    fake().failWith(1, 429, 1);
    const started = Date.now();
    queue.enqueue(id, ['/it/recensione']);
    let seen: Awaited<ReturnType<typeof indexNowOf>> | undefined;
    while (Date.now() - started < 900) {
      seen = await indexNowOf(id);
      if (seen.indexNowStatus === 'retrying') break;
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(seen).toMatchObject({ indexNowStatus: 'retrying', indexNowAnswer: 'HTTP 429: Too Many Requests' });
    await queue.idle();
    const [first, second] = fake().requests;
    expect([first!.status, second!.status]).toEqual([429, 202]);
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(990);
    expect(await indexNowOf(id)).toMatchObject({ indexNowStatus: 'succeeded', indexNowAnswer: 'HTTP 202' });
  });

  it('backs off exponentially on 503 and records the failure after the last retry', async () => {
    const queue = queueOf(getDb(), { retryDelaysMs: [40, 80, 160] });
    const id = await newBuild();
    fake().failWith(10, 503);
    queue.enqueue(id, ['/es/resena']);
    await queue.idle();
    const times = fake().requests.map((r) => r.at);
    expect(fake().requests.map((r) => r.status)).toEqual([503, 503, 503, 503]);
    const gaps = times.slice(1).map((t, i) => t - times[i]!);
    expect(gaps[0]).toBeGreaterThanOrEqual(35);
    expect(gaps[1]).toBeGreaterThanOrEqual(75);
    expect(gaps[2]).toBeGreaterThanOrEqual(155);
    expect(await indexNowOf(id)).toMatchObject({ indexNowStatus: 'failed', indexNowAnswer: 'HTTP 503: Service Unavailable' });
  });

  it('records a 422 at once, without retrying: sending the same request again cannot help', async () => {
    // A key outside the protocol's schema (the endpoint's 422); shared/env.ts refuses one at start.
    const queue = queueOf(getDb(), { key: 'short', retryDelaysMs: [5, 5, 5] });
    const id = await newBuild();
    queue.enqueue(id, ['/mx/resena']);
    await queue.idle();
    expect(fake().requests.map((r) => r.status)).toEqual([422]);
    expect(await indexNowOf(id)).toMatchObject({ indexNowStatus: 'failed', indexNowAnswer: 'HTTP 422: key does not match the schema' });
  });

  it('returns at once when the endpoint hangs, and records the silence as a retry', async () => {
    fake().hang(true);
    const queue = queueOf(getDb(), { timeoutMs: 300, retryDelaysMs: [5, 5] });
    const id = await newBuild();
    const started = performance.now();
    queue.enqueue(id, ['/br/post']);
    expect(performance.now() - started).toBeLessThan(20);
    await new Promise((r) => setTimeout(r, 450));
    expect(await indexNowOf(id)).toMatchObject({ indexNowStatus: 'retrying', indexNowAnswer: 'sem resposta em 300 ms' });
    fake().hang(false);
    await queue.idle();
    expect(await indexNowOf(id)).toMatchObject({ indexNowStatus: 'succeeded', indexNowAnswer: 'HTTP 202' });
  });

  it('sends again, at the next start, what a stop left pending', async () => {
    const db = getDb();
    const id = await newBuild();
    await updateBuildRun(db, id, { paths: ['/us/left-behind', '-/us/gone'], indexNowStatus: 'retrying', indexNowCount: 2, indexNowAnswer: 'HTTP 503' });
    const done = await newBuild();
    await updateBuildRun(db, done, { paths: ['/us/done'], indexNowStatus: 'succeeded' });
    const queue = queueOf(db);
    expect(await resumeIndexNow(queue, db)).toBe(1);
    await queue.idle();
    expect(fake().submissions.map((s) => s.urlList)).toEqual([[`${SITE}/us/left-behind`, `${SITE}/us/gone`]]);
    expect(await indexNowOf(id)).toMatchObject({ indexNowStatus: 'succeeded', indexNowAnswer: 'HTTP 202' });
  });
});
