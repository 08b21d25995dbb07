/**
 * fast-check generators of hostile HTTP input for the bad-input property tests (issue 6 §2):
 * paths built from the app's own route table with bad ids and slugs, query strings, headers
 * (content types, Origin/CSRF, cookies) and bodies (wrong types, SQL and script payloads, deep
 * nesting, oversized, invalid UTF-8, broken JSON).
 *
 * A generated request is a plan of plain values, so fast-check can shrink it; `{session}` and
 * `{origin}` in header values and `edit` bodies are filled in when the request is sent, because the
 * session cookie and the row being edited only exist at that moment.
 */
import fc from 'fast-check';
import { MAX_BODY_BYTES } from '../app';

/** Placeholders replaced when the request is sent: the signed-in admin's cookie value and the site's origin. */
export const SESSION = '{session}';
export const ORIGIN = '{origin}';

/**
 * Stands for bytes that are not UTF-8 inside generated text: `jsonBytes` sends it as such bytes in a
 * body, and `encoded` as `%FF%FE` in a URL. Any text can carry it, so an edit or a poison can put
 * invalid bytes in exactly one field.
 */
export const NOT_UTF8 = '~NOT-UTF8~';

/** Byte sequences that are not UTF-8: stray continuation, overlong, surrogate, truncated, out of range. */
const INVALID_UTF8 = [[0xff], [0xc3, 0x28], [0x80], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xf0, 0x9f, 0x98], [0xf4, 0x90, 0x80, 0x80], [0xfe, 0xfe, 0xff, 0xff]] as const;

/**
 * Text that has broken web apps before, by kind. Each kind is drawn as often as any other, so the
 * rare but deadly ones (NUL, which PostgreSQL refuses in text; lone surrogates; numbers past 32-bit
 * integers; dates past year 9999) come up in a few runs instead of a few hundred.
 */
export const HOSTILE_TEXT = {
  nul: ['\u0000', 'a\u0000b'],
  notUtf8: [NOT_UTF8, `a${NOT_UTF8}b`],
  surrogate: ['\ud800', 'a\udfff\ud800b'],
  number: ['2147483648', '9223372036854775808', '99999999999999999999', '-1', '0', '1.5', '1e309', '0x10', 'NaN', 'Infinity', '١٢٣', ' 1 '],
  date: ['9999-12-31T23:59:59-23:59', '0000-01-01T00:00:00Z', '2026-02-30T00:00:00Z', '2026-02-30', '99999-01-01', '1970-01-01T00:00:00.000+00:00'],
  sql: ["' OR '1'='1", '1; DROP TABLE posts;--', "' UNION SELECT password_hash FROM admin_users--", '%_%', '$1', '\\'],
  markup: ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', 'javascript:alert(1)', '{{constructor.constructor("alert(1)")()}}', '${7*7}'],
  traversal: ['../../../../etc/passwd', '..\\..\\win.ini', '%2e%2e%2f', '%s%s%n', '/', '//evil.example'],
  unicode: ['\u202eevil', '\ufeff', '𝕏🙂‍↔️', 'e\u0301\u0301\u0301', '\r\nSet-Cookie: pwned=1', '\t\v\f'],
  blank: ['', '   ', '__proto__', 'constructor', 'null', 'undefined', 'true'],
} as const;

/** Numbers at the edges of JS, SQLite and PostgreSQL types: past int4 and int8, fractions, negatives. */
export const EDGE_NUMBERS = [2 ** 31, 2 ** 31 + 1, 2 ** 63, -(2 ** 31) - 1, 1e21, 1e308, -1e308, -1, 0, -0, 1.5, Number.MIN_VALUE, 2 ** 53 + 2] as const;

