/**
 * Every failure of the API is a JSON body `{ error, message, issues? }` with a 4xx or 503 status:
 * the client can always show `message`, and a form can place `issues` next to its fields.
 */
import type { Context, ErrorHandler, Handler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { fieldIssues, type FieldIssue } from '../../shared/schemas/common';

export interface ErrorBody {
  /** Machine-readable kind: bad_request, not_found, method_not_allowed, unavailable, internal… */
  error: string;
  /** Human-readable, names the problem (SPEC §7: failure bodies carry a `message`). */
  message: string;
  issues?: FieldIssue[];
}

/** A JSON error response that never lands in a CDN cache. */
export function jsonError(c: Context, status: ContentfulStatusCode, error: string, message: string, issues?: FieldIssue[]) {
  c.header('Cache-Control', 'no-store');
  const body: ErrorBody = issues ? { error, message, issues } : { error, message };
  return c.json(body, status);
}

/** Throws from anywhere in a handler to answer with a JSON error. */
export class ApiError extends HTTPException {
  /** `retryAfter`: seconds, sent as Retry-After (a 429 or 503 the client should retry). */
  constructor(status: ContentfulStatusCode, readonly code: string, message: string, readonly issues?: FieldIssue[], readonly retryAfter?: number) {
    super(status, { message });
  }
}

export const notFound = (what: string) => new ApiError(404, 'not_found', what);

/** A 403 of the role rules (issue 25): `{error:'forbidden', message, permission}` names what is missing. */
export class ForbiddenError extends ApiError {
  constructor(readonly permission: string, message: string) {
    super(403, 'forbidden', message);
  }
}

/** One sentence from zod issues, each prefixed by its field unless the message already names it. */
export function describeIssues(issues: FieldIssue[]): string {
  return issues
    .map(({ path, message }) => (!path || message.toLowerCase().startsWith(path.toLowerCase()) ? message : `${path}: ${message}`))
    .join('; ');
}

/**
 * `value` parsed with `schema`, or a 400 ApiError naming every bad field. `fallback` is the message
 * when zod names no field; `describe` may word a particular failure itself (undefined: the default).
 */
export function parseOr400<S extends z.ZodType>(schema: S, value: unknown, fallback = 'invalid body', describe?: (error: z.ZodError) => string | undefined): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = fieldIssues(result.error);
  throw new ApiError(400, 'bad_request', describe?.(result.error) ?? (describeIssues(issues) || fallback), issues);
}

/**
 * Hook for `zValidator`: a failed validation answers 400 naming the fields. `target` (param,
 * query, json) tells the client where the bad value was.
 */
export function validationHook(result: { success: boolean; error?: unknown; target: string }, c: Context) {
  if (result.success) return;
  const issues = fieldIssues(result.error as z.ZodError);
  return jsonError(c, 400, 'bad_request', describeIssues(issues) || `invalid ${result.target}`, issues);
}

/** Errors that mean "the database is not reachable right now": answer 503 so clients retry. */
function isUnavailable(err: unknown): boolean {
  const code = (err as { code?: string } | null)?.code;
  const message = err instanceof Error ? err.message : '';
  return (
    ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'SQLITE_BUSY', '57P01', '57P02', '57P03', '53300', '08006', '08001', '08003'].includes(code ?? '') ||
    /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(message)
  );
}

export interface ErrorHandlerOptions {
  log?: (message: string, err: unknown) => void;
}

/** The app's last line: known errors keep their status, the rest is logged and hidden. */
export function errorHandler({ log = (m, e) => console.error(m, e) }: ErrorHandlerOptions = {}): ErrorHandler {
  return (err, c) => {
    if (err instanceof ForbiddenError) {
      c.header('Cache-Control', 'no-store');
      return c.json({ error: err.code, message: err.message, permission: err.permission }, 403);
    }
    if (err instanceof ApiError) {
      if (err.retryAfter !== undefined) c.header('Retry-After', String(err.retryAfter));
      return jsonError(c, err.status as ContentfulStatusCode, err.code, err.message, err.issues);
    }
    if (err instanceof HTTPException) {
      // Hono's own (body limit, bad JSON from c.req.json()): keep the status, give it our shape.
      const status = err.status as ContentfulStatusCode;
      return jsonError(c, status, status === 413 ? 'payload_too_large' : 'bad_request', err.message || 'Bad request');
    }
    if (isUnavailable(err)) {
      c.header('Retry-After', '5');
      return jsonError(c, 503, 'unavailable', 'The database is not reachable right now; try again in a few seconds.');
    }
    log(`${c.req.method} ${c.req.path} failed:`, err);
    return jsonError(c, 500, 'internal', 'Internal server error');
  };
}

/** Unknown API paths: JSON 404 naming the path. */
export const apiNotFound: NotFoundHandler = (c) =>
  jsonError(c, 404, 'not_found', `No API route ${c.req.method} ${c.req.path}`);

/**
 * The answer of a known path asked with another method: 405 with `Allow`, not a misleading 404.
 * The message ends with `why`, or else with the methods to use (HEAD goes without saying).
 */
export function methodNotAllowed(allow: readonly string[], why?: string): Handler {
  const hint = why ?? `use ${allow.filter((m) => m !== 'HEAD').join(', ')}`;
  return (c) => {
    c.header('Allow', allow.join(', '));
    return jsonError(c, 405, 'method_not_allowed', `${c.req.method} is not allowed on ${c.req.path}: ${hint}`);
  };
}
