/**
 * Row-by-row snapshots of every table, for tests that prove a request changed nothing. The table
 * list comes from the database (Kysely's introspection, migration tables left out), so a table
 * added by a later migration is compared too.
 *
 * A snapshot holds one fingerprint per row. On SQLite it is the row itself as JSON. On PostgreSQL it
 * is the row version, `ctid:xmin`: every INSERT or UPDATE that commits writes a new version (a new
 * tuple with the writing transaction's id), a rolled-back one leaves the old version in place, and
 * row locks change neither. It is stricter than comparing contents (an UPDATE writing the same
 * values counts as a change) and costs one short answer instead of every row over the wire, which
 * matters to tests that take thousands of snapshots: reading whole rows took over 20 ms a snapshot
 * once the audit log had grown, versions take about 1 ms.
 */
import { sql } from 'kysely';
import type { Db } from './connect';

/** Each table's row fingerprints, sorted: equal snapshots mean equal contents. */
export type TableSnapshot = Record<string, string[]>;

/** Names of every table of the schema (without Kysely's migration tables). */
export async function tableNames(db: Db): Promise<string[]> {
  return (await db.kysely.introspection.getTables()).map((t) => t.name).sort();
}

/** A PostgreSQL row's version: where the tuple is and which transaction wrote it. */
const VERSION = sql`t.ctid::text || ':' || t.xmin::text`;

/** The fingerprints of every row of `tables` (default: all of them); one statement on PostgreSQL. */
export async function snapshotTables(db: Db, tables?: readonly string[]): Promise<TableSnapshot> {
  const names = tables ?? (await tableNames(db));
  let rows: string[][];
  if (db.dialect === 'postgres') {
    const columns = names.map((name) => sql`(select coalesce(json_agg(${VERSION}), '[]') from ${sql.table(name)} t)::text as ${sql.ref(name)}`);
    const { rows: [one] } = await sql<Record<string, string>>`select ${sql.join(columns)}`.execute(db.kysely);
    rows = names.map((name) => JSON.parse(one![name]!));
  } else {
    rows = await Promise.all(names.map(async (name) => (await db.kysely.selectFrom(name as never).selectAll().execute()).map((row) => JSON.stringify(row))));
  }
  return Object.fromEntries(names.map((name, i) => [name, rows[i]!.sort()]));
}

export interface TableDiff {
  table: string;
  /** Rows present after and not before. */
  added: Record<string, unknown>[];
  /** Rows present before and not after; on PostgreSQL only their version is left (`{ version }`). A changed row is one removed plus one added. */
  removed: Record<string, unknown>[];
}

/** The tables whose rows differ between two snapshots of `db`, with the rows that came and went (multiset difference). */
export async function diffSnapshots(db: Db, before: TableSnapshot, after: TableSnapshot): Promise<TableDiff[]> {
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
    if (!added.length && !removed.length) continue;
    if (db.dialect === 'postgres') {
      const rows = added.length ? (await sql<Record<string, unknown>>`select * from ${sql.table(table)} t where ${VERSION} in (${sql.join(added)})`.execute(db.kysely)).rows : [];
      out.push({ table, added: rows, removed: removed.map((version) => ({ version })) });
    } else {
      out.push({ table, added: added.map((r) => JSON.parse(r)), removed: removed.map((r) => JSON.parse(r)) });
    }
  }
  return out;
}
