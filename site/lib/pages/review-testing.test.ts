/**
 * The review page's "how we tested" section, "reviewed by" line and pros/cons notes in JSON-LD
 * (issue 25 item 5), from the loader both the static build and an on-demand render call, on both
 * databases.
 */
import { expect, it } from 'vitest';
import { insertAdmin } from '../../../shared/db/queries/admin-users';
import { insertMedia } from '../../../shared/db/queries/media';
import { describeEachDatabase } from '../../../shared/db/testing';
import { insertLocaleConfigs, insertProduct, insertReview } from '../../../shared/db/test-fixtures';
import { createT } from '../../../shared/i18n';
import { mediaImageUrl, type MediaKey } from '../../../shared/media/contract';
import { loadReviewPage, reviewNotesJsonLd, testingView } from './reviews';

const NOW = new Date('2026-11-21T12:00:00.000Z');
const PHOTO: MediaKey = { hash: 'b'.repeat(32), width: 1600, height: 1200, fallback: 'jpg' };
const GONE: MediaKey = { hash: 'c'.repeat(32), width: 800, height: 600, fallback: 'jpg' };


describeEachDatabase(
  'review page: how we tested, reviewed by, notes',
  (getDb) => {
    const reviewOf = async (slug: string) => (await loadReviewPage(getDb(), { locale: 'br', slug }, NOW))!;

    it('shows the section with its paragraphs, period in words and library photos with their alt text', async () => {
      const page = await reviewOf('testada');
      // ICU writes the range with thin spaces around the dash.
      expect(page.testing).toEqual({
        paragraphs: ['Usamos por três semanas.', 'No metrô e em casa.'],
        period: 'Período de teste: 3\u2009–\u200920 de novembro de 2026',
        // The photo deleted from the library is left out rather than shown broken.
        photos: [{ url: mediaImageUrl(PHOTO), alt: 'Fone sobre a mesa' }],
      });
      expect(page.reviewedBy).toBe('editora-ana');
    });

    it('has no section and no line for a review without them; one period end reads since/until', async () => {
      const plain = await reviewOf('simples');
      expect(plain.testing).toBeUndefined();
      expect(plain.reviewedBy).toBeUndefined();
      const t = createT('it');
      expect(testingView({ testedText: '', testedFrom: '2026-11-03', testedTo: null }, [], 'it', t)?.period).toBe('In prova da: 3 novembre 2026');
      expect(testingView({ testedText: '', testedFrom: null, testedTo: '2026-11-20' }, [], 'us', createT('us'))?.period).toBe('Tested until November 20, 2026');
    });

    it('states positiveNotes/negativeNotes only with at least two entries each', async () => {
      const review = (page: { seo: { jsonLd?: unknown[] } }) => (page.seo.jsonLd![0] as { review: Record<string, unknown> }).review;
      // Two pros, one con: the pros are a list of two, the single con is left out.
      const testada = review(await reviewOf('testada'));
      expect(testada.positiveNotes).toEqual({
        '@type': 'ItemList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Som limpo' },
          { '@type': 'ListItem', position: 2, name: 'Bateria longa' },
        ],
      });
      expect(testada).not.toHaveProperty('negativeNotes');
      // One pro and one con: neither is stated.
      const simples = review(await reviewOf('simples'));
      expect(simples).not.toHaveProperty('positiveNotes');
      expect(simples).not.toHaveProperty('negativeNotes');
      expect(reviewNotesJsonLd([], ['a', 'b', 'c'])).toEqual({ negativeNotes: expect.objectContaining({ itemListElement: expect.arrayContaining([expect.objectContaining({ position: 3, name: 'c' })]) }) });
    });
  },
  async (db) => {
    await insertLocaleConfigs(db);
    const product = await insertProduct(db, { slug: 'fone', asin: 'B0FONE0001' });
    await insertMedia(db.kysely, { key: PHOTO, alt: { br: 'Fone sobre a mesa' }, mime: 'image/jpeg', bytes: 1000, originalName: 'fone.jpg' });
    const checker = await insertAdmin(db, { username: 'editora-ana', email: 'ana@example.com', passwordHash: 'x', role: 'editor' });
    await insertReview(db, {
      product_id: product, slug: 'testada', pros: '["Som limpo","Bateria longa"]', cons: '["Caro"]',
      tested_text: 'Usamos por três semanas.\n\n  No metrô e em casa.\n', tested_from: '2026-11-03', tested_to: '2026-11-20',
      tested_photos: JSON.stringify([mediaImageUrl(PHOTO), mediaImageUrl(GONE)]), checked_by: checker.id, checked_at: NOW.toISOString(),
    });
    await insertReview(db, { product_id: product, slug: 'simples', pros: '["Bom"]', cons: '["Ruim"]' });
  },
);
