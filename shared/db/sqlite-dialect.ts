/**
 * SQLite for Kysely, tuned for a web server that writes while it reads.
 */
import Database from 'better-sqlite3';
import { CompiledQuery, SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver } from 'kysely';

/**
 * Kysely's driver opens transactions with a plain (deferred) `BEGIN`: two writers can then both
 * hold read locks and one fails with SQLITE_BUSY on upgrade, which busy_timeout cannot fix.
 * `BEGIN IMMEDIATE` takes the write lock up front, so a second writer waits instead.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: ConstructorParameters<typeof SqliteDialect>[0];
  constructor(config: ConstructorParameters<typeof SqliteDialect>[0]) {
    super(config);
    this.#config = config;
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

export interface SqliteOptions {
  /** How long a writer waits for the lock before SQLITE_BUSY, in ms. */
  busyTimeoutMs?: number;
}

/**
 * Opens a SQLite file (or `:memory:`) with the pragmas the server relies on: WAL (readers never
 * block the writer), busy_timeout, foreign keys, synchronous=NORMAL (durable in WAL mode except
 * for the last transactions on power loss, which is the usual web trade-off).
 */
export function openSqlite(filename: string, options: SqliteOptions = {}) {
  const sqlite = new Database(filename);
  if (filename !== ':memory:') sqlite.pragma('journal_mode = WAL');
  sqlite.pragma(`busy_timeout = ${options.busyTimeoutMs ?? 5000}`);
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  return { sqlite, dialect: new ImmediateSqliteDialect({ database: sqlite }) };
}
