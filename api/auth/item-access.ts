/**
 * Item-level rules of the roles (issue 25 item 1), applied where the item is known (the resource
 * routes load it before any write): region limits, own items for authors and contributors, and
 * publishing. The route-level permission (./permission-table.ts) has already been checked.
 */
import { can, inRegion, type Permission } from '../../shared/auth/roles';
import { ForbiddenError } from '../http/errors';
import { forbiddenMessage } from './permissions';
import type { AdminUser } from './require-admin';

/** What the rules read of an item (a row or a payload). */
export interface GuardedItem {
  locale?: string;
  status?: string;
  createdBy?: number | null;
  reviewNote?: string | null;
}

/** How much of the rules a resource takes: every rule (posts, reviews) or the region limit only. */
export type AccessRules = 'editorial' | 'regional';

const LIVE = new Set(['published', 'scheduled']);

const refuse = (permission: Permission | `region:${string}`, message?: string): never => {
  throw new ForbiddenError(permission, message ?? forbiddenMessage(permission));
};

/** Refuses (403) an item of a locale outside the account's regions. */
export function assertRegion(admin: AdminUser, locale: string | undefined): void {
  if (locale !== undefined && !inRegion(admin, locale)) {
    refuse(`region:${locale}`, `Sua conta está limitada às regiões ${admin.regions.join(', ')}: este item é da região ${locale}.`);
  }
}

/** Reading one item: only the region limit applies (everyone may read the team's work). */
export function assertCanRead(admin: AdminUser, item: GuardedItem): void {
  assertRegion(admin, item.locale);
}

const noteOf = (v: string | null | undefined) => (v ?? '').trim();

/**
 * Creating (`before` null), changing or restoring an item. Authors and contributors change only
 * their own items; a contributor never makes one live nor changes one that is live; only editors
 * write the note that sends an item back.
 */
export function assertCanWrite(admin: AdminUser, rules: AccessRules, before: GuardedItem | null, after: GuardedItem): void {
  if (before) assertRegion(admin, before.locale);
  assertRegion(admin, after.locale);
  if (rules === 'regional') return;
  if (before && before.createdBy !== admin.id && !can(admin, 'content.others')) {
    refuse('content.others', 'Você só pode alterar os itens que você criou.');
  }
  if (!can(admin, 'content.publish') && (LIVE.has(after.status ?? '') || (before && LIVE.has(before.status ?? '')))) {
    refuse('content.publish', 'Sua conta não publica: envie o item para revisão.');
  }
  if (after.reviewNote !== undefined && noteOf(after.reviewNote) !== noteOf(before?.reviewNote) && !can(admin, 'content.others')) {
    refuse('content.others', 'Só editores escrevem a nota de revisão.');
  }
}

/** Deleting an item: the region limit, and one's own only without `content.others`. */
export function assertCanDelete(admin: AdminUser, rules: AccessRules, before: GuardedItem): void {
  assertRegion(admin, before.locale);
  if (rules === 'editorial' && before.createdBy !== admin.id && !can(admin, 'content.others')) {
    refuse('content.others', 'Você só pode excluir os itens que você criou.');
  }
}

/**
 * The region limit of a list: the locales to list (undefined: every one), or a 403 when the query
 * asks for a locale outside the account's regions.
 */
export function listRegions(admin: AdminUser, locale: string | undefined): readonly string[] | undefined {
  if (admin.regions.length === 0) return undefined;
  assertRegion(admin, locale);
  return admin.regions;
}
