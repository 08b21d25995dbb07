/**
 * Revisions (issue 16 item 2): every admin save of a post, review or product keeps the row as it
 * was saved, so an editor can compare and restore. Written in the save's own transaction by the
 * revisioned store (shared/db/queries/admin/revisioned-store.ts) and pruned there to the newest
 * 50 per item.
 *
 * - `(kind, item_id, id)` is the only access path: the list of one item (newest first), the
 *   pruning cut-off (the 51st newest id of that item) and the delete of older ones are all range
 *   reads of this index, so a save costs the same with 100,000 posts as with 3.
 * - `fields_json` is the admin shape of the row as saved (the GET answer), so a restore is that
 *   body sent back through the normal update.
 * - `title` is copied out so the list never reads `fields_json` (a post body can be 200 kB).
 */
import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../connect';
import { withId } from './id-column';

export function revisionsMigration(dialect: DialectName): Migration {
  const id = withId(dialect);
  return {
    async up(db: Kysely<any>) {
      await id(db.schema.createTable('revisions'))
        // 'post' | 'review' | 'product'
        .addColumn('kind', 'varchar(16)', (c) => c.notNull())
        .addColumn('item_id', 'integer', (c) => c.notNull())
        // The item's version this save produced.
        .addColumn('item_version', 'integer', (c) => c.notNull())
        // No foreign key: the revision keeps naming its author's id after the account is deleted.
        .addColumn('user_id', 'integer')
        .addColumn('title', 'varchar(500)', (c) => c.notNull())
        .addColumn('fields_json', 'text', (c) => c.notNull())
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('revisions_item_idx').on('revisions').columns(['kind', 'item_id', 'id']).execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('revisions').ifExists().execute();
    },
  };
}
