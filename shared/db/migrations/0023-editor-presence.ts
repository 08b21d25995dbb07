/**
 * Editor presence (issue 26 §4): one row per admin with an item open, refreshed by the editor's
 * heartbeat. A table rather than process memory because the API may run as several stateless
 * instances (Netlify Functions); rows are tiny and short-lived.
 *
 * - Primary key `(entity, item_key, user_id)`: a heartbeat is one upsert, and an item's editors
 *   are a prefix scan of the key (never more rows than people with it open).
 * - `seen_at` is indexed: stale rows are pruned by a range scan that touches only them.
 */
import type { Kysely, Migration } from 'kysely';

export function editorPresenceMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('editor_presence')
        .addColumn('entity', 'varchar(16)', (c) => c.notNull())
        .addColumn('item_key', 'varchar(120)', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.notNull())
        // When this admin opened the item (kept across heartbeats), and their last heartbeat.
        .addColumn('since', 'varchar(30)', (c) => c.notNull())
        .addColumn('seen_at', 'varchar(30)', (c) => c.notNull())
        .addPrimaryKeyConstraint('editor_presence_pk', ['entity', 'item_key', 'user_id'])
        .execute();
      await db.schema.createIndex('editor_presence_seen_idx').on('editor_presence').column('seen_at').execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('editor_presence').ifExists().execute();
    },
  };
}
