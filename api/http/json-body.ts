/**
 * Reads JSON request bodies: `readJson` for every route that takes one (public writes, admin,
 * login), and `readJsonBody` for the public write routes (contact form, clicks), which also check
 * the content type. One place decides the answers: 415 for another content type, 400 for bytes that
 * are not UTF-8 or text that is not JSON, 400 naming every bad field for a body the schema refuses.
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

/** Decodes UTF-8 and refuses anything else, instead of replacing bad bytes with U+FFFD. */
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

export interface JsonMessages {
  /** Message of the 400 for bytes that are not UTF-8. */
  notUtf8?: string;
  /** Message of the 400 for text that is not JSON. */
  notJson?: string;
}

/**
 * The request body parsed as JSON, or a 400 ApiError naming what is wrong with it. JSON is UTF-8
 * (RFC 8259 §8.1): a lenient decoder would turn bad bytes into U+FFFD and the route would store text
 * the client never sent, so such a body is refused. `messages` words the answers (the login form's are
 * Portuguese).
 */
export async function readJson(c: Context, messages: JsonMessages = {}): Promise<unknown> {
  const bytes = await c.req.arrayBuffer();
  let text: string;
  try {
    text = strictUtf8.decode(bytes);
  } catch {
    throw new ApiError(400, 'bad_request', messages.notUtf8 ?? 'The request body is not valid UTF-8');
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, 'bad_request', messages.notJson ?? 'The request body is not valid JSON');
  }
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
  return parseOr400(schema, await readJson(c));
}
