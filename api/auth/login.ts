/**
 * The credential check behind POST /api/admin/login and the password change (DESIGN §7): same
 * answer and the same work for an unknown user and a wrong password, under the rate limits.
 */
import type { Db } from '../../shared/db/connect';
import { findAdminByIdentifier, normalizeIdentifier, type AdminAccount } from '../../shared/db/queries/admin-users';
import type { PasswordHasher } from './passwords';
import { LOGIN_ATTEMPTS_KEPT_MS } from './cleanup';
import { limitedAttempt, type LockKind } from './rate-limit';
import { lastSuccessAt } from '../../shared/db/queries/login-attempts';

export interface LoginDeps {
  db: Db;
  now: () => Date;
  passwords: PasswordHasher;
}

export type LoginResult =
  | { kind: 'ok'; user: AdminAccount }
  | { kind: 'invalid' }
  | { kind: 'locked'; retryAfter: number; lock: LockKind; identifier: string };

/**
 * Checks `password` for the account named by `identifier` (username or e-mail, any case).
 *
 * An unknown or disabled account never reaches the hash queue (issue 24: random identifiers from
 * 250 addresses kept every admin out): it waits as long as a check typically takes
 * (`imitateVerify`, no CPU) and answers 'invalid' like a wrong password. Attempts are counted under
 * the identifier as typed, username and e-mail apart: a shared counter told, by 429 against 401,
 * which e-mail belongs to a username. An account's check from an address block it logged in from
 * before gets the queue's priority line; the others share the rest, a few places per /24 or /64.
 */
export async function checkLogin(deps: LoginDeps, identifier: string, password: string, ip: string): Promise<LoginResult> {
  const found = await findAdminByIdentifier(deps.db, identifier);
  const user = found && !found.disabled ? found : undefined;
  const key = normalizeIdentifier(identifier);
  const now = deps.now();
  const result = await limitedAttempt(deps.db, { identifier: key, ip, now }, async () => {
    if (!user) {
      await deps.passwords.imitateVerify();
      return false;
    }
    const known = await lastSuccessAt(deps.db, key, new Date(now.getTime() - LOGIN_ATTEMPTS_KEPT_MS), ip);
    return deps.passwords.verify(password, user.passwordHash, { key: queueShareKey(ip), priority: known !== undefined });
  });
  if ('lock' in result) return { kind: 'locked', retryAfter: result.locked, lock: result.lock, identifier: key };
  if (!('ok' in result) || !result.ok || !user) return { kind: 'invalid' };
  return { kind: 'ok', user: { id: user.id, username: user.username, email: user.email, role: user.role, regions: user.regions } };
}

/** The share of the hash queue an address belongs to: its /24 (IPv4) or its /64 (IPv6, already a block). */
export function queueShareKey(ip: string): string {
  const v4 = /^(\d{1,3}\.\d{1,3}\.\d{1,3})\.\d{1,3}$/.exec(ip);
  return v4 ? `${v4[1]}.0/24` : ip;
}
