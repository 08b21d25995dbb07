/**
 * What the sitemaps list (SPEC §9, issue 13): the published posts and reviews of a locale in
 * chunks of ids (`id / SITEMAP_CHUNK` is a row's chunk, so a row never moves between files and a
 * save rewrites only its own), each chunk read in one query with its rows' translations.
 */
import type { Locale } from '../../locales';
import type { Db } from '../connect';
import { publishedPostsQuery, publishedReviewsQuery, type TranslationEntry } from './site-pages';
import { isIndexable } from './page-seo';
import { isPublic } from './visibility';

/** Ids per sitemap chunk: a chunk holds at most this many URLs (the protocol allows 50,000). */
export const SITEMAP_CHUNK = 10_000;

export type SitemapKind = 'posts' | 'reviews';

export interface SitemapItem {
  slug: string;
  /** ISO timestamp of the last edit (the sitemap's lastmod). */
  updatedAt: string;
  translationKey: string | null;
}

/** The chunk a row of `id` is listed in. */
export const sitemapChunkOf = (id: number) => Math.floor(id / SITEMAP_CHUNK);

interface ChunkRow {
  id: number;
  slug: string;
  updated_at: string;
  translation_key: string | null;
}

/**
 * The public, indexable rows of a locale (ids `from` to `to`, exclusive, when given), newest
 * first. A noindex row (issue 16) keeps its page but is listed in no sitemap.
 */
async function publicRows(db: Db, kind: SitemapKind, locale: Locale, now: Date, range?: { from: number; to: number }): Promise<ChunkRow[]> {
  if (kind === 'posts') {
    let query = publishedPostsQuery(db, locale, now).where(isIndexable('posts')).select(['posts.id', 'posts.slug', 'posts.updated_at', 'posts.translation_key']);
    if (range) query = query.where('posts.id', '>=', range.from).where('posts.id', '<', range.to);
    return query.execute();
  }
  let query = publishedReviewsQuery(db, locale, now).where(isIndexable('reviews')).select(['reviews.id', 'reviews.slug', 'reviews.updated_at', 'reviews.translation_key']);
  if (range) query = query.where('reviews.id', '>=', range.from).where('reviews.id', '<', range.to);
  return query.execute();
}

/** The chunks of a locale that list at least one row, in order. */
export async function listSitemapChunks(db: Db, kind: SitemapKind, locale: Locale, now = new Date()): Promise<number[]> {
  const rows = await publicRows(db, kind, locale, now);
  return [...new Set(rows.map((r) => sitemapChunkOf(r.id)))].sort((a, b) => a - b);
}

/** The rows of one chunk, newest first. */
export async function listSitemapChunk(db: Db, kind: SitemapKind, locale: Locale, chunk: number, now = new Date()): Promise<SitemapItem[]> {
  const rows = await publicRows(db, kind, locale, now, { from: chunk * SITEMAP_CHUNK, to: (chunk + 1) * SITEMAP_CHUNK });
  return rows.map((r) => ({ slug: r.slug, updatedAt: r.updated_at, translationKey: r.translation_key }));
}

/** The published translations of some keys, grouped by key (the alternates of one chunk's rows). */
export async function translationsOfKeys(db: Db, kind: SitemapKind, keys: readonly string[], now = new Date()): Promise<Map<string, TranslationEntry[]>> {
  const index = new Map<string, TranslationEntry[]>();
  const unique = [...new Set(keys)];
  // In slices: SQLite binds at most 32,766 parameters a statement.
  for (let i = 0; i < unique.length; i += 1000) {
    const rows = await db.kysely
      .selectFrom(kind)
      .select([`${kind}.id as id`, `${kind}.translation_key as key`, `${kind}.locale as locale`, `${kind}.slug as slug`])
      .where(`${kind}.translation_key`, 'in', unique.slice(i, i + 1000))
      .where(isPublic(kind, now))
      .where(isIndexable(kind))
      .execute();
    for (const r of (rows as { id: number; key: string; locale: string; slug: string }[]).sort((a, b) => a.locale.localeCompare(b.locale) || a.id - b.id)) {
      const list = index.get(r.key) ?? [];
      list.push({ locale: r.locale, slug: r.slug });
      index.set(r.key, list);
    }
  }
  return index;
}

/** The newest edit among a locale's published posts and reviews (lastmod of its list pages). */
export async function newestContentUpdate(db: Db, locale: Locale, now = new Date()): Promise<string | undefined> {
  const [post, review] = await Promise.all([
    publishedPostsQuery(db, locale, now).clearOrderBy().select((eb) => eb.fn.max('posts.updated_at').as('at')).executeTakeFirst(),
    publishedReviewsQuery(db, locale, now).clearOrderBy().select((eb) => eb.fn.max('reviews.updated_at').as('at')).executeTakeFirst(),
  ]);
  return [post?.at, review?.at].filter((v): v is string => Boolean(v)).sort().at(-1);
}
