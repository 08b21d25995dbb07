/**
 * The publisher's IndexNow submissions, in the background and recorded (issue 27 item 4). After a
 * build, the public URLs it created, changed or removed wait a short window, so a burst of saves
 * (an editor saving twice, a price refresh re-rendering fifty reviews) goes out as one request
 * per host (sent after 5 quiet seconds, at most a minute after the first), split only past the
 * protocol's 10,000 URLs. A save never waits for it.
 *
 * Each build's submission is on its build_runs row (`indexnow_*`): 'pending' at once, with the
 * count and first URLs; 'retrying' while the endpoint answers 429, 5xx or nothing, tried again
 * with a growing delay (or the Retry-After it asked for); then 'succeeded' (200, 202) or 'failed'
 * (400, 403, 422 at once: sending again cannot help; or after the last retry) with the answer.
 * Rows a stop left pending or retrying are sent again by the next start (`resumeIndexNow`): their
 * URLs are the row's paths, so a restart loses none.
 */
import type { Db } from '../../../shared/db/connect';
import { pendingIndexNowRuns, updateBuildRun, type BuildRunUpdate } from '../../../shared/db/queries/build-runs';
import { MAX_URLS_PER_REQUEST, submissionUrls, type IndexNowSubmit, type SubmitAnswer } from './protocol';

export interface IndexNowQueueOptions {
  db: Db;
  /** Sends one request (./protocol.ts createIndexNowClient). */
  submit: IndexNowSubmit;
  /** The site's canonical origin (SITE_URL) the page paths are below. */
  siteUrl: string;
  log?: (line: string) => void;
  /**
   * Quiet time after a build's URLs before they are sent (default 5 s): the builds of a burst (an
   * editor's saves, a price refresh's batches) share one request. At most `maxWaitMs` after the first.
   */
  windowMs?: number;
  /** Longest the first URLs of a burst wait behind a stream of builds (default 60 s). */
  maxWaitMs?: number;
  /** Waits before each retry (default 1, 2, 4, 8, 16, 32 and 64 s: eight attempts in about two minutes). */
  retryDelaysMs?: number[];
  /** Longest wait a Retry-After may ask for (default 10 min). */
  maxRetryAfterMs?: number;
}

export interface IndexNowQueue {
  /** Queues the public URLs of the `paths` build `id` wrote or removed; returns at once, never throws. */
  enqueue(id: number, paths: readonly string[]): void;
  /** Sends what is queued without waiting for the window, and resolves once every request has ended. */
  flush(): Promise<void>;
  /** Resolves once nothing is queued or being sent (tests, shutdown). */
  idle(): Promise<void>;
}

export const DEFAULT_INDEXNOW_RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 16_000, 32_000, 64_000];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/** The recorded, coalesced and retried submissions of one publisher. */
export function createIndexNowQueue({ db, submit, siteUrl, log = (line) => console.log(line), windowMs = 5000, maxWaitMs = 60_000, retryDelaysMs = DEFAULT_INDEXNOW_RETRY_DELAYS_MS, maxRetryAfterMs = 600_000 }: IndexNowQueueOptions): IndexNowQueue {
  let queued = new Map<number, string[]>();
  let timer: NodeJS.Timeout | undefined;
  let firstQueuedAt = 0;
  // Bursts go one after the other: a burst that waits out a 429 holds back the next, as the endpoint asked.
  let sending: Promise<void> = Promise.resolve();
  const running = new Set<Promise<unknown>>();
  const track = (p: Promise<unknown>) => {
    running.add(p);
    void p.finally(() => running.delete(p));
  };
  // A status write that fails (database busy) must not stop the submission itself.
  const record = (ids: number[], u: BuildRunUpdate) =>
    Promise.all(ids.map((id) => updateBuildRun(db, id, u).catch((err) => log(`IndexNow of build ${id}: could not record ${u.indexNowStatus}: ${String(err)}`))));

  async function sendWithRetries(ids: number[], urls: string[]): Promise<SubmitAnswer> {
    for (let attempt = 0; ; attempt++) {
      const answer = await submit(urls);
      const delay = retryDelaysMs[attempt];
      if (answer.ok || !answer.retryable || delay === undefined) return answer;
      const wait = Math.min(Math.max(delay, answer.retryAfterMs ?? 0), maxRetryAfterMs);
      await record(ids, { indexNowStatus: 'retrying', indexNowAnswer: answer.message });
      log(`IndexNow of build(s) ${ids.join(', ')}: ${answer.message}, retrying in ${wait} ms`);
      await sleep(wait);
    }
  }

  async function sendBurst(burst: Map<number, string[]>): Promise<void> {
    const ids = [...burst.keys()];
    const urls = [...new Set([...burst.values()].flat())];
    const answers: SubmitAnswer[] = [];
    for (let i = 0; i < urls.length; i += MAX_URLS_PER_REQUEST) answers.push(await sendWithRetries(ids, urls.slice(i, i + MAX_URLS_PER_REQUEST)));
    const failed = answers.find((a) => !a.ok);
    const message = answers.length === 1 ? answers[0]!.message : `${answers.length} pedidos: ${[...new Set(answers.map((a) => a.message))].join('; ')}`;
    await record(ids, { indexNowStatus: failed ? 'failed' : 'succeeded', indexNowAnswer: message });
    log(`IndexNow of build(s) ${ids.join(', ')}: ${urls.length} URL(s) in ${answers.length} request(s), ${failed ? 'failed' : 'accepted'}: ${message}`);
  }

  function sendQueued(): void {
    clearTimeout(timer);
    timer = undefined;
    if (!queued.size) return;
    const burst = queued;
    queued = new Map();
    sending = sending.then(() => sendBurst(burst)).catch((err) => log(`IndexNow: ${String(err)}`));
    track(sending);
  }

  return {
    enqueue(id, paths) {
      const urls = submissionUrls(siteUrl, paths);
      if (!urls.length) return;
      queued.set(id, [...new Set([...(queued.get(id) ?? []), ...urls])]);
      track(record([id], { indexNowStatus: 'pending', indexNowCount: urls.length, indexNowUrls: urls, indexNowAnswer: null }));
      if (!timer) firstQueuedAt = Date.now();
      clearTimeout(timer);
      timer = setTimeout(sendQueued, Math.max(0, Math.min(windowMs, firstQueuedAt + maxWaitMs - Date.now()))).unref();
    },
    async flush() {
      sendQueued();
      while (running.size) await Promise.all([...running]);
    },
    async idle() {
      while (running.size || timer) {
        if (running.size) await Promise.all([...running]);
        else await sleep(Math.min(windowMs, 50));
      }
    },
  };
}

/** Queues again the submissions a stopped process left pending or retrying; resolves to how many. */
export async function resumeIndexNow(queue: IndexNowQueue, db: Db): Promise<number> {
  const rows = await pendingIndexNowRuns(db);
  for (const row of rows) queue.enqueue(row.id, row.paths);
  return rows.length;
}
