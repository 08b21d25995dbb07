/**
 * SQLite for Kysely, tuned for a web server that writes while it reads.
 */
import Database from 'better-sqlite3';
import { CompiledQuery, SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver, type QueryResult } from 'kysely';

/**
 * Waits for another process's write lock without stopping the event loop. better-sqlite3 runs
 * SQLite in the calling thread, so SQLite's own busy_timeout waits by blocking it: while one write
 * waited for a lock held elsewhere (a CLI, a second server, an operator's open transaction), every
 * request of the server stalled with it, pages that never touch the database included. So SQLite
 * is told not to wait (busy_timeout = 0) and a statement refused with SQLITE_BUSY is tried again on
 * a timer until `waitMs` has passed. That is safe: a statement refused with SQLITE_BUSY did
 * nothing, and a refused `begin immediate` started no transaction.
 */
class PatientConnection implements DatabaseConnection {
  constructor(
    private readonly inner: DatabaseConnection,
    private readonly waitMs: number,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const deadline = Date.now() + this.waitMs;
    for (let pause = 2; ; pause = Math.min(pause * 2, 50)) {
      try {
        return await this.inner.executeQuery<R>(query);
      } catch (err) {
        const left = deadline - Date.now();
        if ((err as { code?: string }).code !== 'SQLITE_BUSY' || left <= 0) throw err;
        await new Promise((r) => setTimeout(r, Math.min(pause, left)));
      }
    }
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

/**
 * Kysely's driver opens transactions with a plain (deferred) `BEGIN`: two writers can then both
 * hold read locks and one fails with SQLITE_BUSY on upgrade, which no waiting can fix.
 * `BEGIN IMMEDIATE` takes the write lock up front, so a second writer waits instead (PatientConnection).
 */
class ImmediateSqliteDriver extends SqliteDriver {
  constructor(
    config: ConstructorParameters<typeof SqliteDriver>[0],
    private readonly busyTimeoutMs: number,
  ) {
    super(config);
  }
  override async acquireConnection(): Promise<DatabaseConnection> {
    return new PatientConnection(await super.acquireConnection(), this.busyTimeoutMs);
  }
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: ConstructorParameters<typeof SqliteDialect>[0];
  readonly #busyTimeoutMs: number;
  constructor(config: ConstructorParameters<typeof SqliteDialect>[0], busyTimeoutMs: number) {
    super(config);
    this.#config = config;
    this.#busyTimeoutMs = busyTimeoutMs;
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config, this.#busyTimeoutMs);
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
  /** How long a query through Kysely waits for another connection's lock before SQLITE_BUSY, in ms. */
  busyTimeoutMs?: number;
}

/**
 * Opens a SQLite file (or `:memory:`) with the pragmas the server relies on: WAL (readers never
 * block the writer), foreign keys, synchronous=NORMAL (durable in WAL mode except for the last
 * transactions on power loss, which is the usual web trade-off). Kysely's queries wait for a lock
 * held elsewhere up to `busyTimeoutMs` (default 5 s) without blocking the event loop
 * (PatientConnection); the raw handle does not wait.
 */
export function openSqlite(filename: string, options: SqliteOptions = {}) {
  const sqlite = new Database(filename);
  if (filename !== ':memory:') sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 0');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  // Planner statistics, as SQLite advises at connection open: without them, at 100,000 posts it
  // walks a locale index over the whole table for a query one key's index answers (160 ms instead
  // of 0.1 ms). Only tables whose statistics are missing or stale are analysed, within SQLite's own
  // analysis limit (~0.1 s once for a 100,000-post file, nothing after). Busy: the next open does it.
  try {
    sqlite.pragma('optimize = 0x10002');
  } catch {}
  return { sqlite, dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }, options.busyTimeoutMs ?? 5000) };
}
