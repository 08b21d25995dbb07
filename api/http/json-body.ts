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
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'bad_request', messages.notJson ?? 'The request body is not valid JSON');
  }
  const bad = unstorableText(value);
  if (bad) throw new ApiError(400, 'bad_request', bad.path ? `${bad.path}: ${bad.message}` : `The request body ${bad.message}`, [bad]);
  return value;
}

const NUL = 'must not contain NUL characters (\\u0000)';
const LONE_SURROGATE = 'must be valid Unicode text: a lone surrogate such as \\ud800 cannot be stored';

/**
 * The first string or key of a parsed body that no column can store as sent, with its dotted path
 * (zod's form, `pros.2`; '' for the body itself), or undefined. NUL: PostgreSQL refuses it in text
 * (the save failed with a 500). A lone surrogate (`"\\ud800"`, legal JSON): both drivers write it as
 * U+FFFD, so the row would hold text the client never sent. No field of ours means either. Walked
 * with a stack, not recursion: JSON.parse accepts nesting deeper than the call stack.
 */
export function unstorableText(root: unknown): { path: string; message: string } | undefined {
  type Place = { key: string; parent?: Place };
  const pathOf = (place?: Place) => {
    const keys: string[] = [];
    for (let p = place; p; p = p.parent) keys.unshift(p.key);
    return keys.join('.');
  };
  const problem = (text: string) => (text.includes('\0') ? NUL : /\p{Surrogate}/u.test(text) ? LONE_SURROGATE : undefined);
  const stack: [unknown, Place | undefined][] = [[root, undefined]];
  while (stack.length) {
    const [value, place] = stack.pop()!;
    if (typeof value === 'string') {
      const message = problem(value);
      if (message) return { path: pathOf(place), message };
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const at = { key, parent: place };
        const message = problem(key);
        if (message) return { path: pathOf(at), message };
        stack.push([child, at]);
      }
    }
  }
  return undefined;
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
