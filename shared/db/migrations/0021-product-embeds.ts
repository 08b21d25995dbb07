/**
 * `product_embeds`: one row per (post or review, embedded ASIN), so a product change finds the pages
 * that embed it by the `(locale, asin)` index instead of a `LIKE` over every body of the region
 * (shared/db/queries/product-embeds.ts). Existing rows are filled from their bodies here.
 * Same statements on SQLite and PostgreSQL.
 */
import type { Kysely, Migration } from 'kysely';
import { rebuildProductEmbeds } from '../queries/product-embeds';

export function productEmbedsMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('product_embeds')
        .addColumn('kind', 'varchar(8)', (c) => c.notNull())
        .addColumn('item_id', 'integer', (c) => c.notNull())
        .addColumn('locale', 'varchar(8)', (c) => c.notNull())
        .addColumn('asin', 'varchar(20)', (c) => c.notNull())
        .addPrimaryKeyConstraint('product_embeds_pk', ['kind', 'item_id', 'asin'])
        .execute();
      await db.schema.createIndex('product_embeds_locale_asin_idx').on('product_embeds').columns(['locale', 'asin', 'kind']).execute();
      await rebuildProductEmbeds(db);
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('product_embeds').ifExists().execute();
    },
  };
}
