/**
 * Issue 27 item 2 in Chromium at 360 and 1440 px, on the demo site (whose seed writes 120 days of
 * price history): a review whose product is at its lowest shows the "Bom preço" badge, the lowest
 * price of the last 30 days and the static price chart (role="img", titled, with the same facts
 * in words); a review whose history is under 30 days shows none of the three; nothing scrolls
 * sideways. The review header says when the review was last updated.
 */
import { expect, it } from 'vitest';
import { historyKindOf } from '../content-scripts/seed/price-history';
import { contentPaths } from '../shared/content-paths';
import { translate } from '../shared/i18n';
import type { Locale } from '../shared/locales';
import { stubRemoteImages } from './pages/helpers';
import { describeSite } from './test-site';

const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 1440, height: 900 },
];

describeSite('price history on review pages', (suite) => {
  const { site, newContext } = suite;
  /**
   * A published review whose product's demo history is of one of `kinds`, in stock with a price the
   * build still showed (read under 23 h before now: the seed stamps prices up to a day before the
   * site's midnight, so which products qualify depends on the hour; any active region will do).
   */
  const reviewOf = async (kinds: ReturnType<typeof historyKindOf>[]) => {
    const rows = await site().db.kysely
      .selectFrom('reviews').innerJoin('products', 'products.id', 'reviews.product_id')
      .select(['reviews.slug', 'reviews.locale', 'products.id'])
      .where('reviews.status', '=', 'published')
      .where('products.availability', '=', 'in_stock').where('products.price_cents', 'is not', null)
      .where('products.price_updated_at', '>', new Date(Date.now() - 23 * 3600_000).toISOString())
      .execute();
    const row = rows.find((r) => kinds.includes(historyKindOf(r.id)));
    if (!row) throw new Error(`no review of a ${kinds.join('/')} product with a current price at this hour`);
    return { path: contentPaths.review(row.locale as Locale, row.slug), locale: row.locale as Locale };
  };

  for (const viewport of VIEWPORTS) {
    it(`at ${viewport.width} px: badge, 30-day lowest and chart beside a good price, none of them without 30 days of history`, async () => {
      const context = await newContext({ viewport });
      await stubRemoteImages(context);
      const page = await context.newPage();
      const good = await reviewOf(['good-price', 'dropped']);
      const t = (key: string) => translate(good.locale, key, undefined, { price: '', days: 90, min: '', max: '', current: '' });
      await page.goto(good.path);
      const box = page.locator('[data-product-box]');
      await expect.poll(() => box.locator('[data-good-price]').isVisible()).toBe(true);
      expect(await box.locator('[data-good-price]').textContent()).toBe(t('products.goodPrice'));
      expect(await box.locator('[data-lowest-30]').textContent()).toMatch(new RegExp(`^${t('products.lowest30')}\\S.*\\d$`));
      expect(await box.locator('[data-lowest-30]').isVisible()).toBe(true);
      const chart = page.locator('[data-price-chart] svg[role="img"]');
      expect(await chart.isVisible()).toBe(true);
      expect(await chart.locator('title').textContent()).toBe(t('products.priceHistory'));
      expect(await page.locator('[data-price-chart] figcaption').textContent()).toContain(`${t('products.priceHistory')}. ${t('products.priceHistorySummary').split(':')[0]}:`);
      const width = await chart.evaluate((svg) => svg.getBoundingClientRect().width);
      expect(width).toBeGreaterThan(200);
      expect(width).toBeLessThanOrEqual(viewport.width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
      // No script draws it: the chart is in the HTML as served.
      const html = await (await page.request.get(page.url())).text();
      expect(html).toMatch(new RegExp(`<svg[^>]*role="img"[^>]*>\\s*<title[^>]*>${t('products.priceHistory')}</title>`));

      await page.goto((await reviewOf(['short'])).path);
      expect(await page.locator('[data-product-box] .price__amount').isVisible()).toBe(true);
      expect(await page.locator('[data-good-price]').count()).toBe(0);
      expect(await page.locator('[data-lowest-30]').count()).toBe(0);
      await context.close();
    });
  }
});
