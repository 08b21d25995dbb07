/**
 * Products that need details (issue 28 item 4): `products.needs_details` is 1 for a product the
 * WordPress importer made from an ASIN alone because its region's retailer could not be asked (no
 * credentials or affiliate tag, or the request failed); the admin lists and filters them, and the
 * flag clears when details arrive (a price from the price job, or an editor's save that fills the
 * title, image or price). A column, not a rule over title and image: a hand-made product without a
 * picture is not one the retailer still owes (docs/decisions.md).
 *
 * Index (needs_details, updated_at, id): the admin list's filter in its own order (last edited
 * first), so the filtered page reads only flagged rows. Products the importer made before this
 * migration are recognised by its placeholder (title `ASIN <asin>`, no image, never priced).
 * Same statements on SQLite and PostgreSQL.
 */
import { sql, type Kysely, type Migration } from 'kysely';

export function productNeedsDetailsMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('products').addColumn('needs_details', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.createIndex('products_needs_details_idx').on('products').columns(['needs_details', 'updated_at', 'id']).execute();
      await db
        .updateTable('products')
        .set({ needs_details: 1 })
        .where(sql<boolean>`title = 'ASIN ' || asin`)
        .where('image_url', 'is', null)
        .where('price_updated_at', 'is', null)
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropIndex('products_needs_details_idx').ifExists().execute();
      await db.schema.alterTable('products').dropColumn('needs_details').execute();
    },
  };
}
