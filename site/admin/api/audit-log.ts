/** Typed hooks for `/api/admin/audit-log` (read only). */
import { createResourceHooks } from './resource';
import type { AuditEntry } from './types';

export const auditLog = createResourceHooks<AuditEntry, never, never>('audit-log');
