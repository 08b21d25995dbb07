/**
 * What the signed-in account may do, for hiding what it cannot (issue 25). The same rules as the
 * server's (shared/auth/roles.ts); the server enforces them whatever the app shows.
 */
import { can, inRegion, type Permission } from '../../../shared/auth/roles';
import { useMe } from '../api/auth';

export interface Abilities {
  /** Holds the permission (role and, for site-wide ones, no region limit). */
  can(permission: Permission): boolean;
  /** May change this item: own one, or `content.others`; in its regions. */
  mayEdit(item: { locale: string; createdBy?: number | null; status?: string }): boolean;
  /** The account's id (0 while unknown). */
  id: number;
}

const NONE: Abilities = { can: () => false, mayEdit: () => false, id: 0 };

/** The abilities of the account of GET /api/admin/me (nothing until it answered). */
export function useAbilities(): Abilities {
  const me = useMe().data;
  if (!me) return NONE;
  const has = (p: Permission) => can(me, p);
  return {
    can: has,
    id: me.id,
    mayEdit: (item) =>
      inRegion(me, item.locale) &&
      (item.createdBy === me.id || has('content.others')) &&
      (has('content.publish') || !['published', 'scheduled'].includes(item.status ?? '')),
  };
}
