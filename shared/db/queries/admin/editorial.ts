/**
 * What posts and reviews share as editorial content: the columns every editor's save writes
 * (search text, status and publication dates), the editorial state the admin shapes add to the
 * public ones and the change store (load, checked insert, versioned update, delete). Only the
 * table's own columns and checks differ, and those come from the caller.
 */
import type { Insertable, Kysely, Selectable } from 'kysely';
import { displayedSearchColumns } from '../../../format/search-text';
import type { Locale } from '../../../locales';
import type { ContentStatus, Database } from '../../schema';
import { authorIdOfAccount, dropItemAuthors, itemAuthorIds, setItemAuthors } from '../authors';
import { dropMediaUses, syncMediaUses } from '../media-uses';
import { resolveItemAuthors } from './authors';
import { dropProductEmbeds, syncProductEmbeds } from '../product-embeds';
import { dropRetailerListUses, syncRetailerListUses } from '../retailer-lists';
import { lockIf, type ChangeStore, type WriteContext } from './store';

type EditorialTable = 'posts' | 'reviews';

/** Fields of an editor's payload that posts and reviews both have. */
interface EditorialInput {
  locale: Locale;
  slug: string;
  title: string;
  excerpt: string;
  status: ContentStatus;
  publishAt?: string | null;
  translationKey?: string | null;
  /** Only in updates: the note of an editor sending the item back (issue 25). */
  reviewNote?: string | null;
  /** The ordered author profiles (issue 25 item 4); left out: the creator's profile / unchanged. */
  authorIds?: number[];
}

/**
 * `published_at` is set the first time a post or review is published and kept afterwards
 * (unpublishing and republishing does not move it to the top of the home page); a scheduled one
 * gets it from the scheduler when `publish_at` comes.
 */
export function publishedAtFor(status: string, current: string | null, at: string): string | null {
  return status === 'published' ? current ?? at : current;
}

/** The editorial columns of a save; the caller adds the table's own ones. */
export function editorialColumns(input: EditorialInput, publishedAt: string | null, at: string) {
  return {
    locale: input.locale,
    slug: input.slug,
    title: input.title,
    excerpt: input.excerpt,
    status: input.status,
    publish_at: input.publishAt ?? null,
    published_at: publishedAt,
    ...displayedSearchColumns(input.title, input.excerpt, input.locale, new Date(at)),
    translation_key: input.translationKey ?? null,
    // A note belongs to a sent-back draft: submitting or publishing the item clears it; a save
    // that does not send one keeps the note the editor wrote.
    ...(input.status !== 'draft' ? { review_note: null } : input.reviewNote !== undefined ? { review_note: input.reviewNote || null } : {}),
    updated_at: at,
  };
}

/** What the admin shape adds to the public one (`editorialFields` of schemas/common). */
export function editorialState(row: { status: ContentStatus; publish_at: string | null; version: number; created_by: number | null; review_note: string | null }) {
  return { status: row.status, publishAt: row.publish_at, version: row.version, createdBy: row.created_by, reviewNote: row.review_note };
}

interface EditorialStoreSpec<T extends EditorialTable, Admin, Input> {
  table: T;
  entity: 'post' | 'review';
  /** The Markdown body, whose product embeds are recorded with the row (`product_embeds`). */
  body(input: Input): string;
  /** Every field that may show a media-library image (`media_uses`): image URLs and the body. */
  mediaTexts(input: Input): (string | null | undefined)[];
  toAdmin(row: Selectable<Database[T]>): Admin;
  /** Slug and reference checks made before writing; `exceptId` is the row being updated. */
  check(ex: Kysely<Database>, input: Input, exceptId?: number): Promise<void>;
  /**
   * Every column written from the payload, `editorialColumns` included. `save` says what the
   * payload replaces (null on create) and who saves, for columns that record a transition.
   */
  columns(input: Input, publishedAt: string | null, at: string, save: SaveTransition<Admin>): Columns<T>;
}

