/**
 * The one HTTP helper used by React islands and the admin app (SPEC §7, §8, §9). Every call carries
 * the session cookie and reads JSON; failures become an `ApiError` whose message follows SPEC §8.
 * `fetch`, the base URL and `sleep` are injectable so all of it is unit-testable without a server.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The part of `fetch` we use; a test passes a function returning real `Response` objects. */
export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** What to do with a 401: fail (the default) or resolve to null ("not logged in" is an answer). */
export type On401 = 'returnNull' | 'throw';

export interface ApiRequestOptions {
  on401?: On401;
  signal?: AbortSignal;
  /** Prefix for `path`; '' keeps requests same-origin and relative ('/api/...'). */
  baseUrl?: string;
  fetch?: FetchLike;
}

/** Messages of SPEC §8 (Portuguese, as the spec's developer-facing texts are). */
export const API_MESSAGES = {
  unreadable: 'Não foi possível processar a resposta do servidor.',
  invalidJson: 'Não foi possível processar a resposta do servidor: formato JSON inválido.',
  network: 'Erro de conexão: Não foi possível conectar ao servidor. Tente novamente mais tarde.',
  /** Only when neither a body nor a status text exists (HTTP/2 has no reason phrase). */
  noStatusText: 'Erro na requisição',
} as const;

export interface ApiErrorInit {
  status: number;
  body?: unknown;
  serverMessage?: string;
  isNetworkError?: boolean;
  cause?: unknown;
}

/** Every failure of `apiRequest`. `status` is 0 for network failures. */
export class ApiError extends Error {
  readonly status: number;
  /** Parsed JSON body of the answer, when it had one. */
  readonly body: unknown;
  /** The `message` field of a JSON error body, for UIs (e.g. the 'Falha no login' toast). */
  readonly serverMessage: string | undefined;
  readonly isNetworkError: boolean;

  /** Builds the error; `cause` goes to the standard `Error#cause`. */
  constructor(message: string, init: ApiErrorInit) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.status = init.status;
    this.body = init.body;
    this.serverMessage = init.serverMessage;
    this.isNetworkError = init.isNetworkError ?? false;
  }
}

/** True for a plain `{…}` object (not an array, Date, FormData, …). */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** One query-string value; objects go as JSON because there is no standard nested encoding. */
function paramValue(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * Query string (without '?') from an object: null and undefined are skipped, arrays repeat the key
 * (`tag=a&tag=b`), everything is percent-encoded by `URLSearchParams`.
 */
export function toQueryString(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item === null || item === undefined) continue;
      search.append(key, paramValue(item));
    }
  }
  return search.toString();
}

/** `path` with `params` appended, respecting a query string the path may already have. */
export function withQuery(path: string, params: Record<string, unknown>): string {
  const query = toQueryString(params);
  if (!query) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}

/** Joins base URL and path; absolute URLs pass through so a caller can reach another origin. */
function joinUrl(baseUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path) || !baseUrl) return path;
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** A user-initiated abort must stay an abort (TanStack Query cancels this way), not a "network error". */
function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (error instanceof Error && error.name === 'AbortError');
}

/** Parsed JSON or undefined; used only to enrich errors, so a non-JSON body is not a failure. */
function tryParseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The error of a non-OK answer: `${status}: ${text or statusText}` (SPEC §8). */
async function errorFromResponse(res: Response): Promise<ApiError> {
  let text = '';
  try {
    text = await res.text();
  } catch {
    // The status alone still tells the caller what happened; fall back to the status text.
  }
  const body = text ? tryParseJson(text) : undefined;
  const serverMessage =
    isPlainObject(body) && typeof body.message === 'string' ? body.message : undefined;
  const detail = text || res.statusText || API_MESSAGES.noStatusText;
  return new ApiError(`${res.status}: ${detail}`, { status: res.status, body, serverMessage });
}

/**
 * Calls the API and returns the parsed JSON answer.
 *
 * - credentials are always included (the admin session is a cookie);
 * - GET: `data` (an object) becomes query parameters; other methods: `data` is sent as JSON;
 * - 204 or an empty body resolves to null, and so does a 401 when `on401` is 'returnNull';
 * - failures throw `ApiError` (SPEC §8); an abort through `signal` rethrows the abort as is.
 */
export async function apiRequest<T = unknown>(
  method: HttpMethod,
  path: string,
  data?: unknown,
  options: ApiRequestOptions = {},
): Promise<T | null> {
  const { on401 = 'throw', signal, baseUrl = '', fetch: fetchImpl = globalThis.fetch } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  let url = joinUrl(baseUrl, path);
  let body: string | undefined;

  if (method === 'GET') {
    if (data !== undefined && data !== null) {
      if (!isPlainObject(data)) throw new TypeError('apiRequest: GET data must be an object of query parameters');
      url = withQuery(url, data);
    }
  } else if (data !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(data);
  }

  let res: Response;
  try {
    res = await fetchImpl(url, { method, headers, body, credentials: 'include', signal });
  } catch (error) {
    if (isAbort(error, signal)) throw error;
    throw new ApiError(API_MESSAGES.network, { status: 0, isNetworkError: true, cause: error });
  }

  if (res.status === 401 && on401 === 'returnNull') return null;
  if (!res.ok) throw await errorFromResponse(res);
  if (res.status === 204 || res.status === 205) return null;

  let text: string;
  try {
    text = await res.text();
  } catch (error) {
    if (isAbort(error, signal)) throw error;
    throw new ApiError(`${res.status}: ${API_MESSAGES.unreadable}`, { status: res.status, cause: error });
  }
  // Some OK answers (logout, deletes) carry no body; "nothing" is null, not a JSON error.
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as T;
  } catch (error) {
    throw new ApiError(API_MESSAGES.invalidJson, { status: res.status, cause: error });
  }
}

