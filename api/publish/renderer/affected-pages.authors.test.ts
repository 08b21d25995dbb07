/**
 * What an author change republishes (issue 25 item 4), on the seeded demo: a bio edit only the
 * author's own pages in each locale; a name change also the pages of the author's posts and
 * reviews (their bylines) and nothing else; a post moved to another author the pages of both
 * authors' lists that hold it. Each is checked against an independent reading of the database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../content-scripts/seed/seed';
import { connect, type Db } from '../../../shared/db/connect';
import { migrate } from '../../../shared/db/migrate';
import { LOCALES, LOCALE_INFO } from '../../../shared/locales';
import { PAGE_SIZE, pageCount } from '../../../shared/pagination';
import { authorChange, localizedChange } from '../content-change';
import { affectedPages } from './affected-pages';
import type { SiteRenderer } from './site-renderer';
import { loadTestRenderer } from '../testing';

const NOW = new Date('2026-11-21T12:00:00Z');
let db: Db;
let renderer: SiteRenderer;

beforeAll(async () => {
  db = connect('sqlite::memory:');
  await migrate(db);
  await seedDemo(db, { postsPerLocale: 200, now: NOW });
  renderer = await loadTestRenderer();
}, 300_000);

afterAll(() => db?.close());

async function author(slug: string) {
  const r = await db.kysely.selectFrom('authors').selectAll().where('slug', '=', slug).executeTakeFirstOrThrow();
  return { id: r.id, slug: r.slug, displayName: r.display_name, photoUrl: r.photo_url };
}

/** The oracle: an author's public items of a locale, newest first. */
async function publicItems(authorId: number, kind: 'post' | 'review', locale: string) {
  const table = kind === 'post' ? 'posts' : 'reviews';
  let q = db.kysely.selectFrom('item_authors').innerJoin(`${table as 'posts'} as t`, 't.id', 'item_authors.item_id').select(['t.id', 't.slug'])
    .where('item_authors.author_id', '=', authorId).where('item_authors.kind', '=', kind).where('t.locale', '=', locale)
    .where('t.status', '=', 'published').where('t.published_at', '<=', NOW.toISOString());
  if (kind === 'review') q = q.where((eb) => eb.exists(eb.selectFrom('products').select('products.id').whereRef('products.id', '=', 't.product_id' as any).where('products.status', '=', 'published')));
  return q.orderBy('t.published_at', 'desc').orderBy('t.id', 'desc').execute();
}

/** Every page of an author's page in every locale, by the oracle's counts. */
async function authorPagePaths(slug: string, authorId: number): Promise<string[]> {
  const paths: string[] = [];
  for (const l of LOCALES) {
    const pages = Math.max(pageCount((await publicItems(authorId, 'post', l)).length, PAGE_SIZE.categoryPosts), pageCount((await publicItems(authorId, 'review', l)).length, PAGE_SIZE.categoryReviews));
    for (let p = 1; p <= pages; p++) paths.push(`/${l}/${LOCALE_INFO[l].authorWord}/${slug}${p === 1 ? '' : `/${l === 'us' ? 'page' : 'pagina'}/${p}`}`);
  }
  return paths;
}

describe('pages an author change republishes', () => {
  it('a bio edit: the author\'s pages in every locale (all of them: each shows the bio), no item page, no sitemap', async () => {
    const ana = await author('ana-souza');
    const paths = (await affectedPages(renderer, db, authorChange('update', ana, { ...ana }), NOW)).map((p) => p.path).sort();
    const expected = (await authorPagePaths('ana-souza', ana.id)).sort();
    expect(expected.filter((p) => p.startsWith('/br/')).length).toBeGreaterThan(1);
    expect(paths).toEqual(expected);
  });

  it('a name change: also the page of each of the author\'s posts and reviews (their bylines), and no one else\'s', async () => {
    const bruno = await author('bruno-lima');
    const paths = new Set((await affectedPages(renderer, db, authorChange('update', bruno, { ...bruno, displayName: 'Bruno S. Lima' }), NOW)).map((p) => p.path));
    const items = await db.kysely.selectFrom('item_authors').select(['kind', 'item_id']).where('author_id', '=', bruno.id).execute();
    const itemPaths: string[] = [];
    for (const { kind, item_id } of items) {
      const row = await db.kysely.selectFrom(kind === 'post' ? 'posts' : 'reviews').select(['locale', 'slug']).where('id', '=', item_id).executeTakeFirstOrThrow();
      const l = row.locale as (typeof LOCALES)[number];
      itemPaths.push(kind === 'post' ? `/${l}/${row.slug}` : `/${l}/${LOCALE_INFO[l].reviewWord}/${row.slug}`);
    }
    expect(itemPaths.length).toBeGreaterThan(50);
    expect([...paths].sort()).toEqual([...(await authorPagePaths('bruno-lima', bruno.id)), ...itemPaths].sort());
  });

  it('a post handed from one author to another: its page, and the pages of both authors\' lists that hold it', async () => {
    const [ana, carla] = [await author('ana-souza'), await author('carla-mendes')];
    const list = await publicItems(ana.id, 'post', 'br');
    // On Ana's page 2, and signed by her alone (every seventh item has a co-author).
    const solo = async (id: number) => (await db.kysely.selectFrom('item_authors').select('author_id').where('kind', '=', 'post').where('item_id', '=', id).execute()).length === 1;
    let index = PAGE_SIZE.categoryPosts + 2;
    while (!(await solo(list[index]!.id))) index++;
    const post = await db.kysely.selectFrom('posts').selectAll().where('id', '=', list[index]!.id).executeTakeFirstOrThrow();
    const row = { id: post.id, locale: post.locale, slug: post.slug, categoryId: post.category_id, translationKey: post.translation_key, status: post.status, publishedAt: post.published_at };
    const others = (await db.kysely.selectFrom('item_authors').select('author_id').where('kind', '=', 'post').where('item_id', '=', post.id).execute()).map((r) => r.author_id);
    const before = { ...row, authorIds: others };
    await db.kysely.deleteFrom('item_authors').where('kind', '=', 'post').where('item_id', '=', post.id).execute();
    await db.kysely.insertInto('item_authors').values({ kind: 'post', item_id: post.id, author_id: carla.id, position: 0 }).execute();
    const paths = new Set((await affectedPages(renderer, db, localizedChange('post')('update', before, { ...row, authorIds: [carla.id] }), NOW)).map((p) => p.path));
    expect(paths.has(`/br/${post.slug}`)).toBe(true);
    // It left Ana's list on page 2: that page to her last one re-render (each item after it moved up).
    const anaPages = pageCount(list.length - 1, PAGE_SIZE.categoryPosts);
    for (let p = 2; p <= anaPages; p++) expect(paths.has(`/br/autor/ana-souza/pagina/${p}`)).toBe(true);
    expect(paths.has('/br/autor/ana-souza')).toBe(false);
    // It came into Carla's list at its place: from that page on.
    const carlaList = await publicItems(carla.id, 'post', 'br');
    const at = carlaList.findIndex((p) => p.id === post.id);
    const first = Math.floor(at / PAGE_SIZE.categoryPosts) + 1;
    expect(paths.has(first === 1 ? '/br/autor/carla-mendes' : `/br/autor/carla-mendes/pagina/${first}`)).toBe(true);
    // No author page of anyone else.
    expect([...paths].filter((p) => p.includes('/autor/') && !p.includes('ana-souza') && !p.includes('carla-mendes'))).toEqual([]);
  });
});
