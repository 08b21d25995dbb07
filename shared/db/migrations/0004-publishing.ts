/**
 * Build history for the publisher (issue 5): live progress and what each build wrote.
 * - `pages_done` / `pages_total`: progress of a running build (the admin polls it);
 * - `pages_by_locale`: JSON object of pages per locale of a finished full build;
 * - `paths`: JSON array of the paths an incremental build wrote or removed.
 */
import type { Kysely, Migration } from 'kysely';

export function publishingMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('build_runs').addColumn('pages_done', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.alterTable('build_runs').addColumn('pages_total', 'integer').execute();
      await db.schema.alterTable('build_runs').addColumn('pages_by_locale', 'text').execute();
      await db.schema.alterTable('build_runs').addColumn('paths', 'text').execute();
    },
    async down(db: Kysely<any>) {
      for (const column of ['paths', 'pages_by_locale', 'pages_total', 'pages_done']) {
        await db.schema.alterTable('build_runs').dropColumn(column).execute();
      }
    },
  };
}
