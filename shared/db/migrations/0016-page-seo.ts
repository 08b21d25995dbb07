/**
 * Per-page SEO (issue 16 item 3): an optional search title and meta description per post, review
 * and category (a category's per locale, beside the name they go with), a `noindex` switch on
 * posts, reviews and categories, and a post's social image (og:image / twitter:image).
 *
 * Empty fields mean "the spec's default" (title pattern, generated description, the post's image,
 * else the site card), so existing rows need no backfill. No new index: `noindex = 0` is one more
 * condition on rows the sitemap, feed and translation queries already reach through their indexes
 * (locale and publication date, translation key), so those reads stay index range scans.
 */
import type { Kysely, Migration } from 'kysely';

/** Column widths: the zod limits (shared/schemas/seo.ts) are the rule, these only bound storage. */
const TITLE = 'varchar(70)';
const DESCRIPTION = 'varchar(170)';

export function pageSeoMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      for (const table of ['posts', 'reviews', 'category_names']) {
        await db.schema.alterTable(table).addColumn('seo_title', TITLE).execute();
        await db.schema.alterTable(table).addColumn('seo_description', DESCRIPTION).execute();
      }
      await db.schema.alterTable('posts').addColumn('social_image', 'varchar(2048)').execute();
      for (const table of ['posts', 'reviews', 'categories']) {
        await db.schema.alterTable(table).addColumn('noindex', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      }
    },
    async down(db: Kysely<any>) {
      for (const table of ['posts', 'reviews', 'categories']) await db.schema.alterTable(table).dropColumn('noindex').execute();
      await db.schema.alterTable('posts').dropColumn('social_image').execute();
      for (const table of ['posts', 'reviews', 'category_names']) {
        await db.schema.alterTable(table).dropColumn('seo_description').execute();
        await db.schema.alterTable(table).dropColumn('seo_title').execute();
      }
    },
  };
}
