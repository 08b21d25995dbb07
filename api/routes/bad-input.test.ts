/**
 * Bad input against every API route (issue 6 §2), as fast-check properties on both dialects:
 * random paths with bad ids and slugs, query strings, headers (content types, Origin, cookies) and
 * bodies (wrong types, SQL and script payloads, deep nesting, oversized, invalid UTF-8), sent by
 * an anonymous client and by a signed-in admin whose requests pass the guards and reach validation.
 *
 * For every request: no 5xx; an error is JSON `{ error, message }` naming the problem; and a
 * refused request leaves every table as it was, row by row. The routes come from the app itself,
 * so a route added later is covered, and the last test of each mode fails if one was not reached.
 *
 * Runs are seeded (BAD_INPUT_SEED, default below) so a failure reproduces; fast-check prints the
 * seed and the shrunk request. BAD_INPUT_RUNS sets the random runs per route and aspect (default
 * 3, after one run per poison); raise it for a longer hunt.
 */
import { tmpdir } from 'node:os';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../shared/db/connect';
import { insertCategory, insertLocaleConfigs, insertPost, insertProduct, insertReview } from '../../shared/db/test-fixtures';
import { describeEachDatabase } from '../../shared/db/testing';
import { diffSnapshots, snapshotTables, tableNames } from '../../shared/db/test-snapshot';
import { LOCALES } from '../../shared/locales';
import { createApp } from '../app';
import { createMemoryMediaStore } from '../../shared/media/store';
import type { ErrorBody } from '../http/errors';
import { createTestAdmin, fastTestHasher, loginCookie } from '../auth/testing';
import { quietJobs } from '../jobs/testing';
import { createRecordingPublisher } from '../publish/publisher';
import {
  bodyBytes,
  bodyPlan,
  poisonBody,
  poisonName,
  poisonQuery,
  POISONS,
  type PoisonName,
  badSegment,
  headerPlan,
  jsonBytes,
  PROPER_HEADERS,
  METHODS,
  ORIGIN,
  queryString,
  SESSION,
  type BodyPlan,
  type HeaderPlan,
} from '../testing/arbitraries';
import { expectErrorBody, expectUnchangedAfterRefusal, sessionEnded, settle } from '../testing/properties';
import { endpointsOf, fillPattern, listPathOf, matchedEndpoints, segmentsOf, type Endpoint } from '../testing/routes';
import { TEST_NOW } from './admin/testing';

const SEED = Number(process.env.BAD_INPUT_SEED ?? 20260601);
const RUNS_PER_ASPECT = Number(process.env.BAD_INPUT_RUNS ?? 3);
const SITE = 'http://localhost:4321';

/** Every route of the API, read from an app that is never asked anything (its database is unused). */
const ENDPOINTS = endpointsOf(createApp({ db: {} as Db }), '/api');

/**
 * Valid bodies of the routes whose answers are not editable rows (for the others a row the API
 * returned is the example). Bodies made wrong start from these, so they fail on one field at a time.
 */
const EXAMPLES: Record<string, Record<string, unknown>> = {
  'POST /api/contact': { locale: 'br', name: 'Ana', email: 'ana@example.com', subject: 'Oi', message: 'Uma pergunta sobre o site.' },
  'POST /api/clicks': { locale: 'br', kind: 'retailer', productId: 1, targetUrl: 'https://www.amazon.com.br/dp/B0C1234XYZ', sourcePath: '/br/x' },
  'POST /api/admin/login': { identifier: 'admin-under-test', password: 'not-the-password' },
  'POST /api/admin/password': { currentPassword: 'not-the-password', newPassword: 'A-new-password-2026' },
  'POST /api/admin/preview/post': { locale: 'br', title: 'Melhores fones {year}', content: '# Título\n\n::product{asin="B0TEST0001"}' },
  'POST /api/admin/settings': { key: 'footer_note', value: 'texto' },
  'PUT /api/admin/jobs/:name': { enabled: false },
  'PUT /api/admin/contact-messages/:key': { read: true },
  'POST /api/admin/rendering/render': { path: '/br' },
  'POST /api/admin/rendering/preview': { path: '/br' },
};

