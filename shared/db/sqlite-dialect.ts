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

/** Most statements a connection keeps compiled; past it the cache starts over. */
const STATEMENT_CACHE_SIZE = 200;

/**
 * Kysely compiles a query to the same SQL text each time (values are parameters) but asks
 * better-sqlite3 to prepare it anew on every run. A static build runs the same few queries for
 * each of 10,000+ pages, and preparing was ~2 % of its CPU, so prepared statements are reused
 * per SQL text. A statement still busy (an open `iterate()` stream) is never handed out twice:
 * the caller then gets a fresh one. SQLite re-prepares a cached statement itself after a schema
 * change (migrations), so a cached statement never sees a stale table.
 */
export function withStatementCache(sqlite: Database.Database): Pick<Database.Database, 'prepare' | 'close'> {
  const cache = new Map<string, Database.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      const cached = cache.get(sql);
      if (cached && !cached.busy) return cached;
      const statement = sqlite.prepare(sql);
      if (!cached) {
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.clear();
        cache.set(sql, statement);
      }
      return statement;
    },
  } as Pick<Database.Database, 'prepare' | 'close'>;
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
  return { sqlite, dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }) };
}
