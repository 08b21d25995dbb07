/**
 * Issue 15 item 5: /admin/clicks, reached from the menu, says "Nenhum clique no período" while
 * there are no clicks, and with clicks draws one bar per day that has any (stacked by region),
 * lists the top products and pages, and follows the region and period filters.
 */
import { expect, it } from 'vitest';
import { insertClick } from '../shared/db/queries/clicks';
import { DASHBOARD_HEADING, loggedInPage, waitForHeading } from './admin-helpers';
import { describeSite } from './test-site';

const DAY = 86_400_000;

describeSite('admin clicks screen', (suite) => {
  it('says so when there are no clicks, then draws the chart and the top lists once there are', async () => {
    const { db } = suite.site();
    const page = await loggedInPage(suite);
    await page.goto('/admin');
    await waitForHeading(page, DASHBOARD_HEADING);
    await page.getByRole('navigation', { name: 'Administração' }).getByRole('link', { name: 'Cliques' }).click();
    await waitForHeading(page, 'Cliques');
    await page.getByText('Nenhum clique no período.').waitFor();
    expect(await page.locator('svg[data-clicks-chart]').count()).toBe(0);

    const product = await db.kysely.selectFrom('products').select(['id', 'title']).where('locale', '=', 'br').orderBy('id').executeTakeFirstOrThrow();
    const now = Date.now();
    const click = (locale: 'br' | 'it', at: number, sourcePath: string, productId: number | null = null) =>
      insertClick(db, { locale, kind: 'retailer', productId, targetUrl: `https://www.amazon.${locale === 'br' ? 'com.br' : 'it'}/dp/B0`, sourcePath }, new Date(at));
    for (let i = 0; i < 3; i++) await click('br', now, '/br/avaliacao/fone', product.id);
    await click('it', now, '/it/recensione/auricolari');
    await click('br', now - 2 * DAY, '/br/melhores-fones', product.id);
    await click('br', now - 20 * DAY, '/br/melhores-fones', product.id); // outside 7 days

    await page.reload();
    await waitForHeading(page, 'Cliques');
    const chart = page.locator('svg[data-clicks-chart]');
    await chart.waitFor();
    // 30 days by default: a bar for each of the three days with clicks, its height from the data.
    const bars = chart.locator('g[data-day]');
    expect(await bars.count()).toBe(30);
    const drawn = chart.locator('g[data-day]:has(rect)');
    expect(await drawn.count()).toBe(3);
    const today = new Date(now).toISOString().slice(0, 10);
    const todayBar = chart.locator(`g[data-day="${today}"]`);
    expect(await todayBar.getAttribute('data-clicks')).toBe('4');
    expect(await todayBar.locator('rect').evaluateAll((rects) => rects.map((r) => r.getAttribute('data-locale')))).toEqual(['br', 'it']);
    const heights = await drawn.evaluateAll((groups) => groups.map((g) => [...g.querySelectorAll('rect')].reduce((h, r) => h + r.getBoundingClientRect().height, 0)));
    // The busiest day (4) is four times as tall as a day with one click.
    expect(Math.max(...heights) / Math.min(...heights)).toBeCloseTo(4, 1);
    expect(await chart.getAttribute('aria-label')).toContain('6 cliques no total');
    // The legend's colour swatches are small squares beside their region, not 300 px blocks (issue 24).
    const swatches = await page.locator('.clicks-chart-swatch').evaluateAll((els) => els.map((e) => e.getBoundingClientRect()).map((r) => [Math.round(r.width), Math.round(r.height)]));
    expect(swatches.length).toBeGreaterThan(0);
    for (const [w = 0, h = 0] of swatches) expect(w <= 16 && h <= 16 && w > 0, `swatch ${w}×${h}`).toBe(true);

    const topProducts = page.locator('section[aria-labelledby="top-products"] tbody tr');
    expect(await topProducts.first().locator('td').allInnerTexts()).toEqual([product.title, 'Brasil (br)', '5']);
    const topPages = page.locator('section[aria-labelledby="top-pages"] tbody tr');
    expect(await topPages.evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent)))).toEqual([
      ['/br/avaliacao/fone', '3'],
      ['/br/melhores-fones', '2'],
      ['/it/recensione/auricolari', '1'],
    ]);

    // Region Itália: today's one click only. Period 7 days: the click of 20 days ago drops out.
    await page.getByLabel('Região').selectOption('it');
    await expect.poll(() => chart.getAttribute('aria-label')).toContain('1 clique no total');
    expect(await chart.locator('rect[data-locale="br"]').count()).toBe(0);
    await page.getByLabel('Região').selectOption('');
    await page.getByLabel('Período').selectOption('7');
    await expect.poll(() => chart.getAttribute('aria-label')).toContain('5 cliques no total');
    expect(await chart.locator('g[data-day]').count()).toBe(7);
    expect(new URL(page.url()).search).toBe('?days=7');

    // A region without clicks: the message again, no chart.
    await page.getByLabel('Região').selectOption('es');
    await page.getByText('Nenhum clique no período.').waitFor();
    expect(await chart.count()).toBe(0);
  }, 180_000);
});
