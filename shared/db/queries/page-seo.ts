/**
 * The editor's SEO settings of one public page (issue 16 item 3), read beside the page's own row
 * by primary key (one index probe a page, so a full build of 100,000 posts pays 100,000 probes,
 * not a scan), and the rule that keeps noindex rows out of sitemaps, hreflang sets and the feed.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Locale } from '../../locales';
import type { Db } from '../connect';

/** What the editor set; null fields mean "the spec's default". */
export interface PageSeoSettings {
  seoTitle: string | null;
  seoDescription: string | null;
  noindex: boolean;
  /** A post's og:image override (posts only; null elsewhere). */
  socialImage: string | null;
}

const NONE: PageSeoSettings = { seoTitle: null, seoDescription: null, noindex: false, socialImage: null };

/**
 * The row may be listed where search engines look for pages to index (sitemaps, hreflang sets,
 * the feed). Applied next to `isPublic` on queries that already reach the rows by an index.
 */
export function isIndexable(table: 'posts' | 'reviews'): RawBuilder<boolean> {
  return sql<boolean>`${sql.ref(`${table}.noindex`)} = 0`;
}

/** A post's or review's SEO settings by id. */
export async function contentSeoOf(db: Db, table: 'posts' | 'reviews', id: number): Promise<PageSeoSettings> {
  if (table === 'posts') {
    const row = await db.kysely.selectFrom('posts').select(['seo_title', 'seo_description', 'noindex', 'social_image']).where('id', '=', id).executeTakeFirst();
    return row ? { seoTitle: row.seo_title, seoDescription: row.seo_description, noindex: Number(row.noindex) === 1, socialImage: row.social_image } : NONE;
  }
  const row = await db.kysely.selectFrom('reviews').select(['seo_title', 'seo_description', 'noindex']).where('id', '=', id).executeTakeFirst();
  return row ? { seoTitle: row.seo_title, seoDescription: row.seo_description, noindex: Number(row.noindex) === 1, socialImage: null } : NONE;
}

/** A category's SEO settings in one locale (its title and description are per locale, noindex is not). */
export async function categorySeoOf(db: Db, categoryId: number, locale: Locale): Promise<PageSeoSettings> {
  const row = await db.kysely
    .selectFrom('categories')
    .leftJoin('category_names', (join) => join.onRef('category_names.category_id', '=', 'categories.id').on('category_names.locale', '=', locale))
    .select(['categories.noindex', 'category_names.seo_title', 'category_names.seo_description'])
    .where('categories.id', '=', categoryId)
    .executeTakeFirst();
  return row ? { seoTitle: row.seo_title ?? null, seoDescription: row.seo_description ?? null, noindex: Number(row.noindex) === 1, socialImage: null } : NONE;
}

/** Ids of the categories an editor marked noindex (few: the table holds the site's categories). */
export async function noindexCategoryIds(db: Db): Promise<Set<number>> {
  const rows = await db.kysely.selectFrom('categories').select('id').where('noindex', '=', 1).execute();
  return new Set(rows.map((r) => r.id));
}
