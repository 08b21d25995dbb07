/**
 * The media library (issue 14): `media`, one row per uploaded image (its files are in the media
 * store, named by `hash`/`width`/`height`/`fallback` as shared/media/contract.ts says), and
 * `media_uses`, which pages and products show which image folder — kept at save like
 * `product_embeds`, so "is this image in use?" is an index lookup, not a read of every body.
 * Existing rows are scanned once here. Same statements on SQLite and PostgreSQL.
 */
import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../connect';
import { withId } from './id-column';
import { rebuildMediaUses } from '../queries/media-uses';

export function mediaMigration(dialect: DialectName): Migration {
  const id = withId(dialect);
  return {
    async up(db: Kysely<any>) {
      await id(db.schema.createTable('media'))
        .addColumn('hash', 'varchar(32)', (c) => c.notNull().unique())
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .addColumn('fallback', 'varchar(4)', (c) => c.notNull())
        .addColumn('mime', 'varchar(32)', (c) => c.notNull())
        .addColumn('bytes', 'integer', (c) => c.notNull())
        .addColumn('original_name', 'varchar(255)', (c) => c.notNull())
        .addColumn('alt_json', 'text', (c) => c.notNull().defaultTo('{}'))
        // Lower-cased, accent-free name + alt texts: what the library's search matches.
        .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_by', 'integer')
        .execute();
      // The list's order: newest first.
      await db.schema.createIndex('media_created_idx').on('media').columns(['created_at', 'id']).execute();
      await db.schema
        .createTable('media_uses')
        .addColumn('kind', 'varchar(8)', (c) => c.notNull())
        .addColumn('item_id', 'integer', (c) => c.notNull())
        .addColumn('folder', 'varchar(48)', (c) => c.notNull())
        .addPrimaryKeyConstraint('media_uses_pk', ['kind', 'item_id', 'folder'])
        .execute();
      await db.schema.createIndex('media_uses_folder_idx').on('media_uses').columns(['folder', 'kind', 'item_id']).execute();
      await rebuildMediaUses(db);
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('media_uses').ifExists().execute();
      await db.schema.dropTable('media').ifExists().execute();
    },
  };
}
