/**
 * Reads and validates a JSON request body for the public write routes (contact form, clicks).
 * One place decides the answers: 415 for another content type, 400 for unreadable JSON, 400 naming
 * every bad field for a body the schema refuses.
 */
import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiError, parseOr400 } from './errors';

export interface JsonBodyOptions {
  /**
   * Media types accepted besides application/json. `navigator.sendBeacon` sends a string or a Blob
   * whose type is often text/plain, and a text/plain beacon needs no CORS preflight.
   */
  alsoAccept?: readonly string[];
}

/** The media type of the request without parameters (`application/json; charset=utf-8` → `application/json`). */
export function mediaType(c: Context): string {
  return (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
}

/**
 * The body parsed with `schema`, or an ApiError (415/400) the app's error handler turns into the
 * JSON error shape. Only JSON is accepted: a form post from another site (urlencoded, multipart)
 * is refused before it is read.
 */
export async function readJsonBody<S extends z.ZodType>(c: Context, schema: S, options: JsonBodyOptions = {}): Promise<z.output<S>> {
  const type = mediaType(c);
  const accepted = ['application/json', ...(options.alsoAccept ?? [])];
  if (!accepted.includes(type)) {
    throw new ApiError(415, 'unsupported_media_type', `Content-Type must be ${accepted.join(' or ')}${type ? ` (got ${type})` : ''}`);
  }
  const text = await c.req.text();
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'bad_request', 'The request body is not valid JSON');
  }
  return parseOr400(schema, data);
}
