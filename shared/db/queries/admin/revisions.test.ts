import { expect, it } from 'vitest';
import type { Db } from '../../connect';
import { describeEachDatabase, queryPlan } from '../../testing';
import { getRevision, listRevisions, recordRevision } from './revisions';

const at = (i: number) => new Date(Date.UTC(2026, 5, 1, 12, 0, i)).toISOString();
const record = (db: Db, itemId: number, version: number, keep = 3) =>
  recordRevision(db.kysely, { kind: 'post', itemId, itemVersion: version, userId: null, title: `v${version}`, fields: { id: itemId, version }, at: at(version) }, keep);

describeEachDatabase('revisions queries', (getDb) => {
  it('prunes each item to the newest `keep` revisions as it records, leaving other items alone', async () => {
    const db = getDb();
    for (let v = 1; v <= 5; v++) await record(db, 101, v);
    await record(db, 102, 1);
    const page = await listRevisions(db, 'post', 101, { limit: 10, offset: 0 });
    expect(page.total).toBe(3);
    expect(page.items.map((r) => r.itemVersion)).toEqual([5, 4, 3]);
    expect((await listRevisions(db, 'post', 102, { limit: 10, offset: 0 })).total).toBe(1);
    const newest = page.items[0]!;
    expect(await getRevision(db.kysely, 'post', 101, newest.id)).toMatchObject({ itemVersion: 5, fields: { id: 101, version: 5 } });
    expect(await getRevision(db.kysely, 'post', 102, newest.id)).toBeUndefined();
    expect(await getRevision(db.kysely, 'review', 101, newest.id)).toBeUndefined();
  });

  it("finds the prune cut-off and deletes through the item's index range, never the whole table", async () => {
    const db = getDb();
    const cutoff = db.kysely.selectFrom('revisions').select('id').where('kind', '=', 'post').where('item_id', '=', 7).orderBy('id', 'desc').limit(1).offset(50);
    const prune = db.kysely.deleteFrom('revisions').where('kind', '=', 'post').where('item_id', '=', 7).where('id', '<=', 3);
    for (const query of [cutoff, prune]) {
      const text = await queryPlan(db, query);
      expect(text).toMatch(/revisions_item_idx/);
      expect(text).not.toMatch(/SCAN revisions(?! USING)|Seq Scan|TEMP B-TREE/);
    }
  });
});
