/**
 * Which posts and reviews embed which products (`::product` / `::products` lines), kept beside the
 * bodies so a product change finds the pages that show it by index instead of reading every body of
 * the region (issue 13: a save costs what it changes). Written in the same transaction as the body
 * (`editorialStore`), filled for existing rows by migration 0021 and after a seed.
 */
import type { Kysely } from 'kysely';
import { extractProductAsins } from '../../markdown/directives';
import type { Db } from '../connect';
import type { Database } from '../schema';

export type EmbedderKind = 'post' | 'review';

/** Replaces the embed rows of one post or review with those its `body` holds now. */
export async function syncProductEmbeds(ex: Kysely<Database>, kind: EmbedderKind, itemId: number, locale: string, body: string): Promise<void> {
  await ex.deleteFrom('product_embeds').where('kind', '=', kind).where('item_id', '=', itemId).execute();
  const asins = extractProductAsins(body);
  if (asins.length) await ex.insertInto('product_embeds').values(asins.map((asin) => ({ kind, item_id: itemId, locale, asin }))).execute();
}

/** Forgets the embeds of a deleted post or review. */
export async function dropProductEmbeds(ex: Kysely<Database>, kind: EmbedderKind, itemId: number): Promise<void> {
  await ex.deleteFrom('product_embeds').where('kind', '=', kind).where('item_id', '=', itemId).execute();
}

const REBUILD_BATCH = 1000;

/**
 * Recomputes every embed row from the bodies, in id-ordered batches (a migration's backfill, the
 * end of a seed): reads each body once, holds one batch in memory.
 */
export async function rebuildProductEmbeds(ex: Kysely<any>): Promise<void> {
  const db = ex as Kysely<Database>;
  await db.deleteFrom('product_embeds').execute();
  for (const [kind, table, column] of [['post', 'posts', 'content'], ['review', 'reviews', 'body']] as const) {
    let after = 0;
    for (;;) {
      const rows = await db.selectFrom(table).select(['id', 'locale', `${column} as body`]).where('id', '>', after).orderBy('id').limit(REBUILD_BATCH).execute() as { id: number; locale: string; body: string }[];
      if (!rows.length) break;
      const values = rows.flatMap((r) => extractProductAsins(r.body).map((asin) => ({ kind, item_id: r.id, locale: r.locale, asin })));
      for (let i = 0; i < values.length; i += 500) await db.insertInto('product_embeds').values(values.slice(i, i + 500)).execute();
      after = rows[rows.length - 1]!.id;
    }
  }
}

/** The query for the slugs of one kind's rows embedding any of `asins` in `locale`: by the `(locale, asin)` index. */
export function embeddersQuery(db: Db, kind: EmbedderKind, locale: string, asins: readonly string[]) {
  // Typed on posts: reviews have the same `id` and `slug` columns, and Kysely cannot type a join on
  // a table chosen at run time.
  const table = (kind === 'post' ? 'posts' : 'reviews') as 'posts';
  return db.kysely
    .selectFrom('product_embeds as e')
    .innerJoin(`${table} as t`, 't.id', 'e.item_id')
    .select('t.slug')
    .where('e.locale', '=', locale)
    .where('e.asin', 'in', [...asins])
    .where('e.kind', '=', kind);
}

/**
 * Slugs of the posts and reviews of `locale` whose body embeds any of the products `asins`, any
 * status, each once: two queries however many products are asked about.
 */
export async function bodiesEmbedding(db: Db, locale: string, asins: readonly string[]): Promise<{ posts: string[]; reviews: string[] }> {
  if (!asins.length) return { posts: [], reviews: [] };
  const [posts, reviews] = await Promise.all([embeddersQuery(db, 'post', locale, asins).execute(), embeddersQuery(db, 'review', locale, asins).execute()]);
  // A body embedding several of them has a row for each.
  const slugs = (rows: { slug: string }[]) => [...new Set(rows.map((r) => r.slug))];
  return { posts: slugs(posts), reviews: slugs(reviews) };
}
