/**
 * A post page with self-refreshing lists (issue 27 item 3), on both dialects: a filled list shows
 * its items in the retailer's order with prices and sponsored buy links (draft products included:
 * a list's items are the retailer's); a list not filled yet shows nothing.
 */
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../shared/db/testing';
import { insertLocaleConfigs, insertPost, insertRetailerAccess } from '../../../shared/db/test-fixtures';
import { listDueRetailerLists, writeRetailerListResult } from '../../../shared/db/queries/retailer-lists';
import { loadPostPage } from './post';

const NOW = new Date('2026-11-21T12:00:00.000Z');
const item = (asin: string, title: string, priceCents: number) => ({ asin, title, brand: null, imageUrl: null, priceCents, listPriceCents: null, currency: 'BRL', availability: 'in_stock' as const });

describeEachDatabase(
  'post page with self-refreshing lists',
  (getDb) => {
    it('shows a filled list’s items with prices and buy links, and nothing of a list not filled yet', async () => {
      const db = getDb();
      // A region whose retailer access was checked shows prices (never checked: hidden, issue 27 item 5).
      await insertRetailerAccess(db, ['br']);
      await insertPost(db, { locale: 'br', slug: 'mais-vendidos', content: 'Intro\n\n::bestsellers{keywords="fone" count="2"}\n\n::new-releases{browse-node="99" count="4"}\n\nFim' });
      const [list] = (await listDueRetailerLists(db, 'br', NOW.toISOString(), 5)).filter((l) => l.kind === 'bestsellers');
      await writeRetailerListResult(db, list!, [item('B0PAGE0002', 'Fone Dois', 9990), item('B0PAGE0001', 'Fone Um', 19990)], new Date(NOW.getTime() - 3600_000).toISOString(), 'BRL');

      const page = (await loadPostPage(db, { locale: 'br', slug: 'mais-vendidos' }, NOW))!;
      const html = page.bodyHtml;
      expect(html).toContain('Mais vendidos: fone');
      expect([...html.matchAll(/<li [^>]*data-asin="([A-Z0-9]{10})"/g)].map((m) => m[1])).toEqual(['B0PAGE0002', 'B0PAGE0001']);
      expect(html).toMatch(/href="https:\/\/[^"]*\/dp\/B0PAGE0002[^"]*"[^>]*rel="sponsored nofollow noopener"|rel="sponsored nofollow noopener"[^>]*href="https:\/\/[^"]*\/dp\/B0PAGE0002/);
      expect(html).toMatch(/R\$\s?99,90/);
      expect(page.priceShown).toBe(true);
      // The new-releases list was never filled: no box, no heading.
      expect(html).not.toContain('Lançamentos');
      expect(html.match(/class="retailer-list /g)).toHaveLength(1);
    });
  },
  async (db) => {
    await insertLocaleConfigs(db);
  },
);
