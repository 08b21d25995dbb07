/**
 * Issue 27 item 2 in the browser, on a phone (360 px) and a wide screen (1440 px): a review whose
 * product is at a good price shows the "Bom preço" badge and the 30-day lowest in its product box,
 * and the static price chart (an inline SVG image titled "Histórico de preço", there without
 * JavaScript); one without 30 days of history shows neither. The products are chosen by what the
 * page computes at the build's moment (the demo site is built at the seed's moment), not by name,
 * and the browser's clock is set to that moment, so the test holds whatever the hour it runs.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { contentPaths } from '../../shared/content-paths';
import { formatCents } from '../../shared/format/price';
import { isPriceShowable } from '../../shared/retailer';
import { loadPriceSignals } from '../../site/lib/pages/price-signals';
import { describeSite } from '../test-site';
import { builtAt, stubRemoteImages } from './helpers';

describeSite('price history on review pages (issue 27 item 2)', ({ site, newContext }) => {
  /** The br reviews by what their product box will say at the build's moment. */
  async function reviewsByState() {
    const at = builtAt(site().distDir);
    const rows = await site().db.kysely.selectFrom('reviews').innerJoin('products', 'products.id', 'reviews.product_id')
      .select(['reviews.slug', 'products.id', 'products.price_cents', 'products.currency', 'products.price_updated_at'])
      .where('reviews.locale', '=', 'br').where('reviews.status', '=', 'published').where('products.status', '=', 'published').orderBy('reviews.slug').execute();
    const products = rows.map((r) => ({ id: Number(r.id), priceCents: r.price_cents, currency: r.currency }));
    const signals = await loadPriceSignals(site().db, products, at);
    const shown = rows.filter((r) => isPriceShowable({ priceCents: r.price_cents, priceUpdatedAt: r.price_updated_at }, true, at));
    const pick = (test: (s: NonNullable<ReturnType<typeof signals.get>>['summary']) => boolean) => {
      const row = shown.find((r) => { const s = signals.get(Number(r.id)); return s !== undefined && test(s.summary); });
      return row && { path: contentPaths.review('br', row.slug), summary: signals.get(Number(row.id))!.summary };
    };
    return { at, good: pick((s) => s.goodPrice), short: pick((s) => !s.enoughHistory) };
  }

  async function open(path: string, width: number, at: Date, javaScriptEnabled = true): Promise<Page> {
    const context = await newContext({ viewport: { width, height: 900 }, javaScriptEnabled });
    await stubRemoteImages(context);
    const page = await context.newPage();
    // The page hides a price once it is 24 h old: the reader's clock is the build's.
    if (javaScriptEnabled) await page.clock.install({ time: at });
    await page.goto(path);
    return page;
  }

  /** The element lies within the viewport's width (nothing cut off on a phone). */
  async function fitsWidth(page: Page, selector: string, width: number): Promise<boolean> {
    const box = await page.locator(selector).first().boundingBox();
    return box !== null && box.x >= 0 && box.x + box.width <= width + 0.5;
  }

  it('shows the badge, the 30-day lowest and the chart where the history allows, at 360 and 1440 px, and neither without 30 days of history', async () => {
    const { at, good, short } = await reviewsByState();
    expect(good, 'the demo has a review at a good price').toBeDefined();
    expect(short, 'the demo has a review without 30 days of history').toBeDefined();
    const lowest = `Menor preço dos últimos 30 dias: ${formatCents(good!.summary.lowest30Cents, 'br', 'BRL')}`;
    for (const width of [360, 1440]) {
      const page = await open(good!.path, width, at);
      const box = page.locator('[data-product-box]');
      await expect.poll(() => box.getByText('Bom preço', { exact: true }).isVisible()).toBe(true);
      expect(await box.getByText(lowest, { exact: true }).isVisible()).toBe(true);
      const chart = page.getByRole('img', { name: 'Histórico de preço' });
      expect(await chart.isVisible()).toBe(true);
      expect(await chart.evaluate((el) => el.tagName.toLowerCase())).toBe('svg');
      // Its text equivalent is on the page too.
      expect(await page.locator('[data-price-chart] figcaption').innerText()).toMatch(/^Histórico de preço\. .*R\$/);
      for (const selector of ['[data-good-price]', '[data-lowest-30]', '[data-price-chart] svg']) expect(await fitsWidth(page, selector, width), `${selector} at ${width}px`).toBe(true);

      const shortPage = await open(short!.path, width, at);
      const shortBox = shortPage.locator('[data-product-box]');
      expect(await shortBox.locator('.price__amount').isVisible()).toBe(true);
      expect(await shortBox.getByText('Bom preço').count()).toBe(0);
      expect(await shortBox.getByText(/Menor preço dos últimos 30 dias/).count()).toBe(0);
    }
    // The chart is static: there without JavaScript.
    const noScript = await open(good!.path, 360, at, false);
    expect(await noScript.getByRole('img', { name: 'Histórico de preço' }).isVisible()).toBe(true);
  }, 120_000);
});
