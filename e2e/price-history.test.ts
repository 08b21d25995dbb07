/**
 * Issue 27 item 2 in Chromium at 360 and 1440 px, on the demo site (whose seed writes 120 days of
 * price history): a review whose product is at its lowest shows the "Bom preço" badge, the lowest
 * price of the last 30 days and the static price chart (role="img", titled, with the same facts
 * in words); a review whose history is under 30 days shows none of the three; nothing scrolls
 * sideways. The review header says when the review was last updated.
 */
import { expect, it } from 'vitest';
import { historyKindOf } from '../content-scripts/seed/price-history';
import { stubRemoteImages } from './pages/helpers';
import { describeSite } from './test-site';

const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 1440, height: 900 },
];

describeSite('price history on review pages', (suite) => {
  const { site, newContext } = suite;
  /** A published br review whose product's demo history is of `kind`, in stock with a price. */
  const reviewOf = async (kind: ReturnType<typeof historyKindOf>) => {
    const rows = await site().db.kysely
      .selectFrom('reviews').innerJoin('products', 'products.id', 'reviews.product_id')
      .select(['reviews.slug', 'products.id'])
      .where('reviews.locale', '=', 'br').where('reviews.status', '=', 'published')
      .where('products.availability', '=', 'in_stock').where('products.price_cents', 'is not', null)
      .execute();
    const row = rows.find((r) => historyKindOf(r.id) === kind);
    if (!row) throw new Error(`no br review of a ${kind} product`);
    return `/br/avaliacao/${row.slug}`;
  };

  for (const viewport of VIEWPORTS) {
    it(`at ${viewport.width} px: badge, 30-day lowest and chart beside a good price, none of them without 30 days of history`, async () => {
      const context = await newContext({ viewport });
      await stubRemoteImages(context);
      const page = await context.newPage();
      await page.goto(await reviewOf('good-price'));
      const box = page.locator('[data-product-box]');
      await expect.poll(() => box.locator('[data-good-price]').isVisible()).toBe(true);
      expect(await box.locator('[data-good-price]').textContent()).toBe('Bom preço');
      expect(await box.locator('[data-lowest-30]').textContent()).toMatch(/^Menor preço dos últimos 30 dias: R\$\s[\d.]+,\d\d$/);
      expect(await box.locator('[data-lowest-30]').isVisible()).toBe(true);
      const chart = page.locator('[data-price-chart] svg[role="img"]');
      expect(await chart.isVisible()).toBe(true);
      expect(await chart.locator('title').textContent()).toBe('Histórico de preço');
      expect(await page.locator('[data-price-chart] figcaption').textContent()).toMatch(/Histórico de preço\. Preço nos últimos 90 dias: mínimo R\$\s[\d.,]+, máximo R\$\s[\d.,]+; hoje R\$\s[\d.,]+\./);
      const width = await chart.evaluate((svg) => svg.getBoundingClientRect().width);
      expect(width).toBeGreaterThan(200);
      expect(width).toBeLessThanOrEqual(viewport.width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
      // No script draws it: the chart is in the HTML as served.
      const html = await (await page.request.get(page.url())).text();
      expect(html).toMatch(/<svg[^>]*role="img"[^>]*>\s*<title[^>]*>Histórico de preço<\/title>/);

      await page.goto(await reviewOf('short'));
      expect(await page.locator('[data-product-box] .price__amount').isVisible()).toBe(true);
      expect(await page.locator('[data-good-price]').count()).toBe(0);
      expect(await page.locator('[data-lowest-30]').count()).toBe(0);
      await context.close();
    });
  }
});
