import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../shared/db/testing';
import { insertLocaleConfigs, insertProduct, insertReview } from '../../../shared/db/test-fixtures';
import { adminClient, expectRefusedUnchanged, TEST_NOW, type AdminTestClient } from './testing';

describeEachDatabase(
  'admin post preview',
  (getDb) => {
    let api: AdminTestClient;
    beforeAll(async () => {
      api = await adminClient(getDb());
    });

    it('fills the title placeholders in the locale and renders Markdown with the product cards of that locale', async () => {
      const res = await api.json('POST', '/api/admin/preview/post', {
        locale: 'it',
        title: 'Migliori cuffie di {month} {year}',
        content: '## Le nostre scelte\n\n::product{asin="B0PREVIEW1"}\n\n::product{asin="B0PREVIEW2"}\n\n**fine**',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.title).toBe('Migliori cuffie di giugno 2026');
      expect(res.body.html).toContain('<h2>Le nostre scelte</h2>');
      expect(res.body.html).toContain('Cuffie Italiane');
      // The it store with its affiliate tag, from the locale config.
      expect(res.body.html).toMatch(/https:\/\/(www\.)?amazon\.it\/dp\/B0PREVIEW1\?tag=test-it-21/);
      // B0PREVIEW2 exists only in br: an it post cannot embed it.
      expect(res.body.html).not.toContain('Fone Brasileiro');
      expect(res.body.missingAsins).toEqual(['B0PREVIEW2']);
      expect(res.body.html).toContain('<strong>fine</strong>');
      void TEST_NOW;
    });

    it('renders a ::products ranked list as the page will, with the editor score of a reviewed product, and names the ASINs it cannot show', async () => {
      const res = await api.json('POST', '/api/admin/preview/post', {
        locale: 'it',
        title: 'Classifica',
        content: '::products{asins="B0PREVIEW3,B0PREVIEW2,B0PREVIEW1" style="list"}',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const order = [...String(res.body.html).matchAll(/<li class="product-list__item" data-asin="([A-Z0-9]+)"/g)].map((m) => m[1]);
      expect(order).toEqual(['B0PREVIEW3', 'B0PREVIEW1']);
      expect(res.body.html).toContain('<strong class="product-list__score">4,2 su 5</strong>');
      expect(res.body.html).toContain('<li>Leggere</li>');
      expect(res.body.missingAsins).toEqual(['B0PREVIEW2']);
    });

    it('sanitizes: no script, event handler or javascript: link survives', async () => {
      const res = await api.json('POST', '/api/admin/preview/post', {
        locale: 'br',
        title: '<b>x</b>',
        content: '<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[clique](javascript:alert(1))',
      });
      expect(res.status).toBe(200);
      expect(res.body.html).not.toMatch(/<script|onerror|javascript:/i);
      expect(res.body.html).toContain('clique');
    });

    it('refuses a bad locale or a non-string body naming the field, and writes nothing', async () => {
      const body = await expectRefusedUnchanged(getDb(), 400, () => api.json('POST', '/api/admin/preview/post', { locale: 'fr', title: 'x', content: 3 }));
      expect(body.issues.map((i: any) => i.path).sort()).toEqual(['content', 'locale']);
    });
  },
  async (db) => {
    await insertLocaleConfigs(db);
    await insertProduct(db, { locale: 'it', asin: 'B0PREVIEW1', title: 'Cuffie Italiane', currency: 'EUR' });
    await insertProduct(db, { locale: 'br', asin: 'B0PREVIEW2', title: 'Fone Brasileiro' });
    const reviewed = await insertProduct(db, { locale: 'it', asin: 'B0PREVIEW3', title: 'Cuffie Recensite', currency: 'EUR' });
    await insertReview(db, { locale: 'it', product_id: reviewed, rating: 4.2, pros: '["Leggere"]', published_at: '2026-05-01T00:00:00.000Z' });
  },
);
