import type { KyselyPlugin } from 'kysely';
import { expect, it } from 'vitest';
import { insertCategory, insertPost, insertProduct, insertReview } from '../../test-fixtures';
import { describeEachDatabase } from '../../testing';
import { auditItemKey, auditItemTitles } from './audit-titles';

/** Counts the statements a query function executes (one result each; a UNION's branches are one). */
function counting() {
  const counter = { queries: 0 };
  const plugin: KyselyPlugin = {
    transformQuery: (args) => args.node,
    transformResult: async (args) => {
      counter.queries++;
      return args.result;
    },
  };
  return { counter, plugin };
}

describeEachDatabase('audit item titles', (getDb) => {
  it("names every existing item of a page in one query, whatever the mix of kinds, and leaves out the gone and the untitled", async () => {
    const db = getDb();
    const post = await insertPost(db, { title: 'Melhores fones bluetooth' });
    const product = await insertProduct(db, { title: 'Fone X' });
    const review = await insertReview(db, { product_id: product, title: 'Fone X: análise' });
    const category = await insertCategory(db, 'audio-titulos', { br: 'Áudio' });
    const rows = [
      { entity: 'post', entityId: String(post) },
      { entity: 'post', entityId: String(post) },
      { entity: 'product', entityId: String(product) },
      { entity: 'review', entityId: String(review) },
      { entity: 'category', entityId: String(category) },
      { entity: 'post', entityId: '987654' },
      { entity: 'setting', entityId: 'site_name' },
      { entity: 'login', entityId: '10.0.0.0/24' },
      { entity: 'post', entityId: null },
    ];
    const { counter, plugin } = counting();
    const titles = await auditItemTitles(db.kysely.withPlugin(plugin), rows);
    expect(counter.queries).toBe(1);
    expect(Object.fromEntries(titles)).toEqual({
      [auditItemKey('post', String(post))]: 'Melhores fones bluetooth',
      [auditItemKey('product', String(product))]: 'Fone X',
      [auditItemKey('review', String(review))]: 'Fone X: análise',
      [auditItemKey('category', String(category))]: 'audio-titulos',
    });
  });

  it('sends no query for a page without titled items', async () => {
    const { counter, plugin } = counting();
    expect((await auditItemTitles(getDb().kysely.withPlugin(plugin), [{ entity: 'setting', entityId: 'x' }])).size).toBe(0);
    expect(counter.queries).toBe(0);
  });
});
