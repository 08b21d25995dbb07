/**
 * The audit log: one row per accepted admin change (who, what, when, before/after), and per
 * security event (a password change, a refused locked login or cross-origin write, a lifted lock).
 */
import type { Kysely } from 'kysely';
import type { AuditAction, AuditEntry, AuditListQuery, Paged } from '../../../schemas/admin';
import type { Db } from '../../connect';
import type { Database } from '../../schema';
import { auditItemKey, auditItemTitles } from './audit-titles';
import { fetchPage } from './paging';

export interface AuditRecord {
  userId: number | null;
  action: AuditAction;
  entity: string;
  entityId: string | number;
  /** The row as the admin API showed it before the change; null on create. */
  before: unknown;
  /** The row after the change; null on delete. */
  after: unknown;
  at: string;
}

/** Writes one audit row with `ex`, which must be the transaction of the change it records. */
export async function insertAudit(ex: Kysely<Database>, record: AuditRecord): Promise<void> {
  await ex
    .insertInto('audit_log')
    .values({
      user_id: record.userId,
      action: record.action,
      entity: record.entity,
      entity_id: String(record.entityId),
      before_json: record.before == null ? null : JSON.stringify(record.before),
      after_json: record.after == null ? null : JSON.stringify(record.after),
      created_at: record.at,
    })
    .execute();
}

/** True when an entry of `entity` with `entityId` (and `action`, if given) was written after `since` (rate-limits event records). */
export async function hasAuditSince(ex: Kysely<Database>, entity: string, entityId: string, since: Date, action?: AuditAction): Promise<boolean> {
  let query = ex.selectFrom('audit_log').select('id')
    .where('entity', '=', entity).where('entity_id', '=', entityId).where('created_at', '>', since.toISOString());
  if (action) query = query.where('action', '=', action);
  const row = await query.limit(1).executeTakeFirst();
  return row !== undefined;
}

function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    // A damaged row is still shown, as text, rather than hiding the whole page of the log.
    return text;
  }
}

function baseQuery(db: Db, q: Omit<AuditListQuery, 'limit' | 'offset'>) {
  let query = db.kysely.selectFrom('audit_log').leftJoin('admin_users', 'admin_users.id', 'audit_log.user_id');
  if (q.entity) query = query.where('audit_log.entity', '=', q.entity);
  if (q.entityId) query = query.where('audit_log.entity_id', '=', q.entityId);
  if (q.userId !== undefined) query = query.where('audit_log.user_id', '=', q.userId);
  if (q.action) query = query.where('audit_log.action', '=', q.action);
  return query;
}

const COLUMNS = [
  'audit_log.id', 'audit_log.user_id', 'admin_users.username', 'audit_log.action', 'audit_log.entity', 'audit_log.entity_id',
  'audit_log.before_json', 'audit_log.after_json', 'audit_log.created_at',
] as const;

type AuditJoinRow = {
  id: number; user_id: number | null; username: string | null; action: string; entity: string; entity_id: string | null;
  before_json: string | null; after_json: string | null; created_at: string;
};

function toEntry(row: AuditJoinRow, titles: Map<string, string>): AuditEntry {
  return {
    id: row.id,
    userId: row.user_id,
    username: row.username,
    action: row.action,
    entity: row.entity,
    entityId: row.entity_id,
    itemTitle: titles.get(auditItemKey(row.entity, row.entity_id)) ?? null,
    before: parseJson(row.before_json),
    after: parseJson(row.after_json),
    createdAt: row.created_at,
  };
}

/** Newest first (ties by id), filtered by entity, entity id, user and action. */
export async function listAuditEntries(db: Db, q: AuditListQuery): Promise<Paged<AuditEntry>> {
  const base = baseQuery(db, q);
  const page = base.select(COLUMNS).orderBy('audit_log.created_at', 'desc').orderBy('audit_log.id', 'desc').limit(q.limit).offset(q.offset).execute();
  const paged = await fetchPage(q, base, page, (row: AuditJoinRow) => row);
  const titles = await auditItemTitles(db.kysely, paged.items.map((r) => ({ entity: r.entity, entityId: r.entity_id })));
  return { ...paged, items: paged.items.map((row) => toEntry(row, titles)) };
}

export async function getAuditEntry(db: Db, id: number): Promise<AuditEntry | undefined> {
  const row = await baseQuery(db, {}).select(COLUMNS).where('audit_log.id', '=', id).executeTakeFirst();
  return row && toEntry(row, await auditItemTitles(db.kysely, [{ entity: row.entity, entityId: row.entity_id }]));
}
