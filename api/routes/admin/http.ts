/**
 * HTTP side of the admin resources: reading and validating JSON bodies and query strings, and
 * turning the data layer's refusals (shared/db/queries/admin/errors.ts) into 4xx answers.
 */
import type { Context } from 'hono';
import type { z } from 'zod';
import {
  DuplicateError,
  InUseError,
  InvalidReferenceError,
  RefusedError,
  RevertRefusedError,
  RowNotFoundError,
  StaleVersionError,
} from '../../../shared/db/queries/admin/errors';
import { ApiError, parseOr400 } from '../../http/errors';
import { readJson } from '../../http/json-body';

/** The JSON body of a write, validated; bytes that are not UTF-8, malformed JSON or a non-object is a 400 too. */
export async function readBody<T>(c: Context, schema: z.ZodType<T, any>, extra: Record<string, unknown> = {}): Promise<T> {
  const body = await readJson(c);
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new ApiError(400, 'bad_request', 'Request body must be a JSON object');
  }
  return parseOr400(schema, { ...body, ...extra }, 'invalid body');
}

/** The query string as an object of first values, validated. */
export function readQuery<T>(c: Context, schema: z.ZodType<T, any>): T {
  return parseOr400(schema, c.req.query(), 'invalid query');
}

function json(c: Context, status: 400 | 404 | 409, body: Record<string, unknown>) {
  c.header('Cache-Control', 'no-store');
  return c.json(body, status);
}

/**
 * The answer for a refusal of the data layer, or undefined for any other error (which then goes
 * to the app's error handler: logged, 500 without details).
 */
export function refusalResponse(c: Context, err: unknown): Response | undefined {
  if (err instanceof RowNotFoundError) return json(c, 404, { error: 'not_found', message: err.message });
  if (err instanceof RevertRefusedError) return json(c, 409, { error: 'conflict', message: err.message, current: err.current, reverts: err.fields });
  if (err instanceof StaleVersionError) return json(c, 409, { error: 'conflict', message: err.message, current: err.current });
  if (err instanceof DuplicateError) {
    return json(c, 409, { error: 'duplicate', message: err.message, issues: [{ path: err.field, message: err.message }] });
  }
  if (err instanceof InvalidReferenceError) {
    return json(c, 400, { error: 'bad_request', message: err.message, issues: [{ path: err.field, message: err.message }] });
  }
  if (err instanceof InUseError) return json(c, 409, { error: 'in_use', message: err.message, references: err.references });
  if (err instanceof RefusedError) return json(c, 409, { error: 'refused', message: err.message });
  return undefined;
}
