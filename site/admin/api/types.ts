import type { Role } from '../../../shared/auth/roles';
import type { Locale } from '../../../shared/locales';
/**
 * Shapes of the admin API answers. Entity and list shapes are the shared zod schemas' types
 * (shared/schemas, shared/schemas/admin.ts), so the app and the API cannot drift apart.
 */
export type { AdminContactMessage, AdminSetting, AuditEntry, Paged as ListPage } from '../../../shared/schemas/admin';

export interface AdminMe {
  id: number;
  username: string;
  email: string;
  /** Issue 25: what the account may do; the app hides the rest (the server enforces it). */
  role: Role;
  regions: Locale[];
}

/** Body of a 409 `conflict`: the row as it is now on the server. */
export interface ConflictBody<T> {
  error: 'conflict';
  message: string;
  current: T;
}
