/**
 * The login locks in force, for the admin's /admin/login-locks screen, and lifting one. The same
 * windows as ./rate-limit.ts decide, read from every attempt of the widest window at once:
 *
 * - account + block: 5 failures of the pair since its last success, within 15 minutes;
 * - block: 20 failures from the block on any identifiers within 15 minutes (account null);
 * - account: 100 failures from anywhere within an hour (block null: every block it was not used
 *   from before is held).
 */
import type { Db } from '../../shared/db/connect';
import { attemptsSince, deleteFailures, type AttemptRow } from '../../shared/db/queries/login-attempts';
import { retryAfterSeconds, type RateWindow } from '../../shared/rate-windows';
import type { LoginLockEntry } from '../../shared/schemas/login-locks';
import { ACCOUNT_WINDOW, ACCOUNT_WINDOW_MS, IDENTIFIER_WINDOW, IP_WINDOW, LOGIN_WINDOW_MS } from './rate-limit';

/** Groups `rows` by `key` (insertion order kept). */
function groupBy(rows: AttemptRow[], key: (r: AttemptRow) => string): Map<string, AttemptRow[]> {
  const groups = new Map<string, AttemptRow[]>();
  for (const row of rows) {
    const k = key(row);
    const list = groups.get(k);
    if (list) list.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

/** A lock entry when the failures of `rows` (after `since`) fill `window`; otherwise undefined. */
function lockOf(
  rows: AttemptRow[],
  window: RateWindow,
  since: number,
  now: Date,
  who: Pick<LoginLockEntry, 'account' | 'addressBlock'>,
): LoginLockEntry | undefined {
  const times = rows.filter((r) => !r.succeeded && Date.parse(r.createdAt) > since).map((r) => r.createdAt);
  const seconds = retryAfterSeconds(times, [window], now);
  if (seconds === 0) return undefined;
  return { ...who, failures: times.filter((t) => Date.parse(t) > now.getTime() - window.ms).length, until: new Date(now.getTime() + seconds * 1000).toISOString() };
}

/** Every lock in force at `now`, the longest-lasting first. */
export async function listLoginLocks(db: Db, now: Date): Promise<LoginLockEntry[]> {
  const at = now.getTime();
  const rows = await attemptsSince(db, new Date(at - Math.max(ACCOUNT_WINDOW_MS, LOGIN_WINDOW_MS)));
  const recent = rows.filter((r) => Date.parse(r.createdAt) > at - LOGIN_WINDOW_MS);
  const locks: LoginLockEntry[] = [];
  for (const pair of groupBy(recent, (r) => JSON.stringify([r.identifier, r.ip])).values()) {
    // A success of the pair clears what came before it (as the login check counts).
    const lastSuccess = pair.filter((r) => r.succeeded).at(-1);
    const since = lastSuccess ? Date.parse(lastSuccess.createdAt) : at - LOGIN_WINDOW_MS;
    const lock = lockOf(pair, IDENTIFIER_WINDOW, since, now, { account: pair[0]!.identifier, addressBlock: pair[0]!.ip });
    if (lock) locks.push(lock);
  }
  for (const [ip, block] of groupBy(recent, (r) => r.ip)) {
    const lock = lockOf(block, IP_WINDOW, at - LOGIN_WINDOW_MS, now, { account: null, addressBlock: ip });
    if (lock) locks.push(lock);
  }
  for (const [identifier, account] of groupBy(rows, (r) => r.identifier)) {
    const lock = lockOf(account, ACCOUNT_WINDOW, at - ACCOUNT_WINDOW_MS, now, { account: identifier, addressBlock: null });
    if (lock) locks.push(lock);
  }
  return locks.sort((a, b) => b.until.localeCompare(a.until) || (a.account ?? '').localeCompare(b.account ?? ''));
}

/**
 * Lifts the lock named by `who` (as listed): forgets the failed attempts it counts. Answers the
 * lock as it was, or undefined when no such lock is in force (nothing is deleted then).
 */
export async function liftLoginLock(
  db: Db,
  who: Pick<LoginLockEntry, 'account' | 'addressBlock'>,
  now: Date,
): Promise<LoginLockEntry | undefined> {
  const lock = (await listLoginLocks(db, now)).find((l) => l.account === who.account && l.addressBlock === who.addressBlock);
  if (!lock) return undefined;
  await deleteFailures(db, { identifier: who.account ?? undefined, ip: who.addressBlock ?? undefined });
  return lock;
}
