/**
 * Bad input over a real socket to api/server.ts (issue 6 §2): what `app.request` cannot send or would
 * normalise away. Raw bytes that are not UTF-8 in header values and bodies (and percent-encoded in
 * paths: Node's parser refuses them raw in the request line); broken Host, Content-Length and chunked
 * framing; odd methods; and random paths for the site handler (api/static/). Each run gets one part
 * wrong, mostly, and the rest as a browser sends it. Properties, on both dialects: never a 5xx and
 * nothing logged as a failure; an error from an /api path that carries a body is JSON
 * `{ error, message }`; and a refused request (or one the server dropped) changes no row.
 *
 * Node's HTTP parser answers some of these itself (400 or 431, no body, connection closed) before any
 * route sees the request; those answers have no content type and only the first property applies.
 * Seeded like api/routes/bad-input.test.ts (BAD_INPUT_SEED).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { connect as connectSocket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../shared/db/connect';
import { insertLocaleConfigs, insertPost } from '../shared/db/test-fixtures';
import { describeEachDatabase } from '../shared/db/testing';
import { snapshotTables, tableNames } from '../shared/db/test-snapshot';
import { createMemoryMediaStore } from '../shared/media/store';
import { createApp } from './app';
import { createTestAdmin, fastTestHasher, loginCookie } from './auth/testing';
import { quietJobs } from './jobs/testing';
import { createRecordingPublisher } from './publish/publisher';
import { TEST_NOW } from './routes/admin/testing';
import { startServer, type RunningServer } from './server';
import { writeRelease } from './static/testing';
import { badSegment, hostileString, NOT_UTF8 } from './testing/arbitraries';
import { expectErrorBody, expectUnchangedAfterRefusal, sessionEnded, settle } from './testing/properties';
import { endpointsOf, fillPattern, segmentsOf } from './testing/routes';

const SEED = Number(process.env.BAD_INPUT_SEED ?? 20260601);
const RUNS = Number(process.env.BAD_INPUT_SERVER_RUNS ?? 150);

const ENDPOINTS = endpointsOf(createApp({ db: {} as Db }), '/api');

/** Latin-1 strings stand for raw bytes here: each character is one byte on the wire. */
const bytes = (latin1: string) => Buffer.from(latin1, 'latin1');
/** Text as the latin-1 string of its UTF-8 bytes, NOT_UTF8 as bytes that are not UTF-8. */
const utf8AsLatin1 = (text: string) => Buffer.from(text, 'utf8').toString('latin1').replaceAll(NOT_UTF8, '\xff\xfe');

/**
 * Raw bytes for a header value or a body: not UTF-8, unencoded Unicode, controls. Node's parser
 * refuses bytes above 0x7F in the request line, so in paths these go percent-encoded.
 */
const rawBytes = fc.constantFrom('\xff', '\xfe\xff', '\xc3\x28', '\xc0\xaf', '\xed\xa0\x80', '\xf0\x9f\x98', '\x80abc', utf8AsLatin1('café'), '\x7f', '\x01', '\t');

/** A path segment on the wire: encoded hostile text, broken encodings, characters a URL should escape. */
const wireSegment = fc.oneof(badSegment, fc.constantFrom('%0D%0Aset-cookie:x=1', '%0d%0a', '%E2%80%A8', '%2F%2Fevil.example', '"<>`{}|^', 'a%FFb', '%C3%28'));

/** A valid value for a route parameter, by its name: the request then fails, if at all, for what the run made wrong. */
const VALID_PARAM: Record<string, string> = { locale: 'br', slug: 'meu-post', id: '1', key: '1', name: 'cleanup-auth' };

/** The request line's target: an API route's path, or a page of the site, with or without wrong segments. */
interface Target {
  method: string;
  valid: string;
  wrong: string;
}

