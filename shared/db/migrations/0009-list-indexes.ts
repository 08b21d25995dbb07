/**
 * Covering indexes for the counts every page's layout and the home run (issue 13, 100,000 posts):
 * posts per category of a locale (popular categories, footer) and published reviews per product
 * of a locale, read from the index alone instead of visiting every row of the locale.
 */
import type { Kysely, Migration } from 'kysely';

export function listIndexesMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema.createIndex('posts_locale_status_category_published_idx').on('posts').columns(['locale', 'status', 'category_id', 'published_at']).execute();
      await db.schema.createIndex('reviews_locale_status_published_product_idx').on('reviews').columns(['locale', 'status', 'published_at', 'product_id']).execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropIndex('reviews_locale_status_published_product_idx').execute();
      await db.schema.dropIndex('posts_locale_status_category_published_idx').execute();
    },
  };
}
