/**
 * Media that respects the editor's time (issue 26 item 7). An upload answers once its original is
 * stored and its largest variant written; the other variants are made afterwards by the server's
 * variant worker (shared/media/variant-worker.ts), which reads `variants`:
 * - `variants`: 'ready' (every file written: every row before this migration), 'pending' (the
 *   worker owes files; resumed at start) or 'failed' (the worker gave up; the largest variant serves);
 * - `variants_done`: steps written so far (one per width, smallest first, then the share card), for
 *   the library's progress and for pages to point only at files that exist;
 * - `focal_x`, `focal_y`: the editor's focal point, 0..1 from the left and the top (NULL: none
 *   chosen; crops keep to the centre and the share card to libvips' "attention").
 * Same on both dialects.
 */
import type { Kysely, Migration } from 'kysely';

export function mediaFocalPointMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('media').addColumn('variants', 'varchar(10)', (c) => c.notNull().defaultTo('ready')).execute();
      await db.schema.alterTable('media').addColumn('variants_done', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.alterTable('media').addColumn('focal_x', 'double precision').execute();
      await db.schema.alterTable('media').addColumn('focal_y', 'double precision').execute();
      // The worker's resume and the pages' render states read the few rows that are not plain.
      await db.schema.createIndex('media_variants_idx').on('media').column('variants').execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropIndex('media_variants_idx').execute();
      for (const column of ['focal_y', 'focal_x', 'variants_done', 'variants']) await db.schema.alterTable('media').dropColumn(column).execute();
    },
  };
}
