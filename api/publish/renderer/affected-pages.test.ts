/**
 * What a save republishes at a corpus of 5,000 posts (issue 13: a save costs what it changes):
 * the pages are counted and named, each against an independent reading of where the row sits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../content-scripts/seed/seed';
import { connect, type Db } from '../../../shared/db/connect';
import { migrate } from '../../../shared/db/migrate';
import { PAGE_SIZE, pageCount } from '../../../shared/pagination';
import { localizedChange } from '../content-change';
import { affectedPages } from './affected-pages';
import type { SiteRenderer } from './site-renderer';
import { loadTestRenderer } from '../testing';

const NOW = new Date('2026-11-21T12:00:00Z');
let db: Db;
let renderer: SiteRenderer;

beforeAll(async () => {
  db = connect('sqlite::memory:');
  await migrate(db);
  await seedDemo(db, { postsPerLocale: 1667, now: NOW });
  renderer = await loadTestRenderer();
}, 300_000);

afterAll(() => db?.close());

async function postRow(id: number) {
  const r = await db.kysely.selectFrom('posts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return { id: r.id, locale: r.locale, slug: r.slug, categoryId: r.category_id, translationKey: r.translation_key, status: r.status, publishedAt: r.published_at };
}

/** The br posts of a category as the public sees them, newest first (the oracle). */
async function categoryList(categoryId: number) {
  return db.kysely.selectFrom('posts').select(['id', 'slug']).where('locale', '=', 'br').where('category_id', '=', categoryId)
    .where('status', '=', 'published').where('published_at', '<=', NOW.toISOString()).orderBy('published_at', 'desc').orderBy('id', 'desc').execute();
}

const categoryPath = (slug: string, page: number) => (page === 1 ? `/br/categoria/${slug}` : `/br/categoria/${slug}/pagina/${page}`);

