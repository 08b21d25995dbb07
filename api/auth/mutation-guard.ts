/**
 * CSRF defence of the admin API (DESIGN §7), in front of every /api/admin route:
 *
 * - A mutating request (POST, PUT, PATCH, DELETE) whose Origin — or, without Origin, Referer — is
 *   not the site's own origin answers 403. Browsers send Origin with every cross-site POST (and
 *   "null" from sandboxed or privacy-stripped contexts, which we refuse), so a forged form or fetch
 *   from another site never gets through. A request with neither header cannot come from another
 *   site's page in a modern browser; it is a command-line client (curl, scripts) and is allowed:
 *   such a client has to present the session cookie itself, which is what CSRF is about.
 * - A mutating request that carries a body must be `application/json` (else 415): HTML forms can
 *   only send urlencoded, multipart or text/plain, and a JSON request from another origin needs a
 *   CORS preflight, which this API never grants. A request without a body (logout) needs no type.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { jsonError } from '../http/errors';
import { mediaType } from '../http/json-body';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface MutationGuardOptions {
  /** Canonical origin (SITE_URL); allowed besides the origin the request was addressed to. */
  siteUrl?: string;
  /** Told of every write refused for its origin before the 403 goes out (the audit record). */
  onRefused?: (c: Context) => Promise<void>;
  /**
   * Requests that may send `multipart/form-data` (file uploads) instead of JSON. An HTML form of
   * another site can send multipart, so these must also carry an Origin or Referer of the site's
   * own: the "no header at all" allowance for command-line clients does not apply to them.
   */
  allowMultipart?: (c: Context) => boolean;
  /**
   * Requests that may send `application/xml` or `text/xml` (a WordPress export) instead of JSON.
   * No HTML form can send those types, and another site's fetch with them needs a CORS preflight
   * this API never grants: the same protection as JSON.
   */
  allowXml?: (c: Context) => boolean;
}

function originOf(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** The origin the browser says the request comes from: Origin, else Referer's origin; null if neither. */
function claimedOrigin(c: Context): string | null | undefined {
  const origin = c.req.header('origin');
  if (origin !== undefined) return origin === 'null' ? undefined : originOf(origin);
  const referer = c.req.header('referer');
  if (referer !== undefined) return originOf(referer);
  return null;
}

/** True when the request has a body: a non-zero Content-Length, chunked transfer, or a body stream. */
function hasBody(c: Context): boolean {
  const length = c.req.header('content-length');
  if (length !== undefined) return Number(length) > 0;
  if (c.req.header('transfer-encoding') !== undefined) return true;
  // Over an HTTP/1.1 socket (node-server puts it in env.incoming) no length and no chunking means no
  // body, though node-server still gives the Request a stream. Requests built in-process
  // (app.request, functions runtimes) may carry a body without either header.
  if ((c.env as { incoming?: unknown } | undefined)?.incoming) return false;
  return c.req.raw.body !== null;
}

/** The middleware: 403 for a foreign origin, 415 for a non-JSON body, otherwise on to the route. */
export function mutationGuard({ siteUrl, onRefused, allowMultipart, allowXml }: MutationGuardOptions = {}): MiddlewareHandler {
  const canonical = siteUrl ? originOf(siteUrl) : undefined;
  return async (c, next) => {
    if (!MUTATING.has(c.req.method)) return next();
    const claimed = claimedOrigin(c);
    if (claimed !== null) {
      const own = new URL(c.req.url).origin;
      if (claimed === undefined || (claimed !== own && claimed !== canonical)) {
        await onRefused?.(c);
        return jsonError(c, 403, 'forbidden_origin', 'Origem da requisição não permitida: as alterações só podem ser feitas a partir do próprio site.');
      }
    }
    const type = mediaType(c);
    if (type === 'multipart/form-data' && allowMultipart?.(c)) {
      if (claimed === null) {
        await onRefused?.(c);
        return jsonError(c, 403, 'forbidden_origin', 'Envio de arquivo sem Origin: envie o cabeçalho Origin do próprio site.');
      }
      return next();
    }
    if ((type === 'application/xml' || type === 'text/xml') && allowXml?.(c)) return next();
    if (type ? type !== 'application/json' : hasBody(c)) {
      return jsonError(c, 415, 'unsupported_media_type', `O corpo da requisição deve ser JSON (Content-Type: application/json)${type ? `, recebido ${type}` : ''}.`);
    }
    return next();
  };
}
