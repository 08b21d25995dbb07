/**
 * Refuses a write sent by a page of another site. Browsers mark their requests with
 * `Sec-Fetch-Site` (and `Origin`); when present, the browser's own verdict decides. Without it,
 * the Origin's host must be ours: hosts, not full origins, are compared because behind a
 * TLS-terminating proxy the app sees http:// while the browser says https://. A request with
 * neither header is not from a browser page, so it cannot be a forged cross-site request.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { jsonError } from './errors';

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).host;
  } catch {
    return undefined;
  }
}

/** `onRefused` is told of every refused write before the 403 goes out (the audit record). */
export function sameOriginOnly(onRefused?: (c: Context) => Promise<void>): MiddlewareHandler {
  return async (c, next) => {
    const site = c.req.header('sec-fetch-site');
    const origin = c.req.header('origin');
    const allowed =
      site !== undefined ? site === 'same-origin' || site === 'none'
      : origin !== undefined ? hostOf(origin) === hostOf(c.req.url)
      : true;
    if (!allowed) {
      await onRefused?.(c);
      return jsonError(c, 403, 'forbidden', 'Cross-site requests are not accepted here');
    }
    await next();
  };
}