/** The parts of a request a run makes wrong; the others are what a well-behaved client sends. */
type Aspect = 'params' | 'query' | 'headers' | 'body';

/** A query string: random hostile pairs, or a poison in every parameter the API knows. */
type QueryPlan = { text: string } | { poison: PoisonName };

interface RequestPlan {
  method: string;
  /** Per parameter: which known key to use while params are not corrupted (index into its list). */
  known: number[];
  /** Per parameter: the hostile segment used when they are (a wildcard always takes this). */
  bad: string[];
  query: QueryPlan;
  headers: HeaderPlan;
  body: BodyPlan;
  corrupt: Aspect[];
}

type Mode = 'anonymous' | 'admin';

/** Routes behind the admin login; `/api/*` (every path) counts as one too. */
const isAdminPath = (pattern: string) => pattern.startsWith('/api/admin') || pattern === '/api/*';

const paramsOf = (endpoint: Endpoint) => segmentsOf(endpoint.path).filter((s) => !('literal' in s));

/** What can be wrong in a request to `endpoint` (a GET carries no body; a path without parameters has none to corrupt). */
function aspectsOf(endpoint: Endpoint): Aspect[] {
  return [...(paramsOf(endpoint).length ? ['params' as const] : []), 'query', 'headers', ...(endpoint.method === 'GET' ? [] : ['body' as const])];
}

/**
 * Requests aimed at one endpoint: its method (any for ALL), its pattern with parameters filled in.
 * Mostly one aspect is wrong and the rest is valid, so each wrong thing meets the check meant for
 * it instead of being stopped earlier by another (a bad id hides a bad body).
 */
function requestPlan(endpoint: Endpoint): fc.Arbitrary<RequestPlan> {
  const params = paramsOf(endpoint);
  const aspects = aspectsOf(endpoint);
  const method = endpoint.method === 'ALL' ? fc.constantFrom(...METHODS) : endpoint.method === 'GET' ? fc.constantFrom('GET', 'GET', 'HEAD') : fc.constant(endpoint.method);
  return fc.record({
    method,
    known: fc.tuple(...params.map(() => fc.nat())),
    bad: fc.tuple(...params.map((p) => ('wildcard' in p ? fc.array(badSegment, { maxLength: 3 }).map((s) => s.join('/')) : badSegment))),
    query: fc.oneof(queryString.map((text): QueryPlan => ({ text })), poisonName.map((poison): QueryPlan => ({ poison }))),
    headers: headerPlan,
    body: bodyPlan,
    corrupt: fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...aspects).map((a) => [a]) }, { weight: 1, arbitrary: fc.subarray(aspects, { minLength: 1 }) }),
  });
}

/**
 * Runs fast-check starts with: every poison once, in the part of the request the route reads (the
 * body of a write, else the query), with the rest valid. Random runs can miss a rare pairing such as
 * "an integer past 2^31 in the one field that reaches PostgreSQL"; these cannot. Only where the route
 * is reachable: an anonymous client gets 401 from the admin routes before anything is read.
 */
function poisonRuns(endpoint: Endpoint, mode: Mode): [RequestPlan][] {
  if (endpoint.method === 'ALL' || endpoint.method === 'DELETE' || (mode === 'anonymous') === isAdminPath(endpoint.path)) return [];
  const params = paramsOf(endpoint);
  const inBody = endpoint.method !== 'GET';
  return (Object.keys(POISONS) as PoisonName[]).map((poison) => [{
    method: endpoint.method,
    known: params.map(() => 0),
    bad: params.map(() => ''),
    query: inBody ? { text: '' } : { poison },
    headers: {},
    body: inBody ? { kind: 'poison', poison } : { kind: 'none' },
    corrupt: [inBody ? 'body' : 'query'],
  }]);
}


