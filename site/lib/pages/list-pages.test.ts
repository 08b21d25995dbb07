/**
 * A list page's slice, on both databases: a save's render reads its first pages by COUNT and
 * OFFSET and its deep pages from the list's ids read once (a change that shifts a long list renders
 * every page after its place); both must give exactly what the database's own page query gives.
 */
import { expect, it } from 'vitest';
import { countPublishedPosts, listPublishedPosts } from '../../../shared/db/queries/posts';
import { describeEachDatabase } from '../../../shared/db/testing';
import { insertCategory, insertLocaleConfigs, insertPost } from '../../../shared/db/test-fixtures';
import { withRenderContext } from '../../../shared/render-context';
import { postsPage } from './list-pages';

const NOW = new Date('2026-11-21T12:00:00.000Z');
const POSTS = 150;
const SIZE = 20;
let categoryId = 0;

describeEachDatabase(
  'list pages',
  (getDb) => {
    it("a save's render gives every page of a long list as the database's page query does, shallow and deep", async () => {
      const db = getDb();
      const filter = { locale: 'br' as const, categoryId, now: NOW };
      const expected = await countPublishedPosts(db, filter);
      expect(expected).toBe(POSTS);
      for (let offset = 0; offset < POSTS; offset += SIZE) {
        const page = await withRenderContext({ now: NOW, db, wholeSite: false, build: 1 }, () => postsPage(db, filter, offset, SIZE));
        const query = await listPublishedPosts(db, { ...filter, limit: SIZE, offset });
        expect(page.total, `offset ${offset}`).toBe(POSTS);
        expect(page.items.map((p) => p.slug), `offset ${offset}`).toEqual(query.map((p) => p.slug));
      }
    });
  },
  async (db) => {
    await insertLocaleConfigs(db);
    categoryId = await insertCategory(db, 'longa', { br: 'Longa' });
    // Pairs share a publication time: the order's tie on id must hold on both paths.
    for (let i = 0; i < POSTS; i++) {
      await insertPost(db, { slug: `longa-${i}`, category_id: categoryId, published_at: new Date(NOW.getTime() - Math.floor(i / 2) * 3600_000).toISOString() });
    }
  },
);
