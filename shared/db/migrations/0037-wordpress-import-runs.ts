/**
 * The admin's WordPress imports (issue 28 item 8): one row per export uploaded on the
 * "Importar do WordPress" screen, with the choices made (locale, language map, dry run), the
 * progress the background run writes as it goes (`done` of `total` items, `updated_at` its
 * heartbeat) and, once finished, the importer's report (JSON) or the error that stopped it.
 * The run itself is also a job run (job_runs, job `import-wordpress`, slot `import:<id>`).
 * Rows are listed newest first by id (the primary key). Same statements on SQLite and PostgreSQL.
 */
import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../connect';
import { withId } from './id-column';

export function wordpressImportRunsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<any>) {
      await withId(dialect)(db.schema.createTable('wordpress_import_runs'))
        .addColumn('file_name', 'varchar(255)', (c) => c.notNull())
        .addColumn('size_bytes', 'integer', (c) => c.notNull())
        .addColumn('locale', 'varchar(2)', (c) => c.notNull())
        .addColumn('locale_map', 'varchar(500)')
        .addColumn('dry_run', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('overwrite', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'varchar(12)', (c) => c.notNull())
        .addColumn('done', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('report', 'text')
        .addColumn('error', 'text')
        .addColumn('created_by', 'integer')
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('finished_at', 'varchar(32)')
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('wordpress_import_runs').ifExists().execute();
    },
  };
}
