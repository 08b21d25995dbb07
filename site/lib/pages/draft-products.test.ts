/**
 * A draft product stays private even when a published review names it (issue 17 item 6: its title
 * showed on `/test` through such a review). Every public reader that reaches products through
 * reviews, on both databases and in both render modes (a save's page-by-page reads and a full
 * build's id slices): /test, the review list, the review page, category pages, the categories'
 * counts, search, and the queries under them.
 */
import { expect, it } from 'vitest';
import { popularCategories } from '../../../shared/db/queries/categories';
import { getPublishedReviewBySlug, listPublishedReviewIds, listPublishedReviews, listReviewsByIds } from '../../../shared/db/queries/reviews';
import { searchReviews } from '../../../shared/db/queries/search';
import { describeEachDatabase } from '../../../shared/db/testing';
import { insertCategory, insertLocaleConfigs, insertProduct, insertReview } from '../../../shared/db/test-fixtures';
import { withRenderContext } from '../../../shared/render-context';
import { loadCategoriesPage, loadCategoryPage } from './categories';
import { loadReviewPage, loadReviewsPage } from './reviews';
import { loadTestPage } from './test-pages';

const NOW = new Date('2026-11-21T12:00:00.000Z');
const SECRET = 'Produto secreto ainda em rascunho';
const ids: Record<string, number> = {};

describeEachDatabase(
  'draft products behind published reviews',
  (getDb) => {
    /** Runs `load` as a save renders (queries per page) and as a full build does (id slices). */
    const bothModes = async <T>(load: () => Promise<T>): Promise<T[]> => [
      await withRenderContext({ now: NOW, db: getDb(), wholeSite: false }, load),
      await withRenderContext({ now: NOW, db: getDb(), wholeSite: true }, load),
    ];

    it('/test and /test-products show the public review, never the draft product', async () => {
      for (const kind of ['components', 'products'] as const) {
        for (const page of await bothModes(() => loadTestPage(getDb(), { kind }, NOW))) {
          expect(JSON.stringify(page)).not.toContain(SECRET);
          if (kind === 'components') expect(page!.reviews.map((r) => r.title)).toEqual(['Análise pública']);
        }
      }
    });

    it('review list, category page and categories: the draft product’s review is not listed or counted', async () => {
      for (const page of await bothModes(() => loadReviewsPage(getDb(), { locale: 'br' }, NOW))) {
        expect(JSON.stringify(page)).not.toContain(SECRET);
        expect(JSON.stringify(page)).toContain('Análise pública');
      }
      for (const page of await bothModes(() => loadCategoryPage(getDb(), { locale: 'br', slug: 'secret' }, NOW))) expect(JSON.stringify(page ?? null)).not.toContain(SECRET);
      // The draft product's category holds nothing public: it is not among the popular ones.
      expect((await popularCategories(getDb(), 'br', 10, NOW)).map((c) => c.slug)).toEqual(['tech']);
      for (const page of await bothModes(() => loadCategoriesPage(getDb(), { locale: 'br' }, NOW))) {
        expect(page!.categories.map((c) => [c.slug, c.itemCount])).toEqual([['tech', 1], ['secret', 0]]);
      }
    });

    it('the review page of a draft product answers 404; search finds only the public review', async () => {
      for (const page of await bothModes(() => loadReviewPage(getDb(), { locale: 'br', slug: 'analise-do-secreto' }, NOW))) expect(page).toBeUndefined();
      expect((await searchReviews(getDb(), { locale: 'br', q: 'analise', limit: 10, now: NOW })).map((r) => r.title)).toEqual(['Análise pública']);
    });

    it('the queries under them: no reader returns the review with its draft product, even given its id', async () => {
      const db = getDb();
      expect((await listPublishedReviews(db, { locale: 'br', now: NOW })).map((r) => r.id)).toEqual([ids.publicReview]);
      expect(await listPublishedReviewIds(db, { locale: 'br', now: NOW })).toEqual([ids.publicReview]);
      expect((await listReviewsByIds(db, [ids.secretReview!, ids.publicReview!])).map((r) => r.product.title)).toEqual(['Produto público']);
      expect(await getPublishedReviewBySlug(db, 'br', 'analise-do-secreto', NOW)).toBeUndefined();
    });
  },
  async (db) => {
    await insertLocaleConfigs(db);
    const tech = await insertCategory(db, 'tech', { br: 'Tecnologia' });
    const secret = await insertCategory(db, 'secret', { br: 'Categoria do segredo' });
    const draft = await insertProduct(db, { title: SECRET, status: 'draft', category_id: secret, asin: 'B0SECRET01' });
    const shown = await insertProduct(db, { title: 'Produto público', category_id: tech });
    // The draft product's review is the newest: a list of the three newest would pick it first.
    ids.secretReview = await insertReview(db, { product_id: draft, slug: 'analise-do-secreto', title: 'Análise do segredo', search_text: 'analise do segredo', published_at: '2026-11-20T12:00:00.000Z' });
    ids.publicReview = await insertReview(db, { product_id: shown, slug: 'analise-publica', title: 'Análise pública', search_text: 'analise publica', published_at: '2026-11-19T12:00:00.000Z' });
  },
);
