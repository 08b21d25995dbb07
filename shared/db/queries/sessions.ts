/**
 * Admin sessions. Rows are keyed by the SHA-256 of the token (api/auth/sessions.ts makes both), so
 * a leaked database does not hand out live sessions. `expires_at` is the absolute end; the idle
 * end is `last_seen_at` plus the idle limit, checked by the caller's query bounds.
 */
import type { Db } from '../connect';
import { roleOf, type AdminAccount } from './admin-users';
import { parseRegions } from '../../auth/roles';

export interface NewSessionRow {
  tokenHash: string;
  userId: number;
  createdAt: Date;
  expiresAt: Date;
  ip: string | null;
  userAgent: string | null;
}

export async function insertSession(db: Db, s: NewSessionRow): Promise<number> {
  const { id } = await db.kysely.insertInto('sessions').values({
    token_hash: s.tokenHash,
    user_id: s.userId,
    created_at: s.createdAt.toISOString(),
    last_seen_at: s.createdAt.toISOString(),
    expires_at: s.expiresAt.toISOString(),
    ip: s.ip?.slice(0, 64) ?? null,
    user_agent: s.userAgent?.slice(0, 512) ?? null,
  }).returning('id').executeTakeFirstOrThrow();
  return id;
}

export interface LiveSession {
  id: number;
  lastSeenAt: string;
  expiresAt: string;
  user: AdminAccount;
}

/**
 * The session with this token hash if it is still live at `now`: before its absolute expiry, seen
 * after `idleSince`, and its user not disabled. Anything else is undefined.
 */
export async function findLiveSession(db: Db, tokenHash: string, now: Date, idleSince: Date): Promise<LiveSession | undefined> {
  const row = await db.kysely
    .selectFrom('sessions')
    .innerJoin('admin_users', 'admin_users.id', 'sessions.user_id')
    .select(['sessions.id', 'sessions.last_seen_at', 'sessions.expires_at', 'admin_users.id as user_id', 'admin_users.username', 'admin_users.email', 'admin_users.role', 'admin_users.regions'])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.expires_at', '>', now.toISOString())
    .where('sessions.last_seen_at', '>', idleSince.toISOString())
    .where('admin_users.disabled', '=', 0)
    .executeTakeFirst();
  if (!row) return undefined;
  return { id: row.id, lastSeenAt: row.last_seen_at, expiresAt: row.expires_at, user: { id: row.user_id, username: row.username, email: row.email, role: roleOf(row.role), regions: parseRegions(row.regions) } };
}

/** Slides the idle expiry forward. */
export async function touchSession(db: Db, id: number, now: Date): Promise<void> {
  await db.kysely.updateTable('sessions').set({ last_seen_at: now.toISOString() }).where('id', '=', id).execute();
}

/** Ends one session (logout); the id of its user when it existed (the audit log's logout entry). */
export async function deleteSessionByHash(db: Db, tokenHash: string): Promise<number | undefined> {
  const row = await db.kysely.deleteFrom('sessions').where('token_hash', '=', tokenHash).returning('user_id').executeTakeFirst();
  return row ? Number(row.user_id) : undefined;
}

/** Ends every session of a user except `keepId` (password change keeps the one that made it). */
export async function deleteSessionsOfUser(db: Db, userId: number, keepId?: number): Promise<number> {
  let q = db.kysely.deleteFrom('sessions').where('user_id', '=', userId);
  if (keepId !== undefined) q = q.where('id', '!=', keepId);
  const r = await q.executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** Removes sessions past their absolute expiry or idle since before `idleSince`; returns how many. */
export async function deleteExpiredSessions(db: Db, now: Date, idleSince: Date): Promise<number> {
  const r = await db.kysely.deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<=', now.toISOString()), eb('last_seen_at', '<=', idleSince.toISOString())]))
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}

/**
 * A live session as the sessions screen shows it: never its token or the token's hash, which
 * stay in this module (the row id names a session to the client).
 */
export interface SessionListRow {
  id: number;
  userId: number;
  username: string;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  ip: string | null;
  userAgent: string | null;
}

/** Every live session of every enabled admin (same bounds as `findLiveSession`), most recently used first. */
export async function listLiveSessions(db: Db, now: Date, idleSince: Date): Promise<SessionListRow[]> {
  const rows = await db.kysely
    .selectFrom('sessions')
    .innerJoin('admin_users', 'admin_users.id', 'sessions.user_id')
    .select([
      'sessions.id', 'sessions.user_id', 'admin_users.username', 'sessions.created_at', 'sessions.last_seen_at',
      'sessions.expires_at', 'sessions.ip', 'sessions.user_agent',
    ])
    .where('sessions.expires_at', '>', now.toISOString())
    .where('sessions.last_seen_at', '>', idleSince.toISOString())
    .where('admin_users.disabled', '=', 0)
    .orderBy('sessions.last_seen_at', 'desc')
    .orderBy('sessions.id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id, userId: r.user_id, username: r.username, createdAt: r.created_at, lastSeenAt: r.last_seen_at,
    expiresAt: r.expires_at, ip: r.ip, userAgent: r.user_agent,
  }));
}

/** Ends the session with this id (the sessions screen's "Encerrar"); the ended row, or undefined when there was none. */
export async function deleteSessionById(db: Db, id: number): Promise<{ id: number; userId: number } | undefined> {
  const row = await db.kysely.deleteFrom('sessions').where('id', '=', id).returning(['id', 'user_id']).executeTakeFirst();
  return row && { id: row.id, userId: row.user_id };
}
