/**
 * Revisions (issue 16 item 2): wraps a post, review or product change store so every save also
 * records the row as saved, in the same transaction as the write (both or neither), and a delete
 * forgets the item's revisions. Pruning happens in `recordRevision` (newest 50 per item).
 */
import type { RevisionKind } from '../../../schemas/revision';
import { sameFieldValue as same } from '../../../field-values';
import { RevertRefusedError } from './errors';
import { deleteRevisionsOf, hasRevisions, recordRevision, revisionFieldsAt } from './revisions';
import type { ChangeStore, WriteContext } from './store';

/** What a revisioned row must expose: the admin shapes of posts, reviews and products all do. */
export interface RevisionedRow {
  id: number;
  version: number;
  title: string;
  updatedAt: string;
}


/**
 * The fields `input` would put back to their `base` value although `current` changed them since
 * (issue 24 §1): the lost update of a client that took the server's version without its values.
 */
export function revertedFields(base: Record<string, unknown>, current: Record<string, unknown>, input: Record<string, unknown>): string[] {
  return Object.keys(input).filter(
    (key) => key !== 'version' && key !== 'baseVersion' && key in base && same(input[key], base[key]) && !same(current[key], base[key]),
  );
}

/** Bookkeeping every save changes: not worth naming in a revision's summary. */
const BOOKKEEPING = new Set(['version', 'updatedAt']);

/**
 * The keys of the admin shape whose value differs between the row a save replaced and the row it
 * left (both in hand), in the shape's order: the revision's one-line summary (issue 26 item 6).
 */
export function changedKeys(before: object, after: object): string[] {
  const b = before as Record<string, unknown>;
  const a = after as Record<string, unknown>;
  const keys = [...Object.keys(a), ...Object.keys(b).filter((k) => !(k in a))];
  return keys.filter((key) => !BOOKKEEPING.has(key) && !same(b[key], a[key]));
}

/** `store` with its writes recording revisions of kind `kind`. */
export function revisionedStore<Row extends RevisionedRow, C, U>(store: ChangeStore<Row, number, C, U>, kind: RevisionKind): ChangeStore<Row, number, C, U> {
  const { insert, update, remove } = store;
  type Ex = Parameters<typeof store.load>[0];
  const record = (ex: Ex, row: Row, userId: number | null, at: string, changed: string[] | null = null) =>
    recordRevision(ex, { kind, itemId: row.id, itemVersion: row.version, userId, title: row.title, fields: row, changed, at });
  // A save based on an older version than the one it replaces (`baseVersion` < `version`) must
  // not undo what was saved in between. Without that revision (pruned) nothing can be compared:
  // the client is sent back to merge against the current row.
  const refuseReverts = async (ex: Ex, current: Row, input: U) => {
    const base = (input as { baseVersion?: number }).baseVersion;
    if (base === undefined || base >= current.version) return;
    const fields = await revisionFieldsAt(ex, kind, current.id, base);
    const reverted = fields
      ? revertedFields(fields, current as unknown as Record<string, unknown>, input as Record<string, unknown>)
      : ['baseVersion'];
    if (reverted.length) throw new RevertRefusedError(store.entity, current, current.version, reverted);
  };
  const reload = async (ex: Ex, id: number, ctx: WriteContext) => {
    const row = await store.load(ex, id, { lock: false, dialect: ctx.dialect });
    if (!row) throw new Error(`${store.entity} ${id} vanished inside its own transaction`);
    return row;
  };
  return {
    ...store,
    insert: insert && (async (ex, input, ctx) => {
      const id = await insert(ex, input, ctx);
      await record(ex, await reload(ex, id, ctx), ctx.userId ?? null, ctx.at);
      return id;
    }),
    update: update && (async (ex, current, input, ctx) => {
      // An item written before revisions existed (or by an import) gets its state before this
      // first save kept too, so the editor can go back to it; its author is unknown.
      if (!(await hasRevisions(ex, kind, current.id))) await record(ex, current, null, current.updatedAt);
      await refuseReverts(ex, current, input);
      if (!(await update(ex, current, input, ctx))) return false;
      const after = await reload(ex, current.id, ctx);
      await record(ex, after, ctx.userId ?? null, ctx.at, changedKeys(current, after));
      return true;
    }),
    remove: remove && (async (ex, current, ctx) => {
      await remove(ex, current, ctx);
      await deleteRevisionsOf(ex, kind, current.id);
    }),
  };
}
