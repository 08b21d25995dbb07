/**
 * The admin app's frame in Chromium: the 'Carregando...' spinner while the session is checked
 * (SPEC §4), the scroll to the top on each route change (SPEC §2 Layout), and the regions screen's
 * SPEC §8 texts when reading the locale configurations fails.
 */
import type { Route } from 'playwright-core';
import { expect, it } from 'vitest';
import { DASHBOARD_HEADING, loggedInPage, waitForHeading } from './admin-helpers';
import { describeSite } from './test-site';

describeSite('admin frame: auth spinner, scroll on navigation, region read failures', (suite) => {
  it("shows 'Carregando...' while the session check is unanswered, then the screen", async () => {
    const page = await loggedInPage(suite);
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    await page.route((url) => url.pathname === '/api/admin/me', async (route: Route) => {
      await answered;
      await route.continue();
    });
    await page.goto('/admin/categories');
    const spinner = page.getByRole('status').filter({ hasText: 'Carregando...' });
    await spinner.waitFor({ state: 'visible' });
    // Held well past the 300 ms minimum: still the spinner, not the screen nor the login page.
    await page.waitForTimeout(800);
    expect(await spinner.isVisible()).toBe(true);
    expect(await page.getByRole('heading', { level: 1, name: 'Categorias' }).count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/admin/categories');
    release();
    await waitForHeading(page, 'Categorias');
    expect(await page.getByRole('navigation', { name: 'Administração' }).isVisible()).toBe(true);
  }, 60_000);

  it('has the site icon, so no screen asks for a missing /favicon.ico', async () => {
    const page = await loggedInPage(suite);
    const missing: string[] = [];
    page.on('response', (res) => void (res.status() === 404 && missing.push(new URL(res.url()).pathname)));
    await page.goto('/admin');
    await waitForHeading(page, DASHBOARD_HEADING);
    const href = await page.locator('link[rel="icon"]').getAttribute('href');
    expect((await page.request.get(href!)).status()).toBe(200);
    expect(missing).toEqual([]);
  }, 60_000);

  it('opens each screen at the top after a scrolled-down one', async () => {
    const page = await loggedInPage(suite);
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/admin/posts');
    await waitForHeading(page, 'Posts');
    await page.locator('tbody tr').nth(5).waitFor();
    await page.getByRole('link', { name: 'Produtos', exact: true }).click();
    await waitForHeading(page, 'Produtos');
    await page.locator('tbody tr').nth(5).waitFor();
    // Back to the posts: their list is in the query cache, so it renders tall at once and only the
    // scroll reset (not a short loading screen clamping the scroll) can bring the view to the top.
    await page.evaluate(() => window.scrollTo(0, 700));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
    await page.getByRole('link', { name: 'Posts', exact: true }).click();
    await waitForHeading(page, 'Posts');
    expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeGreaterThan(700);
    await page.waitForFunction(() => window.scrollY === 0, undefined, { timeout: 5_000 });
    // A filter change (query string only) keeps the place.
    await page.evaluate(() => window.scrollTo(0, 300));
    await page.getByLabel('Status').selectOption('published');
    await page.waitForFunction(() => new URLSearchParams(location.search).get('status') === 'published');
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  }, 60_000);

  it("says 'Falha ao buscar configurações de locales' when the list of regions cannot be read, and retries", async () => {
    const page = await loggedInPage(suite);
    let fail = true;
    await page.route((url) => url.pathname === '/api/admin/locale-configs', (route: Route) =>
      fail ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'internal', message: 'Erro simulado' }) }) : route.continue());
    await page.goto('/admin/locales');
    await waitForHeading(page, 'Regiões');
    const alert = page.getByRole('alert').filter({ hasText: 'Falha ao buscar' });
    await alert.waitFor();
    expect(await alert.locator('strong').innerText()).toBe('Falha ao buscar configurações de locales');
    expect(await alert.innerText()).toContain('Erro simulado');
    fail = false;
    await alert.getByRole('button', { name: 'Tentar novamente' }).click();
    await page.getByRole('form', { name: 'Região mx' }).waitFor();
    expect(await page.getByRole('form', { name: /^Região / }).count()).toBe(5);
  }, 60_000);

  it("says 'Falha ao buscar configurações do locale mx' when the one region asked for cannot be read", async () => {
    const page = await loggedInPage(suite);
    await page.route((url) => url.pathname === '/api/admin/locale-configs/mx', (route: Route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'unavailable', message: 'Banco indisponível' }) }));
    await page.goto('/admin/locales');
    await waitForHeading(page, 'Regiões');
    await page.getByRole('form', { name: 'Região it' }).waitFor();
    await page.getByRole('search').getByLabel('Região').selectOption('mx');
    const alert = page.getByRole('alert').filter({ hasText: 'Falha ao buscar' });
    await alert.waitFor();
    expect(await alert.locator('strong').innerText()).toBe('Falha ao buscar configurações do locale mx');
    expect(new URL(page.url()).search).toBe('?locale=mx');
    // Another region reads fine and shows its form alone.
    await page.getByRole('search').getByLabel('Região').selectOption('it');
    await page.getByRole('form', { name: 'Região it' }).waitFor();
    expect(await page.getByRole('form', { name: /^Região / }).count()).toBe(1);
    expect(await page.getByRole('alert').filter({ hasText: 'Falha ao buscar' }).count()).toBe(0);
  }, 60_000);
});
