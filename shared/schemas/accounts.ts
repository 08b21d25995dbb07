/**
 * Accounts of the publishing team as /api/admin/users shows and changes them (issue 25 item 2).
 * Role names and region codes are those of shared/auth/roles.ts and shared/locales.ts.
 */
import { z } from 'zod';
import { ASSIGNABLE_ROLES, ROLES } from '../auth/roles';
import { LOCALES } from '../locales';
import { usernameSchema } from './auth';
import { pagingQuery, searchQuery } from './admin';
import { versionSchema } from './common';

const regionsSchema = z
  .array(z.enum(LOCALES, { error: `regions must be locale codes: ${LOCALES.join(', ')}` }))
  .max(LOCALES.length)
  .refine((r) => new Set(r).size === r.length, 'regions must not repeat a locale');

const assignableRole = z.enum(ASSIGNABLE_ROLES, {
  error: `role must be one of ${ASSIGNABLE_ROLES.join(', ')} (there is one owner; it is never assigned)`,
});

export const accountEmailSchema = z.email('email must be an e-mail address, e.g. ana@example.com').max(254, 'email is too long: at most 254 characters');

/** An account in the admin API: never a password hash or token. */
export const accountSchema = z.object({
  id: z.number().int().positive(),
  username: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  regions: z.array(z.enum(LOCALES)).describe('Empty: every region'),
  disabled: z.boolean(),
  /** A set-password link was issued and is neither used nor expired. */
  setPasswordPending: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type Account = z.infer<typeof accountSchema>;

/** POST /api/admin/users. The new account has no password until its set-password link is used. */
export const accountCreateSchema = z.object({
  username: usernameSchema,
  email: z.string({ error: 'email is required' }).trim().pipe(accountEmailSchema),
  role: assignableRole,
  regions: regionsSchema.default([]),
});
export type AccountCreate = z.infer<typeof accountCreateSchema>;

/** PATCH /api/admin/users/{id}: any of role, regions, disabled, and the version loaded (409 when stale). */
export const accountUpdateSchema = z
  .object({
    role: assignableRole.optional(),
    regions: regionsSchema.optional(),
    disabled: z.boolean({ error: 'disabled must be true or false' }).optional(),
    version: versionSchema,
  })
  .refine((v) => v.role !== undefined || v.regions !== undefined || v.disabled !== undefined, 'nothing to change: send role, regions or disabled');
export type AccountUpdate = z.infer<typeof accountUpdateSchema>;

export const accountListQuerySchema = z.object({ q: searchQuery, ...pagingQuery });
export type AccountListQuery = z.infer<typeof accountListQuerySchema>;

/** A one-time set-password link: shown once, in the answer that created it. */
export const setPasswordLinkSchema = z.object({
  url: z.string().describe('Path of the set-password page; the token is in the fragment, so it never reaches a server log'),
  expiresAt: z.string(),
});
export type SetPasswordLink = z.infer<typeof setPasswordLinkSchema>;

/** The answer of POST /api/admin/users. */
export const createdAccountSchema = z.object({ user: accountSchema, setPasswordLink: setPasswordLinkSchema });

/** POST /api/admin/set-password (public: the token is the credential). */
export const setPasswordSchema = z.object({
  token: z.string({ error: 'token is required' }).regex(/^[A-Za-z0-9_-]{20,100}$/, 'token is not a set-password token'),
  password: z.string({ error: 'password is required' }).min(1, 'password is required').max(1024, 'password is too long: at most 1024 characters'),
});
