/**
 * The paginated review list and category pages in Chromium (issue 13): page 1 at the list's own
 * address, later pages under /pagina/{n}, reached through plain links a reader clicks, each page
 * with its own title, self-canonical and page links; a page past the end is the not-found page.
 */
import { expect, it } from 'vitest';
import { insertPost } from '../../shared/db/test-fixtures';
import { PAGE_SIZE } from '../../shared/pagination';
import { describeSite } from '../test-site';
import { stubRemoteImages } from './helpers';

describeSite('paginated lists', ({ newContext }) => {
  async function open(path: string) {
    const context = await newContext();
    await stubRemoteImages(context);
    const page = await context.newPage();
    const response = await page.goto(path);
    return { page, status: response?.status() };
  }

  it('walks the review list: next page by its link, its title, canonical and cards, back to the first', async () => {
    const { page, status } = await open('/br/avaliacao');
    expect(status).toBe(200);
    const cards = page.locator('#reviews-list .review-card');
    expect(await cards.count()).toBe(PAGE_SIZE.reviews);
    const firstPageTitles = await cards.locator('h2').allInnerTexts();
    const pager = page.getByRole('navigation', { name: 'Paginação' });
    // The demo has 32 published br reviews: three pages of 12.
    expect(await pager.getByRole('link', { name: 'Página 1 de 3' }).getAttribute('aria-current')).toBe('page');

    await pager.getByRole('link', { name: /Próxima/ }).click();
    await page.waitForURL('**/br/avaliacao/pagina/2');
    expect(await page.title()).toMatch(/^Avaliações – Página 2/);
    expect(new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).pathname).toBe('/br/avaliacao/pagina/2');
    expect(await page.locator('link[rel="alternate"][hreflang]').count()).toBe(0);
    const secondPageTitles = await page.locator('#reviews-list .review-card h2').allInnerTexts();
    expect(secondPageTitles.length).toBeGreaterThan(0);
    expect(secondPageTitles.filter((t) => firstPageTitles.includes(t))).toEqual([]);
    expect(await page.getByRole('navigation', { name: 'Paginação' }).getByRole('link', { name: /Próxima/ }).count()).toBe(1);

    await page.getByRole('navigation', { name: 'Paginação' }).getByRole('link', { name: /Anterior/ }).click();
    await page.waitForURL(/\/br\/avaliacao$/);
    expect(await page.locator('#reviews-list .review-card h2').allInnerTexts()).toEqual(firstPageTitles);
  }, 60_000);

  it('answers a page past the end, page 1 under /pagina and a malformed number with the not-found page', async () => {
    for (const path of ['/br/avaliacao/pagina/4', '/br/avaliacao/pagina/1', '/br/avaliacao/pagina/02', '/br/categoria/tecnologia/pagina/9']) {
      const { status } = await open(path);
      expect(status, path).toBe(404);
    }
  }, 60_000);
});

describeSite(
  'paginated category pages',
  ({ site, newContext }) => {
    it('walks a category: page 2 by its link, with its own title, canonical and older posts, and back', async () => {
      const { db, publisher } = site();
      const category = await db.kysely.selectFrom('categories').select(['id', 'slug']).where('slug', '=', 'tecnologia').executeTakeFirstOrThrow();
      // The demo has a few posts a category: older ones fill a second page.
      for (let i = 0; i < PAGE_SIZE.categoryPosts; i++) {
        await insertPost(db, { locale: 'br', slug: `arquivo-tecnologia-${i}`, title: `Arquivo de tecnologia ${i}`, category_id: category.id, published_at: `2020-01-${String(10 + i).padStart(2, '0')}T12:00:00.000Z` });
      }
      await publisher!.requestFullBuild('test: a category with two pages');
      await publisher!.whenIdle();

      const context = await newContext();
      await stubRemoteImages(context);
      const page = await context.newPage();
      await page.goto('/br/categoria/tecnologia');
      const firstPageTitles = await page.locator('main .post-card h2, main .post-card h3').allInnerTexts();
      expect(firstPageTitles.length).toBe(PAGE_SIZE.categoryPosts);
      await page.getByRole('navigation', { name: 'Paginação' }).getByRole('link', { name: /Próxima/ }).click();
      await page.waitForURL('**/br/categoria/tecnologia/pagina/2');
      expect(await page.title()).toMatch(/Página 2/);
      expect(new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).pathname).toBe('/br/categoria/tecnologia/pagina/2');
      const secondPageTitles = await page.locator('main .post-card h2, main .post-card h3').allInnerTexts();
      expect(secondPageTitles.length).toBeGreaterThan(0);
      expect(secondPageTitles.every((t) => t.startsWith('Arquivo de tecnologia'))).toBe(true);
      expect(secondPageTitles.filter((t) => firstPageTitles.includes(t))).toEqual([]);
      await page.getByRole('navigation', { name: 'Paginação' }).getByRole('link', { name: /Anterior/ }).click();
      await page.waitForURL(/\/br\/categoria\/tecnologia$/);
      expect(await page.locator('main .post-card h2, main .post-card h3').allInnerTexts()).toEqual(firstPageTitles);
    }, 120_000);
  },
  { publishing: true },
);
