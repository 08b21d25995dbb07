import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from './connect';
import { createScratchDatabase } from './scratch';
import { describePostgres } from './testing';

describePostgres('PostgreSQL connection lost while a client is checked out', () => {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  let db: Db;
  beforeAll(async () => {
    db = await createScratchDatabase(adminUrl, 'rs_connect', 2);
  });
  afterAll(async () => {
    await db?.close();
  });

  /** Ends the server side of `pid` as a PostgreSQL shutdown or restart does. */
  async function terminate(pid: number) {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query('select pg_terminate_backend($1)', [pid]);
    } finally {
      await client.end();
    }
  }

  it('fails the transaction instead of crashing the process, and the next query gets a new connection', async () => {
    let pid = 0;
    const transaction = db.kysely.transaction().execute(async (trx) => {
      pid = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx)).rows[0]!.pid;
      // Between two statements, as when a save computes its audit row: the client is checked out
      // and not in a query when its connection dies (an unhandled 'error' event killed Node here).
      await terminate(pid);
      await new Promise((r) => setTimeout(r, 200));
      await sql`select 1`.execute(trx);
    });
    await expect(transaction).rejects.toThrow(/terminat|not queryable|connection/i);
    const next = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db.kysely);
    expect(next.rows[0]!.pid).not.toBe(pid);
  });
});
