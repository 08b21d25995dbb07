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
  by: 'identifier' | 'ip';
  value: string;
  /** Only attempts after this time count. */
  since: Date;
  /** Only attempts recorded before this one (its own row must not lock it out). */
  beforeId?: number;
}

/** Times (ISO) of the failed attempts matching `q`, oldest first. */
export async function failureTimes(db: Db, q: FailureQuery): Promise<string[]> {
  let query = db.kysely.selectFrom('login_attempts').select('created_at')
    .where(q.by, '=', q.value).where('succeeded', '=', 0).where('created_at', '>', q.since.toISOString());
  if (q.beforeId !== undefined) query = query.where('id', '<', q.beforeId);
  const rows = await query.orderBy('created_at').orderBy('id').execute();
  return rows.map((r) => r.created_at);
}

/** Time (ISO) of the latest successful login for `identifier` after `since`, if any. */
export async function lastSuccessAt(db: Db, identifier: string, since: Date): Promise<string | undefined> {
  const row = await db.kysely.selectFrom('login_attempts').select('created_at')
    .where('identifier', '=', identifier).where('succeeded', '=', 1).where('created_at', '>', since.toISOString())
    .orderBy('created_at', 'desc').limit(1).executeTakeFirst();
  return row?.created_at;
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
