/**
 * Authors on the public site (issue 25 item 4): a profile per writer and the ordered authors of
 * each post and review.
 *
 * - `authors`: display name, slug (the author page `/{L}/{autor}/{slug}`), bio per locale (JSON
 *   object locale → text), photo (a media-library URL), expertise, links to the author's other
 *   profiles (JSON array: schema.org `sameAs`). `account_id` ties a profile to an admin account
 *   (unique: one profile per account); null for a profile without an account (a WordPress guest
 *   author, a former writer), as Co-Authors Plus allows (docs/decisions.md).
 * - `item_authors`: which profiles wrote which post or review, `position` 0 first (the byline's
 *   order). The (author_id, kind, item_id) index is how an author page finds its items and how a
 *   profile change finds the pages showing its byline: reads that cost the author's items, never
 *   the corpus.
 */
import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../connect';
import { withId } from './id-column';

export function authorsMigration(dialect: DialectName): Migration {
  const id = withId(dialect);
  return {
    async up(db: Kysely<any>) {
      await id(db.schema.createTable('authors'))
        .addColumn('account_id', 'integer', (c) => c.unique())
        .addColumn('slug', 'varchar(100)', (c) => c.notNull().unique())
        .addColumn('display_name', 'varchar(120)', (c) => c.notNull())
        .addColumn('bio_json', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('photo_url', 'varchar(2048)')
        .addColumn('expertise', 'varchar(300)', (c) => c.notNull().defaultTo(''))
        .addColumn('same_as_json', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      // The admin list's and the build's order.
      await db.schema.createIndex('authors_name_idx').on('authors').columns(['display_name', 'id']).execute();
      await db.schema
        .createTable('item_authors')
        .addColumn('kind', 'varchar(8)', (c) => c.notNull())
        .addColumn('item_id', 'integer', (c) => c.notNull())
        .addColumn('author_id', 'integer', (c) => c.notNull().references('authors.id'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('item_authors_pk', ['kind', 'item_id', 'author_id'])
        .execute();
      await db.schema.createIndex('item_authors_author_idx').on('item_authors').columns(['author_id', 'kind', 'item_id']).execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('item_authors').ifExists().execute();
      await db.schema.dropTable('authors').ifExists().execute();
    },
  };
}
