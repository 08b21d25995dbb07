/**
 * The client's IP for rate limits and logs (DESIGN §7): the socket's address, or, only when the
 * socket is a configured trusted proxy, the right-most address of X-Forwarded-For that is not
 * itself a trusted proxy. A raw X-Forwarded-For from anyone else is ignored, so a client cannot
 * pick its own identity to escape a limit.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { isIPv6 } from 'node:net';

export interface ClientIpOptions {
  /** Proxy addresses whose X-Forwarded-For we believe (TRUSTED_PROXIES, comma-separated). */
  trustedProxies?: readonly string[];
}

/**
 * An address as compared and stored: trimmed, IPv4-mapped IPv6 unwrapped, and a port some proxies
 * append dropped (`1.2.3.4:5678`, `[::1]:80`): with it, each source port counted as a client (issue 24).
 */
const normalize = (ip: string) => {
  const trimmed = ip.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(trimmed);
  const v4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(trimmed);
  return (bracketed?.[1] ?? v4WithPort?.[1] ?? trimmed).replace(/^::ffff:/, '');
};

/** Socket address of the request, or undefined outside Node (app.request() in tests, functions). */
/** Remote addresses by socket, noted when the connection was accepted (./connection-guard.ts). */
const accepted = new WeakMap<object, string>();

/**
 * Notes `socket`'s remote address while it is known: once the client has closed the socket Node
 * reports none, and a refusal recorded after that said `unknown` (issue 24).
 */
export function rememberSocketAddress(socket: { remoteAddress?: string }): void {
  if (socket.remoteAddress) accepted.set(socket, socket.remoteAddress);
}

function socketAddress(c: Context): string | undefined {
  try {
    const live = getConnInfo(c).remote.address;
    if (live) return live;
  } catch {
    // not a Node request (tests through app.request, other runtimes)
  }
  const env = c.env as { server?: { incoming?: { socket?: object } }; incoming?: { socket?: object } } | undefined;
  const socket = (env?.server ?? env)?.incoming?.socket;
  return socket ? accepted.get(socket) : undefined;
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

/**
 * The key of per-address limits: an IPv4 address as is, an IPv6 address by its /64 network
 * ('2001:db8:1:2::/64'). One subscriber gets a whole /64 and can rotate through it at will, so a
 * limit keyed on the full address would never bite.
 */
export function addressBlock(ip: string): string {
  const bare = ip.split('%')[0]!;
  if (!isIPv6(bare)) return ip;
  const [head = '', tail] = bare.split('::');
  const part = (s: string) => (s ? s.split(':') : []);
  const groups = tail === undefined ? part(head) : [...part(head), ...Array(8 - part(head).length - part(tail).length).fill('0'), ...part(tail)];
  return `${groups.slice(0, 4).map((g) => (g.includes('.') ? '0' : parseInt(g, 16).toString(16))).join(':')}::/64`;
}

/** The key of per-address limits for this request (see `addressBlock`). */
export function requestAddressBlock(c: Context, deps: Parameters<typeof requestIp>[1]): string {
  return addressBlock(requestIp(c, deps));
}

/** The client IP as the app's deps say to read it (an injected reader wins, for tests). */
export function requestIp(c: Context, deps: { trustedProxies?: readonly string[]; clientIp?: (c: Context) => string }): string {
  return deps.clientIp ? deps.clientIp(c) : clientIp(c, { trustedProxies: deps.trustedProxies });
}
