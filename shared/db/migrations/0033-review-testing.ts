/**
 * "How we tested" and "reviewed by" on reviews (issue 25 item 5).
 *
 * - `tested_text`: what the editor did with the product, in the review's own locale (every locale's
 *   review is its own row, so the text is per locale); '' when the review has no such section.
 * - `tested_from` / `tested_to`: the test period, calendar dates `YYYY-MM-DD`; null when not given.
 * - `tested_photos`: JSON array of media-library image URLs (`/media/{hash}-{w}x{h}/…`), '[]' for none.
 * - `checked_by` / `checked_at`: the account other than the review's creator that made it live
 *   (published or scheduled it, e.g. out of `pending_review`) and when; null when the creator
 *   published it themselves or nobody else has (docs/decisions.md, "Reviewed by").
 *
 * No index: the columns are read with the row they belong to, never searched.
 */
import type { Kysely, Migration } from 'kysely';

export function reviewTestingMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('reviews').addColumn('tested_text', 'text', (c) => c.notNull().defaultTo('')).execute();
      await db.schema.alterTable('reviews').addColumn('tested_from', 'varchar(10)').execute();
      await db.schema.alterTable('reviews').addColumn('tested_to', 'varchar(10)').execute();
      await db.schema.alterTable('reviews').addColumn('tested_photos', 'text', (c) => c.notNull().defaultTo('[]')).execute();
      await db.schema.alterTable('reviews').addColumn('checked_by', 'integer').execute();
      await db.schema.alterTable('reviews').addColumn('checked_at', 'varchar(30)').execute();
    },
    async down(db: Kysely<any>) {
      for (const column of ['checked_at', 'checked_by', 'tested_photos', 'tested_to', 'tested_from', 'tested_text']) {
        await db.schema.alterTable('reviews').dropColumn(column).execute();
      }
    },
  };
}
