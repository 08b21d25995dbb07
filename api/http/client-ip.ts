/**
 * The client's IP for rate limits and logs (DESIGN §7): the socket's address, or, only when the
 * socket is a configured trusted proxy, the right-most address of X-Forwarded-For that is not
 * itself a trusted proxy. A raw X-Forwarded-For from anyone else is ignored, so a client cannot
 * pick its own identity to escape a limit.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

export interface ClientIpOptions {
  /** Proxy addresses whose X-Forwarded-For we believe (TRUSTED_PROXIES, comma-separated). */
  trustedProxies?: readonly string[];
}

const normalize = (ip: string) => ip.trim().replace(/^::ffff:/, '');

/** Socket address of the request, or undefined outside Node (app.request() in tests, functions). */
function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address ?? undefined;
  } catch {
    return undefined;
  }
}

/** Resolves the client IP; 'unknown' when no socket is visible (still a single rate-limit bucket). */
export function clientIp(c: Context, { trustedProxies = [] }: ClientIpOptions = {}): string {
  const socket = socketAddress(c);
  const peer = socket ? normalize(socket) : 'unknown';
  const trusted = new Set(trustedProxies.map(normalize));
  if (!trusted.has(peer)) return peer;
  const chain = (c.req.header('x-forwarded-for') ?? '').split(',').map(normalize).filter(Boolean);
  for (let i = chain.length - 1; i >= 0; i--) if (!trusted.has(chain[i]!)) return chain[i]!;
  return peer;
}

/** The client IP as the app's deps say to read it (an injected reader wins, for tests). */
export function requestIp(c: Context, deps: { trustedProxies?: readonly string[]; clientIp?: (c: Context) => string }): string {
  return deps.clientIp ? deps.clientIp(c) : clientIp(c, { trustedProxies: deps.trustedProxies });
}
