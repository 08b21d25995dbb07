/**
 * Issue 27 item 6: a review page says when the review was last updated, and that date is the last
 * real change of the review by an editor, not the last time the page was rendered again: a price
 * refresh or an edit of the product republishes the page without moving it.
 */
import { beforeAll, expect, it } from 'vitest';
import { adminClient, type AdminTestClient } from '../../../api/routes/admin/testing';
import { writePriceBatch } from '../../../shared/db/queries/retailer';
import { insertLocaleConfigs, insertProduct, insertRetailerAccess, insertReview } from '../../../shared/db/test-fixtures';
import { describeEachDatabase } from '../../../shared/db/testing';
import { loadReviewPage } from './reviews';

const PUBLISHED = '2026-05-02T10:00:00.000Z';
const EDITED = new Date('2026-06-01T12:00:00.000Z');

describeEachDatabase('review page: last updated', (getDb) => {
  let api: AdminTestClient;
  let reviewId: number;
  let productId: number;
  beforeAll(async () => {
    const db = getDb();
    await insertLocaleConfigs(db);
    await insertRetailerAccess(db);
    productId = await insertProduct(db, { price_cents: 19990, price_updated_at: PUBLISHED, availability: 'in_stock' });
    reviewId = await insertReview(db, { product_id: productId, slug: 'fone-review', status: 'published', published_at: PUBLISHED, created_at: PUBLISHED, updated_at: PUBLISHED });
    api = await adminClient(db);
  });
  const page = async (at: Date) => (await loadReviewPage(getDb(), { locale: 'br', slug: 'fone-review' }, at))!;

  it('moves with an editor\'s change of the review, and not with a price refresh or an edit of its product that re-render the page', async () => {
    expect((await page(EDITED)).updatedAt).toBe(PUBLISHED);
    api.setNow(EDITED);
    const { body: review } = await api.json('GET', `/api/admin/reviews/${reviewId}`);
    const saved = await api.json('PUT', `/api/admin/reviews/${reviewId}`, { ...review, body: `${review.body}\n\nUma seção nova sobre a bateria.` });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const edited = await page(new Date(EDITED.getTime() + 3600_000));
    expect(edited.updatedAt).toBe(EDITED.toISOString());
    expect(JSON.stringify(edited.seo)).toContain(`"dateModified":"${EDITED.toISOString()}"`);

    // An editor renames the product (its pages are rendered again)…
    api.setNow(new Date(EDITED.getTime() + 2 * 3600_000));
    const { body: product } = await api.json('GET', `/api/admin/products/${productId}`);
    const renamed = await api.json('PUT', `/api/admin/products/${productId}`, { ...product, title: 'Fone renomeado' });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    // …and days later the price job refreshes it (the same pages again, with the new price).
    await writePriceBatch(getDb(), [{ id: productId, priceCents: 17990, listPriceCents: null, currency: 'BRL', availability: 'in_stock' }], '2026-06-05T09:00:00.000Z', [productId]);
    const later = await page(new Date('2026-06-05T10:00:00.000Z'));
    expect(later.product.title).toBe('Fone renomeado');
    expect(later.offer.price?.text).toBe('R$\u00a0179,90');
    expect(later.updatedAt).toBe(EDITED.toISOString());
    expect(JSON.stringify(later.seo)).toContain(`"dateModified":"${EDITED.toISOString()}"`);
  });
});
