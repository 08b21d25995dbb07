/**
 * Content pages of an active locale in Chromium: home load-more, the reviews `?q=` filter, a
 * review's product box and buy link, a post's placeholders and product embeds (issue 3 §2–§5).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { relativeDateIn } from '../../shared/format/relative-date';
import { monthName } from '../../shared/format/title';
import { LOCALE_INFO, LOCALES } from '../../shared/locales';
import { PRICE_MAX_AGE_MS } from '../../shared/retailer';
import { PAGE_SIZE } from '../../shared/pagination';
import { describeSite } from '../test-site';
import { builtAt, islandReady, openPage, stubRemoteImages } from './helpers';

const HOUR = 3600_000;

describeSite('content pages', ({ site, newContext }) => {
  const open = (path: string) => openPage(newContext, path);

  it('home: shows the hero and 6 posts, and each "load more" adds 6 from the API', async () => {
    const { page } = await open('/br');
    await expect(page.locator('.home-hero h2').textContent()).resolves.toBeTruthy();
    const cards = page.locator('main .post-card');
    expect(await cards.count()).toBe(6);
    // Before the island hydrates the button cannot be clicked for nothing: it is disabled.
    const built = readFileSync(join(site().distDir, 'br', 'index.html'), 'utf8');
    expect(built).toMatch(/<button type="button" class="btn btn-secondary btn-lg" disabled=""[^>]*>Carregar mais<\/button>/);
    // The island hydrates when it scrolls into view (client:visible), as a reader would get to it.
    await page.getByRole('button', { name: 'Carregar mais' }).scrollIntoViewIfNeeded();
    await islandReady(page, 'home-load-more');
    await page.getByRole('button', { name: 'Carregar mais' }).click();
    await page.waitForFunction(() => document.querySelectorAll('main .post-card').length === 12);
    await page.getByRole('button', { name: 'Carregar mais' }).click();
    await page.waitForFunction(() => document.querySelectorAll('main .post-card').length === 18);
    const ids = await cards.evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.postId));
    expect(new Set(ids).size).toBe(18); // no post twice
    const hrefs = await page.locator('main .post-card a.card-link').evaluateAll((els) => els.map((e) => e.getAttribute('href')));
    expect(hrefs.every((h) => /^\/br\/[a-z0-9-]+$/.test(h ?? ''))).toBe(true);
    expect(await page.locator('main .post-card[class*="pastel-"]').count()).toBe(18);
    // A card the island drew has the same structure as a card the build drew (PostCard.tsx and
    // PostCard.astro are two renderings of one design).
    const shape = (i: number) =>
      cards.nth(i).evaluate((card) => {
        const walk = (el: Element): string =>
          `${el.tagName.toLowerCase()}.${[...el.classList].filter((c) => !c.startsWith('pastel-') && !c.startsWith('astro-')).sort().join('.')}[${[...el.attributes].map((a) => a.name).filter((n) => n !== 'class' && !n.startsWith('data-astro')).sort().join(',')}](${[...el.children].map(walk).join('')})`;
        return walk(card);
      });
    expect(await shape(12)).toBe(await shape(0));
  });

  it('reviews: ?q= searches every review of the region on the server, ignoring accents and case; what shows is only the matches', async () => {
    const total = Number((await site().db.kysely.selectFrom('reviews').select((eb) => eb.fn.countAll<number>().as('n')).where('locale', '=', 'br').where('status', '=', 'published').executeTakeFirstOrThrow()).n);
    const { page } = await open('/br/avaliacao?q=QUALITA');
    await islandReady(page, 'reviews-filter');
    const shownTitles = () => page.locator('[data-review-item]:visible h2').allTextContents();
    const filter = page.getByRole('search').locator('input[type="search"]').and(page.getByPlaceholder('Buscar avaliações...'));
    await page.locator('#reviews-results [data-review-item]').first().waitFor();
    const titles = await shownTitles();
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.every((t) => t.includes('Qualità'))).toBe(true);
    expect(await page.locator('#reviews-list').isVisible()).toBe(false);
    expect(await page.getByRole('navigation', { name: 'Paginação' }).isVisible()).toBe(false);
    expect(await filter.inputValue()).toBe('QUALITA');

    await filter.fill('lego');
    await page.waitForFunction(() => {
      const shown = [...document.querySelectorAll('#reviews-results [data-review-item] h2')];
      return shown.length > 0 && shown.every((h) => h.textContent?.includes('LEGO'));
    });
    expect((await shownTitles()).every((t) => t.includes('LEGO'))).toBe(true);
    expect(new URL(page.url()).searchParams.get('q')).toBe('lego');

    await filter.fill('zzzz nada');
    await page.locator('[data-filter-status]', { hasText: 'Nenhuma avaliação encontrada para "zzzz nada"' }).waitFor();
    expect(await page.locator('[data-review-item]:visible').count()).toBe(0);
    await filter.fill('');
    await page.locator('#reviews-list').waitFor({ state: 'visible' });
    expect(await page.locator('[data-review-item]:visible').count()).toBe(Math.min(total, PAGE_SIZE.reviews));
  });

  it('review: product box, editor rating, sponsored buy link to the store, price only while current', async () => {
    const db = site().db;
    const built = builtAt(site().distDir);
    // The freshest and the stalest price of br; the page must show the first (when under 24 h
    // at build time) and never the second. A sold-out product shows no price at all (issue 15), so
    // the freshest is taken among those that can be bought.
    const rows = await db.kysely
      .selectFrom('reviews')
      .innerJoin('products', 'products.id', 'reviews.product_id')
      .select(['reviews.slug', 'reviews.rating', 'products.asin', 'products.price_updated_at', 'products.availability'])
      .where('reviews.locale', '=', 'br')
      .orderBy('products.price_updated_at', 'desc')
      .execute();
    const freshest = rows.find((r) => r.availability !== 'out_of_stock' && r.availability !== 'unavailable')!;
    const stalest = rows.at(-1)!;
    const config = await db.kysely.selectFrom('locale_configs').selectAll().where('locale', '=', 'br').executeTakeFirstOrThrow();

    const { context, page } = await open(`/br/avaliacao/${freshest.slug}`);
    await context.clock.setFixedTime(built); // price hiding in the browser judges by the build's time
    await page.reload();
    const buy = page.locator('[data-product-box] a[data-click-kind="retailer"]');
    expect(await buy.getAttribute('href')).toBe(`https://${config.amazon_domain}/dp/${freshest.asin}?tag=${config.affiliate_id}`);
    expect(await buy.getAttribute('rel')).toBe('sponsored nofollow noopener');
    expect(await buy.getAttribute('target')).toBe('_blank');
    expect(await buy.textContent()).toBe('Comprar na Amazon');
    expect(await page.locator('[data-product-box] .rating').getAttribute('aria-label')).toBe(`Nota do editor: ${freshest.rating.toFixed(1).replace('.', ',')} de 5`);
    const freshAtBuild = built.getTime() - Date.parse(freshest.price_updated_at!) < PRICE_MAX_AGE_MS - HOUR;
    if (freshAtBuild) {
      await expect(page.locator('[data-product-box] .price__amount').textContent()).resolves.toMatch(/^R\$\s[\d.]+,\d\d$/);
      await expect(page.locator('[data-product-box] .price__asof').textContent()).resolves.toMatch(/^Preço verificado em \d\d\/\d\d\/\d{4}, \d\d:\d\d$/);
      await expect(page.locator('[data-product-box] [data-price-disclaimer]').textContent()).resolves.toContain('Os preços e a disponibilidade dos produtos são exatos');
    }
    // JSON-LD: the editor's review, never the retailer's star rating as an aggregate of ours, signed
    // by its author (a Person with their page; the demo's reviews all have one, issue 25).
    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t) as Record<string, unknown>);
    const product = ld.find((n) => n['@type'] === 'Product')!;
    expect(product).toBeTruthy();
    expect(product).not.toHaveProperty('aggregateRating');
    expect(product.review).toMatchObject({ '@type': 'Review', reviewRating: { ratingValue: freshest.rating, bestRating: 5 }, author: { '@type': 'Person', url: expect.stringMatching(/\/br\/autor\/[a-z-]+$/) } });

    const stale = await page.goto(`/br/avaliacao/${stalest.slug}`);
    expect(stale?.status()).toBe(200);
    if (built.getTime() - Date.parse(stalest.price_updated_at!) > PRICE_MAX_AGE_MS) {
      expect(await page.locator('[data-product-box] .price').count()).toBe(0);
      expect(await page.locator('[data-price-disclaimer]').count()).toBe(0);
    }
    expect(await page.locator('[data-product-box] a[data-click-kind="retailer"]').count()).toBe(1);
  });

  it('post: fills {month}/{year}, renders the Markdown body with product embeds, nothing unsafe', async () => {
    const db = site().db;
    const post = await db.kysely.selectFrom('posts').select(['slug', 'title', 'content']).where('locale', '=', 'br').where('title', 'like', '%{month}%').where('content', 'like', '%::product{%').where('status', '=', 'published').executeTakeFirstOrThrow();
    const built = builtAt(site().distDir);
    const { page } = await open(`/br/${post.slug}`);
    const h1 = await page.locator('h1').textContent();
    expect(h1).toContain(monthName(built, 'pt-BR'));
    expect(h1).toContain(String(built.getUTCFullYear()));
    expect(await page.title()).not.toContain('{');
    const html = await page.content();
    expect(html).not.toMatch(/\{month\}|\{year\}/i);
    expect(await page.locator('h1').count()).toBe(1);
    const embeds = page.locator('.prose .product-embed');
    expect(await embeds.count()).toBeGreaterThan(0);
    const link = embeds.first().locator('a.product-embed__buy');
    expect(await link.getAttribute('rel')).toBe('sponsored nofollow noopener');
    expect(await link.getAttribute('href')).toMatch(/^https:\/\/amazon\.com\.br\/dp\/[A-Z0-9]{10}\?tag=/);
    expect(await page.locator('.prose script, .prose iframe, .prose [onclick], .prose [onerror]').count()).toBe(0);
    expect(await page.locator('.prose h2').count()).toBeGreaterThan(1);
    expect(await page.locator('#related-title').textContent()).toBe('Publicações Relacionadas');
    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t) as Record<string, unknown>);
    expect(ld.find((n) => n['@type'] === 'Article')).toMatchObject({ headline: h1 });
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(`Avaliamos e encontramos ofertas para ${h1}`);
  });

  // Retried: on a loaded CI machine one run in three measured a shift (0.068, `us`, since the demo's
  // pages load real pictures) that no quiet run reproduces; a shift the dates cause fails every try.
  it('card dates read relative in the browser in all five languages ("ontem", "ieri", "ayer", "yesterday"), with no layout shift', { retry: 2, timeout: 120_000 }, async () => {
    const yesterday: Record<string, string> = { 'pt-BR': 'ontem', 'it-IT': 'ieri', 'es-MX': 'ayer', 'es-ES': 'ayer', 'en-US': 'yesterday' };
    const DAY = 24 * HOUR;
    for (const locale of LOCALES) {
      const { language } = LOCALE_INFO[locale];
      // es and us are coming soon in the demo: their wording is read on br's home in their language.
      const path = ['br', 'it', 'mx'].includes(locale) ? `/${locale}` : '/br';
      const html = readFileSync(join(site().distDir, path.slice(1), 'index.html'), 'utf8');
      const dates = [...html.matchAll(/<time datetime="([^"]+)" data-relative>/g)].map((m) => m[1]!);
      expect(dates.length, locale).toBeGreaterThan(5);
      // The reader's clock: the calendar day after the newest card's, so that card reads "yesterday".
      const now = new Date(Date.parse(dates[0]!.slice(0, 10)) + DAY + 15 * HOUR);

      const context = await newContext();
      await stubRemoteImages(context);
      const page = await context.newPage();
      await page.clock.setFixedTime(now);
      await page.route(`**${path}`, async (route) => {
        const response = await route.fetch();
        route.fulfill({ response, body: (await response.text()).replace(/<html lang="[^"]+"/, `<html lang="${language}"`) });
      });
      await page.addInitScript(() => {
        (window as unknown as { shifts: number }).shifts = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) (window as unknown as { shifts: number }).shifts += (entry as unknown as { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(path, { waitUntil: 'load' });
      const shown = await page.locator('main time[data-relative]').evaluateAll((els) => els.map((e) => e.textContent));
      expect(shown, locale).toEqual(dates.map((d) => relativeDateIn(d, language, '', now)));
      expect(shown[0], locale).toBe(yesterday[language]);
      expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts), locale).toBeLessThan(0.01);
      await context.close();
    }
  });
});