const apiTarget: fc.Arbitrary<Target> = fc.constantFrom(...ENDPOINTS).chain((endpoint) => {
  const params = segmentsOf(endpoint.path).filter((seg) => !('literal' in seg));
  const valid = fillPattern(endpoint.path, params.map((p) => ('param' in p ? VALID_PARAM[p.param] ?? '1' : 'x')));
  return fc
    .tuple(fc.array(wireSegment, { minLength: params.length, maxLength: params.length }), fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD'))
    .map(([segments, any]) => ({ method: endpoint.method === 'ALL' ? any : endpoint.method, valid, wrong: params.length ? fillPattern(endpoint.path, segments) : `${valid}/${segments.join('/')}` }));
});

const siteTarget: fc.Arbitrary<Target> = fc
  .tuple(fc.constantFrom('', 'br', 'es', 'it', 'admin', 'post', 'sobre', '_astro', 'br/admin', '..', '%2e%2e', '.build-stamp.json', 'robots.txt', '404.html'), fc.array(wireSegment, { minLength: 1, maxLength: 3 }), fc.boolean())
  .map(([first, rest, slash]) => ({ method: 'GET', valid: `/${first}`, wrong: `/${[first, ...rest].filter(Boolean).join('/')}${slash ? '/' : ''}` }));

const queryString = fc.array(fc.tuple(fc.constantFrom('q', 'locale', 'limit', 'id'), wireSegment), { minLength: 1, maxLength: 3 }).map((pairs) => `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`);

/** How the body is framed: right, or lying about its length, or chunked badly. */
type Framing = 'length' | 'short-length' | 'long-length' | 'bad-length' | 'two-lengths' | 'chunked' | 'bad-chunk' | 'length-and-chunked' | 'none';

/** The parts of a raw request a run makes wrong; the rest is what a browser of the site sends. */
type RawAspect = 'method' | 'target' | 'host' | 'headers' | 'body' | 'framing';
const RAW_ASPECTS: RawAspect[] = ['method', 'target', 'host', 'headers', 'body', 'framing'];

interface RawPlan {
  target: Target;
  method: string;
  query: string;
  host: string;
  headers: [string, string][];
  signedIn: boolean;
  body: string;
  framing: Framing;
  wrong: RawAspect[];
}

const rawPlan = (targets: fc.Arbitrary<Target>): fc.Arbitrary<RawPlan> =>
  fc.record({
    target: targets,
    method: fc.constantFrom('TRACE', 'CONNECT', 'M-SEARCH', 'PROPFIND', 'get', 'GE\xffT', 'OPTIONS', 'PATCH'),
    query: queryString,
    host: fc.constantFrom('', 'evil.example', 'a b', 'h\xffst', '{host}, evil.example', '[::1', 'localhost:99999', '{host}\xff'),
    headers: fc.array(
      fc.tuple(
        fc.constantFrom('Content-Type', 'Cookie', 'Cookie', 'Origin', 'Referer', 'Accept-Encoding', 'If-None-Match', 'Range', 'Expect', 'User-Agent', 'X-Forwarded-For', 'X-\xff', 'X Bad'),
        fc.oneof(
          fc.constantFrom('application/json; charset=\xff', 'text/plain\xff', '{cookie}\xff', '\xff\xfe=\xff', 'admin_session=\xff\xff', 'http://\xff.example', 'null', 'gzip\xff', 'bytes=abc', 'bytes=0-0,0-0,0-0', '100-continue', 'x'.repeat(20_000)),
          rawBytes.map((b) => `a${b}b`),
          hostileString.map(utf8AsLatin1).filter((text) => !/[\r\n]/.test(text)),
        ),
      ),
      { minLength: 1, maxLength: 3 },
    ),
    signedIn: fc.boolean(),
    body: fc.oneof(
      rawBytes.map((b) => `{"title":"a${b}b","locale":"br","identifier":"a${b}b","password":"a${b}b"}`),
      hostileString.map((text) => utf8AsLatin1(JSON.stringify({ title: text, name: text, message: text, identifier: text, password: text }))),
      fc.constantFrom('{', '{"a":1}{', '\xef\xbb\xbf{}', '['.repeat(10_000), ''),
    ),
    framing: fc.constantFrom<Framing>('short-length', 'long-length', 'bad-length', 'two-lengths', 'chunked', 'bad-chunk', 'length-and-chunked', 'none'),
    // Mostly one thing wrong, most often where raw bytes reach the app (headers, body, path).
    wrong: fc.oneof(
      { weight: 8, arbitrary: fc.constantFrom<RawAspect[]>(['headers'], ['headers'], ['body'], ['body'], ['target'], ['target'], ['framing'], ['host'], ['method']) },
      { weight: 1, arbitrary: fc.subarray(RAW_ASPECTS, { minLength: 2 }) },
    ),
  });

interface RawResponse {
  status?: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Writes the bytes and reads what comes back until the server closes (the request says `Connection:
 * close`). The socket stays open for writing: Node's server drops a response still being prepared
 * when the client half-closes. Only when nothing has come back after a while (a body shorter than
 * its Content-Length) is the end signalled, and after 3 s the exchange is given up.
 */
function rawExchange(port: number, request: Buffer): Promise<RawResponse> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = connectSocket(port, '127.0.0.1');
    const done = () => {
      clearTimeout(quiet);
      clearTimeout(timer);
      socket.destroy();
      const raw = Buffer.concat(chunks).toString('latin1');
      const [head = '', ...rest] = raw.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      let body = rest.join('\r\n\r\n');
      if (/chunked/i.test(headers['transfer-encoding'] ?? '')) body = dechunk(body);
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1];
      resolve({ status: status ? Number(status) : undefined, headers, body: Buffer.from(body, 'latin1').toString('utf8') });
    };
    const quiet = setTimeout(() => chunks.length || socket.end(), 500);
    const timer = setTimeout(done, 3_000);
    socket.on('data', (c) => chunks.push(c));
    socket.on('close', done);
    socket.on('error', () => {});
    socket.write(request);
  });
}

