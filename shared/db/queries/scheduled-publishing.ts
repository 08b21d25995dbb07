/**
 * Scheduled publishing (the publish-scheduled job): posts and reviews saved as 'scheduled' become
 * 'published' once their `publish_at` has come. The public queries show only 'published' rows
 * (./visibility.ts), so this status change is what makes them visible. The job makes it through
 * the audited change runner (api/audit/audited-change.ts) with the stores below, then asks the
 * publisher to render the pages.
 */
import type { Kysely } from 'kysely';
import type { AdminPost } from '../../schemas/post';
import type { AdminReview } from '../../schemas/review';
import type { Db } from '../connect';
import type { Database } from '../schema';
import type { ChangeStore } from './admin/store';
import { postStore } from './admin/posts';
import { reviewStore } from './admin/reviews';

type ScheduledEntity = 'post' | 'review';
const TABLES = { post: 'posts', review: 'reviews' } as const;

/** A scheduled row whose time has come, and the version it had when found due. */
export interface DueContent {
  entity: ScheduledEntity;
  id: number;
  version: number;
}

/** Every scheduled post, then review, whose `publish_at` is at or before `now`, oldest first. */
export async function dueScheduledContent(db: Db, now: Date): Promise<DueContent[]> {
  const at = now.toISOString();
  const due: DueContent[] = [];
  for (const entity of ['post', 'review'] as const) {
    const rows = await db.kysely
      .selectFrom(TABLES[entity])
      .select(['id', 'version'])
      .where('status', '=', 'scheduled')
      .where('publish_at', '<=', at)
      .orderBy('publish_at')
      .orderBy('id')
      .execute();
    due.push(...rows.map((row) => ({ entity, ...row })));
  }
  return due;
}

/** The update of a publication: only the version it was found due at (the runner's version check). */
export interface PublicationInput {
  version: number;
}

/**
 * The editorial store of `entity` with the publication as its only update: status 'published',
 * `published_at` kept if it was ever set, else the scheduled time (the post sorts where the editor
 * meant it to), version + 1 (an editor's open form gets the usual 409 instead of overwriting).
 * No row matches unless it is still scheduled and due.
 */
function publicationStore<Row extends { id: number; version: number }>(
  store: ChangeStore<Row, number, any, any>,
  table: 'posts' | 'reviews',
): ChangeStore<Row, number, never, PublicationInput> {
  return {
    entity: store.entity,
    keyOf: store.keyOf,
    versionOf: store.versionOf,
    load: store.load,
    update: (ex, current, _input, { at }) => markPublished(ex, table, current, at),
  };
}

/** The publication store of each scheduled entity (their admin shapes, as the audit log keeps them). */
export const publicationStores: Record<ScheduledEntity, ChangeStore<AdminPost | AdminReview, number, never, PublicationInput>> = {
  post: publicationStore(postStore, 'posts'),
  review: publicationStore(reviewStore, 'reviews'),
};

async function markPublished(trx: Kysely<Database>, table: 'posts' | 'reviews', current: { id: number; version: number }, at: string): Promise<boolean> {
  const result = await trx
    .updateTable(table)
    .set((eb) => ({
      status: 'published',
      published_at: eb.fn.coalesce('published_at', 'publish_at'),
      updated_at: at,
      version: current.version + 1,
    }))
    .where('id', '=', current.id)
    .where('version', '=', current.version)
    .where('status', '=', 'scheduled')
    .where('publish_at', '<=', at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
