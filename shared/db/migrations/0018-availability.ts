/**
 * Out of stock and substitutes (issue 15 item 4).
 *
 * - `products.substitute_product_id`: the product of the same locale an unavailable product's box
 *   offers instead (the editor's choice; null: none). No foreign key: SQLite cannot drop a column
 *   that has one (the rollback), so the admin checks it on save (same locale, not itself) and a
 *   product's delete clears the references to it (indexed, so that costs the rows it changes).
 * - `product_link_findings`: what the daily link check found wrong with a product, the latest
 *   finding per kind ('broken', 'redirected', 'tag_missing', 'unavailable'), one row each; a kind
 *   the next clear check no longer finds is deleted. Its rows go with the product (cascade).
 *   The primary key (product_id, kind) serves the admin product screen (one product's findings)
 *   and the dashboard's count of distinct products; the table holds only problems, so it stays
 *   small next to the catalogue.
 * Same statements on SQLite and PostgreSQL.
 */
import type { Kysely, Migration } from 'kysely';

export function availabilityMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('products').addColumn('substitute_product_id', 'integer').execute();
      await db.schema.createIndex('products_substitute_idx').on('products').column('substitute_product_id').execute();
      await db.schema
        .createTable('product_link_findings')
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('kind', 'varchar(16)', (c) => c.notNull())
        .addColumn('detail', 'varchar(500)')
        .addColumn('found_at', 'varchar(30)', (c) => c.notNull())
        .addPrimaryKeyConstraint('product_link_findings_pk', ['product_id', 'kind'])
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('product_link_findings').ifExists().execute();
      await db.schema.dropIndex('products_substitute_idx').ifExists().execute();
      await db.schema.alterTable('products').dropColumn('substitute_product_id').execute();
    },
  };
}
