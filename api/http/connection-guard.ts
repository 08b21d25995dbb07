/**
 * Connections per client (issue 24 item 2): one client holding 1,100 idle sockets (reopening each as
 * it closed) took the server's whole cap of 1,000 and every other visitor failed. Here:
 *
 * - each remote address may hold `perAddress` connections; one more is closed at once (a trusted
 *   proxy, which carries everyone's connections, is exempt);
 * - when the server holds `nearCap` of its `maxConnections`, connections idle for a second or more
 *   (keep-alive between requests, or opened and silent) are closed so a new visitor finds room: they cost their owner
 *   one reconnect, where a full server costs every visitor the page.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { rememberSocketAddress } from './client-ip';

export interface ConnectionGuardOptions {
  /** Connections one address may hold (default 64: a browser opens ~6 per host, an office NAT more). */
  perAddress?: number;
  /** Share of the server's maxConnections from which idle connections are closed (default 0.8). */
  nearCap?: number;
  /** Remote addresses without a per-address cap (TRUSTED_PROXIES). */
  trustedProxies?: readonly string[];
  /** Told once per refused connection (the log). */
  onRefused?: (address: string) => void;
}

export const CONNECTION_GUARD = { perAddress: 64, nearCap: 0.8 } as const;

const bare = (address: string | undefined) => (address ?? 'unknown').replace(/^::ffff:/, '');

/** Connections silent for this long may be closed when the server is near its cap. */
const IDLE_MS = 1000;

/** Installs the per-address cap and the early close of idle connections on `server`. */
export function guardConnections(server: Server, options: ConnectionGuardOptions = {}): void {
  const perAddress = options.perAddress ?? CONNECTION_GUARD.perAddress;
  const nearCap = options.nearCap ?? CONNECTION_GUARD.nearCap;
  const trusted = new Set((options.trustedProxies ?? []).map(bare));
  const open = new Map<string, number>();
  /** Every connection, with the moment it last became idle (null while a request is in flight). */
  const idleSince = new Map<Socket, number | null>();
  let lastSweep = 0;
  const nearFull = () => {
    const cap = server.maxConnections;
    return Number.isFinite(cap) && cap > 0 && idleSince.size >= cap * nearCap;
  };
  const sweep = () => {
    const now = Date.now();
    // At most once every 100 ms: a sweep walks every connection.
    if (now - lastSweep < 100) return;
    lastSweep = now;
    for (const [socket, since] of idleSince) if (since !== null && now - since >= IDLE_MS) socket.destroy();
  };
  server.on('connection', (socket: Socket) => {
    rememberSocketAddress(socket);
    const address = bare(socket.remoteAddress);
    const held = open.get(address) ?? 0;
    if (!trusted.has(address) && held >= perAddress) {
      options.onRefused?.(address);
      socket.destroy();
      return;
    }
    open.set(address, held + 1);
    idleSince.set(socket, Date.now());
    socket.once('close', () => {
      idleSince.delete(socket);
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
    if (nearFull()) sweep();
  });
  // At the cap Node drops new connections without a 'connection' event: look every half second too.
  const timer = setInterval(() => nearFull() && sweep(), 500);
  timer.unref();
  server.once('close', () => clearInterval(timer));
  server.on('drop', () => sweep());
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket;
    if (!idleSince.has(socket)) return;
    idleSince.set(socket, null);
    res.once('finish', () => {
      if (idleSince.has(socket)) idleSince.set(socket, Date.now());
    });
  });
}
