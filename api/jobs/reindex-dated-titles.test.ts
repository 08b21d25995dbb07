import { expect, it } from 'vitest';
import { displayedSearchColumns } from '../../shared/format/search-text';
import { describeEachDatabase } from '../../shared/db/testing';
import { insertPost, insertProduct, insertReview } from '../../shared/db/test-fixtures';
import { searchPosts, searchReviews } from '../../shared/db/queries/search';
import { reindexDatedTitlesJob } from './reindex-dated-titles';
import { testJobContext } from './testing';

const OCT = new Date('2026-10-31T12:00:00.000Z');
const NOV = new Date('2026-11-01T00:01:00.000Z');
const PUBLISHED = '2026-10-01T00:00:00.000Z';

describeEachDatabase('reindex-dated-titles job', (getDb) => {
  it('search finds the month and year a dated title shows, not the placeholder words, and follows the month when it turns', async () => {
    const db = getDb();
    const title = 'Melhores fones de {month} {year}';
    const post = await insertPost(db, { slug: 'fones-do-mes', title, excerpt: 'Os fones de {month}', published_at: PUBLISHED, ...displayedSearchColumns(title, 'Os fones de {month}', 'br', OCT) });
    const plain = await insertPost(db, { slug: 'fones-sem-data', title: 'Fones sem fio', excerpt: 'Do ano passado', published_at: PUBLISHED });
    const product = await insertProduct(db);
    const reviewTitle = 'Avaliação {year}: fone X';
    const review = await insertReview(db, { product_id: product, slug: 'fone-x', title: reviewTitle, published_at: PUBLISHED, ...displayedSearchColumns(reviewTitle, 'Excerpt', 'br', OCT) });
    const find = async (q: string) => (await searchPosts(db, { locale: 'br', q, limit: 10, now: NOV })).map((p) => p.id);

    // What a reader saw in October: "outubro 2026".
    expect(await find('outubro')).toEqual([post]);
    expect(await find('2026')).toEqual([post]);
    expect(await find('year')).toEqual([]);
    expect(await find('month')).toEqual([]);
    expect((await searchReviews(db, { locale: 'br', q: '2026', limit: 10, now: NOV })).map((r) => r.id)).toEqual([review]);

    const ctx = testJobContext(db, { now: () => NOV });
    expect(await reindexDatedTitlesJob.run(ctx)).toEqual({ status: 'succeeded', summary: '2 de 2 título(s) com mês/ano reindexado(s) na busca' });
    expect(await find('novembro')).toEqual([post]);
    expect(await find('outubro')).toEqual([]);
    expect(await find('fones')).toEqual(expect.arrayContaining([post, plain]));
    // Only the date's words changed: the content's own timestamps and version stay.
    const row = await db.kysely.selectFrom('posts').select(['version', 'updated_at']).where('id', '=', post).executeTakeFirstOrThrow();
    expect(row.version).toBe(1);

    // The next night has nothing to write.
    expect(await reindexDatedTitlesJob.run(testJobContext(db, { now: () => new Date('2026-11-02T00:01:00.000Z') }))).toEqual({
      status: 'succeeded',
      summary: 'nada a atualizar (2 título(s) com mês/ano já em dia)',
    });
  });
});
