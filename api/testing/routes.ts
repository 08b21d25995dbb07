/**
 * The routes of a Hono app, read from the app itself (`app.routes`), so tests that must reach every
 * route cover one added later without being edited, and the router's own answer to "which routes
 * does this request reach".
 */
import type { Hono } from 'hono';

export interface Endpoint {
  /** GET, POST, … or ALL (a 405 answer or a middleware). */
  method: string;
  /** The pattern as registered, e.g. `/api/admin/posts/:key` or `/api/*`. */
  path: string;
  /** `METHOD path`, unique per endpoint. */
  key: string;
}

const keyOf = (method: string, path: string) => `${method} ${path}`;

/** Every distinct method + pattern the app registered under `prefix` (middleware entries included). */
export function endpointsOf(app: Hono<any>, prefix = '/'): Endpoint[] {
  const seen = new Map<string, Endpoint>();
  for (const { method, path } of app.routes) {
    if (!path.startsWith(prefix)) continue;
    const key = keyOf(method, path);
    if (!seen.has(key)) seen.set(key, { method, path, key });
  }
  return [...seen.values()];
}

/** The keys of the endpoints the app's router matches for `method` and the URL's path. */
export function matchedEndpoints(app: Hono<any>, method: string, url: string): string[] {
  type Match = [[[unknown, { method: string; path: string }], unknown][], unknown];
  const [entries] = (app.router.match(method, new URL(url).pathname) as unknown as Match);
  return [...new Set(entries.map(([[, route]]) => keyOf(route.method, route.path)))];
}

/** The parts of a pattern: literal segments, `:name` parameters (regexes dropped) and `*`. */
export function segmentsOf(pattern: string): ({ literal: string } | { param: string } | { wildcard: true })[] {
  return pattern
    .split('/')
    .filter(Boolean)
    .map((s) => (s === '*' ? { wildcard: true as const } : s.startsWith(':') ? { param: s.slice(1).replace(/\{.*\}$/, '').replace(/\?$/, '') } : { literal: s }));
}

/**
 * The path of `pattern` with each parameter and wildcard replaced by the next of `values` (already
 * encoded for the wire; a wildcard may take several segments joined by `/`).
 */
export function fillPattern(pattern: string, values: readonly string[]): string {
  let i = 0;
  return '/' + segmentsOf(pattern).map((s) => ('literal' in s ? s.literal : values[i++] ?? '')).join('/');
}

/** The literal path in front of the first parameter: where the list holding that parameter's keys is. */
export function listPathOf(pattern: string): string | undefined {
  const segments = segmentsOf(pattern);
  const first = segments.findIndex((s) => !('literal' in s));
  if (first <= 0) return undefined;
  return '/' + segments.slice(0, first).map((s) => (s as { literal: string }).literal).join('/');
}
