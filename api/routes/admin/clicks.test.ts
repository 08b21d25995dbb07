/**
 * Issue 15 item 5: /api/admin/clicks/* sums the recorded clicks per day, region, product and page
 * over 7/30/90 days, from the rollup the click's own write keeps, and refuses bad parameters.
 */
import { beforeAll, expect, it } from 'vitest';
import { insertClick, type NewClick } from '../../../shared/db/queries/clicks';
import { insertLocaleConfigs, insertProduct } from '../../../shared/db/test-fixtures';
import { describeEachDatabase } from '../../../shared/db/testing';
import { createApp } from '../../app';
import { adminClient, TEST_NOW, type AdminTestClient } from './testing';

/** TEST_NOW is 2026-06-01 12:00 UTC: "today" for every question here. */
const daysAgo = (n: number, hour = 10) => new Date(Date.UTC(2026, 5, 1 - n, hour));

let fone = 0;
let cafeteira = 0;
let gone = 0;
let auricolari = 0;

describeEachDatabase(
  'admin click analytics',
  (getDb) => {
    let admin: AdminTestClient;
    beforeAll(async () => {
      admin = await adminClient(getDb());
    });
    const get = (path: string) => admin.json('GET', `/api/admin/clicks/${path}`);

    it('counts clicks per day and region over the last 7 days, today included, every day listed', async () => {
      const { status, body } = await get('daily?days=7');
      expect(status).toBe(200);
      expect(body).toMatchObject({ from: '2026-05-26', to: '2026-06-01', days: 7 });
      expect(body.points.map((p: { day: string }) => p.day)).toEqual(['2026-05-26', '2026-05-27', '2026-05-28', '2026-05-29', '2026-05-30', '2026-05-31', '2026-06-01']);
      const byDay = Object.fromEntries(body.points.map((p: any) => [p.day, p]));
      expect(byDay['2026-06-01']).toEqual({ day: '2026-06-01', clicks: 4, byLocale: { br: 3, it: 1 } });
      expect(byDay['2026-05-31']).toEqual({ day: '2026-05-31', clicks: 2, byLocale: { br: 2 } });
      expect(byDay['2026-05-29']).toEqual({ day: '2026-05-29', clicks: 0, byLocale: {} });
      expect(byDay['2026-05-28']).toEqual({ day: '2026-05-28', clicks: 2, byLocale: { br: 2 } });
      // The click 10 days ago is outside 7 days but inside 30; the one 100 days ago in none.
      expect(body.total).toBe(4 + 2 + 2);
      expect((await get('daily?days=30')).body.total).toBe(4 + 2 + 2 + 1);
      expect((await get('daily?days=90')).body.total).toBe(4 + 2 + 2 + 1);
      expect((await get('daily')).body.days).toBe(30); // the default period
      expect((await get('daily?days=90')).body.points).toHaveLength(90);
    });

    it('filters the series by region and by product', async () => {
      const br = (await get('daily?days=7&locale=br')).body;
      expect(br.total).toBe(3 + 2 + 2);
      expect(br.points.at(-1)).toEqual({ day: '2026-06-01', clicks: 3, byLocale: { br: 3 } });
      const oneProduct = (await get(`daily?days=30&productId=${fone}`)).body;
      expect(oneProduct.total).toBe(3 + 1);
      expect(oneProduct.points.at(-1).clicks).toBe(2);
      expect((await get(`daily?days=30&locale=it&productId=${fone}`)).body.total).toBe(0);
    });

    it('lists the top products of the period, most clicked first, naming a deleted product as gone', async () => {
      const { status, body } = await get('top-products?days=30');
      expect(status).toBe(200);
      expect(body.items).toEqual([
        { productId: fone, title: 'Fone XZ', locale: 'br', clicks: 4 },
        { productId: cafeteira, title: 'Cafeteira Pro', locale: 'br', clicks: 2 },
        // Equal counts: the lower id first.
        { productId: gone, title: null, locale: null, clicks: 1 },
        { productId: auricolari, title: 'Auricolari', locale: 'it', clicks: 1 },
      ]);
      expect((await get('top-products?days=7&limit=1')).body.items).toEqual([{ productId: fone, title: 'Fone XZ', locale: 'br', clicks: 3 }]);
      expect((await get('top-products?days=30&locale=it')).body.items.map((i: any) => i.productId)).toEqual([auricolari]);
    });

    it('lists the top pages of the period, without clicks that came from no page', async () => {
      const { body } = await get('top-pages?days=30');
      expect(body.items).toEqual([
        { page: '/br/avaliacao/fone-xz', clicks: 4 },
        { page: '/br/melhores-cafeteiras', clicks: 2 },
        { page: '/it/recensione/auricolari', clicks: 1 },
      ]);
      expect((await get(`top-pages?days=30&productId=${cafeteira}`)).body.items).toEqual([{ page: '/br/melhores-cafeteiras', clicks: 2 }]);
    });

    it('answers a period without clicks with zeros and empty lists', async () => {
      const series = (await get('daily?days=90&locale=es')).body;
      expect(series.total).toBe(0);
      expect(series.points.every((p: any) => p.clicks === 0)).toBe(true);
      expect((await get('top-products?days=90&locale=es')).body.items).toEqual([]);
      expect((await get('top-pages?days=90&locale=es')).body.items).toEqual([]);
    });

    it('refuses a bad period, region, product or limit with a 400 naming the parameter', async () => {
      for (const [query, param] of [
        ['days=14', 'days'], ['days=abc', 'days'], ['days=', 'days'], ['locale=fr', 'locale'], ['productId=-1', 'productId'], ['productId=x', 'productId'],
        ['limit=0', 'limit'], ['limit=51', 'limit'], ['limit=2.5', 'limit'],
      ]) {
        for (const path of ['daily', 'top-products', 'top-pages']) {
          const { status, body } = await get(`${path}?${query}`);
          expect(status, `${path}?${query}`).toBe(400);
          expect(body.error).toBe('bad_request');
          expect(body.issues.map((i: { path: string }) => i.path), `${path}?${query}`).toContain(param);
        }
      }
    });

    it('is for logged-in admins only and read-only', async () => {
      const anonymous = createApp({ db: getDb(), now: () => TEST_NOW });
      expect((await anonymous.request('/api/admin/clicks/daily?days=7')).status).toBe(401);
      expect((await admin.call('DELETE', '/api/admin/clicks/daily')).status).toBe(405);
    });
  },
  async (db) => {
    await insertLocaleConfigs(db);
    fone = await insertProduct(db, { title: 'Fone XZ' });
    cafeteira = await insertProduct(db, { title: 'Cafeteira Pro' });
    gone = await insertProduct(db, { title: 'Removido' });
    auricolari = await insertProduct(db, { title: 'Auricolari', locale: 'it', currency: 'EUR' });
    const click = (c: Partial<NewClick>, at: Date) =>
      insertClick(db, { locale: 'br', kind: 'retailer', targetUrl: 'https://www.amazon.com.br/dp/B0TEST0001', ...c }, at);
    // Today: 2 × fone and 1 × (no product, no page) in br, 1 × auricolari in it.
    await click({ productId: fone, sourcePath: '/br/avaliacao/fone-xz' }, daysAgo(0, 1));
    await click({ productId: fone, sourcePath: '/br/avaliacao/fone-xz' }, daysAgo(0, 11));
    await click({ kind: 'marketplace', targetUrl: 'https://www.mercadolivre.com.br/x' }, daysAgo(0, 2));
    await click({ locale: 'it', productId: auricolari, sourcePath: '/it/recensione/auricolari', targetUrl: 'https://www.amazon.it/dp/B0' }, daysAgo(0));
    // Yesterday (the last millisecond of the UTC day): 2 × cafeteira.
    const lastMs = new Date(Date.UTC(2026, 4, 31, 23, 59, 59, 999));
    await click({ productId: cafeteira, sourcePath: '/br/melhores-cafeteiras' }, lastMs);
    await click({ productId: cafeteira, sourcePath: '/br/melhores-cafeteiras' }, lastMs);
    // 4 days ago: fone, then the product is deleted.
    await click({ productId: fone, sourcePath: '/br/avaliacao/fone-xz' }, daysAgo(4));
    await click({ productId: gone }, daysAgo(4));
    await db.kysely.deleteFrom('products').where('id', '=', gone).execute();
    // 10 days ago: fone (inside 30 days only). 100 days ago: outside every period.
    await click({ productId: fone, sourcePath: '/br/avaliacao/fone-xz' }, daysAgo(10));
    await click({ productId: fone, sourcePath: '/br/avaliacao/fone-xz' }, daysAgo(100));
  },
);