/** A hostile string: a kind of HOSTILE_TEXT (alone or inside ordinary text), a long one, or random Unicode. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  ...Object.values(HOSTILE_TEXT).map((texts) =>
    fc.tuple(fc.constantFrom(...texts), fc.boolean()).map(([text, wrapped]) => (wrapped ? `Texto comum ${text} fim` : text)),
  ),
  fc.constantFrom(121, 256, 1_025, 5_001, 70_000).map((n) => 'x'.repeat(n)),
  // Never U+FFFD: the tests read a stored U+FFFD as text that was replaced on the way in.
  fc.string({ unit: 'binary', maxLength: 40 }).map((text) => text.replaceAll('\ufffd', '?')),
);

/** A JSON value of the wrong shape for any field: hostile strings, edge numbers, null, arrays, objects. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: fc.constantFrom(...EDGE_NUMBERS) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [null], { $gt: '' }, { __proto__: null, toString: 1 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** Percent-encoded, lone surrogates first made `?` (encodeURIComponent refuses them), NOT_UTF8 as `%FF%FE`. */
const encoded = (text: string) => encodeURIComponent(text.replace(/\p{Surrogate}/gu, '?')).replaceAll(NOT_UTF8, '%FF%FE');

const utf8 = new TextEncoder();

/** JSON of `value` as bytes, each NOT_UTF8 in it replaced by a sequence that is not UTF-8 (a different one each time). */
export function jsonBytes(value: unknown): Uint8Array<ArrayBuffer> {
  const parts = (JSON.stringify(value) ?? 'null').split(NOT_UTF8);
  const chunks = parts.flatMap((part, i) => [...(i > 0 ? [new Uint8Array(INVALID_UTF8[(i - 1) % INVALID_UTF8.length]!)] : []), utf8.encode(part)]);
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  chunks.reduce((at, c) => (out.set(c, at), at + c.length), 0);
  return out;
}

/** A path segment or query value as sent on the wire: encoded hostile text, or broken encodings. */
export const badSegment: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: hostileString.map(encoded) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '%', '%Z', '%zz', '%FF', '%C0%AF', '%ED%A0%80', '%00', 'a%00b', '%2e%2e', '%2F', '%5C', '..', '.', '%20', '+1', '1%20', '01', '1e3',
      '2147483648', '9223372036854775808', '%F0%9F%98', 'a'.repeat(2_000),
    ),
  },
  { weight: 1, arbitrary: fc.stringMatching(/^[A-Za-z0-9_.~-]{1,20}$/) },
);

/**
 * Query parameter names the API reads somewhere, the commonest first: a run corrupts one or two of
 * them, so `q`, `locale` and the paging ones are drawn more often.
 */
export const KNOWN_QUERY_NAMES = [
  'q', 'q', 'q', 'locale', 'locale', 'limit', 'offset', 'status', 'categoryId', 'productId', 'premium', 'link', 'read',
  'entity', 'entityId', 'userId', 'action', 'kind',
] as const;

/** A query string (with its `?`): one to three known or odd names with hostile values, repeats, bare names. */
export const queryString: fc.Arbitrary<string> = fc
  .array(
    fc.tuple(
      fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...KNOWN_QUERY_NAMES) }, { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', 'a[b]', 'q[]', '', '%ZZ', 'x'.repeat(300)) }),
      fc.oneof({ weight: 6, arbitrary: badSegment }, { weight: 1, arbitrary: fc.constant('') }),
      fc.boolean(),
    ),
    { minLength: 1, maxLength: 3 },
  )
  .map((pairs) => `?${pairs.map(([k, v, bare]) => (bare && v === '' ? k : `${k}=${v}`)).join('&')}`);

/** Content types a client might send, right and wrong. */
export const CONTENT_TYPES = [
  'application/json', 'application/json; charset=utf-8', 'APPLICATION/JSON', 'application/json; charset=latin1',
  'text/plain', 'text/plain;charset=UTF-8', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x',
  'application/json-patch+json', 'application/json, text/html', ';', 'application/', 'x'.repeat(500),
] as const;

