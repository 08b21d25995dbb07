/**
 * What every admin resource's data access provides, so one runner (api/audit/audited-change.ts)
 * can do the transaction, version check, audit row and error translation for all of them.
 */
import type { Kysely } from 'kysely';
import type { DialectName } from '../../connect';
import type { Database } from '../../schema';

export interface WriteContext {
  /** Timestamp of the change (ISO), from the injected clock. */
  at: string;
  dialect: DialectName;
  /** The admin making the change (revisions name their author); null for a system write. */
  userId?: number | null;
}

/**
 * Data access of one editable resource. Every function receives the transaction of the change,
 * so reads, checks, the write and the audit row see and commit the same state.
 */
export interface ChangeStore<Row, Key, CreateInput, UpdateInput> {
  /** Entity name in the audit log and in messages ('post', 'locale-config', …). */
  entity: string;
  keyOf(row: Row): string | number;
  /** The row's optimistic-concurrency version; absent for rows without one (contact messages). */
  versionOf?(row: Row): number;
  /**
   * One row in its admin shape. `lock` asks PostgreSQL to lock it (`FOR UPDATE`) so checks made
   * before a write (is this category in use?) still hold when the write happens.
   */
  load(ex: Kysely<Database>, key: Key, options: { lock: boolean; dialect: DialectName }): Promise<Row | undefined>;
  /** Inserts after checking references and uniqueness; returns the new key. */
  insert?(ex: Kysely<Database>, input: CreateInput, ctx: WriteContext): Promise<Key>;
  /**
   * Writes `input` over `current` with `WHERE key = ? AND version = ?` and bumps the version;
   * false when no row matched (someone else saved in between).
   */
  update?(ex: Kysely<Database>, current: Row, input: UpdateInput, ctx: WriteContext): Promise<boolean>;
  /** Deletes after checking nothing depends on the row (throws InUseError otherwise). */
  remove?(ex: Kysely<Database>, current: Row, ctx: WriteContext): Promise<void>;
}

/** Applies `FOR UPDATE` on PostgreSQL only (SQLite's BEGIN IMMEDIATE already holds the write lock). */
export function lockIf<Q extends { forUpdate(): Q }>(query: Q, options: { lock: boolean; dialect: DialectName }): Q {
  return options.lock && options.dialect === 'postgres' ? query.forUpdate() : query;
}
