/**
 * The first admin (DESIGN §6): on a start with no admin account, one is created from
 * ADMIN_USERNAME / ADMIN_EMAIL / ADMIN_PASSWORD, or with a generated strong password that is
 * printed once. No fixed default password exists anywhere.
 */
import type { Db } from '../../shared/db/connect';
import { AdminExistsError, countAdmins, insertAdmin } from '../../shared/db/queries/admin-users';
import { getSiteName } from '../../shared/db/queries/settings';
import { checkPasswordPolicy } from './password-policy';
import { generatePassword, hashPassword } from './passwords';

export interface InitialAdminSettings {
  ADMIN_USERNAME?: string;
  ADMIN_EMAIL?: string;
  ADMIN_PASSWORD?: string;
}

export type InitialAdminResult =
  | { created: false }
  | { created: true; username: string; email: string; /** Set only when we made it up: print it once. */ generatedPassword?: string };

export interface InitialAdminOptions {
  now?: Date;
  /** Hashing; tests pass a cheap one. */
  hash?: (password: string) => Promise<string>;
}

/**
 * Creates the first admin when there is none. A configured ADMIN_PASSWORD that breaks the password
 * policy stops the start (Error naming ADMIN_PASSWORD) rather than creating a weak account.
 */
export async function ensureInitialAdmin(db: Db, settings: InitialAdminSettings, options: InitialAdminOptions = {}): Promise<InitialAdminResult> {
  if ((await countAdmins(db)) > 0) return { created: false };
  const username = settings.ADMIN_USERNAME ?? 'admin';
  const email = settings.ADMIN_EMAIL ?? `${username}@localhost`;
  const generated = settings.ADMIN_PASSWORD === undefined;
  const password = settings.ADMIN_PASSWORD ?? generatePassword();
  const refused = await checkPasswordPolicy(password, { username, email, siteName: await getSiteName(db) });
  if (refused) throw new Error(`ADMIN_PASSWORD is refused: ${refused.english}`);
  const hash = options.hash ?? ((p: string) => hashPassword(p));
  try {
    await insertAdmin(db, { username, email, passwordHash: await hash(password) }, options.now);
  } catch (err) {
    // Another instance starting at the same moment created it first: that one prints the password.
    if (err instanceof AdminExistsError) return { created: false };
    throw err;
  }
  return generated ? { created: true, username, email, generatedPassword: password } : { created: true, username, email };
}

/** The lines `npm start` prints about a newly created admin (nothing when none was created). */
export function describeInitialAdmin(result: InitialAdminResult, loginUrl: string): string {
  if (!result.created) return '';
  if (!result.generatedPassword) {
    return `  Admin account created: ${result.username} (${result.email}), password from ADMIN_PASSWORD.\n  Log in at ${loginUrl}\n`;
  }
  return [
    `  Admin account created: ${result.username} (${result.email})`,
    `  Generated password:    ${result.generatedPassword}`,
    `  This password is shown only this once. Log in at ${loginUrl} and keep it safe,`,
    '  or set a new one with: npm run reset-password -- ' + result.username,
    '',
  ].join('\n');
}
