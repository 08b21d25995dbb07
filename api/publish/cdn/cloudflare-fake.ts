/**
 * A local fake of Cloudflare's v4 purge API (tests): a real HTTP server speaking what the API
 * documentation shows for "Purge Cached Content", `POST /client/v4/zones/{zone_id}/purge_cache`.
 *
 * - Auth: `Authorization: Bearer {token}`; a missing or other token answers 403
 *   `{"success":false,"errors":[{"code":10000,"message":"Authentication error"}],...}`, as the API
 *   does for a token without the Cache Purge permission. An unknown zone answers 404 with the
 *   "Could not route" error (code 7003).
 * - Bodies: `{"files": [...]}` (strings or `{url, headers}`), `{"tags"|"hosts"|"prefixes": [...]}`
 *   or `{"purge_everything": true}`; more than `maxFilesPerRequest` entries (the documented per-call
 *   limit, 30 by default) or anything else answers 400 `success: false`.
 * - Rate: `throttle(n, retryAfterSeconds)` makes the next n requests answer 429 with Retry-After;
 *   `failWith(n, status)` makes them answer that status (5xx tests).
 * - Every accepted purge is in `purges`; every request, accepted or not, in `requests`.
 * - Success: 200 `{"success":true,"errors":[],"messages":[],"result":{"id":"{zone_id}"}}`.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';

export interface FakeCloudflareOptions {
  zoneId?: string;
  token?: string;
  maxFilesPerRequest?: number;
}

export interface FakePurge {
  files?: string[];
  tags?: string[];
  everything?: boolean;
}

export interface FakeCloudflare {
  /** `http://127.0.0.1:{port}/client/v4`, the value of CLOUDFLARE_API_URL. */
  apiUrl: string;
  zoneId: string;
  token: string;
  purges: FakePurge[];
  requests: { method: string; path: string; status: number }[];
  throttle(n: number, retryAfterSeconds: number): void;
  failWith(n: number, status: number): void;
  close(): Promise<void>;
}

export const FAKE_ZONE_ID = '023e105f4ecef8ad9ca31a8372d0c353';
export const FAKE_API_TOKEN = 'Sn3lZJTBX6kkg7OdcBUAxOO963GEIyGQqnFTOFYY';

const answer = (res: ServerResponse, status: number, body: object, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};
const failure = (code: number, message: string) => ({ success: false, errors: [{ code, message }], messages: [], result: null });

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Starts the fake on a free port of 127.0.0.1. */
export async function startFakeCloudflare({ zoneId = FAKE_ZONE_ID, token = FAKE_API_TOKEN, maxFilesPerRequest = 30 }: FakeCloudflareOptions = {}): Promise<FakeCloudflare> {
  const purges: FakePurge[] = [];
  const requests: FakeCloudflare['requests'] = [];
  let throttled = 0;
  let retryAfter = 0;
  let failing = 0;
  let failStatus = 500;

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<number> {
    const match = /^\/client\/v4\/zones\/([^/]+)\/purge_cache$/.exec(req.url ?? '');
    const body = await readBody(req);
    if (!match || req.method !== 'POST') {
      answer(res, 404, failure(7000, 'No route for that URI'));
      return 404;
    }
    if (req.headers.authorization !== `Bearer ${token}`) {
      answer(res, 403, failure(10000, 'Authentication error'));
      return 403;
    }
    if (decodeURIComponent(match[1]!) !== zoneId) {
      answer(res, 404, failure(7003, `Could not route to /zones/${match[1]}/purge_cache, perhaps your object identifier is invalid?`));
      return 404;
    }
    if (throttled > 0) {
      throttled--;
      answer(res, 429, failure(10000, 'Rate limited. Please wait and consider throttling your request speed'), { 'Retry-After': String(retryAfter) });
      return 429;
    }
    if (failing > 0) {
      failing--;
      answer(res, failStatus, failure(10000, 'Internal error'));
      return failStatus;
    }
    let parsed: Record<string, unknown>;
    try {
      parsed = JSON.parse(body) as Record<string, unknown>;
    } catch {
      answer(res, 400, failure(1012, 'Request must contain one of "purge_everything", "files", "tags", "hosts" or "prefixes"'));
      return 400;
    }
    if (parsed.purge_everything === true) {
      purges.push({ everything: true });
    } else if (Array.isArray(parsed.files) || Array.isArray(parsed.tags)) {
      const list = (parsed.files ?? parsed.tags) as unknown[];
      if (list.length === 0 || list.length > maxFilesPerRequest) {
        answer(res, 400, failure(1015, `Purge requests are limited to ${maxFilesPerRequest} entries per call (got ${list.length})`));
        return 400;
      }
      const urls = list.map((f) => (typeof f === 'string' ? f : (f as { url?: string }).url));
      if (parsed.files && urls.some((u) => typeof u !== 'string' || !/^https?:\/\//.test(u))) {
        answer(res, 400, failure(1016, 'Files must be absolute URLs'));
        return 400;
      }
      purges.push(parsed.files ? { files: urls as string[] } : { tags: urls as string[] });
    } else {
      answer(res, 400, failure(1012, 'Request must contain one of "purge_everything", "files", "tags", "hosts" or "prefixes"'));
      return 400;
    }
    answer(res, 200, { success: true, errors: [], messages: [], result: { id: zoneId } });
    return 200;
  }

  const server: Server = createServer((req, res) => {
    void handle(req, res).then((status) => requests.push({ method: req.method ?? '', path: req.url ?? '', status }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${port}/client/v4`,
    zoneId,
    token,
    purges,
    requests,
    throttle(n, seconds) {
      throttled = n;
      retryAfter = seconds;
    },
    failWith(n, status) {
      failing = n;
      failStatus = status;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * The fake for one test file: started before its tests, with no records, throttling or failures
 * left from the test before each one, closed after. Returns its getter.
 */
export function useFakeCloudflare(): () => FakeCloudflare {
  let fake: FakeCloudflare | undefined;
  beforeAll(async () => {
    fake = await startFakeCloudflare();
  });
  afterAll(() => fake?.close());
  beforeEach(() => {
    fake!.purges.length = 0;
    fake!.requests.length = 0;
    fake!.throttle(0, 0);
    fake!.failWith(0, 500);
  });
  return () => fake!;
}