/** A GET request described by a query key. */
export interface KeyedRequest {
  path: string;
  params?: Record<string, unknown>;
}

/**
 * Turns a TanStack Query key into a GET (SPEC §7): the first element is the path; a string or
 * number second element becomes `postId`; an object second element becomes query parameters,
 * null and undefined skipped. Further elements only distinguish cache entries.
 */
export function queryKeyToRequest(queryKey: readonly unknown[]): KeyedRequest {
  const [path, second] = queryKey;
  if (typeof path !== 'string' || path === '') {
    throw new TypeError('queryKeyToRequest: the first query-key element must be the request path');
  }
  if (typeof second === 'string' || typeof second === 'number') {
    return { path, params: { postId: second } };
  }
  if (isPlainObject(second)) {
    const params: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(second)) {
      if (value !== null && value !== undefined) params[key] = value;
    }
    return { path, params };
  }
  return { path };
}

/** The part of TanStack Query's `QueryFunctionContext` this module reads. */
export interface QueryFnContext {
  queryKey: readonly unknown[];
  signal?: AbortSignal;
}

/** A query function compatible with TanStack Query's `QueryFunction`. */
export type ApiQueryFn<T = unknown> = (context: QueryFnContext) => Promise<T | null>;

export interface GetQueryFnOptions {
  on401?: On401;
  baseUrl?: string;
  fetch?: FetchLike;
}

/** Builds a query function that GETs the request described by the query key. */
export function getQueryFn<T = unknown>(options: GetQueryFnOptions = {}): ApiQueryFn<T> {
  const { on401 = 'throw', baseUrl, fetch } = options;
  return ({ queryKey, signal }) => {
    const { path, params } = queryKeyToRequest(queryKey);
    return apiRequest<T>('GET', path, params, { on401, signal, baseUrl, fetch });
  };
}

/** The default data-read of SPEC §7 (a 401 fails). */
export const defaultQueryFn: ApiQueryFn = getQueryFn({ on401: 'throw' });

/** SPEC §9: 3 retries, back-off from 1 s doubling, capped at 10 s. */
export const RETRY_DEFAULTS = { retries: 3, baseMs: 1000, capMs: 10_000 } as const;

/**
 * Delay before retry number `attemptIndex` (0-based): base·2^i, capped. Same signature as
 * TanStack's `retryDelay`, so a query can use it directly instead of `withRetry`.
 */
export function backoffDelay(
  attemptIndex: number,
  baseMs: number = RETRY_DEFAULTS.baseMs,
  capMs: number = RETRY_DEFAULTS.capMs,
): number {
  return Math.min(baseMs * 2 ** attemptIndex, capMs);
}

export interface RetryOptions {
  /** Retries after the first attempt (so at most retries + 1 calls). */
  retries?: number;
  baseMs?: number;
  capMs?: number;
  sleep?: (ms: number) => Promise<void>;
  /** Whether an error deserves another try; aborts never do. */
  shouldRetry?: (error: unknown, attemptIndex: number) => boolean;
}

/** Promise-based timer; the default `sleep` of `withRetry`. */
function realSleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Runs `fn` until it resolves, retrying with exponential back-off (SPEC §7: the locale-config
 * route guard). The last error is rethrown once the retries are used up.
 */
export async function withRetry<T>(
  fn: (attemptIndex: number) => Promise<T>,
  options: RetryOptions = {},
): Promise<T> {
  const {
    retries = RETRY_DEFAULTS.retries,
    baseMs = RETRY_DEFAULTS.baseMs,
    capMs = RETRY_DEFAULTS.capMs,
    sleep = realSleep,
    shouldRetry = () => true,
  } = options;
  for (let attempt = 0; ; attempt++) {
    try {
      return await fn(attempt);
    } catch (error) {
      const aborted = error instanceof Error && error.name === 'AbortError';
      if (aborted || attempt >= retries || !shouldRetry(error, attempt)) throw error;
      await sleep(backoffDelay(attempt, baseMs, capMs));
    }
  }
}

const MINUTE = 60_000;

/**
 * `defaultOptions` for the app's `QueryClient` (SPEC §9): no retries, no refetch on focus, no
 * polling, data never stale, garbage-collected after 5 minutes.
 */
export const queryClientDefaults = {
  queries: {
    queryFn: defaultQueryFn,
    retry: false,
    refetchOnWindowFocus: false,
    refetchInterval: false,
    staleTime: Infinity,
    gcTime: 5 * MINUTE,
  },
  mutations: {
    retry: false,
  },
} as const;

/** Options of the GET /api/home-data query (SPEC §7): stale after 5 min, kept 10 min. */
export const HOME_DATA_QUERY_OPTIONS = {
  staleTime: 5 * MINUTE,
  gcTime: 10 * MINUTE,
  refetchOnWindowFocus: false,
} as const;

/** Query options for the route guard's locale-config read (SPEC §7), in TanStack's own terms. */
export const LOCALE_CONFIG_RETRY_OPTIONS = {
  retry: RETRY_DEFAULTS.retries,
  retryDelay: (attemptIndex: number): number => backoffDelay(attemptIndex),
} as const;