function dechunk(text: string): string {
  let out = '';
  for (let rest = text; ; ) {
    const eol = rest.indexOf('\r\n');
    const size = parseInt(rest.slice(0, eol), 16);
    if (eol < 0 || !size) return out;
    out += rest.slice(eol + 2, eol + 2 + size);
    rest = rest.slice(eol + 4 + size);
  }
}

/** The request bytes of `plan`, valid but for its wrong aspects; `Connection: close` so the server ends the exchange. */
function requestBytes(plan: RawPlan, port: number, cookie: string): Buffer {
  const wrong = new Set(plan.wrong);
  const host = `127.0.0.1:${port}`;
  const fill = (text: string) => text.replaceAll('{host}', host).replaceAll('{cookie}', cookie);
  const target = wrong.has('target') ? `${plan.target.wrong}${plan.query}` : plan.target.valid;
  const lines = [`${wrong.has('method') ? plan.method : plan.target.method} ${target} HTTP/1.1`, `Host: ${wrong.has('host') ? fill(plan.host) : host}`];
  if (plan.signedIn) lines.push(`Cookie: ${cookie}`, `Origin: http://${host}`);
  lines.push('Content-Type: application/json');
  if (wrong.has('headers')) for (const [name, value] of plan.headers) lines.push(`${name}: ${fill(value)}`);
  const body = wrong.has('body') ? plan.body : '{}';
  const length = Buffer.byteLength(body, 'latin1');
  const chunked = `${length.toString(16)}\r\n${body}\r\n0\r\n\r\n`;
  let payload = body;
  switch (wrong.has('framing') ? plan.framing : 'length') {
    case 'length': lines.push(`Content-Length: ${length}`); break;
    case 'short-length': lines.push(`Content-Length: ${Math.max(0, length - 3)}`); break;
    case 'long-length': lines.push(`Content-Length: ${length + 50}`); break;
    case 'bad-length': lines.push('Content-Length: -1'); break;
    case 'two-lengths': lines.push(`Content-Length: ${length}`, `Content-Length: ${length + 1}`); break;
    case 'chunked': lines.push('Transfer-Encoding: chunked'); payload = chunked; break;
    case 'bad-chunk': lines.push('Transfer-Encoding: chunked'); payload = `zz\r\n${body}\r\n`; break;
    case 'length-and-chunked': lines.push(`Content-Length: ${length}`, 'Transfer-Encoding: chunked'); payload = chunked; break;
    case 'none': break;
  }
  lines.push('Connection: close');
  return bytes(`${lines.join('\r\n')}\r\n\r\n${payload}`);
}

/** A small built site: the handler's files, fallbacks and markers, nothing else. */
const SMALL_SITE: Record<string, string> = {
  'index.html': '<h1>landing</h1>',
  'br/index.html': '<h1>home br</h1>',
  'es/index.html': '<meta name="x-page" content="coming-soon"><h1>em breve</h1>',
  'admin/index.html': '<div id="admin-root"></div>',
  '_astro/app.Ab12.js': 'export {};',
  '404.html': '<h1>404</h1>',
  '.build-stamp.json': '{}',
};