/** Cookie headers: the live session (`{session}`), garbage, duplicates, both cookie names, huge ones. */
export const COOKIES = [
  `admin_session=${SESSION}`,
  `admin_session=${SESSION}`,
  `admin_session=garbage`,
  `admin_session=${'A'.repeat(43)}`,
  `admin_session=%ZZ%`,
  `admin_session="${SESSION}"`,
  `admin_session=; admin_session=${SESSION}`,
  `admin_session=${SESSION}; admin_session=x`,
  `__Host-admin_session=${SESSION}`,
  `admin_session=${"' OR 1=1 --"}`,
  `;;;=;=x; =`,
  `admin_session=${'x'.repeat(8_000)}`,
  Array.from({ length: 200 }, (_, i) => `c${i}=${i}`).join('; '),
] as const;

/** Origin headers for the CSRF guard: ours, none, "null", foreign, look-alike, malformed. */
export const ORIGINS = [ORIGIN, ORIGIN, 'null', 'https://evil.example', `http://localhost:4321.evil.example`, 'http://localhost', 'not a url', '', 'file://', 'javascript:alert(1)'] as const;

export interface HeaderPlan {
  [name: string]: string;
}

/** What a browser of the site sends with a write: its own Origin and JSON (`{session}` is added for an admin). */
export const PROPER_HEADERS: HeaderPlan = { origin: ORIGIN, 'content-type': 'application/json' };

/** Request headers, each present or not: wrong content types, foreign origins, broken cookies, odd values. */
export const headerPlan: fc.Arbitrary<HeaderPlan> = fc
  .record({
    cookie: fc.constantFrom(...COOKIES),
    origin: fc.constantFrom(...ORIGINS),
    'content-type': fc.constantFrom(...CONTENT_TYPES),
    referer: fc.constantFrom('https://evil.example/form', `${ORIGIN}/admin`, 'garbage'),
    'sec-fetch-site': fc.constantFrom('cross-site', 'same-site', 'same-origin', 'none', 'garbage'),
    'x-forwarded-for': fc.constantFrom('1.2.3.4', 'garbage, , ::1', '127.0.0.1,'.repeat(50)),
    'x-http-method-override': fc.constantFrom('DELETE', 'PUT'),
    'if-none-match': fc.constantFrom('*', 'W/"x"', '"', 'x'.repeat(1000)),
    'accept-encoding': fc.constantFrom('gzip', 'br, gzip;q=0', 'garbage;q=x'),
    'user-agent': fc.constantFrom('<script>alert(1)</script>', 'x'.repeat(4_000)),
  }, { requiredKeys: [] })
  .map((headers) => headers as HeaderPlan);

/**
 * One field edit of a template body: the field is picked by index among its keys, or a new key.
 * Most edits keep the field's type (a string gets hostile text, a number an edge number), so the
 * rest of the body stays valid and the value travels as deep as validation lets it: to the database.
 */
export interface FieldEdit {
  at: number;
  /** Set instead of an existing field when given (`__proto__`, a random name). */
  key?: string;
  /** Any value, used when the edit does not keep the type. */
  value: unknown;
  keepType: boolean;
  text: string;
  number: number;
}

const fieldEdit: fc.Arbitrary<FieldEdit> = fc
  .record({
    at: fc.nat(40),
    key: fc.option(fc.constantFrom('__proto__', 'constructor', 'id', 'version', 'x'.repeat(200)), { nil: undefined, freq: 8 }),
    value: hostileJson,
    keepType: fc.boolean().chain((b) => (b ? fc.constant(true) : fc.boolean())),
    text: hostileString,
    number: fc.constantFrom(...EDGE_NUMBERS),
  })
  .map((e) => {
    if (e.key === undefined) delete e.key;
    return e as FieldEdit;
  });

/** A kind of dangerous value, by the type of the field it goes into (a field of another type keeps its value). */
export interface Poison {
  text?: (value: string) => string;
  number?: number;
  /** For fields that are null in the example (their type is unknown). */
  empty?: unknown;
  /** For every field, whatever its type. */
  any?: unknown;
}

