/**
 * Login rate limits (DESIGN §7, issue 4; issue 17: lockout must not be a weapon, ASVS 2.2.1).
 * Failures are counted three ways, each in its own sliding window:
 *
 * - per account and client address block (IPv6 by /64): 5 in 15 minutes lock that account *from
 *   that block only*, so a stranger's wrong guesses no longer lock the owner out from elsewhere;
 * - per address block: 20 in 15 minutes over any identifiers lock the block (one client guessing
 *   many accounts);
 * - per account from everywhere: 100 in an hour (ASVS's ceiling for one account) put the account
 *   in a soft lock: only address blocks that have logged in to it successfully before (within the
 *   30 days attempts are kept) still get their password checked. A distributed attack is held to
 *   100 guesses an hour, and cannot keep the owner out from a place they have used before.
 *
 * While locked, no password is checked at all, so guessing cannot continue even slowly, and a
 * refused attempt is not recorded, so the lock cannot be extended by hammering it. Identifiers
 * are counted whether or not an account exists, so a lock answers the same for both (no account
 * enumeration). A successful login clears the count of its (account, block) pair only: the block
 * and account-wide counts stay, or an attacker with an account of their own could reset them.
 */
import type { Db } from '../../shared/db/connect';
import { deleteAttempt, failureTimes, insertFailedAttempt, lastSuccessAt, markAttemptSucceeded } from '../../shared/db/queries/login-attempts';
import { retryAfterSeconds, type RateWindow } from '../../shared/rate-windows';
import { LOGIN_ATTEMPTS_KEPT_MS } from './cleanup';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_IDENTIFIER = 5;
export const MAX_FAILURES_PER_IP = 20;
export const ACCOUNT_WINDOW_MS = 60 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 100;

/** The sliding windows (shared/rate-windows.ts, as the contact form's) over each kind of failure. */
export const IDENTIFIER_WINDOW: RateWindow = { ms: LOGIN_WINDOW_MS, max: MAX_FAILURES_PER_IDENTIFIER };
export const IP_WINDOW: RateWindow = { ms: LOGIN_WINDOW_MS, max: MAX_FAILURES_PER_IP };
export const ACCOUNT_WINDOW: RateWindow = { ms: ACCOUNT_WINDOW_MS, max: MAX_FAILURES_PER_ACCOUNT };

/**
 * Which count locked an attempt: the account from this block, the block on every account, or
 * the account from every block it has not logged in from before.
 */
export type LockKind = 'account-address' | 'address' | 'account';

export interface LockQuery {
  /** Normalized identifier of the attempt (the account's username when the account exists). */
  identifier: string;
  /** The client's address block (api/http/client-ip.ts `addressBlock`). */
  ip: string;
  now: Date;
  /** Count only attempts recorded before this one (the re-check after recording an attempt). */
  beforeId?: number;
}

export interface Lock {
  kind: LockKind;
  /** Seconds until a login is allowed again, rounded up (at least 1). */
  seconds: number;
}

/**
 * The lock on a login for `identifier` from `ip`, or undefined when it is allowed now. The
 * longest of the waits that apply wins, so a client that waits `Retry-After` is let in.
 */
export async function loginLock(db: Db, q: LockQuery): Promise<Lock | undefined> {
  const windowStart = new Date(q.now.getTime() - LOGIN_WINDOW_MS);
  const success = await lastSuccessAt(db, q.identifier, windowStart, q.ip);
  const [byPair, byIp, byAccount] = await Promise.all([
    failureTimes(db, { identifier: q.identifier, ip: q.ip, since: success ? new Date(success) : windowStart, beforeId: q.beforeId }),
    failureTimes(db, { ip: q.ip, since: windowStart, beforeId: q.beforeId }),
    failureTimes(db, { identifier: q.identifier, since: new Date(q.now.getTime() - ACCOUNT_WINDOW_MS), beforeId: q.beforeId }),
  ]);
  const waits: Lock[] = [
    { kind: 'account-address', seconds: retryAfterSeconds(byPair, [IDENTIFIER_WINDOW], q.now) },
    { kind: 'address', seconds: retryAfterSeconds(byIp, [IP_WINDOW], q.now) },
  ];
  const accountWait = retryAfterSeconds(byAccount, [ACCOUNT_WINDOW], q.now);
  // Only asked when the account is under attack: a block it was used from before is let through.
  if (accountWait > 0 && !(await lastSuccessAt(db, q.identifier, new Date(q.now.getTime() - LOGIN_ATTEMPTS_KEPT_MS), q.ip))) {
    waits.push({ kind: 'account', seconds: accountWait });
  }
  const longest = waits.reduce((a, b) => (b.seconds > a.seconds ? b : a));
  return longest.seconds > 0 ? longest : undefined;
}

/** Seconds until a login for `identifier` from `ip` is allowed again; 0 when it is allowed now. */
export async function loginLockSeconds(db: Db, q: LockQuery): Promise<number> {
  return (await loginLock(db, q))?.seconds ?? 0;
}

/** Portuguese message of the 429 answer, in whole minutes (at least one). */
export function lockMessage(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Muitas tentativas de login malsucedidas. Tente novamente em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`;
}

export type LimitedResult = { locked: number; lock: LockKind } | { locked: 0; ok: boolean; attemptId: number };

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
  const before = await loginLock(db, q);
  if (before) return { locked: before.seconds, lock: before.kind };
  const attemptId = await insertFailedAttempt(db, q.identifier, q.ip, q.now);
  const raced = await loginLock(db, { ...q, beforeId: attemptId });
  if (raced) {
    await deleteAttempt(db, attemptId);
    return { locked: raced.seconds, lock: raced.kind };
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
