/**
 * Readable history (issue 26 item 6): each revision names the fields its save changed, computed at
 * save time against the row it replaced (which the save has in hand), so the revisions list shows
 * "Título, Corpo" without reading two whole bodies per row. `changed_fields`: JSON array of the
 * admin shape's keys; NULL for a first revision (a creation, or the state kept before an item's
 * first revisioned save) and for revisions saved before this migration. Same on both dialects.
 */
import type { Kysely, Migration } from 'kysely';

export function revisionChangesMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('revisions').addColumn('changed_fields', 'varchar(2000)').execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable('revisions').dropColumn('changed_fields').execute();
    },
  };
}