const DATE_LIKE = /^\d{4}-\d{2}-\d{2}/;

/**
 * Values that pass a loose validation and then break the layer below: text PostgreSQL refuses (NUL),
 * bytes or text that cannot be stored as sent (not UTF-8, lone surrogates), integers past
 * PostgreSQL's, dates past year 9999 (their ISO form no longer sorts as text), and the ordinary
 * suspects. Each is one run per route, so kinds that fail alike share one (negative and fractional
 * numbers, markup and SQL).
 */
export const POISONS = {
  nul: { text: (v) => `${v}\u0000` },
  notUtf8: { text: (v) => `${v}${NOT_UTF8}` },
  surrogate: { text: (v) => `${v}\ud800` },
  int4: { number: 2 ** 31, empty: 2 ** 31 },
  int8: { number: 2 ** 63, empty: 1e21 },
  negativeFraction: { number: -1.5, empty: -1 },
  farDate: { text: (v) => (DATE_LIKE.test(v) ? '9999-12-31T23:59:59-23:59' : v), empty: '9999-12-31T23:59:59-23:59' },
  long: { text: () => 'x'.repeat(10_001), empty: 'x'.repeat(10_001) },
  injection: { text: (v) => `${v}"><img src=x onerror=alert(1)>' OR '1'='1`, empty: '<script>alert(1)</script>; DROP TABLE posts;--' },
  blank: { text: () => '   ', empty: '' },
  wrongType: { any: {} },
} satisfies Record<string, Poison>;

export type PoisonName = keyof typeof POISONS;
export const poisonName: fc.Arbitrary<PoisonName> = fc.constantFrom(...(Object.keys(POISONS) as PoisonName[]));

/** `value` with the poison put in where its type fits (arrays and objects one level down), else as it was. */
export function poisonValue(value: unknown, poison: Poison): unknown {
  if (poison.any !== undefined) return poison.any;
  if (typeof value === 'string') return poison.text ? poison.text(value) : value;
  if (typeof value === 'number') return poison.number ?? value;
  if (value === null) return poison.empty ?? null;
  const inner = (v: unknown) => (typeof v === 'object' && v !== null ? v : poisonValue(v, poison));
  if (Array.isArray(value)) return value.map(inner);
  if (typeof value === 'object') return Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, inner(v)]));
  return value;
}

/**
 * The example with the poison in each of its fields but `version`: a wrong version is refused with
 * 409 before anything else is looked at, which would hide every other field (single-field edits
 * still make it wrong).
 */
export function poisonBody(example: Record<string, unknown>, poison: PoisonName): Record<string, unknown> {
  return Object.fromEntries(Object.entries(example).map(([key, value]) => [key, key === 'version' ? value : poisonValue(value, POISONS[poison])]));
}

/** A query string that carries the poison in every known parameter (as text; numbers as digits). */
export function poisonQuery(poison: Poison): [string, string][] {
  const value = poison.text?.('x') ?? (poison.number !== undefined ? String(poison.number) : poison.any !== undefined ? '[object Object]' : undefined);
  if (value === undefined) return [];
  return [...new Set(KNOWN_QUERY_NAMES)].map((name) => [name, encoded(value)]);
}

/** What to send as the body. */
export type BodyPlan =
  | { kind: 'none' }
  /** Any JSON value, serialised. */
  | { kind: 'json'; value: unknown }
  /** The route's valid example (a row it returned, or a hand-written one) with fields made wrong. */
  | { kind: 'edit'; edits: FieldEdit[] }
  /** Text that is not JSON, or barely. */
  | { kind: 'text'; text: string }
  /** `[[[…]]]` or `{"a":{"a":…}}` nested `depth` times. */
  | { kind: 'deep'; depth: number; shape: 'array' | 'object' }
  /** A JSON string of `bytes` bytes: over the API's body limit. */
  | { kind: 'big'; bytes: number }
  /** The example with the poison in every field it fits (the test then puts back each field the API refuses). */
  | { kind: 'poison'; poison: PoisonName };

