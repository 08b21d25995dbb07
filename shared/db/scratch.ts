/**
 * Throw-away PostgreSQL databases for tests and benchmarks: a new database on the server that
 * `adminUrl` names, dropped again when the returned Db is closed.
 */
import pg from 'pg';
import { connect, type Db } from './connect';

async function admin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Creates `<prefix>_<pid>_<random>` and connects to it; `close()` disconnects and drops it. */
export async function createScratchDatabase(adminUrl: string, prefix: string, maxConnections = 4): Promise<Db> {
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await admin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = connect(url.toString(), { maxConnections });
  const close = db.close;
  // FORCE: a test that failed mid-way may leave a connection behind; the database goes anyway.
  db.close = async () => {
    await close();
    await admin(adminUrl, `drop database if exists ${name} with (force)`);
  };
  return db;
}
