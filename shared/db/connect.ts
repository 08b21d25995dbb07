/**
 * One entry point to the database: the dialect is chosen from the URL.
 *
 *   sqlite:data/site.db     a file (its folder is created)
 *   sqlite::memory:         a private in-memory database (tests)
 *   postgres://user@host/db PostgreSQL (also postgresql://)
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
import { openSqlite } from './sqlite-dialect';

export type DialectName = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: DialectName;
  /** The URL it was opened with, without a password. */
  url: string;
  /** SQLite only: the better-sqlite3 handle, for what Kysely cannot do (online backup). */
  sqlite?: import('better-sqlite3').Database;
  close(): Promise<void>;
}

export class DatabaseUrlError extends Error {}

/** Parses a DATABASE_URL into the dialect and its target; throws DatabaseUrlError naming the problem. */
export function parseDatabaseUrl(url: string): { dialect: 'sqlite'; filename: string } | { dialect: 'postgres'; connectionString: string } {
  if (url.startsWith('sqlite:')) {
    const filename = url.slice('sqlite:'.length).replace(/^\/\/(?=\/)/, '');
    if (!filename) throw new DatabaseUrlError('DATABASE_URL: sqlite: needs a file path, e.g. sqlite:data/site.db or sqlite::memory:');
    return { dialect: 'sqlite', filename };
  }
  if (/^postgres(ql)?:\/\//.test(url)) {
    try {
      new URL(url);
    } catch {
      throw new DatabaseUrlError('DATABASE_URL: not a valid postgres:// URL');
    }
    return { dialect: 'postgres', connectionString: url };
  }
  throw new DatabaseUrlError(`DATABASE_URL: unsupported scheme in "${redact(url)}": use sqlite:<path>, sqlite::memory: or postgres://…`);
}

/** The URL with any password replaced, for logs and messages. */
export function redact(url: string): string {
  return url.replace(/(\/\/[^:/@]+:)[^@]*@/, '$1***@');
}

/**
 * COUNT(*) and SUM() come back as int8, which pg returns as strings to avoid precision loss.
 * Our counts stay far below 2^53, and SQLite returns numbers, so parse them: both dialects then
 * give the same values. Passed per pool rather than set on pg's global registry.
 */
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === pg.types.builtins.INT8) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format as 'text');
  },
} as pg.CustomTypesConfig;

export interface ConnectOptions {
  /** PostgreSQL pool size. */
  maxConnections?: number;
  /** SQLite: how long a writer waits for the lock, in ms (default 5000). */
  busyTimeoutMs?: number;
}

/** Opens the database named by `url`. Nothing is migrated here; see `migrate()`. */
export function connect(url: string, options: ConnectOptions = {}): Db {
  const target = parseDatabaseUrl(url);
  if (target.dialect === 'sqlite') {
    if (target.filename !== ':memory:') mkdirSync(dirname(target.filename), { recursive: true });
    const { sqlite, dialect } = openSqlite(target.filename, { busyTimeoutMs: options.busyTimeoutMs });
    const kysely = new Kysely<Database>({ dialect });
    return { kysely, dialect: 'sqlite', url: redact(url), sqlite, close: () => kysely.destroy() };
  }
  const pool = new pg.Pool({
    connectionString: target.connectionString,
    max: options.maxConnections ?? 10,
    // A dead server must fail a request quickly (503), not hang it.
    connectionTimeoutMillis: 5000,
    types: pgTypes,
  });
  // A client losing its server (a PostgreSQL restart, a failover, an idle-session kill) emits
  // 'error'; without a listener Node exits. pg-pool listens only while a client is idle, so one
  // checked out between two statements (a transaction, a query about to be sent) would take the
  // whole server down. Here the error is dropped: the client's next query fails with it instead
  // (a 503 through api/http/errors.ts), and pg-pool discards the broken client on release.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { kysely, dialect: 'postgres', url: redact(url), close: () => kysely.destroy() };
}
