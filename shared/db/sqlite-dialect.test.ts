import Database from 'better-sqlite3';
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
