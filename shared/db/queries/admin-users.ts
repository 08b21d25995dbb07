/**
 * Admin accounts. Usernames and e-mails are unique without regard to case ("Ana" and "ana" are one
 * person), and a login finds the account by either, also without regard to case.
 */
import { sql, type Selectable } from 'kysely';
import type { Db } from '../connect';
import type { AdminUsersTable } from '../schema';
import { formatRegions, isRole, parseRegions, type Role } from '../../auth/roles';
import type { Locale } from '../../locales';

/** An admin as the API shows it: never the password hash. */
export interface AdminAccount {
  id: number;
  username: string;
  email: string;
  /** Issue 25: what the account may do, and the locales it is limited to (empty: every one). */
  role: Role;
  regions: Locale[];
}

/** The role as stored, or the least one for anything unknown (never more rights by accident). */
export const roleOf = (stored: string): Role => (isRole(stored) ? stored : 'contributor');

/** The account plus what the login check needs. */
export interface AdminCredentials extends AdminAccount {
  passwordHash: string;
  disabled: boolean;
}

/** Lower case after Unicode compatibility folding: the form identifiers are compared in. */
export function normalizeIdentifier(identifier: string): string {
  return identifier.trim().normalize('NFKC').toLowerCase();
}

const columns = ['id', 'username', 'email', 'password_hash', 'disabled', 'role', 'regions'] as const;
type Row = Pick<Selectable<AdminUsersTable>, (typeof columns)[number]>;
const toCredentials = (r: Row): AdminCredentials => ({
  id: r.id, username: r.username, email: r.email, passwordHash: r.password_hash, disabled: r.disabled === 1,
  role: roleOf(r.role), regions: parseRegions(r.regions),
});

/**
 * The account whose username or e-mail is `identifier` (any case), or undefined. An identifier with
 * "@" is looked up as an e-mail, otherwise as a username (usernames cannot contain "@").
 */
export async function findAdminByIdentifier(db: Db, identifier: string): Promise<AdminCredentials | undefined> {
  const key = normalizeIdentifier(identifier);
  const column = key.includes('@') ? 'email' : 'username';
  const row = await db.kysely.selectFrom('admin_users').select(columns)
    .where(sql<string>`lower(${sql.ref(column)})`, '=', key).executeTakeFirst();
  return row && toCredentials(row);
}

export async function findAdminById(db: Db, id: number): Promise<AdminCredentials | undefined> {
  const row = await db.kysely.selectFrom('admin_users').select(columns).where('id', '=', id).executeTakeFirst();
  return row && toCredentials(row);
}

export async function countAdmins(db: Db): Promise<number> {
  const { n } = await db.kysely.selectFrom('admin_users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(n);
}

/** Thrown when a new account's username or e-mail is already taken (names the field). */
export class AdminExistsError extends Error {
  constructor(readonly field: 'username' | 'email', value: string) {
    super(`An admin with ${field === 'username' ? 'username' : 'e-mail'} '${value}' already exists`);
  }
}

export interface NewAdmin {
  username: string;
  email: string;
  passwordHash: string;
  /** Default administrator (what every account was before roles). */
  role?: Role;
  regions?: readonly Locale[];
}

/**
 * Inserts an admin and returns it. Checks case-insensitive uniqueness first (the unique indexes are
 * case-sensitive) and maps a lost race on the unique index to the same AdminExistsError.
 */
export async function insertAdmin(db: Db, admin: NewAdmin, now = new Date()): Promise<AdminAccount> {
  const username = admin.username.trim();
  const email = admin.email.trim();
  for (const [field, value] of [['username', username], ['email', email]] as const) {
    const taken = await db.kysely.selectFrom('admin_users').select('id')
      .where(sql<string>`lower(${sql.ref(field)})`, '=', normalizeIdentifier(value)).executeTakeFirst();
    if (taken) throw new AdminExistsError(field, value);
  }
  const at = now.toISOString();
  const role = admin.role ?? 'administrator';
  const regions = admin.regions ?? [];
  try {
    const { id } = await db.kysely.insertInto('admin_users')
      .values({ username, email, password_hash: admin.passwordHash, created_at: at, updated_at: at, role, regions: formatRegions(regions) })
      .returning('id').executeTakeFirstOrThrow();
    return { id, username, email, role, regions: parseRegions(formatRegions(regions)) };
  } catch (err) {
    const text = String((err as Error).message);
    if (/unique/i.test(text)) throw new AdminExistsError(/email/.test(text) ? 'email' : 'username', /email/.test(text) ? email : username);
    throw err;
  }
}

/** Replaces an admin's password hash; false when the account does not exist. */
export async function setAdminPasswordHash(db: Db, id: number, passwordHash: string, now = new Date()): Promise<boolean> {
  const result = await db.kysely.updateTable('admin_users')
    .set((eb) => ({ password_hash: passwordHash, updated_at: now.toISOString(), version: eb('version', '+', 1) }))
    .where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
