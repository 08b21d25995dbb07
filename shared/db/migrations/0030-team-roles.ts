/**
 * A publishing team (issue 25 items 1–3): roles and region limits on admin accounts, one-time
 * set-password links, and who wrote a post or review plus the note of an editor who sent it back.
 *
 * - `admin_users.role`: owner | administrator | editor | author | contributor (shared/auth/roles.ts).
 *   Every account that exists before this migration was a full administrator and stays one; the
 *   first (lowest id) becomes the owner.
 * - `admin_users.regions`: comma-separated locales the account is limited to; '' for every region.
 * - `admin_users.set_password_hash` / `set_password_expires_at`: SHA-256 of the one-time
 *   set-password token (never the token) and its expiry; a new link replaces the previous one, using
 *   it clears both. Unique: the public set-password page finds the account by one index probe.
 * - `posts.created_by` / `reviews.created_by`: the account that created the item (authors and
 *   contributors may change only their own); null for items made before the migration or by a script.
 * - `review_note`: the editor's note when an item is sent back to its author (status back to draft).
 * - `(status, updated_at)` on reviews: the "awaiting review" count and list (posts already have
 *   `(status, publish_at)` leading with status).
 */
import { sql, type Kysely, type Migration } from 'kysely';

export function teamRolesMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('admin_users').addColumn('role', 'varchar(20)', (c) => c.notNull().defaultTo('administrator')).execute();
      await db.schema.alterTable('admin_users').addColumn('regions', 'varchar(100)', (c) => c.notNull().defaultTo('')).execute();
      await db.schema.alterTable('admin_users').addColumn('set_password_hash', 'varchar(64)').execute();
      await db.schema.alterTable('admin_users').addColumn('set_password_expires_at', 'varchar(30)').execute();
      await db.schema.createIndex('admin_users_set_password_idx').on('admin_users').column('set_password_hash').unique().execute();
      await sql`update admin_users set role = 'owner' where id = (select min(id) from admin_users)`.execute(db);
      for (const table of ['posts', 'reviews']) {
        await db.schema.alterTable(table).addColumn('created_by', 'integer').execute();
        await db.schema.alterTable(table).addColumn('review_note', 'text').execute();
      }
      await db.schema.createIndex('reviews_status_updated_idx').on('reviews').columns(['status', 'updated_at']).execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropIndex('reviews_status_updated_idx').ifExists().execute();
      for (const table of ['posts', 'reviews']) {
        await db.schema.alterTable(table).dropColumn('review_note').execute();
        await db.schema.alterTable(table).dropColumn('created_by').execute();
      }
      await db.schema.dropIndex('admin_users_set_password_idx').ifExists().execute();
      for (const column of ['set_password_expires_at', 'set_password_hash', 'regions', 'role']) {
        await db.schema.alterTable('admin_users').dropColumn(column).execute();
      }
    },
  };
}