/** The demo's shape in a few rows: every table the routes read has something to find and to edit. */
async function seed(db: Db) {
  await insertLocaleConfigs(db);
  const category = await insertCategory(db, 'fones', { br: 'Fones', it: 'Cuffie' });
  await insertCategory(db, 'cozinha', { br: 'Cozinha' });
  for (let i = 0; i < 4; i++) await insertPost(db, { category_id: category, status: i === 3 ? 'draft' : 'published' });
  for (let i = 0; i < 4; i++) {
    const product = await insertProduct(db, { category_id: category });
    if (i < 3) await insertReview(db, { product_id: product });
  }
  const at = TEST_NOW.toISOString();
  await db.kysely.insertInto('settings').values({ key: 'site_name', value: 'ReviewHub', updated_at: at }).execute();
  await db.kysely.insertInto('contact_messages').values([1, 2, 3].map((n) => ({ locale: 'br', name: `N${n}`, email: `n${n}@example.com`, subject: null, message: 'Mensagem de teste.', ip: '10.0.0.1', created_at: at }))).execute();
  await db.kysely.insertInto('build_runs').values({ kind: 'full', trigger: 'test', status: 'succeeded', started_at: at, finished_at: at, duration_ms: 1, pages: 1, error: null, log: null, pages_total: 1, pages_by_locale: null, paths: null }).execute();
  await db.kysely.insertInto('job_runs').values({ job: 'cleanup-auth', slot: 'manual:x', status: 'succeeded', started_at: at, finished_at: at, duration_ms: 1, summary: 'ok', error: null }).execute();
  await db.kysely.insertInto('audit_log').values({ user_id: null, action: 'update', entity: 'settings', entity_id: 'site_name', before_json: '{}', after_json: '{}', created_at: at }).execute();
}

/** `Date#toISOString()` of years 0000–9999, the form every `*_at` column holds. */
const CANONICAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** The first value a list answer names an item by. */
const keyOfItem = (item: Record<string, unknown>) => item.id ?? item.key ?? item.locale ?? item.name ?? item.slug;

