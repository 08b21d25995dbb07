/**
 * Which posts, reviews and products show which media image (`media_uses`), kept in the same
 * transaction as the row that references it (the editorial and product stores), so deleting an
 * image finds its pages by the `folder` index instead of reading every body (issue 14: "delete is
 * refused, with the list of pages, while in use"). Filled for existing rows by migration 0022.
 */
import type { Kysely } from 'kysely';
import { mediaFoldersIn } from '../../media/uses';
import type { Database } from '../schema';

/** 'author': a profile's photo (issue 25 item 4). */
export type MediaUserKind = 'post' | 'review' | 'product' | 'author';

/** Replaces the use rows of one post, review or product with those its fields hold now. */
export async function syncMediaUses(ex: Kysely<Database>, kind: MediaUserKind, itemId: number, ...texts: (string | null | undefined)[]): Promise<void> {
  await ex.deleteFrom('media_uses').where('kind', '=', kind).where('item_id', '=', itemId).execute();
  const folders = mediaFoldersIn(...texts);
  if (folders.length) await ex.insertInto('media_uses').values(folders.map((folder) => ({ kind, item_id: itemId, folder }))).execute();
}

/** Forgets the uses of a deleted post, review or product. */
export async function dropMediaUses(ex: Kysely<Database>, kind: MediaUserKind, itemId: number): Promise<void> {
  await ex.deleteFrom('media_uses').where('kind', '=', kind).where('item_id', '=', itemId).execute();
}

const REBUILD_BATCH = 1000;

/** Recomputes every use row from the rows (a migration's backfill, the end of a seed), in id-ordered batches. */
export async function rebuildMediaUses(ex: Kysely<any>): Promise<void> {
  const db = ex as Kysely<Database>;
  await db.deleteFrom('media_uses').execute();
  const sources = [
    ['post', 'posts', ['image_url', 'social_image', 'content']],
    ['review', 'reviews', ['body']],
    ['product', 'products', ['image_url']],
  ] as const;
  for (const [kind, table, columns] of sources) {
    let after = 0;
    for (;;) {
      const rows = (await db.selectFrom(table as 'posts').select(['id', ...(columns as unknown as 'content'[])]).where('id', '>', after).orderBy('id').limit(REBUILD_BATCH).execute()) as unknown as Record<string, string | number | null>[];
      if (!rows.length) break;
      const values = rows.flatMap((r) => mediaFoldersIn(...columns.map((c) => r[c] as string | null)).map((folder) => ({ kind, item_id: r.id as number, folder })));
      for (let i = 0; i < values.length; i += 500) await db.insertInto('media_uses').values(values.slice(i, i + 500)).execute();
      after = rows[rows.length - 1]!.id as number;
    }
  }
}
