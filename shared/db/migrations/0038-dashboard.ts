/**
 * The admin dashboard and publish feedback (issue 26 items 2 and 3).
 *
 * - `(created_by, status, updated_at)` on posts and reviews: "Meus rascunhos" (one account's drafts,
 *   newest first) and the own items a contributor has waiting for review, each a range read.
 * - `(status, updated_at)` on posts: "Aguardando revisão", newest first (reviews have it since 0030).
 * - `(status, publish_at)` on reviews: "Agendados", soonest first (posts have it since 0001).
 * - `build_runs.waiting_for`: the full build an incremental build waits for before it can render
 *   (no live site yet, or one built from other code), so the editor can say "Aguardando a
 *   reconstrução completa (n de N páginas)" with that build's progress. NULL: it waits for nothing.
 * Same statements on SQLite and PostgreSQL.
 */
import type { Kysely, Migration } from 'kysely';

export function dashboardMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      for (const table of ['posts', 'reviews']) {
        await db.schema.createIndex(`${table}_created_by_status_updated_idx`).on(table).columns(['created_by', 'status', 'updated_at']).execute();
      }
      await db.schema.createIndex('posts_status_updated_idx').on('posts').columns(['status', 'updated_at']).execute();
      await db.schema.createIndex('reviews_status_publish_at_idx').on('reviews').columns(['status', 'publish_at']).execute();
      await db.schema.alterTable('build_runs').addColumn('waiting_for', 'integer').execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable('build_runs').dropColumn('waiting_for').execute();
      await db.schema.dropIndex('reviews_status_publish_at_idx').ifExists().execute();
      await db.schema.dropIndex('posts_status_updated_idx').ifExists().execute();
      for (const table of ['posts', 'reviews']) await db.schema.dropIndex(`${table}_created_by_status_updated_idx`).ifExists().execute();
    },
  };
}
