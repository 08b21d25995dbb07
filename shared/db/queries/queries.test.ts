import { describe, expect, it } from 'vitest';
import { productSchema } from '../../schemas/product';
import { reviewSchema } from '../../schemas/review';
import { describeEachDatabase } from '../testing';
import { insertCategory, insertLocaleConfigs, insertPost, insertProduct, insertReview } from '../test-fixtures';
import { categoryMap, getCategoryById, getCategoryBySlug, listCategories, popularCategories } from './categories';
import { getLocaleConfig, isActive, listActiveLocaleConfigs, listLocaleConfigs } from './locale-configs';
import { countPublishedPosts, getPublishedPostBySlug, listPostTranslations, listPublishedPosts } from './posts';
import { getPublishedProductsByAsin, listLaunchDates, listLaunches } from './products';
import { getPublishedReviewBySlug, listPublishedReviews, parseList } from './reviews';
import { getSetting, getSiteName, putSetting } from './settings';

const NOW = new Date('2026-06-01T12:00:00.000Z');
const ids: Record<string, number> = {};

describeEachDatabase(
  'queries',
  (getDb) => {
    describe('settings', () => {
      it('falls back to the brand name and then reads the setting', async () => {
        const db = getDb();
        expect(await getSiteName(db)).toBe('ReviewHub');
        await putSetting(db, 'site_name', 'Achados', NOW);
        await putSetting(db, 'site_name', 'Achados & Ofertas', NOW);
        expect(await getSiteName(db)).toBe('Achados & Ofertas');
        const row = await db.kysely.selectFrom('settings').selectAll().where('key', '=', 'site_name').executeTakeFirstOrThrow();
        expect(row.version).toBe(2);
        expect(await getSetting(db, 'missing')).toBeUndefined();
      });
    });

    describe('locale configs', () => {
      it('lists all five in id order with booleans, and only active ones on request', async () => {
        const all = await listLocaleConfigs(getDb());
        expect(all.map((c) => c.locale)).toEqual(['br', 'it', 'mx', 'es', 'us']);
        expect(all[0]).toMatchObject({ id: 1, currency: 'BRL', currencySymbol: 'R$', showPrices: true, language: 'pt-BR' });
        expect((await listActiveLocaleConfigs(getDb())).map((c) => c.locale)).toEqual(['br', 'it', 'mx']);
        expect(isActive(await getLocaleConfig(getDb(), 'es'))).toBe(false);
      });
    });

    describe('posts', () => {
      it('lists only published posts whose time has come, newest first', async () => {
        const posts = await listPublishedPosts(getDb(), { locale: 'br', now: NOW });
        expect(posts.map((p) => p.slug)).toEqual(['newest', 'middle', 'oldest']);
        expect(await countPublishedPosts(getDb(), { locale: 'br', now: NOW })).toBe(3);
        expect(posts[0]).not.toHaveProperty('content');
      });

      it('pages without overlap', async () => {
        const first = await listPublishedPosts(getDb(), { locale: 'br', limit: 2, now: NOW });
        const second = await listPublishedPosts(getDb(), { locale: 'br', limit: 2, offset: 2, now: NOW });
        expect([...first, ...second].map((p) => p.slug)).toEqual(['newest', 'middle', 'oldest']);
      });

      it('searches title and excerpt ignoring accents and case, and treats % literally', async () => {
        const hits = await listPublishedPosts(getDb(), { locale: 'br', search: 'cafe', now: NOW });
        expect(hits.map((p) => p.slug)).toEqual(['middle']);
        expect(await listPublishedPosts(getDb(), { locale: 'br', search: '%', now: NOW })).toEqual([]);
      });

      it('finds one by slug with its body, never a draft or a future post', async () => {
        const post = await getPublishedPostBySlug(getDb(), 'br', 'newest', NOW);
        expect(post).toMatchObject({ slug: 'newest', title: 'Melhores fones de {year}', categoryId: ids.tech });
        expect(post?.content).toContain('#');
        expect(await getPublishedPostBySlug(getDb(), 'br', 'draft-post', NOW)).toBeUndefined();
        expect(await getPublishedPostBySlug(getDb(), 'br', 'future-post', NOW)).toBeUndefined();
        expect(await getPublishedPostBySlug(getDb(), 'it', 'newest', NOW)).toBeUndefined();
        // Once its time comes, the future post is public.
        expect(await getPublishedPostBySlug(getDb(), 'br', 'future-post', new Date('2026-07-02T00:00:00Z'))).toBeDefined();
      });

      it('lists translations by key', async () => {
        expect(await listPostTranslations(getDb(), 'headphones', NOW)).toEqual([
          { locale: 'br', slug: 'newest' },
          { locale: 'it', slug: 'cuffie' },
        ]);
      });
    });

    describe('categories', () => {
      it('names categories in the locale, falling back to Portuguese', async () => {
        expect(await getCategoryById(getDb(), ids.tech!, 'it')).toEqual({ id: ids.tech, slug: 'tecnologia', name: 'Tecnologia ed Elettronica' });
        expect(await getCategoryBySlug(getDb(), 'pets', 'it')).toEqual({ id: ids.pets, slug: 'pets', name: 'Pets' });
        expect(await getCategoryBySlug(getDb(), 'nope', 'br')).toBeUndefined();
        expect((await listCategories(getDb(), 'br')).map((c) => c.slug)).toEqual(['tecnologia', 'pets', 'moda']);
      });

      it('maps only the ids asked for', async () => {
        const map = await categoryMap(getDb(), 'br', [ids.tech!, ids.tech!]);
        expect(Object.keys(map)).toEqual([String(ids.tech)]);
        expect(await categoryMap(getDb(), 'br', [])).toEqual({});
      });

      it('ranks popular categories by published posts and reviews of the locale', async () => {
        const popular = await popularCategories(getDb(), 'br', 10, NOW);
        // tecnologia: 2 public posts + 1 review; pets: 1 post; moda: only a draft -> left out.
        expect(popular.map((c) => [c.slug, c.itemCount])).toEqual([['tecnologia', 3], ['pets', 1]]);
        expect((await popularCategories(getDb(), 'it', 10, NOW))[0]).toMatchObject({ slug: 'tecnologia', name: 'Tecnologia ed Elettronica' });
        expect(await popularCategories(getDb(), 'br', 1, NOW)).toHaveLength(1);
      });
    });

    describe('products and reviews', () => {
      it('lists launches by date and the distinct dates', async () => {
        expect((await listLaunches(getDb(), 'br')).map((p) => p.slug)).toEqual(['fone-b', 'fone-a']);
        expect((await listLaunches(getDb(), 'br', { date: '2026-05-01' })).map((p) => p.slug)).toEqual(['fone-a']);
        expect(await listLaunchDates(getDb(), 'br')).toEqual(['2026-05-20', '2026-05-01']);
      });

      it('finds embedded products by ASIN, published only', async () => {
        const found = await getPublishedProductsByAsin(getDb(), 'br', ['B0AAAAAAA1', 'B0DRAFT001']);
        expect(found.map((p) => p.asin)).toEqual(['B0AAAAAAA1']);
        expect(found[0]).toMatchObject({ premium: true, priceCents: 19990 });
      });

      it('return products and reviews in the shared schema shapes', async () => {
        for (const p of await listLaunches(getDb(), 'br')) productSchema.strict().parse(p);
        for (const { product, ...review } of await listPublishedReviews(getDb(), { locale: 'br', now: NOW })) {
          reviewSchema.strict().parse(review);
          productSchema.strict().parse(product);
          expect(review.productId).toBe(product.id);
        }
      });

      it('lists and finds public reviews with their product and parsed pros/cons', async () => {
        const list = await listPublishedReviews(getDb(), { locale: 'br', now: NOW });
        expect(list.map((r) => r.slug)).toEqual(['review-fone-a']);
        expect(list[0]!.product.slug).toBe('fone-a');
        expect((await listPublishedReviews(getDb(), { locale: 'br', search: 'otimo', now: NOW })).length).toBe(1);
        const review = await getPublishedReviewBySlug(getDb(), 'br', 'review-fone-a', NOW);
        expect(review).toMatchObject({ pros: ['Som ótimo', 'Leve'], cons: ['Caro'] });
        expect(await getPublishedReviewBySlug(getDb(), 'br', 'review-draft', NOW)).toBeUndefined();
      });
    });
  },
  async (db) => {
    await insertLocaleConfigs(db);
    ids.tech = await insertCategory(db, 'tecnologia', { br: 'Tecnologia e Eletrônicos', it: 'Tecnologia ed Elettronica' }, 1);
    ids.pets = await insertCategory(db, 'pets', { br: 'Pets' }, 2);
    ids.moda = await insertCategory(db, 'moda', { br: 'Moda' }, 3);
    await insertPost(db, { slug: 'oldest', published_at: '2026-01-01T00:00:00.000Z', category_id: ids.tech });
    await insertPost(db, { slug: 'middle', title: 'Máquinas de CAFÉ', published_at: '2026-03-01T00:00:00.000Z', category_id: ids.pets });
    await insertPost(db, { slug: 'newest', title: 'Melhores fones de {year}', published_at: '2026-05-01T00:00:00.000Z', category_id: ids.tech, translation_key: 'headphones' });
    await insertPost(db, { locale: 'it', slug: 'cuffie', published_at: '2026-05-01T00:00:00.000Z', category_id: ids.tech, translation_key: 'headphones' });
    await insertPost(db, { slug: 'draft-post', status: 'draft', published_at: null, category_id: ids.moda, translation_key: 'headphones' });
    await insertPost(db, { slug: 'future-post', published_at: '2026-07-01T00:00:00.000Z', category_id: ids.moda });
    const a = await insertProduct(db, { slug: 'fone-a', asin: 'B0AAAAAAA1', launch_date: '2026-05-01', premium: 1, price_cents: 19990, category_id: ids.tech });
    await insertProduct(db, { slug: 'fone-b', asin: 'B0AAAAAAA2', launch_date: '2026-05-20' });
    const draft = await insertProduct(db, { slug: 'fone-draft', asin: 'B0DRAFT001', status: 'draft', launch_date: '2026-05-20' });
    await insertReview(db, { product_id: a, slug: 'review-fone-a', title: 'Avaliação: som ótimo', pros: '["Som ótimo","Leve"]', cons: '["Caro"]' });
    await insertReview(db, { product_id: draft, slug: 'review-draft', status: 'draft', published_at: null });
  },
);

describe('parseList', () => {
  it('turns damaged JSON into an empty list', () => {
    expect(parseList('not json')).toEqual([]);
    expect(parseList('{"a":1}')).toEqual([]);
    expect(parseList('["a",2,"b"]')).toEqual(['a', 'b']);
  });
});
