/**
 * Jobs (issue 5): the enabled flag of each background job, kept in the database so a switch made
 * in the admin on one instance holds for every instance, and an index for a job's run history.
 * `job_runs` itself (unique job + slot) came with the initial schema.
 */
import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../connect';

export function jobsMigration(_dialect: DialectName): Migration {
  return {
    async up(db: Kysely<any>) {
      // A missing row means "enabled": new jobs run without anyone having to switch them on.
      await db.schema.createTable('job_settings')
        .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('enabled', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      // The admin's history of one job, newest first.
      await db.schema.createIndex('job_runs_job_started_idx').on('job_runs').columns(['job', 'started_at']).execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropIndex('job_runs_job_started_idx').ifExists().execute();
      await db.schema.dropTable('job_settings').ifExists().execute();
    },
  };
}
