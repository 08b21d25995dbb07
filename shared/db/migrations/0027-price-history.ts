/**
 * Price history (issue 27 item 1): `price_points`, one row each time the price job sees a product's
 * price or availability differ from its last point (shared/db/queries/price-history.ts), so a
 * price that holds for weeks costs one row, not 96 a day.
 *
 * - The primary key (product_id, at) is the per-product question's index: one product's points in
 *   time order are one range read, O(that product's points) whatever the table holds.
 * - `price_points_at_idx` (at) serves the two-year prune (the price job deletes what aged out).
 * - `price_cents` null: the retailer had no offer then (out of stock, unavailable); `locale` and
 *   `currency` are copied so a point reads alone (a product's currency may change with its region).
 * - The rows go with their product (cascade).
 * Same statements on SQLite and PostgreSQL.
 */
import type { Kysely, Migration } from 'kysely';

export function priceHistoryMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('price_points')
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('at', 'varchar(30)', (c) => c.notNull())
        .addColumn('locale', 'varchar(8)', (c) => c.notNull())
        .addColumn('price_cents', 'integer')
        .addColumn('currency', 'varchar(3)', (c) => c.notNull())
        .addColumn('availability', 'varchar(16)', (c) => c.notNull())
        .addPrimaryKeyConstraint('price_points_pk', ['product_id', 'at'])
        .execute();
      await db.schema.createIndex('price_points_at_idx').on('price_points').column('at').execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('price_points').ifExists().execute();
    },
  };
}
