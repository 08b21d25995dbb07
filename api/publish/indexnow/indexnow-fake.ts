/**
 * A local fake of an IndexNow endpoint (tests): a real HTTP server checking a submission as the
 * protocol's documentation describes (https://www.indexnow.org/documentation), `POST /indexnow`.
 *
 * - 400 Bad request: a body that is not JSON, a Content-Type other than application/json, a
 *   missing `host`/`key`/`urlList`, an empty `urlList` or more than 10,000 URLs.
 * - 422 Unprocessable Entity: a key outside the schema (8–128 of a-z, A-Z, 0-9, '-'), a URL (or
 *   the keyLocation) of another host than `host`.
 * - 403 Forbidden: with `checkKeyFile`, the key file at keyLocation (default `https://{host}/{key}.txt`)
 *   does not answer 200 with the key as its body. The real endpoint checks it later, so without
 *   `checkKeyFile` an accepted submission answers 202 (key validation pending), else 200.
 * - `failWith(n, status, retryAfterSeconds?)`: the next n requests answer that status (429, 503),
 *   with Retry-After when given; `hang(true)`: requests get no answer until `hang(false)`.
 * - Every accepted submission is in `submissions`; every request, accepted or not, in `requests`.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { KEY_PATTERN, MAX_URLS_PER_REQUEST } from './protocol';

export interface FakeSubmission {
  host: string;
  key: string;
  keyLocation?: string;
  urlList: string[];
}

export interface FakeIndexNow {
  /** `http://127.0.0.1:{port}/indexnow`, the value of INDEXNOW_ENDPOINT. */
  endpoint: string;
  submissions: FakeSubmission[];
  requests: { status: number; contentType: string; at: number }[];
  failWith(n: number, status: number, retryAfterSeconds?: number): void;
  hang(on: boolean): void;
  /** Fetch keyLocation and compare its body with the key (403 otherwise). */
  checkKeyFile(on: boolean): void;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const hostOf = (url: unknown): string | undefined => {
  try {
    return typeof url === 'string' ? new URL(url).hostname : undefined;
  } catch {
    return undefined;
  }
};

/** Checks a submission; returns the status and reason of its refusal, or undefined when it is acceptable. */
function refusal(contentType: string, body: string): { status: number; reason: string } | undefined {
  if (!/^application\/json\b/i.test(contentType)) return { status: 400, reason: 'Content-Type must be application/json' };
  let parsed: Partial<Record<keyof FakeSubmission, unknown>>;
  try {
    parsed = JSON.parse(body) as typeof parsed;
  } catch {
    return { status: 400, reason: 'body is not JSON' };
  }
  const { host, key, keyLocation, urlList } = parsed;
  if (typeof host !== 'string' || typeof key !== 'string' || !Array.isArray(urlList)) return { status: 400, reason: 'host, key and urlList are required' };
  if (urlList.length === 0 || urlList.length > MAX_URLS_PER_REQUEST) return { status: 400, reason: `urlList must hold 1 to ${MAX_URLS_PER_REQUEST} URLs (got ${urlList.length})` };
  if (!KEY_PATTERN.test(key)) return { status: 422, reason: 'key does not match the schema' };
  if (keyLocation !== undefined && hostOf(keyLocation) !== host) return { status: 422, reason: 'keyLocation is not on host' };
  const foreign = urlList.find((u) => hostOf(u) !== host);
  if (foreign !== undefined) return { status: 422, reason: `URL not on host ${host}: ${String(foreign)}` };
  return undefined;
}

/** Starts the fake on a free port of 127.0.0.1. */
export async function startFakeIndexNow(): Promise<FakeIndexNow> {
  const submissions: FakeSubmission[] = [];
  const requests: FakeIndexNow['requests'] = [];
  let failing = 0;
  let failStatus = 503;
  let retryAfter: number | undefined;
  let hanging = false;
  let verifyKey = false;
  const held = new Set<ServerResponse>();

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<number> {
    const body = await readBody(req);
    const send = (status: number, text = '', headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers });
      res.end(text);
      return status;
    };
    if (req.method !== 'POST' || !(req.url ?? '').startsWith('/indexnow')) return send(404, 'Not found');
    if (failing > 0) {
      failing--;
      return send(failStatus, failStatus === 429 ? 'Too Many Requests' : 'Service Unavailable', retryAfter === undefined ? {} : { 'Retry-After': String(retryAfter) });
    }
    const refused = refusal(req.headers['content-type'] ?? '', body);
    if (refused) return send(refused.status, refused.reason);
    const submission = JSON.parse(body) as FakeSubmission;
    if (verifyKey) {
      const location = submission.keyLocation ?? `https://${submission.host}/${submission.key}.txt`;
      const file = await fetch(location).then(async (r) => (r.ok ? (await r.text()).trim() : undefined)).catch(() => undefined);
      if (file !== submission.key) return send(403, `key file at ${location} does not hold the key`);
    }
    submissions.push(submission);
    return send(verifyKey ? 200 : 202);
  }

  const server: Server = createServer((req, res) => {
    if (hanging) {
      held.add(res);
      return;
    }
    void handle(req, res).then((status) => requests.push({ status, contentType: req.headers['content-type'] ?? '', at: Date.now() }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const release = () => {
    for (const res of held) res.destroy();
    held.clear();
  };
  return {
    endpoint: `http://127.0.0.1:${port}/indexnow`,
    submissions,
    requests,
    failWith(n, status, seconds) {
      failing = n;
      failStatus = status;
      retryAfter = seconds;
    },
    hang(on) {
      hanging = on;
      if (!on) release();
    },
    checkKeyFile(on) {
      verifyKey = on;
    },
    close: () => {
      release();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * The fake for one test file: started before its tests, with no records or failures left from the
 * test before each one, closed after. Returns its getter.
 */
export function useFakeIndexNow(): () => FakeIndexNow {
  let fake: FakeIndexNow | undefined;
  beforeAll(async () => {
    fake = await startFakeIndexNow();
  });
  afterAll(() => fake?.close());
  beforeEach(() => {
    fake!.submissions.length = 0;
    fake!.requests.length = 0;
    fake!.failWith(0, 503);
    fake!.hang(false);
    fake!.checkKeyFile(false);
  });
  return () => fake!;
}
