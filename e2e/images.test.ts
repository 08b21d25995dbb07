/**
 * Images that work (issue 14), in Chromium with the network cut off (only the test server answers):
 * on home, a post, a review, a category page and the review list of every active region, every
 * `<img>` has loaded (the demo's own pictures, no broken image), has width and height (no layout
 * shift) and an alt attribute (empty on purpose for decorative card pictures); the page's lead
 * image loads first and the rest lazily. A retailer image that fails shows the neutral placeholder,
 * never a broken-image icon.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { isActive, listLocaleConfigs } from '../shared/db/queries/locale-configs';
import type { Locale } from '../shared/locales';
import { structuralPaths } from '../site/lib/seo/alternates';
import { describeSite } from './test-site';

interface ImageFacts {
  src: string;
  naturalWidth: number;
  width: string | null;
  height: string | null;
  alt: string | null;
  loading: string | null;
  fetchpriority: string | null;
  failed: boolean;
  inPicture: boolean;
  inByline: boolean;
}

/** Every image of the page once all have loaded (lazy ones are asked for at once, as a scroll would). */
async function imagesOf(page: Page): Promise<ImageFacts[]> {
  const declared = await page.evaluate(() => [...document.images].map((i) => i.getAttribute('loading')));
  await page.evaluate(() => document.querySelectorAll('img[loading="lazy"]').forEach((i) => ((i as HTMLImageElement).loading = 'eager')));
  await page.waitForFunction(() => [...document.images].every((i) => i.complete), undefined, { timeout: 20_000 });
  const facts = await page.evaluate(() =>
    [...document.images].map((i) => ({
      src: i.currentSrc || i.src,
      naturalWidth: i.naturalWidth,
      width: i.getAttribute('width'),
      height: i.getAttribute('height'),
      alt: i.getAttribute('alt'),
      loading: null as string | null,
      fetchpriority: i.getAttribute('fetchpriority'),
      failed: i.hasAttribute('data-image-failed'),
      inPicture: i.parentElement?.tagName === 'PICTURE',
      // An author's photo in a byline (issue 25 item 4): small, decorative, after the lead in weight.
      inByline: !!i.closest('[data-byline]'),
    })),
  );
  return facts.map((f, n) => ({ ...f, loading: declared[n] ?? null }));
}

/** A context that reaches only the test server: the demo must look right with no network. */
async function offlineContext(newContext: () => Promise<BrowserContext>, origin: string): Promise<BrowserContext> {
  const context = await newContext();
  await context.route((url) => url.origin !== origin, (route) => route.abort('internetdisconnected'));
  return context;
}

describeSite('images', ({ site, newContext }) => {
  it('every region: every image of home, a post, a review, a category and the review list loads, sized and with an alt', async () => {
    const configs = await listLocaleConfigs(site().db);
    const active = configs.filter((c) => isActive(c)).map((c) => c.locale as Locale);
    expect(active.length).toBeGreaterThan(0);
    const context = await offlineContext(newContext, site().url);
    const page = await context.newPage();
    const problems: string[] = [];
    let seen = 0;
    for (const locale of active) {
      await page.goto(`/${locale}`);
      const postHref = await page.locator('main .post-card a.card-link').first().getAttribute('href');
      const categoryHref = await page.locator('main .chips a.chip').first().getAttribute('href');
      const home = await imagesOf(page);
      // The hero is the page's largest picture: fetched first, never lazy.
      const hero = home[0];
      expect(hero?.fetchpriority, `${locale} home hero`).toBe('high');
      expect(hero?.loading, `${locale} home hero`).toBe('eager');
      expect(home.slice(1).every((i) => i.loading === 'lazy'), `${locale} home cards are lazy`).toBe(true);
      // The demo's own pictures come from the media library as AVIF (the browser's first choice).
      expect(hero?.inPicture, `${locale} home hero is a <picture>`).toBe(true);
      expect(hero?.src, `${locale} home hero`).toMatch(/\/media\/[0-9a-f]{32}-\d+x\d+\/\d+\.avif$/);
      const pages: [string, ImageFacts[]][] = [[`/${locale}`, home]];

      await page.goto(postHref!);
      const post = await imagesOf(page);
      const lead = post.find((i) => !i.inByline);
      expect(lead?.fetchpriority, `${postHref} lead image`).toBe('high');
      // The lead image says what it shows in the page's language (the library's alt text).
      expect(lead?.alt, `${postHref} lead image alt`).toBeTruthy();
      pages.push([postHref!, post]);

      await page.goto(categoryHref!);
      pages.push([categoryHref!, await imagesOf(page)]);

      const listPath = structuralPaths.reviews(locale);
      await page.goto(listPath);
      const reviewHref = await page.locator('main [data-review-item] a.card-link').first().getAttribute('href');
      pages.push([listPath, await imagesOf(page)]);
      await page.goto(reviewHref!);
      pages.push([reviewHref!, await imagesOf(page)]);

      for (const [path, images] of pages) {
        expect(images.length, `${path} shows pictures`).toBeGreaterThan(0);
        for (const img of images) {
          seen++;
          const where = `${path} ${img.src.slice(0, 90)}`;
          if (img.naturalWidth === 0) problems.push(`${where}: did not load`);
          if (img.failed) problems.push(`${where}: failed, placeholder shown (the demo's images must all load)`);
          if (!img.width || !img.height) problems.push(`${where}: no width/height`);
          if (img.alt === null) problems.push(`${where}: no alt attribute`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(seen).toBeGreaterThan(active.length * 5);
  });

  it('a retailer image that fails shows the neutral placeholder in its box, not a broken image', async () => {
    const context = await offlineContext(newContext, site().url);
    // The retailer's image host is down: every product picture fails.
    await context.route(/\/retailer-images\//, (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'gone' }));
    const page = await context.newPage();
    await page.goto(structuralPaths.reviews('br'));
    const href = await page.locator('main [data-review-item] a.card-link').first().getAttribute('href');
    await page.goto(href!);
    const box = page.locator('[data-product-box] img');
    await page.waitForFunction(() => document.querySelector('[data-product-box] img')?.hasAttribute('data-image-failed'), undefined, { timeout: 10_000 });
    const facts = await box.evaluate((i: HTMLImageElement) => ({ naturalWidth: i.naturalWidth, src: i.src, width: i.getAttribute('width'), w: i.getBoundingClientRect().width }));
    expect(facts.naturalWidth).toBeGreaterThan(0);
    expect(facts.src.startsWith('data:image/svg+xml')).toBe(true);
    expect(facts.width).toBe('400');
    expect(facts.w).toBeGreaterThan(100);
  });
});
