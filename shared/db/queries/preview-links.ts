/**
 * Preview links (issue 16 item 4, migration 0017): rows of an item's shareable draft addresses.
 * Only the SHA-256 of a token is stored; the lookup of a request is one probe of the unique
 * `token_hash` index, an item's list one range of `(kind, item_id, expires_at)`.
 *
 * Revoking deletes the row, and so does expiry (pruned when any link is created), so a
 * revoked, an expired and an unknown token all find nothing: the public route cannot tell them apart.
 */
import type { Selectable } from 'kysely';
import type { Db } from '../connect';
import type { PreviewLinksTable } from '../schema';
import type { Paged } from '../../schemas/admin';
import type { AdminPreviewLink, PreviewLinkListQuery } from '../../schemas/preview-link';
import { insertAudit } from './admin/audit-log';
import { RowNotFoundError } from './admin/errors';
import { fetchPage } from './admin/paging';
import { isPublic } from './visibility';

export type PreviewKind = 'post' | 'review';

/** Who acts and when: the audit row's user and the moment expiry is measured from. */
export interface PreviewLinkActor {
  userId: number | null;
  at: Date;
}

/** Where a post or review stands for previews: missing, already public, or not yet public. */
export type PreviewItemState = 'missing' | 'live' | 'unpublished';

const table = (kind: PreviewKind) => (kind === 'post' ? 'posts' : 'reviews');

/** Whether `kind` `id` exists and whether the public can already see it at `now`. */
export async function previewItemState(db: Db, kind: PreviewKind, id: number, now: Date): Promise<PreviewItemState> {
  const name = table(kind);
  const row = await db.kysely
    .selectFrom(name)
    .select((eb) => [eb.ref(`${name}.id`).as('id'), isPublic(name, now).as('live')])
    .where(`${name}.id`, '=', id)
    .executeTakeFirst();
  if (!row) return 'missing';
  // SQLite answers 0/1, PostgreSQL a boolean.
  return row.live === true || Number(row.live) === 1 ? 'live' : 'unpublished';
}

/** Whose item it is and of which region (issue 25: who may share a preview of it). */
export async function previewItemOwner(db: Db, kind: PreviewKind, id: number): Promise<{ locale: string; createdBy: number | null } | undefined> {
  const row = await db.kysely.selectFrom(table(kind)).select(['locale', 'created_by']).where('id', '=', id).executeTakeFirst();
  return row && { locale: row.locale, createdBy: row.created_by };
}

type Row = Selectable<PreviewLinksTable> & { username: string | null };

function toAdmin(row: Row): AdminPreviewLink {
  return { id: row.id, kind: row.kind, itemId: row.item_id, createdAt: row.created_at, expiresAt: row.expires_at, createdBy: row.username };
}

function selectLinks(db: Db) {
  return db.kysely.selectFrom('preview_links').leftJoin('admin_users', 'admin_users.id', 'preview_links.created_by');
}

/**
 * Stores a new link of `kind` `itemId` valid for `days`, and prunes every expired link (a range of
 * the `expires_at` index: each expired row is deleted once, so the table holds the live links plus
 * those expired since the last creation, deleted items' links included).
 */
export async function insertPreviewLink(
  db: Db,
  link: { kind: PreviewKind; itemId: number; tokenHash: string; days: number },
  actor: PreviewLinkActor,
): Promise<AdminPreviewLink> {
  const createdAt = actor.at.toISOString();
  const expiresAt = new Date(actor.at.getTime() + link.days * 86_400_000).toISOString();
  const id = await db.kysely.transaction().execute(async (tx) => {
    await tx.deleteFrom('preview_links').where('expires_at', '<=', createdAt).execute();
    const inserted = await tx
      .insertInto('preview_links')
      .values({ kind: link.kind, item_id: link.itemId, token_hash: link.tokenHash, created_by: actor.userId, created_at: createdAt, expires_at: expiresAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertAudit(tx, {
      userId: actor.userId,
      action: 'create',
      entity: 'preview_link',
      entityId: inserted.id,
      before: null,
      after: { kind: link.kind, itemId: link.itemId, expiresAt },
      at: createdAt,
    });
    return inserted.id;
  });
  const row = await selectLinks(db).selectAll('preview_links').select('admin_users.username').where('preview_links.id', '=', id).executeTakeFirstOrThrow();
  return toAdmin(row);
}

/** The item's links still valid at `now`, soonest to expire last (newest first). */
export async function listPreviewLinks(db: Db, q: PreviewLinkListQuery, now: Date): Promise<Paged<AdminPreviewLink>> {
  const filtered = db.kysely
    .selectFrom('preview_links')
    .where('preview_links.kind', '=', q.kind)
    .where('preview_links.item_id', '=', q.id)
    .where('preview_links.expires_at', '>', now.toISOString());
  const page = selectLinks(db)
    .selectAll('preview_links')
    .select('admin_users.username')
    .where('preview_links.kind', '=', q.kind)
    .where('preview_links.item_id', '=', q.id)
    .where('preview_links.expires_at', '>', now.toISOString())
    .orderBy('preview_links.expires_at', 'desc')
    .orderBy('preview_links.id', 'desc')
    .limit(q.limit)
    .offset(q.offset)
    .execute();
  return fetchPage(q, filtered, page, toAdmin);
}

/** Revokes (deletes) link `id`; RowNotFoundError when there is none. */
export async function revokePreviewLink(db: Db, id: number, actor: PreviewLinkActor): Promise<void> {
  await db.kysely.transaction().execute(async (tx) => {
    const row = await tx.deleteFrom('preview_links').where('id', '=', id).returningAll().executeTakeFirst();
    if (!row) throw new RowNotFoundError('preview link', id);
    await insertAudit(tx, {
      userId: actor.userId,
      action: 'delete',
      entity: 'preview_link',
      entityId: id,
      before: { kind: row.kind, itemId: row.item_id, expiresAt: row.expires_at },
      after: null,
      at: actor.at.toISOString(),
    });
  });
}

/** The item a token hash opens at `now`, or undefined (unknown, revoked and expired alike). */
export async function findPreviewLink(db: Db, tokenHash: string, now: Date): Promise<{ kind: PreviewKind; itemId: number } | undefined> {
  const row = await db.kysely
    .selectFrom('preview_links')
    .select(['kind', 'item_id'])
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row && { kind: row.kind, itemId: row.item_id };
}
