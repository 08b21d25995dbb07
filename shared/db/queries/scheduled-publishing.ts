/**
 * Scheduled publishing (the publish-scheduled job): posts and reviews saved as 'scheduled' become
 * 'published' once their `publish_at` has come. The public queries show only 'published' rows
 * (./visibility.ts), so this status change is what makes them visible; the job then asks the
 * publisher to render their pages.
 */
import type { Kysely } from 'kysely';
import type { AdminPost } from '../../schemas/post';
import type { AdminReview } from '../../schemas/review';
import type { Db } from '../connect';
import type { Database } from '../schema';
import { insertAudit } from './admin/audit-log';
import { postStore } from './admin/posts';
import { reviewStore } from './admin/reviews';

/** One row made public, in its admin shape before and after (as the audit log keeps it). */
export type ScheduledPublication =
  | { entity: 'post'; before: AdminPost; after: AdminPost }
  | { entity: 'review'; before: AdminReview; after: AdminReview };

const TABLES = [
  { table: 'posts', entity: 'post', store: postStore },
  { table: 'reviews', entity: 'review', store: reviewStore },
] as const;

/**
 * Publishes every scheduled post and review whose `publish_at` is at or before `now`, oldest first.
 * Each row is its own transaction: the versioned update (status, `published_at` kept if it was
 * ever set, else the scheduled time, so the post sorts where the editor meant it to; version + 1
 * so an editor's open form gets the usual 409 instead of overwriting) and an audit row with no
 * user. A row an editor changed in between is left alone; if still due, the next run takes it.
 */
export async function publishDueContent(db: Db, now: Date): Promise<ScheduledPublication[]> {
  const at = now.toISOString();
  const published: ScheduledPublication[] = [];
  for (const { table, entity, store } of TABLES) {
    const due = await db.kysely
      .selectFrom(table)
      .select('id')
      .where('status', '=', 'scheduled')
      .where('publish_at', '<=', at)
      .orderBy('publish_at')
      .orderBy('id')
      .execute();
    for (const { id } of due) {
      const done = await db.kysely.transaction().execute(async (trx) => {
        const before = await store.load(trx, id, { lock: true, dialect: db.dialect });
        if (!before || before.status !== 'scheduled' || !before.publishAt || before.publishAt > at) return undefined;
        if (!(await markPublished(trx, table, before.id, before.version, at))) return undefined;
        const after = (await store.load(trx, id, { lock: true, dialect: db.dialect }))!;
        await insertAudit(trx, { userId: null, action: 'update', entity, entityId: id, before, after, at });
        return { before, after };
      });
      if (done) published.push({ entity, ...done } as ScheduledPublication);
    }
  }
  return published;
}

async function markPublished(trx: Kysely<Database>, table: 'posts' | 'reviews', id: number, version: number, at: string): Promise<boolean> {
  const result = await trx
    .updateTable(table)
    .set((eb) => ({
      status: 'published',
      published_at: eb.fn.coalesce('published_at', 'publish_at'),
      updated_at: at,
      version: version + 1,
    }))
    .where('id', '=', id)
    .where('version', '=', version)
    .where('status', '=', 'scheduled')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