/** The row a save replaces (null: a create) and the account saving (null: a script). */
export interface SaveTransition<Admin> {
  before: Admin | null;
  userId: number | null;
}

type Columns<T extends EditorialTable> = Omit<Insertable<Database[T]>, 'created_at' | 'version'>;

/** The change store of an editorial table (see `ChangeStore`). */
export function editorialStore<T extends EditorialTable, Admin extends { id: number; version: number; publishedAt: string | null; authorIds: number[] }, Input extends EditorialInput, UpdateInput extends Input>(
  spec: EditorialStoreSpec<T, Admin, Input>,
): ChangeStore<Admin, number, Input, UpdateInput> {
  // Kysely cannot type queries on a generic table name, so they are typed on the union; the spec is
  // checked against its own table where it is written (posts.ts, reviews.ts), hence the casts.
  const table: EditorialTable = spec.table;
  const columns = (input: Input, publishedAt: string | null, at: string, save: SaveTransition<Admin>) =>
    spec.columns(input, publishedAt, at, save) as unknown as Columns<EditorialTable>;
  return {
    entity: spec.entity,
    keyOf: (row) => row.id,
    versionOf: (row) => row.version,
    async load(ex, id, options) {
      const row = await lockIf(ex.selectFrom(table).selectAll().where('id', '=', id), options).executeTakeFirst();
      return row && { ...spec.toAdmin(row as unknown as Selectable<Database[T]>), authorIds: await itemAuthorIds(ex, spec.entity, id) };
    },
    async insert(ex, input, { at, userId }: WriteContext) {
      await spec.check(ex, input);
      const { id } = await ex
        .insertInto(table)
        .values({ ...columns(input, publishedAtFor(input.status, null, at), at, { before: null, userId: userId ?? null }), created_at: at, created_by: userId ?? null, version: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      await syncProductEmbeds(ex, spec.entity, id, input.locale, spec.body(input));
      // Self-refreshing lists are a post's (issue 27): a review's check refuses them.
      if (spec.entity === 'post') await syncRetailerListUses(ex, id, input.locale, spec.body(input), at);
      await syncMediaUses(ex, spec.entity, id, ...spec.mediaTexts(input));
      // Signed by its creator's profile unless the editor named the authors (WordPress's default).
      const creator = async () => {
        const own = await authorIdOfAccount(ex, userId);
        return own === undefined ? [] : [own];
      };
      await setItemAuthors(ex, spec.entity, id, await resolveItemAuthors(ex, input.authorIds, creator));
      return id;
    },
    async update(ex, current, input, { at, userId }) {
      await spec.check(ex, input, current.id);
      const result = await ex
        .updateTable(table)
        .set({ ...columns(input, publishedAtFor(input.status, current.publishedAt, at), at, { before: current, userId: userId ?? null }), version: current.version + 1 })
        .where('id', '=', current.id)
        .where('version', '=', current.version)
        .executeTakeFirst();
      const updated = Number(result.numUpdatedRows) === 1;
      if (updated) {
        await syncProductEmbeds(ex, spec.entity, current.id, input.locale, spec.body(input));
        if (spec.entity === 'post') await syncRetailerListUses(ex, current.id, input.locale, spec.body(input), at);
        await syncMediaUses(ex, spec.entity, current.id, ...spec.mediaTexts(input));
        if (input.authorIds !== undefined) await setItemAuthors(ex, spec.entity, current.id, await resolveItemAuthors(ex, input.authorIds, async () => current.authorIds));
      }
      return updated;
    },
    async remove(ex, current) {
      await ex.deleteFrom(table).where('id', '=', current.id).execute();
      await dropProductEmbeds(ex, spec.entity, current.id);
      if (spec.entity === 'post') await dropRetailerListUses(ex, current.id);
      await dropMediaUses(ex, spec.entity, current.id);
      await dropItemAuthors(ex, spec.entity, current.id);
    },
  };
}
