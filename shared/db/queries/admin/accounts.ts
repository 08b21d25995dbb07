/**
 * The accounts screen's data (issue 25 item 2): list, read, change role/regions/disabled with a
 * version check, and the one-time set-password link (only its SHA-256 is stored).
 */
import type { Kysely, Selectable } from 'kysely';
import { formatRegions, parseRegions } from '../../../auth/roles';
import type { Account, AccountListQuery, AccountUpdate } from '../../../schemas/accounts';
import type { Paged } from '../../../schemas/admin';
import type { Db } from '../../connect';
import type { AdminUsersTable, Database } from '../../schema';
import { roleOf } from '../admin-users';
import { matchesLowered } from '../visibility';
import { fetchPage } from './paging';

const COLUMNS = ['id', 'username', 'email', 'role', 'regions', 'disabled', 'set_password_expires_at', 'created_at', 'updated_at', 'version'] as const;
type Row = Pick<Selectable<AdminUsersTable>, (typeof COLUMNS)[number]>;

function toAccount(r: Row, now: Date): Account {
  return {
    id: r.id, username: r.username, email: r.email, role: roleOf(r.role), regions: parseRegions(r.regions),
    disabled: r.disabled === 1,
    setPasswordPending: r.set_password_expires_at !== null && r.set_password_expires_at > now.toISOString(),
    createdAt: r.created_at, updatedAt: r.updated_at, version: r.version,
  };
}

/** Accounts by username (a team is small, but the list is paged like every other). */
export async function listAccounts(db: Db, q: AccountListQuery, now: Date): Promise<Paged<Account>> {
  let base = db.kysely.selectFrom('admin_users');
  const term = q.q?.toLowerCase();
  if (term) base = base.where((eb) => eb.or([matchesLowered('username', term), matchesLowered('email', term)]));
  const page = base.select(COLUMNS).orderBy('username').orderBy('id').limit(q.limit).offset(q.offset).execute();
  return fetchPage(q, base, page, (r) => toAccount(r, now));
}

export async function getAccount(ex: Kysely<Database>, id: number, now: Date): Promise<Account | undefined> {
  const row = await ex.selectFrom('admin_users').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  return row && toAccount(row, now);
}

/** Writes the change if `version` is still current; false when someone saved in between. */
export async function updateAccount(ex: Kysely<Database>, current: Account, change: AccountUpdate, now: Date): Promise<boolean> {
  const result = await ex.updateTable('admin_users')
    .set({
      ...(change.role !== undefined ? { role: change.role } : {}),
      ...(change.regions !== undefined ? { regions: formatRegions(change.regions) } : {}),
      ...(change.disabled !== undefined ? { disabled: change.disabled ? 1 : 0 } : {}),
      // A disabled account keeps no way in: its unused set-password link dies with it.
      ...(change.disabled ? { set_password_hash: null, set_password_expires_at: null } : {}),
      updated_at: now.toISOString(),
      version: current.version + 1,
    })
    .where('id', '=', current.id).where('version', '=', current.version).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Stores a new set-password link (replacing any earlier one). */
export async function storeSetPasswordLink(ex: Kysely<Database>, id: number, tokenHash: string, expiresAt: Date): Promise<void> {
  await ex.updateTable('admin_users')
    .set({ set_password_hash: tokenHash, set_password_expires_at: expiresAt.toISOString() })
    .where('id', '=', id).execute();
}

/** The enabled account whose unexpired link has this token hash. */
export async function findBySetPasswordToken(db: Db, tokenHash: string, now: Date) {
  return db.kysely.selectFrom('admin_users').select(['id', 'username', 'email'])
    .where('set_password_hash', '=', tokenHash)
    .where('set_password_expires_at', '>', now.toISOString())
    .where('disabled', '=', 0)
    .executeTakeFirst();
}

/**
 * Sets the password and spends the link, only if the link is still the one presented (a second
 * use, or a use racing with a new link, changes nothing): true when it did.
 */
export async function spendSetPasswordLink(ex: Kysely<Database>, id: number, tokenHash: string, passwordHash: string, now: Date): Promise<boolean> {
  const result = await ex.updateTable('admin_users')
    .set((eb) => ({ password_hash: passwordHash, set_password_hash: null, set_password_expires_at: null, updated_at: now.toISOString(), version: eb('version', '+', 1) }))
    .where('id', '=', id).where('set_password_hash', '=', tokenHash).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
