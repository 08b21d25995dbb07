/**
 * The shell's own pages and files in Chromium: coming-soon pages of inactive locales (and the
 * error variant), the 404 page's countdown, the SEO head of a page, robots.txt, sitemaps, RSS.
 */
import { expect, it } from 'vitest';
import { es } from '../../shared/i18n/es';
import { us } from '../../shared/i18n/us';
import { islandReady } from '../pages/helpers';
import { describeSite } from '../test-site';

describeSite('site shell: coming-soon, 404 and SEO files', ({ site, newPage }) => {
  it('shows the coming-soon page of es in Spanish, at /es and below', async () => {
    for (const path of ['/es', '/es/resena', '/es/categorias']) {
      const page = await newPage(path);
      expect(await page.locator('html').getAttribute('lang')).toBe('es-ES');
      expect(await page.locator('h1').textContent()).toBe(es.comingSoon.title);
      const text = await page.locator('main').textContent();
      expect(text).toContain(es.comingSoon.message1);
      expect(text).toContain(es.comingSoon.message2);
      expect(text).toContain(es.comingSoon.trademark);
      expect(text).toContain(`© ${site().seededAt.getUTCFullYear()} ReviewHub`);
      const back = page.getByRole('link', { name: es.comingSoon.backToCountries });
      expect(await back.getAttribute('href')).toBe('/?choose');
    }
  });

  it('marks coming-soon pages so the server answers any other path of the locale with them', async () => {
    const page = await newPage('/es/algun-articulo-futuro');
    expect(await page.locator('h1').textContent()).toBe(es.comingSoon.title);
    expect(await page.locator('meta[name="x-page"]').getAttribute('content')).toBe('coming-soon');
  });

  it('shows the coming-soon page of us in English and leads back to the country selection, even for a visitor with a saved region', async () => {
    // A visit to /it saves Italy as the visitor's region: the landing would send them there.
    const page = await newPage('/it', { locale: 'pt-BR' });
    await page.goto('/us/review');
    expect(await page.locator('html').getAttribute('lang')).toBe('en-US');
    expect(await page.locator('h1').textContent()).toBe(us.comingSoon.title);
    expect(await page.locator('main').textContent()).toContain(us.comingSoon.trademark);
    await page.getByRole('link', { name: us.comingSoon.backToCountries }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.waitForLoadState('load');
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getByRole('heading', { name: 'Escolha seu país' }).isVisible()).toBe(true);
  });

  it('has the error variant "Oops!" for a locale whose configuration cannot be loaded', async () => {
    const page = await newPage('/us/indisponivel');
    expect(await page.locator('h1').textContent()).toBe('Oops! This site is not available yet');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
  });

  it('gives coming-soon pages the same hreflang set as the structural page of active locales', async () => {
    const hreflangs = async (path: string) => {
      const page = await newPage(path);
      return page.locator('link[rel="alternate"][hreflang]').evaluateAll((ls) => ls.map((l) => `${l.getAttribute('hreflang')} ${new URL(l.getAttribute('href')!).pathname}`));
    };
    const soon = await hreflangs('/es/categorias');
    expect(soon).toEqual(['pt-BR /br/categorias', 'it-IT /it/categorias', 'es-MX /mx/categorias', 'es-ES /es/categorias', 'en-US /us/categorias', 'x-default /br/categorias']);
  });

  it('counts the 404 page down from 5 and then opens /br', async () => {
    const res = await fetch(`${site().url}/nada-por-aqui`);
    expect(res.status).toBe(404);
    const page = await newPage('/nada-por-aqui');
    expect(await page.locator('h1').textContent()).toBe('Página não encontrada');
    expect(await page.locator('main').textContent()).toContain('A página que você procura não existe ou foi movida.');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    await islandReady(page, 'not-found-countdown');
    const started = Date.now();
    const seen = new Set<string>();
    const watch = setInterval(() => void page.locator('[data-testid="countdown"]').textContent().then((t) => t && seen.add(t)).catch(() => undefined), 200);
    await page.waitForURL('**/br', { timeout: 10_000 });
    clearInterval(watch);
    expect(Date.now() - started).toBeGreaterThan(3500);
    expect([...seen].some((s) => Number(s) >= 4)).toBe(true);
    expect([...seen].some((s) => Number(s) <= 2)).toBe(true);
  });

  it("goes to /br at once with 'Clique aqui'", async () => {
    const page = await newPage('/nada-por-aqui');
    await islandReady(page, 'not-found-countdown');
    const started = Date.now();
    await page.getByRole('button', { name: 'Clique aqui' }).click();
    await page.waitForURL('**/br');
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('writes the SEO head of a content page: title pattern, canonical, hreflang, Open Graph, JSON-LD, RSS', async () => {
    const page = await newPage('/br/categorias');
    expect(await page.title()).toMatch(/ - ReviewHub$/);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/br\/categorias$/);
    expect(await page.locator('link[rel="alternate"][hreflang="x-default"]').count()).toBe(1);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('index, follow, max-image-preview:large');
    expect(await page.locator('meta[property="og:locale"]').getAttribute('content')).toBe('pt_BR');
    expect(await page.locator('meta[property="og:locale:alternate"]').evaluateAll((ms) => ms.map((m) => m.getAttribute('content')))).toEqual(['it_IT', 'es_MX', 'es_ES', 'en_US']);
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    const png = await fetch(`${site().url}${new URL(image!).pathname}`);
    expect(png.headers.get('content-type')).toContain('image/png');
    const bytes = new Uint8Array(await png.arrayBuffer());
    const view = new DataView(bytes.buffer);
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([1200, 630]);
    const types = await page.locator('script[type="application/ld+json"]').evaluateAll((ss) => ss.map((s) => JSON.parse(s.textContent!)['@type']));
    expect(types).toContain('WebSite');
    expect(await page.locator('link[type="application/rss+xml"]').getAttribute('href')).toMatch(/\/br\/rss\.xml$/);
  });

  it('serves robots.txt, the sitemap index, one sitemap per active locale and an RSS feed per active locale', async () => {
    const robots = await fetch(`${site().url}/robots.txt`).then((r) => r.text());
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toMatch(/Sitemap: .*\/sitemap-index\.xml/);
    const index = await fetch(`${site().url}/sitemap-index.xml`).then((r) => r.text());
    for (const l of ['br', 'it', 'mx']) expect(index).toContain(`/sitemap-${l}.xml`);
    // Active locales list their posts and reviews in chunks of ids; coming-soon placeholders are
    // not listed at all (issue 17).
    for (const l of ['br', 'it', 'mx']) for (const kind of ['posts', 'reviews']) expect(index).toContain(`/sitemap-${l}-${kind}-0.xml`);
    expect(index).not.toContain('/sitemap-es');
    expect(index).not.toContain('/sitemap-us');
    const posts = await fetch(`${site().url}/sitemap-br-posts-0.xml`).then((r) => r.text());
    expect(posts).toMatch(/<loc>[^<]+\/br\/[a-z0-9-]+<\/loc><lastmod>/);
    const br = await fetch(`${site().url}/sitemap-br.xml`).then((r) => r.text());
    expect(br).toContain('hreflang="x-default"');
    expect(br).toContain('/it/recensione');
    const feed = await fetch(`${site().url}/it/rss.xml`);
    expect(feed.status).toBe(200);
    const items = (await feed.text()).match(/<item>/g) ?? [];
    expect(items.length).toBeGreaterThan(10);
    expect(items.length).toBeLessThanOrEqual(50);
    // A coming-soon locale has no feed (the server answers its paths with the coming-soon page).
    const none = await fetch(`${site().url}/es/rss.xml`);
    expect(none.headers.get('content-type')).not.toContain('rss');
    expect(await none.text()).not.toContain('<rss');
  });
});
