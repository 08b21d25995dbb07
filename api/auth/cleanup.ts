/**
 * Housekeeping of the auth tables, for the scheduler (jobs issue): sessions past their idle or
 * absolute expiry (they can no longer be used, see ./sessions.ts) and login attempts old enough
 * to count for no limit. Attempts are kept 30 days, far past the 15-minute window, because
 * they are also the record of who tried to log in from where.
 */
import type { Db } from '../../shared/db/connect';
import { deleteAttemptsBefore } from '../../shared/db/queries/login-attempts';
import { deleteExpiredSessions } from '../../shared/db/queries/sessions';
import { SESSION_IDLE_MS } from './sessions';

export const LOGIN_ATTEMPTS_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

export interface AuthCleanupResult {
  sessions: number;
  loginAttempts: number;
}

/** Deletes expired sessions and login attempts older than 30 days; returns how many of each. */
export async function cleanupAuth(db: Db, now: Date): Promise<AuthCleanupResult> {
  const sessions = await deleteExpiredSessions(db, now, new Date(now.getTime() - SESSION_IDLE_MS));
  const loginAttempts = await deleteAttemptsBefore(db, new Date(now.getTime() - LOGIN_ATTEMPTS_KEPT_MS));
  return { sessions, loginAttempts };
}
