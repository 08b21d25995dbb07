import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openSqlite, withStatementCache } from './sqlite-dialect';

interface T {
  items: { id: number; name: string };
}

function open() {
  const { sqlite, dialect } = openSqlite(':memory:');
  return { sqlite, db: new Kysely<T>({ dialect }) };
}

describe('SQLite statement cache', () => {
  it('reuses one compiled statement per SQL text and still binds each run its own values', async () => {
    const { sqlite, db } = open();
    await sql`create table items (id integer primary key, name text not null)`.execute(db);
    await db.insertInto('items').values([{ id: 1, name: 'a' }, { id: 2, name: 'b' }]).execute();
    let prepared = 0;
    const prepare = sqlite.prepare.bind(sqlite);
    sqlite.prepare = ((text: string) => (prepared++, prepare(text))) as typeof sqlite.prepare;
    const byId = (id: number) => db.selectFrom('items').select('name').where('id', '=', id).executeTakeFirst();
    expect(await byId(1)).toEqual({ name: 'a' });
    expect(await byId(2)).toEqual({ name: 'b' });
    expect(await byId(3)).toBeUndefined();
    expect(prepared).toBe(1);
    await db.destroy();
  });

  it('sees a table changed after the statement was cached', async () => {
    const { db } = open();
    await sql`create table items (id integer primary key, name text not null)`.execute(db);
    const all = () => db.selectFrom('items').selectAll().execute();
    expect(await all()).toEqual([]);
    await sql`alter table items add column extra text`.execute(db);
    await db.insertInto('items').values({ id: 1, name: 'a' }).execute();
    expect(await all()).toEqual([{ id: 1, name: 'a', extra: null }]);
    await db.destroy();
  });

  it('hands out a fresh statement while the cached one is still being iterated', () => {
    const sqlite = new Database(':memory:');
    sqlite.exec("create table items (id integer primary key, name text not null); insert into items values (1, 'a'), (2, 'b')");
    const cached = withStatementCache(sqlite);
    const text = 'select name from items order by id';
    const rows = cached.prepare(text).iterate() as IterableIterator<{ name: string }>;
    expect(rows.next().value).toEqual({ name: 'a' });
    // Reusing the busy statement would throw "This statement is busy executing a query".
    expect(cached.prepare(text).all()).toEqual([{ name: 'a' }, { name: 'b' }]);
    expect(rows.next().value).toEqual({ name: 'b' });
    rows.return?.();
    sqlite.close();
  });
});

describe('SQLite lock waits', () => {
  /** Two connections to one new file holding table `items`. */
  async function twoConnections(busyTimeoutMs?: number) {
    const dir = mkdtempSync(join(tmpdir(), 'rs-sqlite-lock-'));
    const file = join(dir, 'lock.db');
    const a = new Kysely<T>({ dialect: openSqlite(file).dialect });
    const b = new Kysely<T>({ dialect: openSqlite(file, { busyTimeoutMs }).dialect });
    await sql`create table items (id integer primary key, name text not null)`.execute(a);
    return { a, b, close: async () => (await a.destroy(), await b.destroy(), rmSync(dir, { recursive: true, force: true })) };
  }

  it('a writer waits for another connection\'s write lock without blocking the event loop, then succeeds', async () => {
    const { a, b, close } = await twoConnections();
    try {
      let released = false;
      // The holder lets go on a timer: if the waiting writer blocked the thread (SQLite's own
      // busy_timeout), the timer could not fire before the writer gave up with SQLITE_BUSY.
      const holder = a.transaction().execute(async (t) => {
        await t.insertInto('items').values({ id: 1, name: 'holder' }).execute();
        await new Promise((r) => setTimeout(r, 200));
        released = true;
      });
      await new Promise((r) => setTimeout(r, 20));
      await b.insertInto('items').values({ id: 2, name: 'waiter' }).execute();
      expect(released).toBe(true);
      await holder;
      expect(await b.selectFrom('items').select('name').orderBy('id').execute()).toEqual([{ name: 'holder' }, { name: 'waiter' }]);
    } finally {
      await close();
    }
  });

  it('gives up with SQLITE_BUSY once busyTimeoutMs has passed, having written nothing', async () => {
    const { a, b, close } = await twoConnections(100);
    try {
      let release!: () => void;
      const holder = a.transaction().execute(async (t) => {
        await t.insertInto('items').values({ id: 1, name: 'holder' }).execute();
        await new Promise<void>((r) => (release = r));
      });
      await new Promise((r) => setTimeout(r, 20));
      await expect(b.transaction().execute((t) => t.insertInto('items').values({ id: 2, name: 'waiter' }).execute())).rejects.toMatchObject({ code: 'SQLITE_BUSY' });
      release();
      await holder;
      expect(await b.selectFrom('items').select('id').execute()).toEqual([{ id: 1 }]);
    } finally {
      await close();
    }
  });
});
