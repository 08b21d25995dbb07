/**
 * Self-refreshing lists (issue 27 item 3): the `::bestsellers` / `::new-releases` lines of post
 * bodies (shared/markdown/retailer-lists.ts) and their current items.
 *
 * - `retailer_lists`: one row per list a locale's bodies ask for, unique by (locale, kind, query,
 *   item_count): the same line in two posts is one list, asked for once. `signature` holds what the
 *   page shows of it (order, prices, availability) so a refresh that changes none of it republishes
 *   nothing; `refreshed_at` (null: never filled) orders the price job's queue through
 *   `retailer_lists_due_idx`.
 * - `retailer_list_items`: the list's items in the retailer's order, replaced as a whole.
 * - `retailer_list_uses`: which posts show which list, written with the body (as product_embeds),
 *   so a list's change finds its pages by index and a list nobody shows is not asked for.
 * Rows go with their list, product or post (cascade). Same statements on SQLite and PostgreSQL.
 */
import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../connect';
import { withId } from './id-column';

export function retailerListsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<any>) {
      await withId(dialect)(db.schema.createTable('retailer_lists'))
        .addColumn('locale', 'varchar(8)', (c) => c.notNull())
        .addColumn('kind', 'varchar(16)', (c) => c.notNull())
        .addColumn('query', 'varchar(200)', (c) => c.notNull())
        .addColumn('item_count', 'integer', (c) => c.notNull())
        .addColumn('signature', 'text')
        .addColumn('refreshed_at', 'varchar(30)')
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addUniqueConstraint('retailer_lists_key', ['locale', 'kind', 'query', 'item_count'])
        .execute();
      await db.schema.createIndex('retailer_lists_due_idx').on('retailer_lists').columns(['locale', 'refreshed_at']).execute();
      await db.schema
        .createTable('retailer_list_items')
        .addColumn('list_id', 'integer', (c) => c.notNull().references('retailer_lists.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('retailer_list_items_pk', ['list_id', 'position'])
        .execute();
      await db.schema.createIndex('retailer_list_items_product_idx').on('retailer_list_items').column('product_id').execute();
      await db.schema
        .createTable('retailer_list_uses')
        .addColumn('post_id', 'integer', (c) => c.notNull().references('posts.id').onDelete('cascade'))
        .addColumn('list_id', 'integer', (c) => c.notNull().references('retailer_lists.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('retailer_list_uses_pk', ['post_id', 'list_id'])
        .execute();
      await db.schema.createIndex('retailer_list_uses_list_idx').on('retailer_list_uses').column('list_id').execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('retailer_list_uses').ifExists().execute();
      await db.schema.dropTable('retailer_list_items').ifExists().execute();
      await db.schema.dropTable('retailer_lists').ifExists().execute();
    },
  };
}
