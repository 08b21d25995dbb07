/**
 * Editor presence (issue 26 §4, migration 0023): a heartbeat upserts the caller's row for the item,
 * prunes rows whose last beat is older than the expiry (a range of the `seen_at` index that only
 * touches stale rows), and lists the other admins still beating on the same item (a prefix of the
 * primary key, at most PRESENCE_MAX_LISTED). Leaving deletes the caller's row at once.
 */
import type { Db } from '../connect';
import { PRESENCE_MAX_LISTED, PRESENCE_TIMING, type PresenceInput, type PresentEditor } from '../../schemas/presence';

/** The moment a heartbeat stops counting, as the ISO text `seen_at` holds. */
function cutoff(now: Date): string {
  return new Date(now.getTime() - PRESENCE_TIMING.expirySeconds * 1000).toISOString();
}

/**
 * Records that `userId` has `item` open at `now` and answers who else has it open, by username.
 * `since` is kept from the first beat of an unbroken run, so "editing since" means this visit.
 */
export async function heartbeat(db: Db, item: PresenceInput, userId: number, now: Date): Promise<PresentEditor[]> {
  const at = now.toISOString();
  const stale = cutoff(now);
  await db.kysely.deleteFrom('editor_presence').where('seen_at', '<', stale).execute();
  await db.kysely
    .insertInto('editor_presence')
    .values({ entity: item.entity, item_key: item.key, user_id: userId, since: at, seen_at: at })
    .onConflict((oc) => oc.columns(['entity', 'item_key', 'user_id']).doUpdateSet({ seen_at: at }))
    .execute();
  const rows = await db.kysely
    .selectFrom('editor_presence')
    .innerJoin('admin_users', 'admin_users.id', 'editor_presence.user_id')
    .select(['admin_users.username', 'editor_presence.since', 'editor_presence.seen_at'])
    .where('editor_presence.entity', '=', item.entity)
    .where('editor_presence.item_key', '=', item.key)
    .where('editor_presence.user_id', '<>', userId)
    .where('editor_presence.seen_at', '>=', stale)
    .orderBy('editor_presence.since')
    .orderBy('admin_users.username')
    .limit(PRESENCE_MAX_LISTED)
    .execute();
  return rows.map((r) => ({ username: r.username, since: r.since, seenAt: r.seen_at }));
}

/** `userId` closed `item`: others stop seeing them now rather than after the expiry. */
export async function leave(db: Db, item: PresenceInput, userId: number): Promise<void> {
  await db.kysely
    .deleteFrom('editor_presence')
    .where('entity', '=', item.entity)
    .where('item_key', '=', item.key)
    .where('user_id', '=', userId)
    .execute();
}
