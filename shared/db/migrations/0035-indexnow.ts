/**
 * IndexNow submissions (issue 27 item 4): each build's submission of the public URLs it created,
 * changed or removed is recorded on its build_runs row, so the admin's build history shows what
 * was sent and what the endpoint answered, and a restart resumes the ones not sent yet (their URLs
 * are the row's `paths`). NULL: nothing submitted (no INDEXNOW_KEY, a full build, or no URL).
 * `indexnow_status`: 'pending' | 'retrying' | 'succeeded' | 'failed'; `indexnow_count`: URLs
 * submitted; `indexnow_urls`: JSON array of the first few; `indexnow_answer`: the endpoint's last
 * answer in one line ("HTTP 202", "HTTP 422: …"). Same statements on SQLite and PostgreSQL.
 */
import type { Kysely, Migration } from 'kysely';

export function indexNowMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('build_runs').addColumn('indexnow_status', 'varchar(16)').execute();
      await db.schema.alterTable('build_runs').addColumn('indexnow_count', 'integer').execute();
      await db.schema.alterTable('build_runs').addColumn('indexnow_urls', 'text').execute();
      await db.schema.alterTable('build_runs').addColumn('indexnow_answer', 'varchar(500)').execute();
      // The start's resumption of unsent submissions (pendingIndexNowRuns) reads few rows.
      await db.schema.createIndex('build_runs_indexnow_idx').on('build_runs').column('indexnow_status').execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropIndex('build_runs_indexnow_idx').ifExists().execute();
      for (const column of ['indexnow_answer', 'indexnow_urls', 'indexnow_count', 'indexnow_status']) {
        await db.schema.alterTable('build_runs').dropColumn(column).execute();
      }
    },
  };
}
