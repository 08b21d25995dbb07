/**
 * Admin sessions (DESIGN §7): an opaque 256-bit random token in an HttpOnly cookie; the database
 * keeps only its SHA-256, so reading the sessions table does not let anyone log in. A session ends
 * after 12 hours without use (sliding) or 7 days after login, whichever comes first.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Db } from '../../shared/db/connect';
import {
  deleteSessionByHash,
  findLiveSession,
  insertSession,
  touchSession,
  type LiveSession,
} from '../../shared/db/queries/sessions';

/** A session unused this long ends. */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
/** A session ends this long after login however much it is used. */
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/** `last_seen_at` is written at most this often: one write per request would be wasted I/O. */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 1000;

/** Cookie name over plain http (development, tests). */
export const SESSION_COOKIE = 'admin_session';
/**
 * Cookie name over https. The __Host- prefix makes browsers refuse it unless it is Secure, has
 * Path=/ and no Domain, so a sibling subdomain or a plain-http page cannot plant or overwrite it.
 */
export const SECURE_SESSION_COOKIE = '__Host-admin_session';

/** A new random token: 32 bytes (256 bits) as base64url, 43 characters. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored for a token: hex SHA-256. A fast hash suffices, the token has 256 bits of entropy. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * True when the cookie must be Secure: the request came over https, or the site's canonical URL is
 * https (behind a TLS-terminating proxy the request we see is plain http).
 */
export function isSecureContext(c: Context, siteUrl?: string): boolean {
  return new URL(c.req.url).protocol === 'https:' || Boolean(siteUrl?.startsWith('https:'));
}

export const sessionCookieName = (secure: boolean) => (secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE);

/**
 * The session token the request carries, from the cookie name of its context only: over https a
 * plain `admin_session` cookie (which any http page of the domain could have set) is ignored.
 */
export function readSessionToken(c: Context, siteUrl?: string): string | undefined {
  const token = getCookie(c, sessionCookieName(isSecureContext(c, siteUrl)));
  // Tokens we issue are exactly 43 base64url characters; anything else cannot match, skip the query.
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : undefined;
}

export interface SessionDeps {
  db: Db;
  now: () => Date;
  siteUrl?: string;
}

/**
 * Starts a session for `userId` and sets its cookie on the response. Every login gets a new token,
 * so a token planted before login (session fixation) is never promoted.
 */
export async function startSession(c: Context, deps: SessionDeps, userId: number, ip: string): Promise<{ id: number; token: string }> {
  const token = newSessionToken();
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
  const id = await insertSession(deps.db, {
    tokenHash: hashSessionToken(token), userId, createdAt: now, expiresAt, ip, userAgent: c.req.header('user-agent') ?? null,
  });
  const secure = isSecureContext(c, deps.siteUrl);
  setCookie(c, sessionCookieName(secure), token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure,
    // The browser forgets the cookie when the server would refuse it anyway.
    maxAge: Math.floor(SESSION_ABSOLUTE_MS / 1000),
  });
  return { id, token };
}

/**
 * The live session of the request, or undefined. Slides the idle expiry when it was last moved
 * more than a minute ago.
 */
export async function currentSession(c: Context, deps: SessionDeps): Promise<LiveSession | undefined> {
  const token = readSessionToken(c, deps.siteUrl);
  if (!token) return undefined;
  const now = deps.now();
  const session = await findLiveSession(deps.db, hashSessionToken(token), now, new Date(now.getTime() - SESSION_IDLE_MS));
  if (session && now.getTime() - Date.parse(session.lastSeenAt) >= SESSION_TOUCH_INTERVAL_MS) {
    await touchSession(deps.db, session.id, now);
  }
  return session;
}

/** Deletes the request's session on the server, if it carries one (the cookie is left alone). */
export async function dropPresentedSession(c: Context, deps: SessionDeps): Promise<number | undefined> {
  const token = readSessionToken(c, deps.siteUrl);
  return token ? deleteSessionByHash(deps.db, hashSessionToken(token)) : undefined;
}

/** Logout: deletes the request's session on the server (if any) and clears its cookie; the id of the session's user. */
export async function endSession(c: Context, deps: SessionDeps): Promise<number | undefined> {
  const userId = await dropPresentedSession(c, deps);
  clearSessionCookie(c, deps.siteUrl);
  return userId;
}

/** Tells the browser to drop the session cookie (same attributes, so the browser matches it). */
export function clearSessionCookie(c: Context, siteUrl?: string): void {
  const secure = isSecureContext(c, siteUrl);
  deleteCookie(c, sessionCookieName(secure), { path: '/', secure, httpOnly: true, sameSite: 'Lax' });
}
