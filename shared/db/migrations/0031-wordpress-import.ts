/**
 * The WordPress importer's memory (issue 28): which item of which export became which row here,
 * by the export's GUID, with a hash of what the export said and the row's version the import left.
 * A second import of the same file then changes nothing; an updated export updates what changed
 * there, unless an editor changed the row here since (its version moved on).
 */
import type { Kysely, Migration } from 'kysely';

export function wordpressImportMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('wordpress_imports')
        .addColumn('guid', 'varchar(500)', (c) => c.notNull())
        .addColumn('locale', 'varchar(2)', (c) => c.notNull())
        .addColumn('kind', 'varchar(8)', (c) => c.notNull())
        .addColumn('item_id', 'integer', (c) => c.notNull())
        .addColumn('source_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('item_version', 'integer', (c) => c.notNull())
        // The WordPress author (display name), kept until author profiles exist to take it.
        .addColumn('author', 'varchar(200)')
        .addColumn('imported_at', 'varchar(32)', (c) => c.notNull())
        .addPrimaryKeyConstraint('wordpress_imports_pk', ['guid', 'locale'])
        .execute();
      await db.schema.createIndex('wordpress_imports_item_idx').on('wordpress_imports').columns(['kind', 'item_id']).execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('wordpress_imports').ifExists().execute();
    },
  };
}
