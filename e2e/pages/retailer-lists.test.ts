/**
 * Self-refreshing lists (issue 27 item 3) in the browser, on a phone (360 px) and a wide screen
 * (1440 px): a published post with `::bestsellers{…}` gets its list filled by the price job from
 * the fake retailer (over HTTP, with the br account), the job republishes the post, and a reader
 * sees the list's products in the retailer's order with their prices and sponsored buy links. A
 * draft's `::new-releases{…}` shows the same way through its preview link (the site's renderer).
 */
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testJobContext } from '../../api/jobs/testing';
import { refreshPrices } from '../../api/jobs/refresh-prices';
import { hashPreviewToken } from '../../api/preview-links/token';
import { fakeRegionAccount, fakeRegionEnv } from '../../api/retailer/fake-accounts';
import { startFakeRetailer, type FakeRetailer } from '../../api/retailer/fake-server';
import { listActiveLocaleConfigs } from '../../shared/db/queries/locale-configs';
import { insertPreviewLink } from '../../shared/db/queries/preview-links';
import { recordRegionRun } from '../../shared/db/queries/retailer-regions';
import { insertPost } from '../../shared/db/test-fixtures';
import { loadEnv } from '../../shared/env';
import { describeSite } from '../test-site';
import { stubRemoteImages } from './helpers';

const BR = 'www.amazon.com.br';
/** The bestsellers in the retailer's order (sales rank), and the new releases (newest first). */
const BESTSELLERS = [
  { asin: 'B0E2ELST02', title: 'Air fryer Beta 4 L', price: 349.9, shown: 'R$ 349,90' },
  { asin: 'B0E2ELST01', title: 'Air fryer Alfa 5 L', price: 499.9, shown: 'R$ 499,90' },
  { asin: 'B0E2ELST03', title: 'Air fryer Gama 3 L', price: 279, shown: 'R$ 279,00' },
];
const NEW_RELEASES = [
  { asin: 'B0E2ENEW02', title: 'Cafeteira Nova Dois', price: 189.9, shown: 'R$ 189,90' },
  { asin: 'B0E2ENEW01', title: 'Cafeteira Nova Um', price: 229.9, shown: 'R$ 229,90' },
];

