/**
 * The public reads of authors (issue 25 item 4) on SQLite and PostgreSQL: an author's published
 * posts and reviews of a locale (newest first, paged, drafts and other authors left out), a
 * byline in the editor's order, and the author's items read in id batches (what a profile change
 * re-renders).
 */
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../testing';
import { insertPost, insertProduct, insertReview } from '../test-fixtures';
import { bylineOf, bylinesOfKind, getAuthorBySlug, itemsOfAuthor, setItemAuthors } from './authors';
import { countPostsNewerThan, countPublishedPosts, listPublishedPosts } from './posts';
import { countPublishedReviews, listPublishedReviews } from './reviews';

const NOW = new Date('2026-06-01T12:00:00.000Z');
const at = (day: number) => `2026-05-${String(day).padStart(2, '0')}T10:00:00.000Z`;

describeEachDatabase('author queries', (getDb) => {
  let ana = 0;
  let bia = 0;
  const anaPosts: number[] = [];
  let anaReview = 0;

  beforeAll(async () => {
    const db = getDb();
    const author = async (slug: string, name: string) => (await db.kysely.insertInto('authors').values({
      account_id: null, slug, display_name: name, bio_json: JSON.stringify({ br: `Bio de ${name}.` }), photo_url: '/media/0123456789abcdef0123456789abcdef-320x320/320.jpg',
      expertise: 'Áudio', same_as_json: '["https://example.com/ana"]', created_at: at(1), updated_at: at(1),
    }).returning('id').executeTakeFirstOrThrow()).id;
    ana = await author('ana', 'Ana');
    bia = await author('bia', 'Bia');
    for (let day = 1; day <= 5; day++) {
      const id = await insertPost(getDb(), { published_at: at(day) });
      anaPosts.push(id);
      await setItemAuthors(db.kysely, 'post', id, day === 3 ? [bia, ana] : [ana]);
    }
    const draft = await insertPost(getDb(), { status: 'draft', published_at: null });
    await setItemAuthors(db.kysely, 'post', draft, [ana]);
    const italian = await insertPost(getDb(), { locale: 'it', published_at: at(2) });
    await setItemAuthors(db.kysely, 'post', italian, [ana]);
    const other = await insertPost(getDb(), { published_at: at(6) });
    await setItemAuthors(db.kysely, 'post', other, [bia]);
    const product = await insertProduct(getDb());
    anaReview = await insertReview(getDb(), { product_id: product, published_at: at(4) });
    await setItemAuthors(db.kysely, 'review', anaReview, [ana]);
    await insertReview(getDb(), { product_id: product, published_at: at(5) });
  });

  it('lists an author\'s published posts of one locale, newest first and paged; drafts, other locales and others\' posts are left out', async () => {
    const db = getDb();
    expect(await countPublishedPosts(db, { locale: 'br', authorId: ana, now: NOW })).toBe(5);
    const first = await listPublishedPosts(db, { locale: 'br', authorId: ana, now: NOW, limit: 2 });
    expect(first.map((p) => p.id)).toEqual([anaPosts[4], anaPosts[3]]);
    const second = await listPublishedPosts(db, { locale: 'br', authorId: ana, now: NOW, limit: 2, offset: 2 });
    expect(second.map((p) => p.id)).toEqual([anaPosts[2], anaPosts[1]]);
    expect(await countPublishedPosts(db, { locale: 'it', authorId: ana, now: NOW })).toBe(1);
    expect((await listPublishedPosts(db, { locale: 'br', authorId: bia, now: NOW })).length).toBe(2);
    // Its place in the author's list (the publisher's reading): two of Ana's posts are newer than day 3's.
    expect(await countPostsNewerThan(db, { locale: 'br', authorId: ana, now: NOW }, { publishedAt: at(3), id: anaPosts[2]! })).toBe(2);
  });

  it('lists an author\'s published reviews with their product', async () => {
    const db = getDb();
    expect(await countPublishedReviews(db, { locale: 'br', authorId: ana, now: NOW })).toBe(1);
    const [review] = await listPublishedReviews(db, { locale: 'br', authorId: ana, now: NOW });
    expect(review).toMatchObject({ id: anaReview, product: { title: expect.any(String) } });
    expect(await countPublishedReviews(db, { locale: 'br', authorId: bia, now: NOW })).toBe(0);
  });

  it('gives a byline in the editor\'s order and a profile by slug', async () => {
    const db = getDb();
    expect((await bylineOf(db, 'post', anaPosts[2]!)).map((a) => a.displayName)).toEqual(['Bia', 'Ana']);
    expect(await bylineOf(db, 'post', 999_999)).toEqual([]);
    expect(await getAuthorBySlug(db, 'ana')).toMatchObject({ displayName: 'Ana', bio: { br: 'Bio de Ana.' }, sameAs: ['https://example.com/ana'] });
    expect(await getAuthorBySlug(db, 'nobody')).toBeUndefined();
  });

  it('reads every byline of a kind at once, each as the item\'s own byline reads it (a full build)', async () => {
    const db = getDb();
    const posts = await bylinesOfKind(db, 'post');
    expect(posts.get(anaPosts[2]!)?.map((a) => a.displayName)).toEqual(['Bia', 'Ana']);
    for (const [id, authors] of posts) expect(authors).toEqual(await bylineOf(db, 'post', id));
    expect([...(await bylinesOfKind(db, 'review')).entries()]).toEqual([[anaReview, await bylineOf(db, 'review', anaReview)]]);
  });

  it('reads an author\'s items in id batches, whatever their status or locale', async () => {
    const db = getDb();
    const seen: number[] = [];
    for (let after = 0; ;) {
      const batch = await itemsOfAuthor(db, ana, 'post', after, 3);
      seen.push(...batch.map((i) => i.id));
      if (batch.length < 3) break;
      after = batch.at(-1)!.id;
    }
    expect(seen).toHaveLength(7);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect((await itemsOfAuthor(db, ana, 'review', 0, 10)).map((i) => i.id)).toEqual([anaReview]);
  });
});
