/**
 * Roles of the publishing team (issue 25 item 1) and the permissions each one holds. Shared by the
 * API (which enforces them: api/auth/permissions.ts) and the admin app (which hides what a role
 * cannot do). The names are part of the API: `role` in /api/admin/users and `permission` in a 403.
 *
 * - owner: one account, everything an administrator has; nobody else may demote, limit or disable it.
 * - administrator: everything, accounts and site-wide settings included.
 * - editor: every item (anyone's), publishes, products, categories, redirects, media, inbox, reviews
 *   of contributors' work.
 * - author: writes, publishes and deletes their own posts and reviews.
 * - contributor: writes their own drafts and submits them for review; never publishes.
 *
 * An account may be limited to some regions: it sees and changes only items of those locales, and
 * the site-wide permissions (marked below) are refused to it whatever its role.
 */
import { LOCALES, type Locale } from '../locales';

export const ROLES = ['owner', 'administrator', 'editor', 'author', 'contributor'] as const;
export type Role = (typeof ROLES)[number];

/** Roles an administrator may give (there is only one owner; it is never handed out by the API). */
export const ASSIGNABLE_ROLES = ['administrator', 'editor', 'author', 'contributor'] as const satisfies readonly Role[];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/**
 * Every permission, with the roles that hold it and whether it is site-wide (refused to an account
 * limited to some regions). Item-level rules (own items, regions, publishing) are checked where the
 * item is known: api/auth/item-access.ts.
 */
export const PERMISSIONS = {
  /** Sign in, read and change one's own account and sessions. */
  'account.self': { roles: ['owner', 'administrator', 'editor', 'author', 'contributor'], siteWide: false },
  /** Read posts, reviews, products, categories, the settings the forms need, media, renders. */
  'content.read': { roles: ['owner', 'administrator', 'editor', 'author', 'contributor'], siteWide: false },
  /** Create, edit and delete anyone's author profile (issue 25 item 4); everyone edits their own. */
  'authors.manage': { roles: ['owner', 'administrator', 'editor'], siteWide: false },
  /** Create and edit one's own posts and reviews (drafts; publishing is `content.publish`). */
  'content.write': { roles: ['owner', 'administrator', 'editor', 'author', 'contributor'], siteWide: false },
  /** Publish or schedule a post or review, unpublish it, and delete one's own. */
  'content.publish': { roles: ['owner', 'administrator', 'editor', 'author'], siteWide: false },
  /** Edit, publish, delete and send back anyone's posts and reviews (the review workflow). */
  'content.others': { roles: ['owner', 'administrator', 'editor'], siteWide: false },
  /** Create, edit and delete products; run the site build. */
  'products.write': { roles: ['owner', 'administrator', 'editor'], siteWide: false },
  /** Upload images to the media library. */
  'media.upload': { roles: ['owner', 'administrator', 'editor', 'author', 'contributor'], siteWide: false },
  /** Edit alt texts, replace and delete media items (they may be used by anyone's pages). */
  'media.manage': { roles: ['owner', 'administrator', 'editor'], siteWide: false },
  /** Read and handle the contact inbox (of one's regions). */
  'inbox.manage': { roles: ['owner', 'administrator', 'editor'], siteWide: false },
  /** Start a build of the whole site (it republishes what is already published). */
  'site.build': { roles: ['owner', 'administrator', 'editor'], siteWide: false },
  /** Categories, redirects and click analytics: shared by every region. */
  'site.structure': { roles: ['owner', 'administrator', 'editor'], siteWide: true },
  /** Site name, region settings and retailer accounts, scheduled jobs. */
  'settings.manage': { roles: ['owner', 'administrator'], siteWide: true },
  /** The audit log (every change and security event of every account). */
  'audit.read': { roles: ['owner', 'administrator'], siteWide: true },
  /** Create accounts, change roles and regions, disable accounts, issue set-password links. */
  'accounts.manage': { roles: ['owner', 'administrator'], siteWide: true },
} as const satisfies Record<string, { roles: readonly Role[]; siteWide: boolean }>;

export type Permission = keyof typeof PERMISSIONS;

/** What an access decision needs to know about the signed-in account. */
export interface Principal {
  id: number;
  role: Role;
  /** Locales the account is limited to; empty: every region. */
  regions: readonly Locale[];
}

/** Whether `who` holds `permission` (role and, for site-wide ones, no region limit). */
export function can(who: Pick<Principal, 'role' | 'regions'>, permission: Permission): boolean {
  const p = PERMISSIONS[permission];
  if (!(p.roles as readonly Role[]).includes(who.role)) return false;
  return !(p.siteWide && who.regions.length > 0);
}

/** Whether `who` may see and change items of `locale`. */
export function inRegion(who: Pick<Principal, 'regions'>, locale: string): boolean {
  return who.regions.length === 0 || (who.regions as readonly string[]).includes(locale);
}

/** Regions as stored (`'br,it'`, empty for every region) → a sorted, unique list of known locales. */
export function parseRegions(stored: string | null | undefined): Locale[] {
  const wanted = new Set((stored ?? '').split(',').map((s) => s.trim()).filter(Boolean));
  return LOCALES.filter((l) => wanted.has(l));
}

/** The stored form of a region list. */
export function formatRegions(regions: readonly string[]): string {
  return LOCALES.filter((l) => regions.includes(l)).join(',');
}

/** Portuguese names of the roles for the admin app. */
export const ROLE_LABELS: Record<Role, string> = {
  owner: 'Proprietário',
  administrator: 'Administrador',
  editor: 'Editor',
  author: 'Autor',
  contributor: 'Colaborador',
};
