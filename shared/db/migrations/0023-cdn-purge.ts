/**
 * CDN purges of the self-hosted publisher (issue 23 item 3): each build's purge of the shared
 * cache in front of the site (Varnish, Cloudflare) is recorded on its build_runs row, so the
 * admin's build history shows a purge that is retrying or failed instead of a page left stale
 * silently. NULL: no purge (none configured, or the build wrote nothing).
 * `purge_status`: 'pending' | 'retrying' | 'succeeded' | 'failed'; `purge_error`: the last
 * failure's one line. Same statements on SQLite and PostgreSQL.
 */
import type { Kysely, Migration } from 'kysely';

export function cdnPurgeMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('build_runs').addColumn('purge_status', 'varchar(16)').execute();
      await db.schema.alterTable('build_runs').addColumn('purge_error', 'varchar(500)').execute();
      // The start's sweep of purges a stop interrupted (failInterruptedPurges) reads few rows.
      await db.schema.createIndex('build_runs_purge_idx').on('build_runs').column('purge_status').execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropIndex('build_runs_purge_idx').ifExists().execute();
      await db.schema.alterTable('build_runs').dropColumn('purge_error').execute();
      await db.schema.alterTable('build_runs').dropColumn('purge_status').execute();
    },
  };
}
