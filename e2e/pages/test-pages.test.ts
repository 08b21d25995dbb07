/**
 * The developer test pages /test (every content component) and /test-products (every product card)
 * in Chromium (SPEC §2): they answer 200, ask not to be indexed, and show the components with real
 * data. The components page is also where every badge variant sits, so its colour contrast is
 * checked there in both themes.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../shared/constants';
import { describeSite } from '../test-site';
import { stubRemoteImages } from './helpers';

describeSite('developer test pages', ({ newContext }) => {
  async function open(path: string, theme: 'light' | 'dark' = 'light') {
    const context = await newContext({ colorScheme: theme });
    await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [STORAGE_KEYS.theme, theme] as const);
    await stubRemoteImages(context);
    const page = await context.newPage();
    const response = await page.goto(path);
    return { page, status: response?.status() };
  }

  it('/test answers 200, is noindex, and shows breadcrumbs, buttons and badges, post, review and product cards and rendered Markdown', async () => {
    const { page, status } = await open('/test');
    expect(status).toBe(200);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    expect(await page.locator('link[rel="alternate"][hreflang]').count()).toBe(0);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Teste de componentes');
    expect(await page.getByRole('navigation', { name: 'Você está aqui' }).getByRole('link', { name: 'Início' }).getAttribute('href')).toBe('/br');
    for (const name of ['Primário', 'Secundário', 'Discreto']) expect(await page.getByRole('button', { name, exact: true }).isVisible()).toBe(true);
    for (const variant of ['.badge-neutral', '.badge-deal', '.badge-accent']) expect(await page.locator(`main ${variant}`).count(), variant).toBeGreaterThan(0);
    expect(await page.locator('main .post-card').count()).toBe(3);
    expect(await page.locator('main .review-card').count()).toBe(3);
    const products = page.locator('#t-product ~ .grid .product-card');
    expect(await products.count()).toBe(3);
    const prose = page.locator('main .prose');
    expect(await prose.locator('table').count()).toBe(1);
    expect(await prose.locator('script').count()).toBe(0);
    expect(await prose.locator('.product-card, [data-product-id], aside').count()).toBeGreaterThan(0);
  }, 60_000);

  it('/test-products answers 200, is noindex, and shows every product card of br with title, image and a store link', async () => {
    const { page, status } = await open('/test-products');
    expect(status).toBe(200);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Teste de produtos');
    const cards = page.locator('main .product-card');
    const count = await cards.count();
    expect(count).toBeGreaterThan(3); // all of them, not the three of /test
    expect(await page.getByRole('heading', { level: 2 }).filter({ hasText: 'Cartões de produto' }).innerText()).toBe(`Cartões de produto (${count})`);
    for (const card of await cards.all()) {
      expect((await card.locator('.card-title').innerText()).trim().length).toBeGreaterThan(0);
      expect(await card.locator('a[href]').count()).toBeGreaterThan(0);
    }
    expect(await page.locator('main').innerText()).not.toMatch(/undefined|NaN|\[object Object\]/);
  }, 60_000);

  for (const theme of ['light', 'dark'] as const) {
    it(`/test has enough colour contrast for every badge and button in the ${theme} theme (axe)`, async () => {
      const { page } = await open('/test', theme);
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
      const results = await new AxeBuilder({ page }).include('section[aria-labelledby="t-buttons"]').withRules(['color-contrast']).analyze();
      const problems = results.violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`));
      expect(problems).toEqual([]);
      expect(results.passes.flatMap((p) => p.nodes).some((n) => n.html.includes('badge-accent'))).toBe(true);
    }, 60_000);
  }
});
