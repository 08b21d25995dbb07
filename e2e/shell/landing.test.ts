/** Landing `/` in Chromium (SPEC §2 Landing): redirect rules, rotating hero, region cards, forced light theme. */
import { expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../shared/constants';
import { islandReady } from '../pages/helpers';
import { describeSite } from '../test-site';

const saveLocale = (locale: string) => `try { localStorage.setItem(${JSON.stringify(STORAGE_KEYS.locale)}, ${JSON.stringify(locale)}) } catch {}`;

describeSite('landing page', ({ site, newContext, newPage }) => {
  async function landOn(options: Parameters<typeof newContext>[0], init?: string): Promise<string> {
    const context = await newContext(options);
    if (init) await context.addInitScript(init);
    const page = await context.newPage();
    // The redirect replaces the document from <head>; wait for whichever document stays.
    await page.goto('/', { waitUntil: 'commit' });
    await page.waitForLoadState('load');
    await page.waitForTimeout(300);
    await page.waitForLoadState('load');
    return new URL(page.url()).pathname;
  }

  it('redirects to a saved active locale (local storage, br included)', async () => {
    expect(await landOn({ locale: 'pt-BR' }, saveLocale('it'))).toBe('/it');
    expect(await landOn({ locale: 'it-IT' }, saveLocale('br'))).toBe('/br');
  });

  it('redirects to a locale saved in the cookie', async () => {
    const context = await newContext({ locale: 'pt-BR' });
    await context.addCookies([{ name: STORAGE_KEYS.locale, value: 'mx', url: site().url }]);
    const page = await context.newPage();
    await page.goto('/', { waitUntil: 'commit' });
    await page.waitForURL('**/mx');
    expect(new URL(page.url()).pathname).toBe('/mx');
  });

  it('redirects to the browser locale when active and not br', async () => {
    expect(await landOn({ locale: 'it-IT' })).toBe('/it');
    expect(await landOn({ locale: 'es-ES' })).toBe('/mx');
  });

  it('ignores a saved locale that is not active', async () => {
    expect(await landOn({ locale: 'pt-BR' }, saveLocale('es'))).toBe('/');
    expect(await landOn({ locale: 'it-IT' }, saveLocale('us'))).toBe('/it');
  });

  it('does not redirect a Portuguese or unsupported browser', async () => {
    expect(await landOn({ locale: 'pt-BR' })).toBe('/');
    expect(await landOn({ locale: 'en-US' })).toBe('/');
  });

  it('remembers the locale of a visited page, so the next visit to / goes back there', async () => {
    const context = await newContext({ locale: 'pt-BR' });
    const page = await context.newPage();
    await page.goto('/it');
    expect(await page.evaluate((k) => localStorage.getItem(k), STORAGE_KEYS.locale)).toBe('it');
    await page.goto('/', { waitUntil: 'commit' });
    await page.waitForURL('**/it');
    expect(new URL(page.url()).pathname).toBe('/it');
  });

  it('shows the site name and rotates the hero br → mx → it every 4 s, dots following', async () => {
    const page = await newPage('/', { locale: 'pt-BR' });
    expect(await page.locator('h1').textContent()).toBe('ReviewHub');
    await islandReady(page, 'landing-hero');
    const active = () => page.locator('.landing-hero-slide[data-active]').getAttribute('data-locale');
    const pressed = () => page.locator('.landing-dot').evaluateAll((dots) => dots.findIndex((d) => d.getAttribute('aria-pressed') === 'true'));
    expect(await active()).toBe('br');
    expect(await pressed()).toBe(0);
    expect(await page.locator('.landing-hero-slide[data-active] .landing-features li').allTextContents()).toEqual(['Buscas Inteligentes', 'Seleção Premium', 'Melhores Ofertas']);
    await page.waitForFunction(() => document.querySelector('.landing-hero-slide[data-active]')?.getAttribute('data-locale') === 'mx', null, { timeout: 6000 });
    expect(await pressed()).toBe(1);
    expect(await page.locator('.landing-hero-slide[data-active]').getAttribute('lang')).toBe('es-MX');
    // The fade: the slide's opacity is animated over 0.5 s.
    expect(await page.locator('.landing-hero-slide[data-active]').evaluate((el) => getComputedStyle(el).transitionDuration)).toContain('0.5s');
    await page.locator('.landing-dot').nth(2).click();
    expect(await active()).toBe('it');
    expect(await pressed()).toBe(2);
  });

  it('shows active regions first as links with "Acessar" and the others greyed, not clickable, "Em breve"', async () => {
    const page = await newPage('/', { locale: 'pt-BR' });
    const order = await page.locator('.region-card').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-locale')));
    expect(order).toEqual(['br', 'it', 'mx', 'es', 'us']);
    const links = page.locator('a.region-card');
    expect(await links.count()).toBe(3);
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(['/br', '/it', '/mx']);
    for (const text of await links.allTextContents()) expect(text).toContain('Acessar');
    expect(await links.first().textContent()).toContain('Brasil');
    const soon = page.locator('.region-card-soon');
    expect(await soon.count()).toBe(2);
    for (const text of await soon.allTextContents()) expect(text).toContain('Em breve');
    expect(await soon.evaluateAll((els) => els.every((el) => el.tagName !== 'A' && !el.closest('a')))).toBe(true);
    await links.nth(1).click();
    await page.waitForURL('**/it');
  });

  it('links the Admin icon to /admin, forces the light theme and hides page scrolling', async () => {
    const context = await newContext({ locale: 'pt-BR', colorScheme: 'dark', viewport: { width: 360, height: 640 } });
    await context.addInitScript(`localStorage.setItem(${JSON.stringify(STORAGE_KEYS.theme)}, 'dark')`);
    const page = await context.newPage();
    await page.goto('/');
    expect(await page.locator('a[href="/admin"]').getAttribute('aria-label')).toBe('Área administrativa');
    expect(await page.locator('html').getAttribute('data-theme')).toBe('light');
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // The stored choice for the rest of the site is left alone.
    expect(await page.evaluate((k) => localStorage.getItem(k), STORAGE_KEYS.theme)).toBe('dark');
  });
});
