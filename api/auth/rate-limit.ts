/**
 * Login rate limits (DESIGN §7, issue 4): 5 failed logins for one account (or identifier) or 20 from
 * one client IP within 15 minutes lock further logins until enough failures have aged out of the
 * window. While locked, no password is checked at all, so guessing cannot continue even slowly, and
 * a refused attempt is not recorded, so the lock cannot be extended by hammering it.
 *
 * A successful login clears the failure count of its account (not of its IP: an attacker with an
 * account of their own must not be able to reset the IP limit).
 */
import type { Db } from '../../shared/db/connect';
import { deleteAttempt, failureTimes, insertFailedAttempt, lastSuccessAt, markAttemptSucceeded } from '../../shared/db/queries/login-attempts';
import { retryAfterSeconds, type RateWindow } from '../../shared/rate-windows';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_IDENTIFIER = 5;
export const MAX_FAILURES_PER_IP = 20;

/** The sliding windows (shared/rate-windows.ts, as the contact form's) over each kind of failure. */
export const IDENTIFIER_WINDOW: RateWindow = { ms: LOGIN_WINDOW_MS, max: MAX_FAILURES_PER_IDENTIFIER };
export const IP_WINDOW: RateWindow = { ms: LOGIN_WINDOW_MS, max: MAX_FAILURES_PER_IP };

export interface LockQuery {
  /** Normalized identifier of the attempt (the account's username when the account exists). */
  identifier: string;
  ip: string;
  now: Date;
  /** Count only attempts recorded before this one (the re-check after recording an attempt). */
  beforeId?: number;
}

/**
 * Seconds until a login for `identifier` from `ip` is allowed again; 0 when it is allowed now.
 * Rounded up, so a client that waits exactly `Retry-After` seconds is let in.
 */
export async function loginLockSeconds(db: Db, q: LockQuery): Promise<number> {
  const windowStart = new Date(q.now.getTime() - LOGIN_WINDOW_MS);
  const success = await lastSuccessAt(db, q.identifier, windowStart);
  const [byIdentifier, byIp] = await Promise.all([
    failureTimes(db, { by: 'identifier', value: q.identifier, since: success ? new Date(success) : windowStart, beforeId: q.beforeId }),
    failureTimes(db, { by: 'ip', value: q.ip, since: windowStart, beforeId: q.beforeId }),
  ]);
  // The two counts are over different rows (the identifier's since its last success), so each
  // gets its own call rather than one call with both windows.
  return Math.max(retryAfterSeconds(byIdentifier, [IDENTIFIER_WINDOW], q.now), retryAfterSeconds(byIp, [IP_WINDOW], q.now));
}

/** Portuguese message of the 429 answer, in whole minutes (at least one). */
export function lockMessage(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Muitas tentativas de login malsucedidas. Tente novamente em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`;
}

export type LimitedResult = { locked: number } | { locked: 0; ok: boolean; attemptId: number };

/**
 * Runs one password check under the limits. Order matters:
 * 1. locked already → refuse without checking (nothing recorded);
 * 2. record the attempt as failed, then re-count the attempts recorded before it: concurrent
 *    guesses racing past step 1 are refused here (and their rows withdrawn), so at most the
 *    limit's number of passwords is ever checked per window;
 * 3. check; on success mark the attempt succeeded.
 */
export async function limitedAttempt(
  db: Db,
  q: Omit<LockQuery, 'beforeId'>,
  check: () => Promise<boolean>,
): Promise<LimitedResult> {
  const before = await loginLockSeconds(db, q);
  if (before > 0) return { locked: before };
  const attemptId = await insertFailedAttempt(db, q.identifier, q.ip, q.now);
  const raced = await loginLockSeconds(db, { ...q, beforeId: attemptId });
  if (raced > 0) {
    await deleteAttempt(db, attemptId);
    return { locked: raced };
  }
  let ok: boolean;
  try {
    ok = await check();
  } catch (err) {
    // A check that could not run (the hash queue was full) is not a wrong password.
    await deleteAttempt(db, attemptId);
    throw err;
  }
  if (ok) await markAttemptSucceeded(db, attemptId);
  return { locked: 0, ok, attemptId };
}