describeEachDatabase('bad input over a real socket (api/server.ts)', (getDb) => {
  const dir = mkdtempSync(join(tmpdir(), 'rs-bad-input-'));
  let running: RunningServer;
  let port: number;
  let cookie: string;
  let tables: string[];
  const failures: string[] = [];
  let ip = 0;

  beforeAll(async () => {
    const db = getDb();
    const distDir = writeRelease(dir, SMALL_SITE);
    running = await startServer({
      deps: {
        db,
        now: () => TEST_NOW,
        publisher: createRecordingPublisher(() => {}),
        passwords: fastTestHasher(),
        // Every failure the app hides behind a 500 is logged with "failed:" (jobs log their runs too).
        log: (message, err) => void (/ failed:/.test(message) && failures.push(`${message} ${err instanceof Error ? err.stack : String(err ?? '')}`)),
        jobs: { definitions: quietJobs() },
        clientIp: () => `203.0.${(ip >> 8) & 255}.${ip++ & 255}`,
        // As `npm run serve` runs: with its media library (uploads are among the routes fuzzed).
        media: { store: createMemoryMediaStore() },
      },
      distDir,
      port: 0,
      host: '127.0.0.1',
    });
    port = Number(new URL(running.url).port);
    tables = await tableNames(db);
    await signIn();
  });

  async function signIn() {
    const admin = await createTestAdmin(getDb());
    cookie = await loginCookie({ request: (input, init) => fetch(input, init) }, admin.username, admin.password, `http://127.0.0.1:${port}`);
  }

  afterAll(async () => {
    // Only the server: describeEachDatabase closes the database.
    await new Promise<void>((done) => {
      running.server.close(() => done());
      running.server.closeAllConnections();
    });
    rmSync(dir, { recursive: true, force: true });
  });

  async function check(plan: RawPlan) {
    const db = getDb();
    const before = await snapshotTables(db, tables);
    failures.length = 0;
    const res = await rawExchange(port, requestBytes(plan, port, cookie));
    // A dropped request may still be unwinding on the server: give it a moment before comparing.
    if (res.status === undefined) await new Promise((r) => setTimeout(r, 50));
    const after = res.status === 202 ? await settle(db, tables, await snapshotTables(db, tables)) : await snapshotTables(db, tables);
    // Logout signs us out (also when smuggled in, below): sign in again for the next request.
    if (await sessionEnded(db, before, after, cookie)) await signIn();

    const where = `${JSON.stringify(plan).slice(0, 600)} → ${res.status ?? 'no answer'} ${res.body.slice(0, 300)}\n${failures.join('\n')}`;
    expect(res.status ?? 0, where).toBeLessThan(500);
    expect(failures, where).toEqual([]);
    const sent = plan.wrong.includes('target') ? plan.target.wrong : plan.target.valid;
    const pathname = URL.canParse(sent, 'http://x') ? new URL(sent, 'http://x').pathname : sent;
    const head = (plan.wrong.includes('method') ? plan.method : plan.target.method) === 'HEAD';
    // Node's parser answers a request it cannot parse itself, without a content type or a body.
    const fromApp = res.headers['content-type'] !== undefined && /^\/api(\/|$)/.test(pathname);
    const error = fromApp && res.status! >= 400 && !head ? expectErrorBody(res.headers['content-type'], res.body, where).error : undefined;
    // A Content-Length shorter than the body smuggles its tail in as a second request: the first
    // one is whole and valid, and may well be done (a logout) before the tail is refused.
    const smuggled = plan.wrong.includes('framing') && plan.framing === 'short-length';
    if ((res.status === undefined || res.status >= 400) && !smuggled) await expectUnchangedAfterRefusal(db, before, after, error, where);
  }

  it('API routes: raw bytes, broken headers and framing never get a 5xx, an error is JSON, a refusal writes nothing', async () => {
    await fc.assert(fc.asyncProperty(rawPlan(apiTarget), check), { seed: SEED, numRuns: RUNS });
  });

  it('site handler: random paths never get a 5xx', async () => {
    await fc.assert(fc.asyncProperty(rawPlan(siteTarget), check), { seed: SEED, numRuns: RUNS });
  });
}, async (db) => {
  await insertLocaleConfigs(db);
  await insertPost(db, { slug: 'meu-post' });
});
