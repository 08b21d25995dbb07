/**
 * The one way an admin change reaches the database: inside a transaction, the row is loaded,
 * its version compared with the one the editor sent, the write done with `WHERE version = ?`,
 * the row read back and an audit row written — all committed together or not at all. Constraint
 * violations that slipped past the pre-checks (a race) come out as the same clean refusals.
 */
import type { Kysely } from 'kysely';
import type { Db } from '../../shared/db/connect';
import type { Database } from '../../shared/db/schema';
import { insertAudit } from '../../shared/db/queries/admin/audit-log';
import { RowNotFoundError, StaleVersionError, translateConstraintError } from '../../shared/db/queries/admin/errors';
import type { ChangeStore, WriteContext } from '../../shared/db/queries/admin/store';

export interface Actor {
  /** The admin making the change (audit_log.user_id). */
  userId: number | null;
  now: Date;
}

type AnyStore<Row, Key> = ChangeStore<Row, Key, any, any>;

async function inTransaction<T>(db: Db, entity: string, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  try {
    return await db.kysely.transaction().execute((trx) => work(trx));
  } catch (err) {
    throw translateConstraintError(err, entity);
  }
}

function context(db: Db, actor: Actor): WriteContext {
  return { at: actor.now.toISOString(), dialect: db.dialect, userId: actor.userId };
}

/** Creates a row and its audit entry; returns the row as stored (version 1). */
export async function auditedCreate<Row, Key, In>(db: Db, store: ChangeStore<Row, Key, In, any>, input: In, actor: Actor): Promise<Row> {
  if (!store.insert) throw new Error(`${store.entity} cannot be created`);
  const insert = store.insert;
  const ctx = context(db, actor);
  return inTransaction(db, store.entity, async (trx) => {
    const key = await insert(trx, input, ctx);
    const after = await store.load(trx, key, { lock: false, dialect: db.dialect });
    if (after === undefined) throw new Error(`${store.entity} ${String(key)} vanished inside its own transaction`);
    await insertAudit(trx, { userId: actor.userId, action: 'create', entity: store.entity, entityId: store.keyOf(after), before: null, after, at: ctx.at });
    return after;
  });
}

/**
 * Updates a row if `input.version` is still its version: otherwise StaleVersionError carrying the
 * current row, and nothing is written. Returns the row before and after.
 */
export async function auditedUpdate<Row, Key, In>(
  db: Db,
  store: ChangeStore<Row, Key, any, In>,
  key: Key,
  input: In,
  actor: Actor,
): Promise<{ before: Row; after: Row }> {
  if (!store.update) throw new Error(`${store.entity} cannot be updated`);
  const update = store.update;
  const ctx = context(db, actor);
  const lock = { lock: true, dialect: db.dialect };
  // Versioned stores' update schemas require `version`; unversioned ones (contact messages) have none.
  const sent = (input as { version?: number }).version;
  return inTransaction(db, store.entity, async (trx) => {
    const before = await store.load(trx, key, lock);
    if (before === undefined) throw new RowNotFoundError(store.entity, String(key));
    const stale = (current: Row) => new StaleVersionError(store.entity, current, sent ?? -1, store.versionOf!(current));
    if (store.versionOf && sent !== store.versionOf(before)) throw stale(before);
    if (!(await update(trx, before, input, ctx))) {
      // Only reachable without the row lock (SQLite never, PostgreSQL if a writer slipped in).
      const current = await store.load(trx, key, lock);
      if (current === undefined) throw new RowNotFoundError(store.entity, String(key));
      throw stale(current);
    }
    const after = await store.load(trx, key, lock);
    if (after === undefined) throw new Error(`${store.entity} ${String(key)} vanished inside its own transaction`);
    await insertAudit(trx, { userId: actor.userId, action: 'update', entity: store.entity, entityId: store.keyOf(after), before, after, at: ctx.at });
    return { before, after };
  });
}

/** Deletes a row (the store refuses when others depend on it); returns the row as it was. */
export async function auditedDelete<Row, Key>(db: Db, store: AnyStore<Row, Key>, key: Key, actor: Actor): Promise<Row> {
  if (!store.remove) throw new Error(`${store.entity} cannot be deleted`);
  const remove = store.remove;
  const ctx = context(db, actor);
  return inTransaction(db, store.entity, async (trx) => {
    const before = await store.load(trx, key, { lock: true, dialect: db.dialect });
    if (before === undefined) throw new RowNotFoundError(store.entity, String(key));
    await remove(trx, before, ctx);
    await insertAudit(trx, { userId: actor.userId, action: 'delete', entity: store.entity, entityId: store.keyOf(before), before, after: null, at: ctx.at });
    return before;
  });
}
