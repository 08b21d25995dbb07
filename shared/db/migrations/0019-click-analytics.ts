/**
 * Click analytics (issue 15 item 5): `click_daily`, a rollup of the recorded buy-link clicks per
 * UTC day, locale, product and page, kept up to date by the click's own write (an upsert in the
 * same transaction as the raw row, shared/db/queries/clicks.ts). The admin's charts and top lists
 * read these rows instead of scanning the raw clicks, so a 90-day question costs the rollup rows
 * of 90 days however many clicks they count.
 *
 * - No NULL in the key: a click without a product is `product_id = 0`, without a page `page = ''`
 *   (a NULL never equals another NULL, so ON CONFLICT could not fold them into one row). Hence no
 *   foreign key either: the admin's top list names the product by a lookup and says when it is gone.
 * - The primary key (day, locale, product_id, page) is the upsert's conflict target and serves the
 *   period scans; `click_daily_day_product_idx` (day, locale, product_id, clicks) lets the per-day
 *   and top-product sums read the index alone; `click_daily_product_day_idx` serves one product's
 *   series.
 * - Existing clicks are rolled up once here (pages cut to 500 characters, the payload's limit).
 * Same statements on SQLite and PostgreSQL.
 */
import { sql, type Kysely, type Migration } from 'kysely';

export function clickAnalyticsMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('click_daily')
        .addColumn('day', 'varchar(10)', (c) => c.notNull())
        .addColumn('locale', 'varchar(8)', (c) => c.notNull())
        .addColumn('product_id', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('page', 'varchar(500)', (c) => c.notNull().defaultTo(''))
        .addColumn('clicks', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('click_daily_pk', ['day', 'locale', 'product_id', 'page'])
        .execute();
      await db.schema.createIndex('click_daily_day_product_idx').on('click_daily').columns(['day', 'locale', 'product_id', 'clicks']).execute();
      await db.schema.createIndex('click_daily_product_day_idx').on('click_daily').columns(['product_id', 'day', 'locale', 'clicks']).execute();
      await sql`insert into click_daily (day, locale, product_id, page, clicks)
        select substr(created_at, 1, 10), locale, coalesce(product_id, 0), substr(coalesce(source_path, ''), 1, 500), count(*)
        from clicks
        group by substr(created_at, 1, 10), locale, coalesce(product_id, 0), substr(coalesce(source_path, ''), 1, 500)`.execute(db);
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('click_daily').ifExists().execute();
    },
  };
}
