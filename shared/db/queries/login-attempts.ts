/**
 * Login attempts, kept in the database so the login rate limits hold across processes and
 * serverless instances (DESIGN §7). api/auth/rate-limit.ts decides what the rows mean.
 */
import type { Db } from '../connect';

/**
 * Records an attempt as failed before the password is checked; `markAttemptSucceeded` flips it.
 * Recording first means concurrent guesses see each other and cannot all slip under the limit.
 */
export async function insertFailedAttempt(db: Db, identifier: string, ip: string, at: Date): Promise<number> {
  const { id } = await db.kysely.insertInto('login_attempts')
    .values({ identifier: identifier.slice(0, 254), ip: ip.slice(0, 64), succeeded: 0, created_at: at.toISOString() })
    .returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function markAttemptSucceeded(db: Db, id: number): Promise<void> {
  await db.kysely.updateTable('login_attempts').set({ succeeded: 1 }).where('id', '=', id).execute();
}

/** Withdraws an attempt that was refused without a password check (it must not extend a lock). */
export async function deleteAttempt(db: Db, id: number): Promise<void> {
  await db.kysely.deleteFrom('login_attempts').where('id', '=', id).execute();
}

export interface FailureQuery {
  /** Whose failures: one identifier (from every address), one address block (on every identifier), or both. */
  identifier?: string;
  ip?: string;
  /** Only attempts after this time count. */
  since: Date;
  /** Only attempts recorded before this one (its own row must not lock it out). */
  beforeId?: number;
}

/** Times (ISO) of the failed attempts matching `q`, oldest first. */
export async function failureTimes(db: Db, q: FailureQuery): Promise<string[]> {
  if (q.identifier === undefined && q.ip === undefined) throw new Error('failureTimes needs an identifier, an address or both');
  let query = db.kysely.selectFrom('login_attempts').select('created_at')
    .where('succeeded', '=', 0).where('created_at', '>', q.since.toISOString());
  if (q.identifier !== undefined) query = query.where('identifier', '=', q.identifier);
  if (q.ip !== undefined) query = query.where('ip', '=', q.ip);
  if (q.beforeId !== undefined) query = query.where('id', '<', q.beforeId);
  const rows = await query.orderBy('created_at').orderBy('id').execute();
  return rows.map((r) => r.created_at);
}

/**
 * Time (ISO) of the latest successful login for `identifier` after `since`, if any; with `ip`,
 * only a success from that address block counts.
 */
export async function lastSuccessAt(db: Db, identifier: string, since: Date, ip?: string): Promise<string | undefined> {
  let query = db.kysely.selectFrom('login_attempts').select('created_at')
    .where('identifier', '=', identifier).where('succeeded', '=', 1).where('created_at', '>', since.toISOString());
  if (ip !== undefined) query = query.where('ip', '=', ip);
  const row = await query.orderBy('created_at', 'desc').limit(1).executeTakeFirst();
  return row?.created_at;
}

/** One stored attempt, as the lock overview (api/auth/login-locks.ts) reads them. */
export interface AttemptRow {
  identifier: string;
  ip: string;
  succeeded: boolean;
  createdAt: string;
}

/** Every attempt after `since`, oldest first, at most `limit` (the newest ones when there are more). */
export async function attemptsSince(db: Db, since: Date, limit = 50_000): Promise<AttemptRow[]> {
  const rows = await db.kysely.selectFrom('login_attempts').select(['identifier', 'ip', 'succeeded', 'created_at'])
    .where('created_at', '>', since.toISOString()).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  return rows.reverse().map((r) => ({ identifier: r.identifier, ip: r.ip, succeeded: Number(r.succeeded) === 1, createdAt: r.created_at }));
}

/**
 * Forgets the failed attempts of one identifier, one address block, or the pair (an admin lifting a
 * lock, or an operator's password reset); returns how many.
 */
export async function deleteFailures(db: Db, q: { identifier?: string; ip?: string }): Promise<number> {
  if (q.identifier === undefined && q.ip === undefined) throw new Error('deleteFailures needs an identifier, an address or both');
  let query = db.kysely.deleteFrom('login_attempts').where('succeeded', '=', 0);
  if (q.identifier !== undefined) query = query.where('identifier', '=', q.identifier);
  if (q.ip !== undefined) query = query.where('ip', '=', q.ip);
  const r = await query.executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** Deletes attempts recorded before `before`; returns how many. */
export async function deleteAttemptsBefore(db: Db, before: Date): Promise<number> {
  const r = await db.kysely.deleteFrom('login_attempts').where('created_at', '<', before.toISOString()).executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** Forgets the failed attempts on one identifier (an operator's password reset lifts its lock). */
export async function clearFailures(db: Db, identifier: string): Promise<number> {
  const r = await db.kysely.deleteFrom('login_attempts').where('identifier', '=', identifier).where('succeeded', '=', 0).executeTakeFirst();
  return Number(r.numDeletedRows);
}
