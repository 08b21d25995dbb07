/**
 * Revisions of posts, reviews and products (migration 0015): written with the save's transaction,
 * pruned to the newest REVISIONS_KEPT per item, listed newest first. Every query here is a range
 * read of the `(kind, item_id, id)` index, so none of them grows with the number of items.
 */
import type { Kysely } from 'kysely';
import type { Paged } from '../../../schemas/admin';
import { REVISIONS_KEPT, type Revision, type RevisionKind, type RevisionListQuery, type RevisionSummary } from '../../../schemas/revision';
import type { Db } from '../../connect';
import type { Database } from '../../schema';
import { fetchPage } from './paging';

export interface RevisionRecord {
  kind: RevisionKind;
  itemId: number;
  itemVersion: number;
  userId: number | null;
  title: string;
  /** The item's admin shape as saved. */
  fields: unknown;
  /** Keys of `fields` this save changed against the row it replaced; null for a first revision. */
  changed?: readonly string[] | null;
  at: string;
}

/**
 * Writes one revision with `ex` (the transaction of the save it records), then deletes the item's
 * revisions older than the newest `keep`. The cut-off is found by stepping `keep` entries down the
 * item's index range and the delete removes what lies below it (one row in the steady state), so
 * a save costs the same whatever the number of items or of past saves.
 */
export async function recordRevision(ex: Kysely<Database>, record: RevisionRecord, keep = REVISIONS_KEPT): Promise<void> {
  await ex
    .insertInto('revisions')
    .values({
      kind: record.kind,
      item_id: record.itemId,
      item_version: record.itemVersion,
      user_id: record.userId,
      title: record.title.slice(0, 500),
      fields_json: JSON.stringify(record.fields),
      changed_fields: record.changed ? JSON.stringify(record.changed) : null,
      created_at: record.at,
    })
    .execute();
  const cutoff = await ex
    .selectFrom('revisions')
    .select('id')
    .where('kind', '=', record.kind)
    .where('item_id', '=', record.itemId)
    .orderBy('id', 'desc')
    .limit(1)
    .offset(keep)
    .executeTakeFirst();
  if (!cutoff) return;
  await ex.deleteFrom('revisions').where('kind', '=', record.kind).where('item_id', '=', record.itemId).where('id', '<=', cutoff.id).execute();
}

/** True when the item has at least one revision (one index probe). */
export async function hasRevisions(ex: Kysely<Database>, kind: RevisionKind, itemId: number): Promise<boolean> {
  const row = await ex.selectFrom('revisions').select('id').where('kind', '=', kind).where('item_id', '=', itemId).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Forgets a deleted item's revisions (at most REVISIONS_KEPT rows), in the delete's transaction. */
export async function deleteRevisionsOf(ex: Kysely<Database>, kind: RevisionKind, itemId: number): Promise<void> {
  await ex.deleteFrom('revisions').where('kind', '=', kind).where('item_id', '=', itemId).execute();
}

function baseQuery(ex: Kysely<Database>, kind: RevisionKind, itemId: number) {
  return ex
    .selectFrom('revisions')
    .leftJoin('admin_users', 'admin_users.id', 'revisions.user_id')
    .where('revisions.kind', '=', kind)
    .where('revisions.item_id', '=', itemId);
}

const SUMMARY = [
  'revisions.id', 'revisions.kind', 'revisions.item_id', 'revisions.item_version', 'revisions.user_id',
  'admin_users.username', 'revisions.title', 'revisions.changed_fields', 'revisions.created_at',
] as const;

interface SummaryRow {
  id: number;
  kind: RevisionKind;
  item_id: number;
  item_version: number;
  user_id: number | null;
  username: string | null;
  title: string;
  changed_fields: string | null;
  created_at: string;
}

function changedFields(text: string | null): string[] | null {
  if (text === null) return null;
  try {
    const keys: unknown = JSON.parse(text);
    return Array.isArray(keys) ? keys.filter((k): k is string => typeof k === 'string') : null;
  } catch {
    return null;
  }
}

function toSummary(row: SummaryRow): RevisionSummary {
  return {
    id: row.id,
    kind: row.kind,
    itemId: row.item_id,
    itemVersion: row.item_version,
    userId: row.user_id,
    username: row.username,
    title: row.title,
    changedFields: changedFields(row.changed_fields),
    createdAt: row.created_at,
  };
}

/** One page of an item's revisions, newest first, without their fields. */
export async function listRevisions(db: Db, kind: RevisionKind, itemId: number, q: RevisionListQuery): Promise<Paged<RevisionSummary>> {
  const base = baseQuery(db.kysely, kind, itemId);
  const page = base.select(SUMMARY).orderBy('revisions.id', 'desc').limit(q.limit).offset(q.offset).execute();
  return fetchPage(q, base, page, toSummary);
}

/**
 * The fields of the item as version `itemVersion` saved them, or undefined when that revision is
 * not kept (pruned, or saved before revisions existed). At most REVISIONS_KEPT rows of one item.
 */
export async function revisionFieldsAt(ex: Kysely<Database>, kind: RevisionKind, itemId: number, itemVersion: number): Promise<Record<string, unknown> | undefined> {
  const row = await baseQuery(ex, kind, itemId).select('revisions.fields_json').where('revisions.item_version', '=', itemVersion).orderBy('revisions.id', 'desc').executeTakeFirst();
  return row ? (JSON.parse(row.fields_json) as Record<string, unknown>) : undefined;
}

/** One revision of the item with its fields, or undefined (unknown id, or a revision of another item). */
export async function getRevision(ex: Kysely<Database>, kind: RevisionKind, itemId: number, id: number): Promise<Revision | undefined> {
  const row = await baseQuery(ex, kind, itemId).select([...SUMMARY, 'revisions.fields_json']).where('revisions.id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  return { ...toSummary(row), fields: JSON.parse(row.fields_json) as Record<string, unknown> };
}
