/**
 * Admin login payload (SPEC §3, §5). A missing or blank field reports `LOGIN_REQUIRED_TITLE`
 * ('Campos obrigatórios'), so the login form can show the spec's toast straight from the issue.
 */
import { z } from 'zod';
import { ROLES } from '../auth/roles';
import { LOCALES } from '../locales';

/** Toast title of SPEC §5 for a missing identifier or password. */
export const LOGIN_REQUIRED_TITLE = 'Campos obrigatórios';
/** Toast text that goes with it. */
export const LOGIN_REQUIRED_DESCRIPTION = 'Por favor, preencha o nome de usuário ou e-mail e a senha.';

export const loginPayloadSchema = z.object({
  /** Username or e-mail; trimmed because a stray space from autofill should not fail a login. */
  identifier: z
    .string({ error: LOGIN_REQUIRED_TITLE })
    .trim()
    .min(1, LOGIN_REQUIRED_TITLE)
    .max(254, 'identifier is too long: at most 254 characters'),
  /** Never trimmed: spaces may be part of a password. The cap bounds hashing work per request. */
  password: z
    .string({ error: LOGIN_REQUIRED_TITLE })
    .min(1, LOGIN_REQUIRED_TITLE)
    .max(1024, 'password is too long: at most 1024 characters'),
});
export type LoginPayload = z.infer<typeof loginPayloadSchema>;

/** True when the error is only about missing fields, i.e. the UI should show 'Campos obrigatórios'. */
export function isMissingLoginFields(error: z.ZodError): boolean {
  return error.issues.length > 0 && error.issues.every((issue) => issue.message === LOGIN_REQUIRED_TITLE);
}

/** Body of POST /api/admin/password (change one's own password). The policy is checked by the API. */
export const passwordChangeSchema = z.object({
  currentPassword: z
    .string({ error: 'currentPassword: informe a senha atual' })
    .min(1, 'currentPassword: informe a senha atual')
    .max(1024, 'currentPassword is too long: at most 1024 characters'),
  newPassword: z
    .string({ error: 'newPassword: informe a nova senha' })
    .min(1, 'newPassword: informe a nova senha')
    .max(1024, 'newPassword is too long: at most 1024 characters'),
});
export type PasswordChangePayload = z.infer<typeof passwordChangeSchema>;

/** The signed-in admin, as login and GET /api/admin/me answer it (`{ user }`). */
export const adminUserSchema = z.object({
  id: z.number().int().positive(),
  username: z.string(),
  email: z.string(),
  role: z.enum(ROLES).describe('What the account may do (issue 25)'),
  regions: z.array(z.enum(LOCALES)).describe('Locales the account is limited to; empty: every region'),
}).strict();
export type AdminUserPayload = z.infer<typeof adminUserSchema>;

/** Usernames: what ADMIN_USERNAME and the create-admin command accept. No "@", so it is never an e-mail. */
export const usernameSchema = z
  .string({ error: 'username is required' })
  .trim()
  .regex(/^[A-Za-z0-9._-]{3,64}$/, 'username must be 3 to 64 letters, digits, dots, hyphens or underscores');
