/**
 * Refuses a URL whose path or query holds an encoded NUL (`%00`) before any route reads it. Decoded,
 * it reached the database inside a search or filter (`?q=%00`), and PostgreSQL refuses NUL in text:
 * the request failed with a 500. No path or parameter of the API means NUL, so one check at the edge
 * serves every route, present and future.
 */
import type { MiddlewareHandler } from 'hono';
import { jsonError } from './errors';

export function refuseNulInUrl(): MiddlewareHandler {
  return async (c, next) => {
    if (/%00/.test(c.req.url)) return jsonError(c, 400, 'bad_request', 'The URL must not contain NUL characters (%00)');
    await next();
  };
}
