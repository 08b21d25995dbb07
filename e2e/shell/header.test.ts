/**
 * The shell around every content page in Chromium (SPEC §2 Layout, Header, Footer, Back-to-top):
 * header search, admin button, mobile menu, back-to-top, theme persistence, footer.
 */
import { beforeAll, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../shared/constants';
import { insertPost } from '../../shared/db/test-fixtures';
import { it as itDictionary } from '../../shared/i18n/it';
import { islandReady } from '../pages/helpers';
import { describeSite } from '../test-site';

const setAdmin = `localStorage.setItem(${JSON.stringify(STORAGE_KEYS.adminFlag)}, 'true')`;

describeSite('site shell: header, menu, footer, back-to-top, theme', ({ site, newContext, newPage }) => {
  beforeAll(async () => {
    // A post whose title has an accent the visitor will not type (the demo corpus has none such).
    await insertPost(site().db, { locale: 'br', slug: 'guia-do-eletronico-portatil', title: 'Guia do eletrônico portátil', excerpt: 'Tudo sobre aparelhos.', published_at: '2026-01-01T00:00:00.000Z' });
  });

  async function openSearch(path = '/br') {
    const page = await newPage(path, { viewport: { width: 1280, height: 900 } });
    await islandReady(page, 'header-search');
    await page.locator('.header-search > button').click();
    return page;
  }

  it('finds br posts ignoring accents and case, linking to /br/{slug}', async () => {
    const page = await openSearch();
    const input = page.getByRole('searchbox', { name: 'Buscar no site' });
    await input.fill('ELETRONICO');
    const link = page.locator('.header-search-results a', { hasText: 'Guia do eletrônico portátil' });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe('/br/guia-do-eletronico-portatil');
  });

  it('searches br posts from another locale too, with that locale’s texts', async () => {
    const page = await openSearch('/it');
    expect(await page.locator('.header-search-input').getAttribute('aria-label')).toBe(itDictionary.header.searchAriaLabel);
    await page.locator('.header-search-input').fill('portatil');
    const link = page.locator('.header-search-results a').first();
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe('/br/guia-do-eletronico-portatil');
  });

  it('shows at most 10 results', async () => {
    const total = await fetch(`${site().url}/api/search/posts/br?q=guia&limit=48`).then(async (r) => ((await r.json()) as unknown[]).length);
    expect(total).toBeGreaterThan(10);
    const page = await openSearch();
    await page.locator('.header-search-input').fill('guia');
    await page.locator('.header-search-results a').first().waitFor();
    expect(await page.locator('.header-search-results a').count()).toBe(10);
  });

  it('says when nothing matches, and takes at most 50 characters', async () => {
    const page = await openSearch();
    const input = page.locator('.header-search-input');
    await input.fill('xyzzyqwv');
    await page.getByText('Nenhum resultado encontrado para "xyzzyqwv"').waitFor();
    await input.fill('');
    await input.pressSequentially('a'.repeat(60), { delay: 0 });
    expect((await input.inputValue()).length).toBe(50);
  });

  it('closes and clears on a click outside; Escape closes', async () => {
    const page = await openSearch();
    await page.locator('.header-search-input').fill('melhor');
    await page.locator('.header-search-results a').first().waitFor();
    await page.mouse.click(640, 600);
    expect(await page.locator('.header-search-input').count()).toBe(0);
    expect(await page.locator('.header-search-results').count()).toBe(0);
    await page.getByRole('button', { name: 'Abrir a busca' }).click();
    expect(await page.locator('.header-search-input').inputValue()).toBe('');
    await page.keyboard.press('Escape');
    expect(await page.locator('.header-search-input').count()).toBe(0);
  });

  it('links the logo to /br and the reviews button to the locale’s reviews list', async () => {
    const page = await newPage('/it', { viewport: { width: 1280, height: 900 } });
    expect(await page.locator('.site-header .logo').getAttribute('href')).toBe('/br');
    expect(await page.locator('.header-reviews').getAttribute('href')).toBe('/it/recensione');
    expect(await page.locator('html').getAttribute('lang')).toBe('it-IT');
  });

  it('shows the admin button only when the admin flag is set', async () => {
    const visitor = await newPage('/br', { viewport: { width: 1280, height: 900 } });
    await islandReady(visitor, 'header-admin');
    expect(await visitor.locator('.header-admin').count()).toBe(0);

    const context = await newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(setAdmin);
    const admin = await context.newPage();
    await admin.goto('/br');
    await admin.locator('.header-admin').waitFor();
    expect(await admin.locator('.header-admin').getAttribute('href')).toBe('/admin');
  });

  it('opens the mobile menu with a GET search to the reviews list, home and reviews links', async () => {
    const page = await newPage('/br', { viewport: { width: 375, height: 740 } });
    await islandReady(page, 'header-menu');
    expect(await page.locator('.header-reviews').isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    // A panel sliding over the whole height of the screen, not clipped into the header.
    await page.waitForTimeout(300);
    const box = (await menu.boundingBox())!;
    expect(box.height).toBe(740);
    expect(box.x + box.width).toBeCloseTo(375, 0);
    const form = menu.locator('form');
    expect(await form.getAttribute('method')).toBe('get');
    expect(await form.getAttribute('action')).toBe('/br/avaliacao');
    expect(await menu.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(['/br', '/br/avaliacao']);
    await menu.locator('input[name="q"]').fill('fone');
    await menu.locator('input[name="q"]').press('Enter');
    await page.waitForURL('**/br/avaliacao?q=fone');
  });

  it('adds the admin-panel link to the mobile menu for admins; Escape closes the menu', async () => {
    const context = await newContext({ viewport: { width: 375, height: 740 } });
    await context.addInitScript(setAdmin);
    const page = await context.newPage();
    await page.goto('/br');
    await islandReady(page, 'header-menu');
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const link = page.getByRole('dialog').getByRole('link', { name: 'Painel Admin' });
    expect(await link.getAttribute('href')).toBe('/admin');
    await page.keyboard.press('Escape');
    expect(await page.getByRole('dialog').isVisible()).toBe(false);
  });

  it('shows back-to-top after 300 px of scrolling and scrolls smoothly to the top', async () => {
    const page = await newPage('/br', { viewport: { width: 1280, height: 800 } });
    await islandReady(page, 'back-to-top');
    const button = page.getByRole('button', { name: 'Voltar ao topo da página' });
    expect(await button.isVisible()).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 200));
    await page.waitForTimeout(300);
    expect(await button.isVisible()).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 1200));
    await button.waitFor({ state: 'visible' });
    await button.click();
    await page.waitForFunction(() => window.scrollY === 0, null, { timeout: 5000 });
    await button.waitFor({ state: 'hidden' });
  });

  it('labels back-to-top in the page’s language', async () => {
    const page = await newPage('/it');
    expect(await page.locator('.back-to-top').getAttribute('aria-label')).toBe(itDictionary.common.backToTop);
    expect(itDictionary.common.backToTop).not.toBe('Voltar ao topo da página');
  });

  it('follows the system theme, then keeps the chosen one across reloads without a flash', async () => {
    const context = await newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto('/br');
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');

    const light = await newContext({ colorScheme: 'light' });
    const p = await light.newPage();
    // Record the theme at the first moment the body exists, before any paint of it.
    await light.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.body) {
          (window as unknown as { firstTheme?: string }).firstTheme = document.documentElement.dataset.theme;
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await p.goto('/br');
    expect(await p.locator('html').getAttribute('data-theme')).toBe('light');
    await islandReady(p, 'theme-toggle');
    await p.getByRole('button', { name: 'Alternar entre tema claro e escuro' }).click();
    expect(await p.locator('html').getAttribute('data-theme')).toBe('dark');
    expect(await p.evaluate((k) => localStorage.getItem(k), STORAGE_KEYS.theme)).toBe('dark');
    await p.reload();
    expect(await p.evaluate(() => (window as unknown as { firstTheme?: string }).firstTheme)).toBe('dark');
    expect(await p.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(15, 17, 23)');
  });

  it('sets the theme in a blocking head script before any stylesheet', async () => {
    const html = await fetch(`${site().url}/br`).then((r) => r.text());
    const script = html.indexOf('dataset.theme=');
    expect(script).toBeGreaterThan(0);
    expect(script).toBeLessThan(html.indexOf('<body'));
    const firstStylesheet = html.indexOf('rel="stylesheet"');
    if (firstStylesheet >= 0) expect(script).toBeLessThan(firstStylesheet);
  });

  it('has the four footer columns, active locales by id, notices and the copyright line', async () => {
    const page = await newPage('/br');
    const footer = page.locator('footer.site-footer');
    expect(await footer.locator('h2').allTextContents()).toEqual(['ReviewHub', 'Presença Global', 'Categorias Populares', 'Links Úteis']);
    const presence = footer.locator('nav[aria-labelledby="footer-presence"] a');
    expect(await presence.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(['/br', '/it', '/mx']);
    expect(await presence.allTextContents()).toEqual([expect.stringContaining('Brasil'), expect.stringContaining('Italia'), expect.stringContaining('México')]);
    expect(await footer.locator('nav[aria-labelledby="footer-categories"] a').count()).toBeGreaterThan(0);
    expect(await footer.locator('nav[aria-labelledby="footer-links"] a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(
      ['/br/sobre', '/br/privacidade', '/br/termos', '/br/afiliados', '/br/contato'],
    );
    const text = await footer.textContent();
    expect(text).toContain('Os preços são atualizados diariamente');
    expect(text).toContain(`© ${site().seededAt.getUTCFullYear()} ReviewHub. Todos os direitos reservados.`);
    const it = await newPage('/it');
    const itText = await it.locator('footer.site-footer').textContent();
    expect(itText).not.toContain('Os preços são atualizados');
    expect(itText).toContain('Tutti i diritti riservati');
  });
});
