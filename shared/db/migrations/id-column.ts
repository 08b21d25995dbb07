/**
 * The auto-increment primary key every table with an `id` gets, the one column whose type differs
 * between the dialects: `serial` on PostgreSQL, INTEGER PRIMARY KEY AUTOINCREMENT on SQLite (so ids
 * are never reused after a delete).
 */
import type { CreateTableBuilder } from 'kysely';
import type { DialectName } from '../connect';

/** Adds the `id` column to a table being created: `await withId(dialect)(db.schema.createTable('t'))…`. */
export function withId(dialect: DialectName) {
  return (b: CreateTableBuilder<string, never>) =>
    dialect === 'postgres'
      ? b.addColumn('id', 'serial', (c) => c.primaryKey())
      : b.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}
