/**
 * Row-by-row snapshots of every table, for tests that prove a request changed nothing. The table
 * list comes from the database (Kysely's introspection, migration tables left out), so a table
 * added by a later migration is compared too.
 */
import { sql } from 'kysely';
import type { Db } from './connect';

/** Each table's rows as canonical JSON strings, sorted: equal snapshots mean equal contents. */
export type TableSnapshot = Record<string, string[]>;

/** Names of every table of the schema (without Kysely's migration tables). */
export async function tableNames(db: Db): Promise<string[]> {
  return (await db.kysely.introspection.getTables()).map((t) => t.name).sort();
}

/**
 * Every row of `tables` (default: all of them). PostgreSQL reads them in one statement, one JSON
 * array per table, because a round trip there costs more than the rows; SQLite reads each table.
 * Rows of the two dialects are not comparable with each other, only with the same database's.
 */
export async function snapshotTables(db: Db, tables?: readonly string[]): Promise<TableSnapshot> {
  const names = tables ?? (await tableNames(db));
  let rows: unknown[][];
  if (db.dialect === 'postgres') {
    const columns = names.map((name) => sql`(select coalesce(json_agg(t), '[]') from ${sql.table(name)} t)::text as ${sql.ref(name)}`);
    const { rows: [one] } = await sql<Record<string, string>>`select ${sql.join(columns)}`.execute(db.kysely);
    rows = names.map((name) => JSON.parse(one![name]!));
  } else {
    rows = await Promise.all(names.map((name) => db.kysely.selectFrom(name as never).selectAll().execute()));
  }
  return Object.fromEntries(names.map((name, i) => [name, rows[i]!.map((row) => JSON.stringify(row)).sort()]));
}

export interface TableDiff {
  table: string;
  /** Rows present after and not before (parsed back). */
  added: Record<string, unknown>[];
  /** Rows present before and not after; a changed row is one removed plus one added. */
  removed: Record<string, unknown>[];
}

/** The tables whose rows differ, with the rows that came and went (multiset difference). */
export function diffSnapshots(before: TableSnapshot, after: TableSnapshot): TableDiff[] {
  const out: TableDiff[] = [];
  for (const table of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const counts = new Map<string, number>();
    for (const row of before[table] ?? []) counts.set(row, (counts.get(row) ?? 0) + 1);
    const added: string[] = [];
    for (const row of after[table] ?? []) {
      const n = counts.get(row) ?? 0;
      if (n > 0) counts.set(row, n - 1);
      else added.push(row);
    }
    const removed = [...counts].flatMap(([row, n]) => Array<string>(n).fill(row));
    if (added.length || removed.length) out.push({ table, added: added.map((r) => JSON.parse(r)), removed: removed.map((r) => JSON.parse(r)) });
  }
  return out;
}
