/**
 * Account and operation events of the audit log (issue 24): successful logins, logouts, manual job
 * runs and "build now". Best effort like the refusals (./security-events.ts): a failed write is
 * logged, never the user's failure.
 */
import type { Db } from '../../shared/db/connect';
import { insertAudit } from '../../shared/db/queries/admin/audit-log';
import type { AuditAction } from '../../shared/schemas/admin';

export interface AccountEvent {
  userId: number | null;
  action: Extract<AuditAction, 'login' | 'logout' | 'run'>;
  /** `session` for logins and logouts, `job` or `build` for runs. */
  entity: string;
  entityId: string | number;
  /** What happened and from where; never a password or token. */
  details: Record<string, unknown>;
  now: Date;
}

/** Writes `event` to the audit log; a failure is logged and swallowed. */
export async function recordEvent(db: Db, event: AccountEvent, log: (message: string, err?: unknown) => void = console.error): Promise<void> {
  try {
    await insertAudit(db.kysely, { userId: event.userId, action: event.action, entity: event.entity, entityId: event.entityId, before: null, after: event.details, at: event.now.toISOString() });
  } catch (err) {
    log(`could not record the ${event.action} of ${event.entity} ${event.entityId} in the audit log`, err);
  }
}
