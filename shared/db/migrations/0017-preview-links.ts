/**
 * Preview links (issue 16 item 4): an unguessable, revocable, expiring address that shows a draft
 * or scheduled post or review to someone without an account.
 *
 * - Only the SHA-256 of the token is stored (`token_hash`, unique: the request's lookup is one index
 *   probe), so a copy of the database does not hand out live links.
 * - `(kind, item_id, expires_at)` is indexed: an item's active links are listed without reading
 *   anyone else's.
 * - `expires_at` is indexed: expired rows (a deleted item's included) are pruned by a range scan
 *   that touches only them.
 * - Revoking deletes the row: a revoked link and an unknown one are the same 404.
 */
import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../connect';
import { withId } from './id-column';

export function previewLinksMigration(dialect: DialectName): Migration {
  const id = withId(dialect);
  return {
    async up(db: Kysely<any>) {
      await id(db.schema.createTable('preview_links'))
        // 'post' or 'review'
        .addColumn('kind', 'varchar(16)', (c) => c.notNull())
        .addColumn('item_id', 'integer', (c) => c.notNull())
        // hex SHA-256 of the token (64 characters)
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('created_by', 'integer')
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('preview_links_token_hash_idx').on('preview_links').column('token_hash').unique().execute();
      await db.schema.createIndex('preview_links_item_idx').on('preview_links').columns(['kind', 'item_id', 'expires_at']).execute();
      await db.schema.createIndex('preview_links_expires_idx').on('preview_links').column('expires_at').execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('preview_links').ifExists().execute();
    },
  };
}
