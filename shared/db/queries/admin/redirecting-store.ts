/**
 * Redirects that follow content (issue 16): wraps a resource's change store so a save that moves
 * a public address records the redirect in the same transaction as the write (both or neither).
 * - a published post or review renamed (or moved to another locale): old path → 301 to the new one;
 * - a category renamed: one prefix rule per locale, so its list pages below follow too (rows per
 *   locale, not per page or post: a rename costs the same at 30,000 posts as at 3);
 * - a published post or review deleted: its path answers 410;
 * - a save that puts a page at an address drops the redirect that was there (the page wins).
 * Drafts and scheduled rows have no public address, so their renames record nothing.
 */
import { LOCALES, isLocale } from '../../../locales';
import { contentPaths } from '../../../content-paths';
import { claimAddress, recordGone, recordMove } from '../redirects';
import type { ChangeStore } from './store';

/** A public address of a row; `prefix`: the paths below it belong to the row too. */
export interface Address {
  path: string;
  prefix: boolean;
}

/**
 * The public addresses of a row, in a stable order (the same index is the same page before and
 * after a save). Empty when the row is not public.
 */
export type AddressesOf<Row> = (row: Row) => Address[];

interface EditorialRow {
  id: number;
  locale: string;
  slug: string;
  status: string;
}

const published = (row: EditorialRow) => row.status === 'published' && isLocale(row.locale);

export const postAddresses: AddressesOf<EditorialRow> = (row) =>
  published(row) && isLocale(row.locale) ? [{ path: contentPaths.post(row.locale, row.slug), prefix: false }] : [];

export const reviewAddresses: AddressesOf<EditorialRow> = (row) =>
  published(row) && isLocale(row.locale) ? [{ path: contentPaths.review(row.locale, row.slug), prefix: false }] : [];

/** A category's page in every locale (slugs are shared), with its list pages below it. */
export const categoryAddresses: AddressesOf<{ slug: string }> = (row) =>
  LOCALES.map((l) => ({ path: `/${l}/categoria/${row.slug}`, prefix: true }));

/**
 * `store` with its writes recording redirects. `gone` says whether a deleted row's addresses
 * answer 410 (posts and reviews; a category is only deleted when nothing is in it).
 */
export function redirectingStore<Row, Key, C, U>(
  store: ChangeStore<Row, Key, C, U>,
  addressesOf: AddressesOf<Row>,
  options: { gone: boolean },
): ChangeStore<Row, Key, C, U> {
  const { insert, update, remove } = store;
  const entityId = (row: Row) => {
    const key = store.keyOf(row);
    return typeof key === 'number' ? key : null;
  };
  const claimAll = async (ex: Parameters<NonNullable<typeof insert>>[0], row: Row | undefined) => {
    if (row) for (const a of addressesOf(row)) await claimAddress(ex, a.path);
  };
  return {
    ...store,
    insert: insert && (async (ex, input, ctx) => {
      const key = await insert(ex, input, ctx);
      await claimAll(ex, await store.load(ex, key, { lock: false, dialect: ctx.dialect }));
      return key;
    }),
    update: update && (async (ex, current, input, ctx) => {
      if (!(await update(ex, current, input, ctx))) return false;
      const after = await store.load(ex, store.keyOf(current) as Key, { lock: false, dialect: ctx.dialect });
      if (!after) return true;
      const before = addressesOf(current);
      const now = addressesOf(after);
      for (const [i, old] of before.entries()) {
        const next = now[i];
        if (next && next.path !== old.path) {
          await recordMove(ex, { from: old.path, to: next.path, prefix: old.prefix, entity: store.entity, entityId: entityId(after), at: ctx.at });
        }
      }
      await claimAll(ex, after);
      return true;
    }),
    remove: remove && (async (ex, current, ctx) => {
      await remove(ex, current, ctx);
      if (!options.gone) return;
      for (const a of addressesOf(current)) {
        await recordGone(ex, { path: a.path, entity: store.entity, entityId: entityId(current), at: ctx.at });
      }
    }),
  };
}
