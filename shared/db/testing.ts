/**
 * Runs a test suite once per database dialect: in-memory SQLite always, and a real PostgreSQL
 * when TEST_DATABASE_URL names a server. Each suite gets a fresh database (a new PostgreSQL
 * database, created and dropped here), migrated to the latest schema.
 *
 * REQUIRE_POSTGRES=1 (set by CI) turns a missing TEST_DATABASE_URL into a failure instead of a skip.
 */
import { CompiledQuery, type Compilable } from 'kysely';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { connect, type Db } from './connect';
import { migrate } from './migrate';
import { createScratchDatabase } from './scratch';

export interface TestTarget {
  name: 'sqlite' | 'postgres';
  /** Why the target is skipped, when it is. */
  skip?: string;
  open(): Promise<Db>;
}

function postgresTarget(): TestTarget {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    return {
      name: 'postgres',
      skip: 'TEST_DATABASE_URL is not set',
      open: () => Promise.reject(new Error('TEST_DATABASE_URL is not set')),
    };
  }
  return { name: 'postgres', open: () => createScratchDatabase(adminUrl, 'rs_test') };
}

/**
 * `describe` for suites about PostgreSQL itself (not both dialects): skipped without
 * TEST_DATABASE_URL, unless REQUIRE_POSTGRES=1 makes the missing server a failure.
 */
export const describePostgres: typeof describe.skip = postgresTarget().skip && process.env.REQUIRE_POSTGRES !== '1' ? describe.skip : describe;

/** The databases tests run against, in order. */
export function testTargets(): TestTarget[] {
  return [{ name: 'sqlite', open: async () => connect('sqlite::memory:') }, postgresTarget()];
}

/**
 * `describe` once per dialect, named `… [sqlite]` and `… [postgres]`. `setup` runs once after
 * migration (seed fixtures there). The callback receives a getter for the open database.
 */
export function describeEachDatabase(name: string, suite: (getDb: () => Db) => void, setup?: (db: Db) => Promise<void>): void {
  for (const target of testTargets()) {
    const title = `${name} [${target.name}]`;
    if (target.skip) {
      if (process.env.REQUIRE_POSTGRES === '1') {
        describe(title, () => {
          it('needs PostgreSQL (REQUIRE_POSTGRES=1)', () => {
            throw new Error(`REQUIRE_POSTGRES=1 but ${target.skip}`);
          });
        });
      } else {
        describe.skip(`${title} (skipped: ${target.skip})`, () => suite(() => { throw new Error('skipped'); }));
      }
      continue;
    }
    describe(title, () => {
      let db: Db | undefined;
      beforeAll(async () => {
        db = await target.open();
        await migrate(db);
        if (setup) await setup(db);
      });
      afterAll(async () => {
        await db?.close();
      });
      suite(() => {
        if (!db) throw new Error('database not open');
        return db;
      });
    });
  }
}

/**
 * The database's plan of `query`, as text (SQLite's EXPLAIN QUERY PLAN, PostgreSQL's EXPLAIN with
 * sequential scans discouraged so a usable index shows on a small test table).
 */
export async function queryPlan(db: Db, query: Compilable): Promise<string> {
  const { sql, parameters } = query.compile();
  if (db.dialect === 'sqlite') {
    const rows = await db.kysely.executeQuery<{ detail: string }>(CompiledQuery.raw(`EXPLAIN QUERY PLAN ${sql}`, [...parameters]));
    return rows.rows.map((r) => r.detail).join('\n');
  }
  return db.kysely.transaction().execute(async (trx) => {
    await trx.executeQuery(CompiledQuery.raw('SET LOCAL enable_seqscan = off'));
    const rows = await trx.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`EXPLAIN ${sql}`, [...parameters]));
    return rows.rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}
