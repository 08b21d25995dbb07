/**
 * The credential check behind POST /api/admin/login and the password change (DESIGN §7): same
 * answer and the same work for an unknown user and a wrong password, under the rate limits.
 */
import type { Db } from '../../shared/db/connect';
import { findAdminByIdentifier, normalizeIdentifier, type AdminAccount } from '../../shared/db/queries/admin-users';
import type { PasswordHasher } from './passwords';
import { limitedAttempt, type LockKind } from './rate-limit';

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
 * An unknown or disabled account is checked against a dummy hash, so it costs one scrypt like a
 * real one and answers 'invalid' like a wrong password. Attempts on an existing account are counted
 * under its username, so switching between username and e-mail does not double the guesses; an
 * unknown identifier is counted and locked the same way, so a lock tells nothing about existence.
 */
export async function checkLogin(deps: LoginDeps, identifier: string, password: string, ip: string): Promise<LoginResult> {
  const found = await findAdminByIdentifier(deps.db, identifier);
  const user = found && !found.disabled ? found : undefined;
  const key = normalizeIdentifier(user ? user.username : identifier);
  const result = await limitedAttempt(deps.db, { identifier: key, ip, now: deps.now() }, async () => {
    const hash = user ? user.passwordHash : await deps.passwords.dummyHash();
    const matches = await deps.passwords.verify(password, hash);
    return matches && user !== undefined;
  });
  if ('lock' in result) return { kind: 'locked', retryAfter: result.locked, lock: result.lock, identifier: key };
  if (!('ok' in result) || !result.ok || !user) return { kind: 'invalid' };
  return { kind: 'ok', user: { id: user.id, username: user.username, email: user.email, role: user.role, regions: user.regions } };
}
