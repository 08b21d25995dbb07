import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Db } from './connect';
import { migrate } from './migrate';
import { withReadSnapshot } from './read-snapshot';

describe('withReadSnapshot [sqlite file]', () => {
  let dir: string;
  let reader: Db;
  let writer: Db;
  const count = async (db: Db) => Number((await db.kysely.selectFrom('categories').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const insert = (slug: string) => writer.kysely.insertInto('categories').values({ slug, updated_at: new Date().toISOString() }).execute();

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'snapshot-'));
    reader = connect(`sqlite:${join(dir, 'site.db')}`);
    await migrate(reader);
    writer = connect(`sqlite:${join(dir, 'site.db')}`);
  });
  afterAll(async () => {
    await reader?.close();
    await writer?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('gives every read inside it the data as it was at its first read, and the new data after it', async () => {
    const before = await count(reader);
    const seen = await withReadSnapshot(reader, async () => {
      const first = await count(reader);
      await insert('durante');
      return [first, await count(reader)];
    });
    expect(seen).toEqual([before, before]);
    expect(await count(reader)).toBe(before + 1);
  });

  it('ends its transaction when the reads fail, so the next statement stands alone', async () => {
    await expect(withReadSnapshot(reader, async () => {
      await count(reader);
      throw new Error('page failed');
    })).rejects.toThrow('page failed');
    expect(reader.sqlite!.inTransaction).toBe(false);
    await insert('depois');
    expect(await withReadSnapshot(reader, () => count(reader))).toBe(await count(writer));
  });
});
