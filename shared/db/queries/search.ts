/**
 * Full-text search of the public posts and reviews of a locale (issue 13): the database's own index
 * (migration 0010: SQLite FTS5, PostgreSQL tsvector over unaccent), ranked with title matches
 * first (PostgreSQL breaks ties by the newest). Only what the public sees is found: published, its time come, a review's
 * product published. Any text is a safe query: it is reduced to at most 8 words of letters and
 * digits (accents and case removed), each matched as a prefix, all required.
 */
import { sql } from 'kysely';
import { normalizeForSearch } from '../../format/search-text';
import type { Locale } from '../../locales';
import type { PostSummary } from '../../schemas/post';
import type { Db } from '../connect';
import { listPostsByIds } from './posts';
import { withProducts, type ReviewWithProduct } from './reviews';

const MAX_TERMS = 8;
const MAX_TERM_LENGTH = 40;

export interface SearchOptions {
  locale: Locale;
  q: string;
  limit: number;
  now?: Date;
}

/** The words of a query as the index sees them: lower case, no accents, letters and digits only. */
export function searchTerms(q: string): string[] {
  const words = normalizeForSearch(q).split(/[^\p{L}\p{N}]+/u).filter(Boolean).map((w) => w.slice(0, MAX_TERM_LENGTH));
  return [...new Set(words)].slice(0, MAX_TERMS);
}

/** Ids of the matching rows of `table`, best first. */
async function matchingIds(db: Db, table: 'posts' | 'reviews', { locale, q, limit, now = new Date() }: SearchOptions): Promise<number[]> {
  const terms = searchTerms(q);
  if (!terms.length || limit < 1) return [];
  const at = now.toISOString();
  // Terms hold letters and digits only: quoting them is all the escaping either syntax needs.
  const productJoin = table === 'reviews' ? sql`join products pr on pr.id = t.product_id and pr.status = 'published'` : sql``;
  if (db.dialect === 'sqlite') {
    // Locale codes are two letters; the rank is the table's bm25 with title weighted (0010).
    const match = `locale : "${locale}" AND (${terms.map((t) => `"${t}"*`).join(' ')})`;
    const fts = sql.table(`${table}_fts`);
    const rows = await sql<{ id: number }>`
      select t.id from ${fts} f join ${sql.table(table)} t on t.id = f.rowid ${productJoin}
      where ${fts} match ${match} and t.locale = ${locale} and t.status = 'published' and t.published_at <= ${at}
      order by f.rank limit ${limit}`.execute(db.kysely);
    return rows.rows.map((r) => Number(r.id));
  }
  const query = terms.map((t) => `${t}:*`).join(' & ');
  const rows = await sql<{ id: number }>`
    select t.id from ${sql.table(table)} t ${productJoin}
    where t.search_vector @@ to_tsquery('simple', ${query}) and t.locale = ${locale} and t.status = 'published' and t.published_at <= ${at}
    order by ts_rank(t.search_vector, to_tsquery('simple', ${query})) desc, t.published_at desc, t.id desc limit ${limit}`.execute(db.kysely);
  return rows.rows.map((r) => Number(r.id));
}

/** Published posts of `locale` matching `q`, best first. */
export async function searchPosts(db: Db, options: SearchOptions): Promise<PostSummary[]> {
  return listPostsByIds(db, await matchingIds(db, 'posts', options));
}

/** Published reviews of `locale` (of published products) matching `q`, best first. */
export async function searchReviews(db: Db, options: SearchOptions): Promise<ReviewWithProduct[]> {
  const ids = await matchingIds(db, 'reviews', options);
  if (!ids.length) return [];
  const rows = await db.kysely.selectFrom('reviews').selectAll().where('id', 'in', ids).execute();
  const order = new Map(ids.map((id, i) => [id, i]));
  return withProducts(db, rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!));
}