describeSite(
  'self-refreshing lists on public pages (issue 27 item 3)',
  ({ site, newContext }) => {
    let fake: FakeRetailer;
    let previewPath = '';
    const postPath = '/br/air-fryers-mais-vendidas';

    beforeAll(async () => {
      const { db, publisher } = site();
      const configs = await listActiveLocaleConfigs(db);
      const br = configs.find((c) => c.locale === 'br')!;
      // The br account, tagged with the demo's own br tag (the fake refuses a tag of another account).
      fake = await startFakeRetailer({ accounts: [{ ...fakeRegionAccount('br'), tags: { [BR]: br.affiliateId } }] });
      BESTSELLERS.forEach((p, i) => fake.setItem(p.asin, { title: p.title, price: p.price, currency: 'BRL', salesRank: i + 1 }, BR));
      NEW_RELEASES.forEach((p, i) => fake.setItem(p.asin, { title: p.title, price: p.price, currency: 'BRL', browseNodes: ['16209062011'], releaseDate: ['2026-11-01', '2026-10-01'][i]! }, BR));
      // Regions as this run will find them (br let in, the others without credentials): no access
      // change, so the job republishes the list's post instead of asking for a full rebuild.
      const at = new Date().toISOString();
      for (const c of configs) {
        const access = c.locale === 'br' ? 'ok' : 'no_credentials';
        await recordRegionRun(db, c.locale, { access, accessError: access === 'ok' ? null : 'no_credentials', refreshed: 0, errors: 0, throttled: 0, requests: 0, remaining: 0, stop: null }, at);
      }
      await insertPost(db, { locale: 'br', slug: 'air-fryers-mais-vendidas', title: 'As air fryers mais vendidas', content: 'As que mais saem:\n\n::bestsellers{keywords="air fryer" count="3"}\n\nBoa compra!', published_at: at });
      const draft = await insertPost(db, { locale: 'br', slug: 'cafeteiras-lancamentos', title: 'Cafeteiras recém-lançadas', content: 'Chegaram agora:\n\n::new-releases{browse-node="16209062011" count="2"}', status: 'draft', published_at: null });
      const token = randomBytes(32).toString('base64url');
      await insertPreviewLink(db, { kind: 'post', itemId: draft, tokenHash: hashPreviewToken(token), days: 1 }, { userId: null, at: new Date() });
      previewPath = `/api/preview/${token}`;

      // The price job, as the scheduler runs it, against the fake over HTTP.
      const ctx = testJobContext(db, { now: () => new Date(), env: loadEnv(fakeRegionEnv(fake, ['br'])), fetch, publisher: publisher! });
      const result = await refreshPrices(ctx, { requestIntervalMs: 0 });
      expect(result.summary).toContain('2 lista(s) automática(s) atualizada(s)');
      expect(fake.searchItemsRequests().map((r) => r.status)).toEqual([200, 200]);
      await publisher!.whenIdle();
    }, 300_000);
    afterAll(() => fake?.close());

    async function open(path: string, width: number): Promise<Page> {
      const context = await newContext({ viewport: { width, height: 900 } });
      await stubRemoteImages(context);
      const page = await context.newPage();
      // The first preview bundles the site renderer (slow on a busy machine).
      const res = await page.goto(path, { timeout: 240_000 });
      expect(res?.status(), path).toBe(200);
      return page;
    }

    /** What a reader sees of each item of the list: name, price and where its buy link goes. */
    async function itemsOf(page: Page, kind: 'bestsellers' | 'new-releases') {
      const list = page.locator(`[data-retailer-list="${kind}"]`);
      await list.waitFor();
      const items = list.locator('li[data-asin]');
      const out = [];
      for (let i = 0; i < (await items.count()); i++) {
        const item = items.nth(i);
        const buy = item.getByRole('link', { name: 'Ver na Amazon' });
        out.push({
          name: await item.locator('.product-list__name').textContent(),
          price: (await item.locator('.product-list__price strong').textContent())?.replace(/\s/g, ' '),
          priceVisible: await item.locator('.product-list__price strong').isVisible(),
          visible: (await item.isVisible()) && (await buy.isVisible()),
          href: await buy.getAttribute('href'),
          rel: await buy.getAttribute('rel'),
        });
      }
      return out;
    }

    /** The element lies within the viewport's width (nothing cut off on a phone). */
    async function fitsWidth(page: Page, selector: string, width: number): Promise<boolean> {
      const box = await page.locator(selector).first().boundingBox();
      return box !== null && box.x >= 0 && box.x + box.width <= width + 0.5;
    }

    const expected = (products: typeof BESTSELLERS, tag: string) =>
      products.map((p) => ({ name: p.title, price: p.shown, priceVisible: true, visible: true, href: `https://amazon.com.br/dp/${p.asin}?tag=${tag}`, rel: 'sponsored nofollow noopener' }));

    it('shows the filled bestsellers list on the post page: products in the retailer’s order, prices and buy links, at 360 and 1440 px', async () => {
      const tag = (await listActiveLocaleConfigs(site().db)).find((c) => c.locale === 'br')!.affiliateId;
      for (const width of [360, 1440]) {
        const page = await open(postPath, width);
        const title = page.locator('[data-retailer-list="bestsellers"] .retailer-list__title');
        expect({ text: await title.textContent(), visible: await title.isVisible() }).toEqual({ text: 'Mais vendidos: air fryer', visible: true });
        expect(await itemsOf(page, 'bestsellers')).toEqual(expected(BESTSELLERS, tag));
        expect(await fitsWidth(page, '[data-retailer-list="bestsellers"]', width), `list at ${width}px`).toBe(true);
      }
    }, 120_000);

    it('shows a draft’s filled new-releases list through its preview link, as the published page will', async () => {
      const tag = (await listActiveLocaleConfigs(site().db)).find((c) => c.locale === 'br')!.affiliateId;
      for (const width of [360, 1440]) {
        const page = await open(previewPath, width);
        expect(await page.locator('h1').first().innerText()).toContain('Cafeteiras recém-lançadas');
        const title = page.locator('[data-retailer-list="new-releases"] .retailer-list__title');
        expect({ text: await title.textContent(), visible: await title.isVisible() }).toEqual({ text: 'Lançamentos', visible: true });
        expect(await itemsOf(page, 'new-releases')).toEqual(expected(NEW_RELEASES, tag));
        expect(await fitsWidth(page, '[data-retailer-list="new-releases"]', width), `list at ${width}px`).toBe(true);
      }
    }, 300_000);
  },
  { publishing: true },
);
