/** The developer test pages stay small at any catalogue size (issue 13: no page grows with the corpus). */
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../shared/db/testing';
import { insertCategory, insertLocaleConfigs, insertProduct } from '../../../shared/db/test-fixtures';
import { loadTestPage, TEST_PRODUCTS } from './test-pages';

const NOW = new Date('2026-11-21T12:00:00.000Z');

describeEachDatabase(
  'test pages',
  (getDb) => {
    it(`/test-products shows the first ${TEST_PRODUCTS} published products of a larger catalogue, /test three`, async () => {
      const products = await loadTestPage(getDb(), { kind: 'products' }, NOW);
      expect(products!.products).toHaveLength(TEST_PRODUCTS);
      expect(products!.products.map((p) => p.title)).not.toContain('Draft product');
      const components = await loadTestPage(getDb(), { kind: 'components' }, NOW);
      expect(components!.products).toHaveLength(3);
    });
  },
  async (db) => {
    await insertLocaleConfigs(db);
    await insertCategory(db, 'tech', { br: 'Tecnologia' });
    await insertProduct(db, { title: 'Draft product', status: 'draft' });
    for (let i = 0; i < TEST_PRODUCTS + 12; i++) await insertProduct(db);
  },
);
