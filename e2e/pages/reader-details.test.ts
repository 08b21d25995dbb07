/**
 * What a reader saw wrong in the acceptance walk of issue 24, in Chromium against the demo build:
 * the verdict said twice, a `?q=` reviews list that painted everything before the matches, a header
 * search that could not find the month and year the titles show, and pages wider than a phone.
 */
import { expect, it } from 'vitest';
import { searchReviews } from '../../shared/db/queries/search';
import { describeSite } from '../test-site';
import { islandReady, openPage } from './helpers';

const PHONE = { viewport: { width: 360, height: 740 }, deviceScaleFactor: 1 };

describeSite('what a reader sees (issue 24)', ({ site, newContext }) => {
  it('a review page shows its verdict heading and paragraph once', async () => {
    const review = await site().db.kysely.selectFrom('reviews').select(['slug', 'verdict']).where('locale', '=', 'br').where('status', '=', 'published').orderBy('id').executeTakeFirstOrThrow();
    const { page } = await openPage(newContext, `/br/avaliacao/${review.slug}`);
    expect(await page.getByRole('heading', { name: 'Veredito', exact: true }).count()).toBe(1);
    const text = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
    expect(text.split(review.verdict.replace(/\s+/g, ' ')).length - 1).toBe(1);
  }, 120_000);

  it('/br/avaliacao?q=…: the unfiltered list never paints, nothing shifts, and the first image of the list is eager and first', async () => {
    const context = await newContext(PHONE);
    await context.route(/^https:\/\/m\.media-amazon\.com\//, (route) => route.fulfill({ status: 200, contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>' }));
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number; __listShownAtParse: boolean | null };
      w.__cls = 0;
      w.__listShownAtParse = null;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!e.hadRecentInput) w.__cls += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
      document.addEventListener('DOMContentLoaded', () => {
        const browse = document.getElementById('reviews-browse');
        w.__listShownAtParse = browse ? getComputedStyle(browse).display !== 'none' : null;
      });
    });
    // A word of one public review's product (the search finds it, the list has more).
    const [hit] = await searchReviews(site().db, { locale: 'br', q: 'avaliacao', limit: 1 });
    const word = hit!.slug.split('-').filter((w) => w.length > 3).at(-1)!;
    await page.goto(`/br/avaliacao?q=${word}`);
    await islandReady(page, 'reviews-filter');
    await page.locator('#reviews-results [data-review-item]').first().waitFor();
    await page.waitForTimeout(500);
    const seen = await page.evaluate(() => {
      const w = window as unknown as { __cls: number; __listShownAtParse: boolean | null };
      return { __cls: w.__cls, __listShownAtParse: w.__listShownAtParse };
    });
    expect(seen.__listShownAtParse).toBe(false);
    expect(seen.__cls).toBeLessThan(0.1);
    expect(await page.locator('#reviews-browse').isVisible()).toBe(false);
    // Cleared, the list is back.
    await page.getByRole('button', { name: 'Limpar' }).click();
    await page.locator('#reviews-browse').waitFor({ state: 'visible' });

    // Without a query the first card's image is the page's largest paint: eager, high priority.
    const { page: plain } = await openPage(() => newContext(PHONE), '/br/avaliacao');
    const first = plain.locator('#reviews-list img').first();
    expect(await first.getAttribute('loading')).toBe('eager');
    expect(await first.getAttribute('fetchpriority')).toBe('high');
    expect(await plain.locator('#reviews-list img').nth(1).getAttribute('loading')).toBe('lazy');
  }, 120_000);

  it('header search finds the year and month the dated titles show, and not the placeholder words', async () => {
    const dated = await site().db.kysely.selectFrom('posts').select(['slug']).where('locale', '=', 'br').where('status', '=', 'published').where('title', 'like', '%{year}%').execute();
    expect(dated.length).toBeGreaterThan(0);
    const page = await (await newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await page.goto('/br');
    await islandReady(page, 'header-search');
    await page.locator('.header-search > button').click();
    const input = page.getByRole('searchbox', { name: 'Buscar no site' });
    const hrefs = async (q: string) => {
      await input.fill(q);
      await page.waitForFunction(() => document.querySelector('.header-search-results a') || /nenhum|nada/i.test(document.querySelector('.header-search')?.textContent ?? ''));
      await page.waitForTimeout(400);
      return page.locator('.header-search-results a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    };
    const year = String(new Date().getUTCFullYear());
    const found = await hrefs(year);
    expect(found.some((h) => dated.some((d) => h === `/br/${d.slug}`))).toBe(true);
    const month = new Intl.DateTimeFormat('pt-BR', { month: 'long', timeZone: 'UTC' }).format(new Date());
    expect((await hrefs(month)).length).toBeGreaterThan(0);
    expect(await hrefs('year')).toEqual([]);
  }, 120_000);

  it('nothing is wider than a 360 px phone: a launch day\'s "← Dia anterior" button, the coming-soon card, the it/mx hero with its badge', async () => {
    const context = await newContext(PHONE);
    const page = await context.newPage();
    await page.goto('/br/lancamento');
    // A day with a previous day: any day link but the oldest.
    const days = await page.locator('a[href^="/br/lancamento/2"]').evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute('href')!))]);
    expect(days.length).toBeGreaterThan(1);
    for (const path of [days[0]!, '/es', '/it', '/mx', '/br']) {
      await page.goto(path);
      const wide = await page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        return [...document.querySelectorAll('body *')]
          .filter((e) => e.getBoundingClientRect().width > 0 && e.getBoundingClientRect().right > width + 0.5)
          .map((e) => `${e.tagName.toLowerCase()}.${[...e.classList].join('.')}`);
      });
      expect(wide, path).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
      if (path === '/it' || path === '/mx' || path === '/br') {
        // Everything of the hero is inside its box, the badge on top included.
        const inside = await page.locator('.home-hero').evaluate((hero) => {
          const box = hero.getBoundingClientRect();
          return [...hero.querySelectorAll('.badge, .home-hero__title, .btn')].every((e) => {
            const r = e.getBoundingClientRect();
            return r.top >= box.top - 0.5 && r.bottom <= box.bottom + 0.5;
          });
        });
        expect(inside, path).toBe(true);
      }
    }
    await page.goto(days[0]!);
    expect(await page.locator('.day-nav a[rel="prev"]').count()).toBe(1);
  }, 180_000);
});
