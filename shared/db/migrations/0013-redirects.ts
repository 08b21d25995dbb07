/**
 * Redirects that follow content (issue 16): the addresses a renamed post, review or category
 * left behind (301 to where it lives now), the addresses of deleted posts and reviews (410), and
 * the redirects editors add by hand. Read by the Node server on a request no file answers and
 * written into Netlify's `_redirects` at build time.
 *
 * - `from_path` is unique: one answer per address, and the lookup of a request's path (and of its
 *   ancestors, for prefix rules) is an index probe.
 * - `to_path` is indexed: a rename collapses every redirect that pointed at the old address to the
 *   new one (one hop), touching only those rows.
 * - `is_prefix` marks a rule that also moves every path below `from_path` (a category rename moves
 *   its list pages), so a category of 30,000 posts costs one row per locale, not one per page.
 */
import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../connect';
import { withId } from './id-column';

export function redirectsMigration(dialect: DialectName): Migration {
  const id = withId(dialect);
  return {
    async up(db: Kysely<any>) {
      await id(db.schema.createTable('redirects'))
        .addColumn('from_path', 'varchar(600)', (c) => c.notNull())
        // null with status 410: the address is gone.
        .addColumn('to_path', 'varchar(600)')
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('is_prefix', 'integer', (c) => c.notNull().defaultTo(0))
        // 'auto' (a rename or delete recorded it) or 'manual' (an editor added it).
        .addColumn('source', 'varchar(16)', (c) => c.notNull())
        .addColumn('entity', 'varchar(32)')
        .addColumn('entity_id', 'integer')
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('redirects_from_path_idx').on('redirects').column('from_path').unique().execute();
      await db.schema.createIndex('redirects_to_path_idx').on('redirects').column('to_path').execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('redirects').ifExists().execute();
    },
  };
}
