import { expect, it } from 'vitest';
import { describeEachDatabase } from '../testing';
import { insertCategory, insertLocaleConfigs, insertPost, insertProduct, insertReview } from '../test-fixtures';
import { listPublishedPostSlugs, listPublishedProducts, listPublishedReviewSlugs, reviewSlugsByProduct, translationIndex } from './site-pages';

const NOW = new Date('2026-06-01T12:00:00.000Z');
const ids: Record<string, number> = {};

describeEachDatabase(
  'site page queries',
  (getDb) => {
    it('lists the slugs of published posts only, newest first', async () => {
      expect(await listPublishedPostSlugs(getDb(), 'br', NOW)).toEqual(['sp-new', 'sp-old']);
      expect(await listPublishedPostSlugs(getDb(), 'it', NOW)).toEqual(['sp-it']);
    });

    it('lists review slugs whose review and product are both published', async () => {
      expect(await listPublishedReviewSlugs(getDb(), 'br', NOW)).toEqual(['sp-review-a']);
    });

    it('lists published products of a locale only', async () => {
      const products = await listPublishedProducts(getDb(), 'br');
      expect(products.map((p) => p.slug)).toEqual(['sp-phone', 'sp-mouse']);
      expect(products[0]).toMatchObject({ asin: 'B0SPPHONE1', marketplaceUrl: 'https://www.mercadolivre.com.br/x' });
    });

    it('maps each reviewed product to its review slug', async () => {
      const map = await reviewSlugsByProduct(getDb(), 'br', NOW);
      expect(map.get(ids.phone!)).toBe('sp-review-a');
      expect(map.has(ids.draftProduct!)).toBe(true); // the review is public; the page list filters the product
      expect(map.size).toBe(2);
    });

    it('groups published translations by key', async () => {
      const index = await translationIndex(getDb(), 'posts', NOW);
      expect(index.get('guide-1')).toEqual([
        { locale: 'br', slug: 'sp-new' },
        { locale: 'it', slug: 'sp-it' },
      ]);
      expect(index.has('hidden')).toBe(false);
      const reviews = await translationIndex(getDb(), 'reviews', NOW);
      expect(reviews.get('phone-review')).toEqual([{ locale: 'br', slug: 'sp-review-a' }]);
    });
  },
  async (db) => {
    await insertLocaleConfigs(db);
    const cat = await insertCategory(db, 'sp-cat', { br: 'Categoria' });
    await insertPost(db, { slug: 'sp-old', published_at: '2026-01-01T00:00:00.000Z', category_id: cat });
    await insertPost(db, { slug: 'sp-new', published_at: '2026-05-01T00:00:00.000Z', translation_key: 'guide-1' });
    await insertPost(db, { slug: 'sp-future', published_at: '2026-07-01T00:00:00.000Z', translation_key: 'hidden' });
    await insertPost(db, { slug: 'sp-draft', status: 'draft', published_at: null });
    await insertPost(db, { slug: 'sp-it', locale: 'it', published_at: '2026-02-01T00:00:00.000Z', translation_key: 'guide-1' });
    ids.phone = await insertProduct(db, { slug: 'sp-phone', asin: 'B0SPPHONE1', marketplace_url: 'https://www.mercadolivre.com.br/x' });
    await insertProduct(db, { slug: 'sp-mouse', asin: 'B0SPMOUSE1' });
    ids.draftProduct = await insertProduct(db, { slug: 'sp-draft-product', status: 'draft' });
    await insertProduct(db, { slug: 'sp-it-product', locale: 'it', currency: 'EUR' });
    await insertReview(db, { product_id: ids.phone, slug: 'sp-review-a', published_at: '2026-03-01T00:00:00.000Z', translation_key: 'phone-review' });
    await insertReview(db, { product_id: ids.phone, slug: 'sp-review-b', published_at: '2026-02-01T00:00:00.000Z', status: 'draft' });
    await insertReview(db, { product_id: ids.draftProduct, slug: 'sp-review-c', published_at: '2026-03-02T00:00:00.000Z' });
  },
);