/** A body that is wrong in one way or another (the valid example, unchanged, is `{ kind: 'edit', edits: [] }`). */
export const bodyPlan: fc.Arbitrary<BodyPlan> = fc.oneof(
  { weight: 1, arbitrary: fc.constant<BodyPlan>({ kind: 'none' }) },
  { weight: 2, arbitrary: hostileJson.map((value): BodyPlan => ({ kind: 'json', value })) },
  {
    weight: 10,
    arbitrary: fc
      .array(fieldEdit, { minLength: 1, maxLength: 2 })
      .map((edits): BodyPlan => ({ kind: 'edit', edits })),
  },
  {
    weight: 1,
    arbitrary: fc
      .oneof(fc.constantFrom('', '{', '{"a":', '{"a":1,}', "{'a':1}", '[1,2', 'NaN', 'undefined', '{"a":1}{"b":2}', '\ufeff{}', '/* */{}', 'null', '""', '1e999'), fc.string({ maxLength: 50 }))
      .map((text): BodyPlan => ({ kind: 'text', text })),
  },
  { weight: 1, arbitrary: fc.record({ depth: fc.constantFrom(100, 5_000, 100_000), shape: fc.constantFrom('array' as const, 'object' as const) }).map((p): BodyPlan => ({ kind: 'deep', ...p })) },
  { weight: 1, arbitrary: fc.constantFrom(MAX_BODY_BYTES + 1, 1024 * 1024).map((bytes): BodyPlan => ({ kind: 'big', bytes })) },
  { weight: 8, arbitrary: poisonName.map((poison): BodyPlan => ({ kind: 'poison', poison })) },
);

/** The template with `edits` applied (a copy; the template is not touched). */
function edited(template: Record<string, unknown>, edits: FieldEdit[]): Record<string, unknown> {
  const out: Record<string, unknown> = { ...template };
  const keys = Object.keys(template);
  for (const edit of edits) {
    const key = edit.key ?? (keys.length ? keys[edit.at % keys.length]! : 'x');
    const old = out[key];
    const value = !edit.keepType ? edit.value
      : typeof old === 'string' ? edit.text
      : typeof old === 'number' ? edit.number
      : Array.isArray(old) ? [...old, edit.text]
      : edit.value;
    // defineProperty, so `__proto__` becomes an own key that JSON.stringify sends.
    Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return out;
}

/**
 * The body bytes of `plan`, given the route's valid example (`{}` when it has none), or undefined
 * for no body. Strings with lone surrogates stay as JSON escapes (`"\ud800"`), which is legal JSON;
 * NOT_UTF8 becomes bytes that are not UTF-8.
 */
export function bodyBytes(plan: BodyPlan, template: Record<string, unknown> = {}): Uint8Array<ArrayBuffer> | undefined {
  switch (plan.kind) {
    case 'none':
      return undefined;
    case 'json':
      return jsonBytes(plan.value);
    case 'edit':
      return jsonBytes(edited(template, plan.edits));
    case 'text':
      return utf8.encode(plan.text);
    case 'deep':
      return utf8.encode(plan.shape === 'array' ? '['.repeat(plan.depth) + ']'.repeat(plan.depth) : '{"a":'.repeat(plan.depth) + '1' + '}'.repeat(plan.depth));
    case 'big':
      return utf8.encode(JSON.stringify({ title: 'x'.repeat(plan.bytes) }));
    case 'poison':
      return jsonBytes(poisonBody(template, plan.poison));
  }
}

/** Methods a client may send (Request refuses CONNECT, TRACE and TRACK; the raw-socket suite sends those). */
export const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND', 'PURGE', 'FOO', 'patch'] as const;