describe('pages a save republishes, 5,000 posts', () => {
  it('a title edit deep in the archive: its page, its category page, its neighbours and the sitemap, nothing more', async () => {
    expect(Number((await db.kysely.selectFrom('posts').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)).toBeGreaterThanOrEqual(5000);
    const { id: categoryId, slug: category } = await db.kysely.selectFrom('categories').select(['id', 'slug']).orderBy('id').executeTakeFirstOrThrow();
    const list = await categoryList(categoryId);
    const index = Math.floor(list.length / 2);
    const post = list[index]!;
    const row = await postRow(post.id);
    const change = localizedChange('post')('update', row, { ...row });
    const inOrder = (await affectedPages(renderer, db, change, NOW)).map((p) => p.path);
    // Written in this order: the edited page goes live first, the sitemaps (the largest) last.
    expect(inOrder[0]).toBe(`/br/${post.slug}`);
    expect(inOrder.slice(-2).every((p) => p.startsWith('/sitemap-'))).toBe(true);
    const paths = [...inOrder].sort();
    const neighbours = [...list.slice(index - 3, index), ...list.slice(index + 1, index + 4)].map((p) => `/br/${p.slug}`);
    const chunk = `/sitemap-br-posts-${Math.floor(post.id / 10_000)}.xml`;
    // The page of each of its authors' lists that shows it (issue 25 item 4: the seed signs every post).
    const authorPages: string[] = [];
    const authors = await db.kysely.selectFrom('item_authors').innerJoin('authors', 'authors.id', 'item_authors.author_id').select(['authors.id', 'authors.slug'])
      .where('item_authors.kind', '=', 'post').where('item_authors.item_id', '=', post.id).execute();
    for (const a of authors) {
      const theirs = await db.kysely.selectFrom('item_authors').innerJoin('posts', 'posts.id', 'item_authors.item_id').select('posts.id')
        .where('item_authors.author_id', '=', a.id).where('item_authors.kind', '=', 'post').where('posts.locale', '=', 'br').where('posts.status', '=', 'published')
        .where('posts.published_at', '<=', NOW.toISOString()).orderBy('posts.published_at', 'desc').orderBy('posts.id', 'desc').execute();
      const page = Math.floor(theirs.findIndex((p) => p.id === post.id) / PAGE_SIZE.categoryPosts) + 1;
      authorPages.push(page === 1 ? `/br/autor/${a.slug}` : `/br/autor/${a.slug}/pagina/${page}`);
    }
    expect(authorPages.length).toBeGreaterThan(0);
    expect(paths).toEqual([`/br/${post.slug}`, categoryPath(category, Math.floor(index / PAGE_SIZE.categoryPosts) + 1), ...neighbours, ...authorPages, '/sitemap-br.xml', chunk].sort());
    expect(paths.length).toBeLessThanOrEqual(12);
  });

  it('a publication at the top of a category: home, feed and that category from its first page to its last', async () => {
    const { id: categoryId, slug: category } = await db.kysely.selectFrom('categories').select(['id', 'slug']).orderBy('id').limit(1).offset(1).executeTakeFirstOrThrow();
    const draft = await db.kysely.selectFrom('posts').select('id').where('locale', '=', 'br').where('status', '=', 'draft').executeTakeFirstOrThrow();
    const before = await postRow(draft.id);
    await db.kysely.updateTable('posts').set({ status: 'published', published_at: '2026-11-21T11:59:00.000Z', category_id: categoryId }).where('id', '=', draft.id).execute();
    const after = await postRow(draft.id);
    const paths = new Set((await affectedPages(renderer, db, localizedChange('post')('update', before, after), NOW)).map((p) => p.path));
    const list = await categoryList(categoryId);
    expect(list[0]!.id).toBe(draft.id);
    for (const path of [`/br/${after.slug}`, '/br', '/br/rss.xml', '/br/categorias', '/sitemap-br.xml', '/sitemap-index.xml']) expect(paths, path).toContain(path);
    // Every page of the category shifts by one post: all of them, plus one in case the last emptied.
    const pages = pageCount(list.length + 1, PAGE_SIZE.categoryPosts);
    for (let page = 1; page <= pages; page++) expect(paths, `page ${page}`).toContain(categoryPath(category, page));
    // Nothing of other categories or of the review list.
    expect([...paths].filter((p) => p.startsWith('/br/categoria/') && !p.startsWith(`/br/categoria/${category}`))).toEqual([]);
    expect([...paths].filter((p) => p.startsWith('/br/avaliacao'))).toEqual([]);
  });

  it('a review title edit: its page, the one review-list page and category page that show it', async () => {
    const reviews = await db.kysely.selectFrom('reviews').innerJoin('products', 'products.id', 'reviews.product_id').select(['reviews.id', 'reviews.slug', 'reviews.product_id', 'reviews.status', 'reviews.published_at', 'reviews.locale', 'reviews.translation_key'])
      .where('reviews.locale', '=', 'br').where('reviews.status', '=', 'published').where('products.status', '=', 'published').where('reviews.published_at', '<=', NOW.toISOString())
      .orderBy('reviews.published_at', 'desc').orderBy('reviews.id', 'desc').execute();
    const index = Math.floor(reviews.length / 2);
    const r = reviews[index]!;
    const row = { id: r.id, locale: r.locale, slug: r.slug, translationKey: r.translation_key, status: r.status, publishedAt: r.published_at, productId: r.product_id };
    const paths = (await affectedPages(renderer, db, localizedChange('review')('update', row, { ...row }), NOW)).map((p) => p.path);
    const page = Math.floor(index / PAGE_SIZE.reviews) + 1;
    expect(paths).toContain(`/br/avaliacao/${r.slug}`);
    expect(paths).toContain(page === 1 ? '/br/avaliacao' : `/br/avaliacao/pagina/${page}`);
    expect(paths.filter((p) => p.startsWith('/br/avaliacao/pagina/') || p === '/br/avaliacao')).toHaveLength(1);
    expect(paths.filter((p) => p.startsWith('/br/categoria/'))).toHaveLength(1);
    // …and the page of each of its authors' lists that shows it (issue 25 item 4).
    expect(paths.filter((p) => p.startsWith('/br/autor/')).length).toBeGreaterThan(0);
    expect(paths.length).toBeLessThanOrEqual(11);
  });

  it('a substitute renamed: the review page and embedding bodies of the sold-out product that offers it (issue 15 item 4)', async () => {
    const [reviewed, substitute] = await db.kysely.selectFrom('reviews').innerJoin('products', 'products.id', 'reviews.product_id')
      .select(['reviews.slug', 'products.id as productId']).where('reviews.locale', '=', 'br').where('products.status', '=', 'published')
      .orderBy('reviews.id').limit(2).execute();
    const s = await db.kysely.selectFrom('products').selectAll().where('id', '=', substitute!.productId).executeTakeFirstOrThrow();
    const row = { id: s.id, locale: s.locale, slug: s.slug, categoryId: s.category_id, status: s.status, launchDate: s.launch_date, translationKey: s.translation_key };
    const before = await db.kysely.selectFrom('products').select(['availability', 'substitute_product_id']).where('id', '=', reviewed!.productId).executeTakeFirstOrThrow();
    const change = () => affectedPages(renderer, db, localizedChange('product')('update', row, row), NOW);
    try {
      await db.kysely.updateTable('products').set({ substitute_product_id: s.id, availability: 'in_stock' }).where('id', '=', reviewed!.productId).execute();
      // While the product can be bought its box names no substitute: its page is not the substitute's business.
      expect((await change()).map((x) => x.path)).not.toContain(`/br/avaliacao/${reviewed!.slug}`);
      await db.kysely.updateTable('products').set({ availability: 'unavailable' }).where('id', '=', reviewed!.productId).execute();
      expect((await change()).map((x) => x.path)).toContain(`/br/avaliacao/${reviewed!.slug}`);
    } finally {
      await db.kysely.updateTable('products').set(before).where('id', '=', reviewed!.productId).execute();
    }
  });

  it('a product set to draft: every review-list and category page from its review’s place, /test and the categories (they named it)', async () => {
    // The product of the newest public review: its card is on /test, the list's and the category's first page.
    const newest = await db.kysely.selectFrom('reviews').innerJoin('products', 'products.id', 'reviews.product_id')
      .select(['reviews.id', 'products.id as productId']).where('reviews.locale', '=', 'br').where('reviews.status', '=', 'published')
      .where('products.status', '=', 'published').where('reviews.published_at', '<=', NOW.toISOString())
      .orderBy('reviews.published_at', 'desc').orderBy('reviews.id', 'desc').executeTakeFirstOrThrow();
    const p = await db.kysely.selectFrom('products').selectAll().where('id', '=', newest.productId).executeTakeFirstOrThrow();
    const row = { id: p.id, locale: p.locale, slug: p.slug, categoryId: p.category_id, status: p.status, launchDate: p.launch_date, translationKey: p.translation_key };
    const { slug: category } = await db.kysely.selectFrom('categories').select('slug').where('id', '=', p.category_id!).executeTakeFirstOrThrow();
    await db.kysely.updateTable('products').set({ status: 'draft' }).where('id', '=', p.id).execute();
    try {
      const paths = new Set((await affectedPages(renderer, db, localizedChange('product')('update', row, { ...row, status: 'draft' }), NOW)).map((x) => x.path));
      for (const path of ['/br/avaliacao', `/br/categoria/${category}`, '/test', '/br/categorias']) expect(paths, path).toContain(path);
      // Every later review moves up one place: the list's pages to its end.
      const reviews = await db.kysely.selectFrom('reviews').innerJoin('products', 'products.id', 'reviews.product_id').select((eb) => eb.fn.countAll<number>().as('n'))
        .where('reviews.locale', '=', 'br').where('reviews.status', '=', 'published').where('products.status', '=', 'published').where('reviews.published_at', '<=', NOW.toISOString()).executeTakeFirstOrThrow();
      const last = pageCount(Number(reviews.n) + 1, PAGE_SIZE.reviews);
      for (let page = 2; page <= last; page++) expect(paths, `page ${page}`).toContain(`/br/avaliacao/pagina/${page}`);
    } finally {
      await db.kysely.updateTable('products').set({ status: p.status }).where('id', '=', p.id).execute();
    }
  });
});
