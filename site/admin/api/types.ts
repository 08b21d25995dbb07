/**
 * Shapes of the admin API answers (api/routes/admin/resources.ts reference) that have no shared
 * zod schema of their own. Entity shapes come from shared/schemas.
 */
export interface ListPage<T> {
  items: T[];
  total: number;
  limit: number;
  offset: number;
}

export interface AdminSetting {
  key: string;
  value: string;
  updatedAt: string;
  version: number;
}

export interface AdminContactMessage {
  id: number;
  locale: string;
  name: string;
  email: string;
  subject: string | null;
  message: string;
  readAt: string | null;
  createdAt: string;
}

export interface AuditEntry {
  id: number;
  userId: number | null;
  username: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  createdAt: string;
}

export interface AdminMe {
  id: number;
  username: string;
  email: string;
}

/** Body of a 409 `conflict`: the row as it is now on the server. */
export interface ConflictBody<T> {
  error: 'conflict';
  message: string;
  current: T;
}
