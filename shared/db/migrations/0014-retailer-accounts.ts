/**
 * Per-region retailer accounts and the resumable price refresh (issue 15 items 1, 2 and 6).
 *
 * - `products.price_checked_at`: when the price job last asked the retailer about the product,
 *   whatever the answer (a price, no offer, not accessible). The job works through a region's
 *   products oldest first by this time, indexed with the locale, so a run that stops (time budget,
 *   429) leaves the rest at the front of the queue: the next run resumes there. It equals
 *   `price_updated_at` for a product whose price was fetched, so the order is "oldest price
 *   first"; a product the API does not serve still moves to the back instead of being asked again
 *   at the head of every run. Existing rows start from their price's time.
 * - `retailer_regions`: one row per locale: whether the retailer lets the site in ('ok',
 *   'no_credentials', 'refused' with the API's message), and the last run's result (time,
 *   refreshed, errors, 429s, why it stopped). No secret is stored: credentials live in the
 *   environment only.
 * Same statements on SQLite and PostgreSQL.
 */
import { sql, type Kysely, type Migration } from 'kysely';

export function retailerAccountsMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('products').addColumn('price_checked_at', 'varchar(30)').execute();
      await sql`update products set price_checked_at = price_updated_at`.execute(db);
      await db.schema.createIndex('products_locale_price_checked_idx').on('products').columns(['locale', 'price_checked_at', 'id']).execute();
      await db.schema
        .createTable('retailer_regions')
        .addColumn('locale', 'varchar(8)', (c) => c.primaryKey())
        .addColumn('access', 'varchar(16)', (c) => c.notNull())
        .addColumn('access_error', 'varchar(500)')
        .addColumn('access_changed_at', 'varchar(30)')
        .addColumn('last_run_at', 'varchar(30)')
        .addColumn('last_refreshed', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_errors', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_throttled', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_requests', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_remaining', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_stop', 'varchar(500)')
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('retailer_regions').ifExists().execute();
      await db.schema.dropIndex('products_locale_price_checked_idx').ifExists().execute();
      await db.schema.alterTable('products').dropColumn('price_checked_at').execute();
    },
  };
}
