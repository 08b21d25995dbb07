/** Author profiles as the admin edits them (issue 25 item 4): the change store and the list. */
import type { Kysely } from 'kysely';
import type { AdminAuthor, AuthorInput, AuthorListQuery, AuthorUpdateInput } from '../../../schemas/author';
import type { Paged } from '../../../schemas/admin';
import type { Db } from '../../connect';
import type { AuthorRow, Database } from '../../schema';
import { toPublicAuthor, type ItemKind } from '../authors';
import { dropMediaUses, syncMediaUses } from '../media-uses';
import { matchesLowered } from '../visibility';
import { assertMediaImageUsable } from './checks';
import { DuplicateError, InUseError, InvalidReferenceError } from './errors';
import { fetchPage } from './paging';
import { lockIf, type ChangeStore } from './store';

export function toAdminAuthor(row: AuthorRow): AdminAuthor {
  const { id, slug, displayName, photoUrl, bio, expertise, sameAs, updatedAt } = toPublicAuthor(row);
  return { id, accountId: row.account_id, slug, displayName, bio, photoUrl, expertise, sameAs, updatedAt, version: row.version };
}

async function checkAuthor(ex: Kysely<Database>, input: AuthorInput, exceptId?: number): Promise<void> {
  let slug = ex.selectFrom('authors').select('id').where('slug', '=', input.slug);
  if (exceptId !== undefined) slug = slug.where('id', '!=', exceptId);
  const taken = await slug.executeTakeFirst();
  if (taken) throw new DuplicateError('slug', `slug '${input.slug}' is already used by author ${taken.id}`);
  if (input.accountId != null) {
    const account = await ex.selectFrom('admin_users').select('id').where('id', '=', input.accountId).executeTakeFirst();
    if (!account) throw new InvalidReferenceError('accountId', `accountId: no account with id ${input.accountId}`);
    let other = ex.selectFrom('authors').select('id').where('account_id', '=', input.accountId);
    if (exceptId !== undefined) other = other.where('id', '!=', exceptId);
    const profile = await other.executeTakeFirst();
    if (profile) throw new DuplicateError('accountId', `accountId: account ${input.accountId} already has the author profile ${profile.id}`);
  }
  // The photo shows beside the name, which says who it is: its alt text may stay empty.
  await assertMediaImageUsable(ex, 'br', input.photoUrl, 'photoUrl', { requireAlt: false });
}

function columns(input: AuthorInput, at: string) {
  return {
    account_id: input.accountId ?? null,
    slug: input.slug,
    display_name: input.displayName,
    bio_json: JSON.stringify(Object.fromEntries(Object.entries(input.bio).filter(([, text]) => text))),
    photo_url: input.photoUrl || null,
    expertise: input.expertise,
    same_as_json: JSON.stringify(input.sameAs),
    updated_at: at,
  };
}

export const authorStore: ChangeStore<AdminAuthor, number, AuthorInput, AuthorUpdateInput> = {
  entity: 'author',
  keyOf: (row) => row.id,
  versionOf: (row) => row.version,
  async load(ex, id, options) {
    const row = await lockIf(ex.selectFrom('authors').selectAll().where('id', '=', id), options).executeTakeFirst();
    return row && toAdminAuthor(row);
  },
  async insert(ex, input, { at }) {
    await checkAuthor(ex, input);
    const { id } = await ex.insertInto('authors').values({ ...columns(input, at), created_at: at, version: 1 }).returning('id').executeTakeFirstOrThrow();
    await syncMediaUses(ex, 'author', id, input.photoUrl);
    return id;
  },
  async update(ex, current, input, { at }) {
    await checkAuthor(ex, input, current.id);
    const result = await ex
      .updateTable('authors')
      .set({ ...columns(input, at), version: current.version + 1 })
      .where('id', '=', current.id)
      .where('version', '=', current.version)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await syncMediaUses(ex, 'author', current.id, input.photoUrl);
    return true;
  },
  /** Refused while posts or reviews name it: their bylines would silently fall back to the site. */
  async remove(ex, current) {
    const row = await ex.selectFrom('item_authors').select((eb) => eb.fn.countAll<number>().as('n')).where('author_id', '=', current.id).executeTakeFirstOrThrow();
    const items = Number(row.n);
    if (items > 0) throw new InUseError(`Author '${current.slug}' signs ${items} post(s) or review(s): name other authors on them first.`, { items });
    await ex.deleteFrom('authors').where('id', '=', current.id).execute();
    await dropMediaUses(ex, 'author', current.id);
  },
};

/** Profiles by name; `q` matches the name or the slug. */
export async function listAdminAuthors(db: Db, q: AuthorListQuery): Promise<Paged<AdminAuthor>> {
  let base = db.kysely.selectFrom('authors');
  const search = q.q?.trim().toLowerCase();
  if (search) base = base.where((eb) => eb.or([matchesLowered('display_name', search), matchesLowered('slug', search)]));
  return fetchPage(q, base, base.selectAll().orderBy('display_name').orderBy('id').limit(q.limit).offset(q.offset).execute(), toAdminAuthor);
}

/**
 * The authors of a post or review as its save writes them: the ids sent, checked to exist; none
 * sent on create: the creating account's profile (when it has one); none sent on update: unchanged.
 */
export async function resolveItemAuthors(ex: Kysely<Database>, sent: readonly number[] | undefined, fallback: () => Promise<number[]>): Promise<number[]> {
  if (sent === undefined) return fallback();
  if (!sent.length) return [];
  const found = new Set((await ex.selectFrom('authors').select('id').where('id', 'in', [...sent]).execute()).map((r) => r.id));
  const missing = sent.filter((id) => !found.has(id));
  if (missing.length) throw new InvalidReferenceError('authorIds', `authorIds: no author with id ${missing.join(', ')}`);
  return [...sent];
}

export type { ItemKind };

/**
 * The profile of an author known only by name (a WordPress export's author): the one of that slug,
 * else a new profile without an account. Undefined for a name that makes no slug.
 */
export async function profileForName(ex: Kysely<Database>, displayName: string, slug: string, at: string): Promise<number | undefined> {
  if (!slug) return undefined;
  const found = await ex.selectFrom('authors').select('id').where('slug', '=', slug).executeTakeFirst();
  if (found) return found.id;
  const name = displayName.trim().slice(0, 120) || slug;
  const { id } = await ex.insertInto('authors').values({ account_id: null, slug, display_name: name, created_at: at, updated_at: at, version: 1 }).returning('id').executeTakeFirstOrThrow();
  return id;
}
