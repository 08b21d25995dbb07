/**
 * Retailer data (DESIGN §8, issue 5): what the link check learns about each product.
 *
 * The price columns the price job writes already exist since 0001 (`price_cents`,
 * `list_price_cents`, `currency`, `availability`, `price_updated_at`); this migration adds only the
 * link flag the admin shows:
 * - `link_status`: 'ok' | 'dead' | 'out_of_stock', null until the first check;
 * - `link_checked_at`: when the last check ran for the product (ISO UTC);
 * - `link_error`: what the check saw when it was not ok ('Amazon: ItemNotAccessible', 'Mercado Livre: HTTP 404').
 * Same statements on SQLite and PostgreSQL (nullable columns, one index for the admin filter).
 */
import type { Kysely, Migration } from 'kysely';

export function retailerMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('products').addColumn('link_status', 'varchar(16)').execute();
      await db.schema.alterTable('products').addColumn('link_checked_at', 'varchar(30)').execute();
      await db.schema.alterTable('products').addColumn('link_error', 'varchar(500)').execute();
      // The admin list filters flagged products ("Link quebrado", "Sem estoque").
      await db.schema.createIndex('products_link_status_idx').on('products').column('link_status').execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropIndex('products_link_status_idx').ifExists().execute();
      for (const column of ['link_error', 'link_checked_at', 'link_status']) {
        await db.schema.alterTable('products').dropColumn(column).execute();
      }
    },
  };
}
