/**
 * Author profiles (issue 25 item 4) as the public pages read them: a profile by slug, the bylines
 * of items, and the items of an author a profile change re-renders. The admin's change store is
 * ./admin/authors.ts.
 */
import type { Kysely } from 'kysely';
import type { Locale } from '../../locales';
import type { BylineAuthor } from '../../schemas/author';
import type { Db } from '../connect';
import type { AuthorRow, Database } from '../schema';

export type ItemKind = 'post' | 'review';

/** A profile as its public page shows it. */
export interface PublicAuthor extends BylineAuthor {
  bio: Partial<Record<Locale, string>>;
  expertise: string;
  sameAs: string[];
  updatedAt: string;
}

/** A JSON column that should hold `fallback`'s type; a damaged value reads as `fallback`. */
export function parseJsonColumn<T>(json: string, fallback: T, accept: (v: unknown) => boolean): T {
  try {
    const value: unknown = JSON.parse(json);
    return accept(value) ? (value as T) : fallback;
  } catch {
    return fallback;
  }
}

const isObject = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v);
const isStringArray = (v: unknown) => Array.isArray(v) && v.every((s) => typeof s === 'string');

/** Row to the public shape. */
export function toPublicAuthor(row: AuthorRow): PublicAuthor {
  return {
    id: row.id,
    slug: row.slug,
    displayName: row.display_name,
    photoUrl: row.photo_url,
    bio: parseJsonColumn(row.bio_json, {}, isObject),
    expertise: row.expertise,
    sameAs: parseJsonColumn(row.same_as_json, [], isStringArray),
    updatedAt: row.updated_at,
  };
}

/** One profile by its slug (the author page). */
export async function getAuthorBySlug(db: Db, slug: string): Promise<PublicAuthor | undefined> {
  const row = await db.kysely.selectFrom('authors').selectAll().where('slug', '=', slug).executeTakeFirst();
  return row && toPublicAuthor(row);
}

/**
 * Slugs of every profile, by name (the author pages a build makes in each locale). Profiles are a
 * team's writers (tens), not the corpus; `limit` bounds a runaway table anyway.
 */
export async function listAuthorSlugs(db: Db, limit = 10_000): Promise<{ id: number; slug: string }[]> {
  return db.kysely.selectFrom('authors').select(['id', 'slug']).orderBy('display_name').orderBy('id').limit(limit).execute();
}

/** The ordered profile ids of one post or review. */
export async function itemAuthorIds(ex: Kysely<Database>, kind: ItemKind, itemId: number): Promise<number[]> {
  const rows = await ex.selectFrom('item_authors').select('author_id').where('kind', '=', kind).where('item_id', '=', itemId).orderBy('position').execute();
  return rows.map((r) => r.author_id);
}

/** The byline of one post or review: its authors in order (empty: the site signs it). */
export async function bylineOf(db: Db, kind: ItemKind, itemId: number): Promise<BylineAuthor[]> {
  const rows = await db.kysely
    .selectFrom('item_authors')
    .innerJoin('authors', 'authors.id', 'item_authors.author_id')
    .select(['authors.id', 'authors.slug', 'authors.display_name', 'authors.photo_url'])
    .where('item_authors.kind', '=', kind)
    .where('item_authors.item_id', '=', itemId)
    .orderBy('item_authors.position')
    .execute();
  return rows.map((r) => ({ id: r.id, slug: r.slug, displayName: r.display_name, photoUrl: r.photo_url }));
}

/**
 * Every byline of one kind of item, by item id (authors in order): what `bylineOf` gives each
 * item, read in one statement for a full build, which renders every post and review.
 */
export async function bylinesOfKind(db: Db, kind: ItemKind): Promise<Map<number, BylineAuthor[]>> {
  const rows = await db.kysely
    .selectFrom('item_authors')
    .innerJoin('authors', 'authors.id', 'item_authors.author_id')
    .select(['item_authors.item_id', 'authors.id', 'authors.slug', 'authors.display_name', 'authors.photo_url'])
    .where('item_authors.kind', '=', kind)
    .orderBy('item_authors.item_id')
    .orderBy('item_authors.position')
    .execute();
  const byItem = new Map<number, BylineAuthor[]>();
  for (const r of rows) {
    const author = { id: r.id, slug: r.slug, displayName: r.display_name, photoUrl: r.photo_url };
    const list = byItem.get(r.item_id);
    if (list) list.push(author);
    else byItem.set(r.item_id, [author]);
  }
  return byItem;
}

/**
 * Up to `limit` items of an author with id above `afterId` (any status: a page no longer public
 * renders as 404 and is removed), in id order: the byline pages a profile change re-renders, read
 * a batch at a time through the (author_id, kind, item_id) index.
 */
export async function itemsOfAuthor(db: Db, authorId: number, kind: ItemKind, afterId: number, limit: number): Promise<{ id: number; locale: string; slug: string }[]> {
  const table = kind === 'post' ? 'posts' : 'reviews';
  return db.kysely
    .selectFrom('item_authors')
    .innerJoin(`${table as 'posts'} as t`, 't.id', 'item_authors.item_id')
    .select(['t.id', 't.locale', 't.slug'])
    .where('item_authors.author_id', '=', authorId)
    .where('item_authors.kind', '=', kind)
    .where('item_authors.item_id', '>', afterId)
    .orderBy('item_authors.item_id')
    .limit(limit)
    .execute();
}

/** The profile of an admin account, if it has one (the default author of what it creates). */
export async function authorIdOfAccount(ex: Kysely<Database>, accountId: number | null | undefined): Promise<number | undefined> {
  if (accountId == null) return undefined;
  const row = await ex.selectFrom('authors').select('id').where('account_id', '=', accountId).executeTakeFirst();
  return row?.id;
}

/** Replaces the authors of one post or review with `authorIds`, in that order. */
export async function setItemAuthors(ex: Kysely<Database>, kind: ItemKind, itemId: number, authorIds: readonly number[]): Promise<void> {
  await ex.deleteFrom('item_authors').where('kind', '=', kind).where('item_id', '=', itemId).execute();
  if (authorIds.length) await ex.insertInto('item_authors').values(authorIds.map((author_id, position) => ({ kind, item_id: itemId, author_id, position }))).execute();
}

/** Forgets the authors of a deleted post or review. */
export async function dropItemAuthors(ex: Kysely<Database>, kind: ItemKind, itemId: number): Promise<void> {
  await ex.deleteFrom('item_authors').where('kind', '=', kind).where('item_id', '=', itemId).execute();
}
