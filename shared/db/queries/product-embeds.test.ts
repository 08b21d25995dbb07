import { expect, it } from 'vitest';
import { insertPost, insertProduct, insertReview } from '../test-fixtures';
import { describeEachDatabase, queryPlan } from '../testing';
import { bodiesEmbedding, dropProductEmbeds, embeddersQuery, rebuildProductEmbeds, syncProductEmbeds } from './product-embeds';

const A = 'B0EMBA0001';
const B = 'B0EMBB0002';

describeEachDatabase('product embeds', (getDb) => {
  it('finds the posts and reviews of the region that embed a product, by ::product and ::products', async () => {
    const db = getDb();
    const productId = await insertProduct(db, { asin: A, slug: 'emb-a' });
    await insertPost(db, { slug: 'emb-one', content: `Texto\n\n::product{asin="${A}"}` });
    await insertPost(db, { slug: 'emb-list', content: `::products{asins="${B},${A}" style="list"}` });
    await insertPost(db, { slug: 'emb-none', content: `Fala de ${A} sem o mostrar.` });
    await insertPost(db, { slug: 'emb-us', locale: 'us', content: `::product{asin="${A}"}` });
    await insertReview(db, { product_id: productId, slug: 'emb-review', body: `::products{asins="${A},${B}"}` });

    expect(await bodiesEmbedding(db, 'br', [A])).toEqual({ posts: expect.arrayContaining(['emb-one', 'emb-list']), reviews: ['emb-review'] });
    expect((await bodiesEmbedding(db, 'br', [A])).posts).toHaveLength(2);
    expect(await bodiesEmbedding(db, 'br', [B])).toEqual({ posts: ['emb-list'], reviews: ['emb-review'] });
    expect(await bodiesEmbedding(db, 'us', [A])).toEqual({ posts: ['emb-us'], reviews: [] });
    // Several products at once (a product and those offering it as substitute): each body once.
    const both = await bodiesEmbedding(db, 'br', [A, B]);
    expect(both.posts.sort()).toEqual(['emb-list', 'emb-one']);
    expect(both.reviews).toEqual(['emb-review']);
    expect(await bodiesEmbedding(db, 'br', [])).toEqual({ posts: [], reviews: [] });
  });

  it('follows an edited body and forgets a deleted row', async () => {
    const db = getDb();
    const id = await insertPost(db, { slug: 'emb-edit', content: `::product{asin="${B}"}` });
    await syncProductEmbeds(db.kysely, 'post', id, 'br', 'Sem produto agora.');
    expect((await bodiesEmbedding(db, 'br', [B])).posts).not.toContain('emb-edit');
    await syncProductEmbeds(db.kysely, 'post', id, 'br', `::product{asin="${B}"}`);
    expect((await bodiesEmbedding(db, 'br', [B])).posts).toContain('emb-edit');
    await db.kysely.deleteFrom('posts').where('id', '=', id).execute();
    await dropProductEmbeds(db.kysely, 'post', id);
    expect((await bodiesEmbedding(db, 'br', [B])).posts).not.toContain('emb-edit');
  });

  it('rebuilds every row from the bodies (the migration backfill and the seed)', async () => {
    const db = getDb();
    const before = await db.kysely.selectFrom('product_embeds').selectAll().orderBy(['kind', 'item_id', 'asin']).execute();
    await db.kysely.deleteFrom('product_embeds').execute();
    await rebuildProductEmbeds(db.kysely);
    const after = await db.kysely.selectFrom('product_embeds').selectAll().orderBy(['kind', 'item_id', 'asin']).execute();
    expect(after).toEqual(before);
    expect(after.length).toBeGreaterThan(0);
  });

  it('looks the product up by its (locale, asin) index, never by reading bodies', async () => {
    const text = await queryPlan(getDb(), embeddersQuery(getDb(), 'post', 'br', [A]));
    // SQLite takes the (locale, asin) index; PostgreSQL's planner may take the primary key on a table
    // this small. Either is an index probe; what must never appear is a read of the bodies' table.
    expect(text).toMatch(/product_embeds_(locale_asin_idx|pk)/);
    expect(text).not.toMatch(/SCAN (TABLE )?posts|Seq Scan on posts/);
  });
});