describeEachDatabase('bad input on every API route', (getDb) => {
  let app: ReturnType<typeof createApp>;
  let tables: string[];
  let cookie: string;
  let sessionToken: string;
  let logged: string[] = [];
  let ip = 0;
  let replacementStored = false;
  /** Per mode: endpoints a request was routed to, and those a request got past the session and CSRF guards of. */
  const reached = { anonymous: new Set<string>(), admin: new Set<string>() };
  const pastGuards = new Set<string>();

  /** Known values of a parameter by its name, for routes whose list is not an API path (public reads). */
  const byName: Record<string, string[]> = { locale: [...LOCALES], name: quietJobs().map((j) => j.name) };

  async function signIn() {
    const admin = await createTestAdmin(getDb());
    cookie = await loginCookie(app, admin.username, admin.password, SITE);
    sessionToken = cookie.split('=')[1]!;
    EXAMPLES['POST /api/admin/login']!.identifier = admin.username;
  }

  beforeAll(async () => {
    const db = getDb();
    app = createApp({
      db,
      now: () => TEST_NOW,
      publisher: createRecordingPublisher(() => {}),
      siteUrl: SITE,
      log: (message, err) => logged.push(`${message} ${err instanceof Error ? err.stack : String(err ?? '')}`),
      passwords: fastTestHasher(),
      // A new address per request: the per-IP limits of contact, clicks and login would otherwise
      // answer 429 before the body is read, and validation would go untested.
      clientIp: () => `198.51.${(ip >> 8) & 255}.${ip++ & 255}`,
      jobs: { definitions: quietJobs() },
      media: { store: createMemoryMediaStore() },
      // The import screen's upload (issue 28): refused before any file is kept.
      wordpressImport: { maxBytes: 1_000_000, tmpDir: tmpdir() },
    });
    tables = await tableNames(db);
    const posts = await db.kysely.selectFrom('posts').select('slug').execute();
    const categories = await db.kysely.selectFrom('categories').select(['id', 'slug']).execute();
    byName.slug = [...posts.map((p) => p.slug), ...categories.map((c) => c.slug)];
    byName.id = categories.map((c) => String(c.id));
    await signIn();
  }, 60_000);

  /** A GET as the signed-in admin (outside any snapshot window): the JSON answer, or undefined. */
  async function adminGet(path: string): Promise<any> {
    const res = await app.request(`${SITE}${path}`, { headers: { cookie } });
    return res.ok && res.headers.get('content-type')?.startsWith('application/json') ? res.json() : undefined;
  }

  /** Keys that exist for each parameter, read once per test (a later delete only turns a key into a 404). */
  let knownCache = new Map<string, string[]>();
  async function knownValues(endpoint: Endpoint, index: number): Promise<string[]> {
    const cacheKey = `${endpoint.key}#${index}`;
    if (!knownCache.has(cacheKey)) {
      const list = listPathOf(endpoint.path);
      const items: Record<string, unknown>[] | undefined = list ? (await adminGet(list))?.items : undefined;
      const name = (paramsOf(endpoint)[index] as { param?: string }).param ?? '';
      const values = items?.length ? items.map((item) => String(keyOfItem(item))) : byName[name] ?? ['1'];
      knownCache.set(cacheKey, values.map(encodeURIComponent));
    }
    return knownCache.get(cacheKey)!;
  }

  /** The route's valid example: hand-written, else the row at this path, else the first row of its list. */
  async function exampleFor(endpoint: Endpoint, path: string): Promise<Record<string, unknown> | undefined> {
    if (EXAMPLES[endpoint.key]) return { ...EXAMPLES[endpoint.key] };
    if (endpoint.path.includes(':')) {
      const row = await adminGet(path);
      if (row && !Array.isArray(row) && !row.items) return row;
    }
    const list = listPathOf(endpoint.path) ?? endpoint.path;
    const first = (await adminGet(list))?.items?.[0];
    return first ? ((await adminGet(`${list}/${encodeURIComponent(String(keyOfItem(first)))}`)) ?? first) : undefined;
  }

  interface Sent {
    method: string;
    url: string;
    headers: Record<string, string>;
    body?: Uint8Array<ArrayBuffer>;
    /** What the body was meant to say, for the failure message and the U+FFFD check. */
    intent: string;
  }

  /**
   * Sends one request and checks the properties: no 5xx; an error is JSON naming the problem; a
   * refused request changed no row; an accepted one stored its text and timestamps as they should be.
   * Returns the field issues of a 400, for the poison runs to put those fields back.
   */
  async function sendChecked(endpoint: Endpoint, mode: Mode, req: Sent): Promise<string[]> {
    const db = getDb();
    for (const key of matchedEndpoints(app, req.method, req.url)) reached[mode].add(key);
    logged = [];
    const before = await snapshotTables(db, tables);
    const res = await app.request(req.url, { method: req.method, headers: req.headers, body: req.body });
    const text = await res.text();
    let after = await snapshotTables(db, tables);

    const where = `${req.method} ${req.url.slice(0, 300)} (${mode}, ${req.intent.slice(0, 300)}, ${req.body?.length ?? 0} bytes) → ${res.status} ${text.slice(0, 300)}\n${logged.join('\n')}`;
    expect(res.status, where).toBeLessThan(500);
    if (mode === 'admin' && ![401, 403, 413, 415].includes(res.status)) pastGuards.add(endpoint.key);
    // Logout (or a route added later that ends sessions) signs us out: sign in again for the next request.
    if (await sessionEnded(db, before, after, cookie)) await signIn();

    if (res.status < 400) {
      if (req.body === undefined) return [];
      // 202: accepted, still at work in the background (a job run); its last write must be in `after`.
      if (res.status === 202) after = await settle(db, tables, after);
      const diffs = await diffSnapshots(db, before, after);
      // Text is stored as sent or refused. No generated input holds U+FFFD, so one in a new row means
      // bytes that were not UTF-8, or a lone surrogate, were replaced on the way in. Checked until the
      // first one: later rows may copy it (the audit log, an edit of that row), one failure is enough.
      const replaced = diffs.filter((d) => JSON.stringify(d.added).includes('\ufffd'));
      if (!replacementStored) {
        replacementStored = replaced.length > 0;
        expect(replaced, `accepted and stored U+FFFD: ${where}`).toEqual([]);
      }
      // Timestamps keep the one form whose text order is time order (shared/db/schema.ts).
      const badTimes = diffs.flatMap((d) => d.added.flatMap((row) => Object.entries(row).filter(([column, value]) => column.endsWith('_at') && value !== null && !CANONICAL_TIME.test(String(value)))));
      expect(badTimes, `accepted and stored a timestamp out of form: ${where}`).toEqual([]);
      return [];
    }

    const head = req.method.toUpperCase() === 'HEAD';
    if (head) expect(res.headers.get('content-type'), where).toMatch(/^application\/json\b/);
    const answer: Partial<ErrorBody> = head ? {} : expectErrorBody(res.headers.get('content-type'), text, where);
    await expectUnchangedAfterRefusal(db, before, after, answer.error, where);
    return res.status === 400 ? (answer.issues ?? []).map((issue) => issue.path.split('.')[0]!) : [];
  }

  let unique = 0;
  /** A create from an existing row would only meet the duplicate check: its unique fields get new values. */
  function fresh(example: Record<string, unknown>): Record<string, unknown> {
    const n = ++unique;
    const out = { ...example };
    if (typeof out.slug === 'string') out.slug = `bad-input-${n}`;
    if (typeof out.asin === 'string') out.asin = `BZ${String(n).padStart(8, '0')}`;
    if (typeof out.key === 'string') out.key = `bad_input_${n}`;
    return out;
  }

  /**
   * One run: the plan's request, and for a poison run the same again with each field the API named
   * as refused put back, until it refuses nothing more by name: whatever it let through then travels
   * to the database, where a type it did not check would fail.
   */
  async function check(endpoint: Endpoint, mode: Mode, plan: RequestPlan) {
    const wrong = new Set(plan.corrupt);
    const values = await Promise.all(paramsOf(endpoint).map(async (p, i) => {
      if (wrong.has('params') || 'wildcard' in p) return plan.bad[i]!;
      const known = await knownValues(endpoint, i);
      return known[plan.known[i]! % known.length]!;
    }));
    const path = fillPattern(endpoint.path, values);
    const canHaveBody = !['GET', 'HEAD'].includes(plan.method.toUpperCase());
    const bodyPlanUsed: BodyPlan = wrong.has('body') ? plan.body : { kind: 'edit', edits: [] };
    const needsExample = ['edit', 'poison'].includes(bodyPlanUsed.kind);
    let example = canHaveBody && needsExample ? (await exampleFor(endpoint, path)) ?? {} : {};
    if (plan.method === 'POST' && !endpoint.path.includes(':')) example = fresh(example);
    const headerPlanUsed = wrong.has('headers') ? plan.headers : { ...PROPER_HEADERS, ...(mode === 'admin' ? { cookie: `admin_session=${SESSION}` } : {}) };
    const headers = Object.fromEntries(
      Object.entries(headerPlanUsed).map(([name, value]) => [name, value.replaceAll(SESSION, mode === 'admin' ? sessionToken : 'x').replaceAll(ORIGIN, SITE)]),
    );
    const queryPlan = wrong.has('query') ? plan.query : { text: '' };
    let pairs = 'poison' in queryPlan ? poisonQuery(POISONS[queryPlan.poison]) : undefined;
    let body = bodyPlanUsed.kind === 'poison' ? poisonBody(example, bodyPlanUsed.poison) : undefined;

    for (let round = 0; round < 4; round++) {
      const query = pairs ? (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : '') : (queryPlan as { text: string }).text;
      const bytes = !canHaveBody ? undefined : body ? jsonBytes(body) : bodyBytes(bodyPlanUsed, example);
      const intent = `wrong: ${plan.corrupt.join('+')}, body ${bodyPlanUsed.kind === 'poison' ? `poison ${bodyPlanUsed.poison}` : bodyPlanUsed.kind}${'poison' in queryPlan ? `, query poison ${queryPlan.poison}` : ''}${body ? ` ${JSON.stringify(body).slice(0, 200)}` : ''}`;
      const refused = await sendChecked(endpoint, mode, { method: plan.method, url: `${SITE}${path}${query}`, headers, body: bytes, intent });
      if (!refused.length || (!pairs && !body)) return;
      const before = JSON.stringify([pairs, body]);
      pairs = pairs?.filter(([name]) => !refused.includes(name));
      if (body) body = Object.fromEntries(Object.entries(body).flatMap(([key, value]) => (!refused.includes(key) ? [[key, value]] : key in example ? [[key, example[key]]] : [])));
      if (JSON.stringify([pairs, body]) === before) return;
    }
  }

  for (const mode of ['anonymous', 'admin'] as const) {
    describe(mode, () => {
      // Signed in, the public routes answer as they do anonymously: the admin's pass is for /api/admin.
      for (const endpoint of ENDPOINTS.filter((e) => mode === 'anonymous' || isAdminPath(e.path))) {
        it(endpoint.key, async () => {
          knownCache = new Map();
          const examples = poisonRuns(endpoint, mode);
          const numRuns = examples.length + RUNS_PER_ASPECT * aspectsOf(endpoint).length;
          await fc.assert(fc.asyncProperty(requestPlan(endpoint), (plan) => check(endpoint, mode, plan)), { seed: SEED, numRuns, examples });
        });
      }

      it('a path asked with a method it does not take answers 405, its Allow naming the ones it does', async () => {
        const reachable = ENDPOINTS.filter((e) => e.method !== 'ALL' && !e.path.includes('*') && (mode === 'admin') === isAdminPath(e.path));
        const wrong: string[] = [];
        for (const pattern of new Set(reachable.map((e) => e.path))) {
          const endpoint = reachable.find((e) => e.path === pattern)!;
          const allowed = new Set(reachable.filter((e) => e.path === pattern).map((e) => e.method));
          const path = fillPattern(pattern, await Promise.all(paramsOf(endpoint).map(async (_, i) => (await knownValues(endpoint, i))[0]!)));
          for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].filter((m) => !allowed.has(m))) {
            const res = await app.request(`${SITE}${path}`, { method, headers: { origin: SITE, ...(mode === 'admin' ? { cookie } : {}) } });
            const allow = new Set((res.headers.get('allow') ?? '').split(/,\s*/).filter((m) => m && m !== 'HEAD'));
            if (res.status !== 405 || [...allowed].some((m) => !allow.has(m)) || allow.size !== allowed.size) {
              wrong.push(`${method} ${path} → ${res.status} Allow: ${res.headers.get('allow')} (takes ${[...allowed].join(', ')}) ${(await res.text()).slice(0, 120)}`);
            }
          }
        }
        expect(wrong).toEqual([]);
      });

      it('reached every route of the app', () => {
        const expected = ENDPOINTS.filter((e) => mode === 'anonymous' || isAdminPath(e.path)).map((e) => e.key);
        expect(expected.filter((key) => !reached[mode].has(key))).toEqual([]);
        if (mode === 'admin') expect(expected.filter((key) => !pastGuards.has(key))).toEqual([]);
      });
    });
  }
}, seed);
