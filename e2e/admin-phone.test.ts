/**
 * Issue 26 item 5 in the browser: every admin screen works on a 390 px phone as on a 1440 px
 * desktop. On each route of site/admin/routes/AdminRoutes.tsx (the test fails when one is added
 * without being listed here) the page is no wider than the window; on the edit and new-item
 * screens the primary action ("Salvar", "Criar …") is on screen and not covered, at the top of the
 * form, in its middle and at its end; on a phone the navigation is behind a "Menu" button (opened,
 * closed by Escape and by following a link) and a list's rows are cards whose cells name their column;
 * axe-core finds nothing serious there.
 */
import { readFileSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { loggedInPage } from './admin-helpers';
import { describeSite, type BrowserSuite } from './test-site';

const WIDTHS = [390, 1440] as const;
const HEIGHT = 844;

interface Ids {
  post: number;
  product: number;
  review: number;
  reviewedProduct: number;
  media: number;
}

/** The seeded rows the item screens open. */
async function seededIds(suite: BrowserSuite): Promise<Ids> {
  const db = suite.site().db.kysely;
  const post = await db.selectFrom('posts').select('id').where('locale', '=', 'br').orderBy('id').executeTakeFirstOrThrow();
  const product = await db.selectFrom('products').select('id').where('locale', '=', 'br').orderBy('id').executeTakeFirstOrThrow();
  const review = await db.selectFrom('reviews').select(['id', 'product_id']).where('locale', '=', 'br').orderBy('id').executeTakeFirstOrThrow();
  const media = await db.selectFrom('media').select('id').orderBy('id').executeTakeFirstOrThrow();
  return { post: post.id, product: product.id, review: review.id, reviewedProduct: review.product_id, media: media.id };
}

/** Every logged-in admin path, with the seeded items' ids. */
function adminPaths(ids: Ids): string[] {
  return [
    '/admin',
    '/admin/posts',
    '/admin/posts/new',
    `/admin/edit/${ids.post}`,
    `/admin/edit-post/${ids.post}`,
    '/admin/products',
    '/admin/products/new',
    `/admin/products/edit/${ids.reviewedProduct}`,
    `/admin/edit-product/${ids.product}`,
    `/admin/products/${ids.reviewedProduct}/reviews`,
    `/admin/products/${ids.reviewedProduct}/reviews/new`,
    `/admin/reviews/${ids.review}`,
    '/admin/media',
    `/admin/media/${ids.media}`,
    '/admin/categories',
    '/admin/authors',
    '/admin/settings',
    '/admin/locales',
    '/admin/contact',
    '/admin/audit',
    '/admin/accounts',
    '/admin/redirects',
    '/admin/clicks',
    '/admin/login-locks',
    '/admin/sessions',
    '/admin/password',
    '/admin/cron',
    '/admin/import-wordpress',
    '/admin/dynamic-rendering',
    '/admin/pre-render',
    '/admin/pre-render-demo',
    '/admin/nao-existe',
  ];
}

/** Screens outside the login. */
const PUBLIC_PATHS = ['/admin/login', '/admin/definir-senha?token=abc'];

/** The edit and new-item screens: the form and its primary button. */
function editScreens(ids: Ids): { path: string; form: string | RegExp; button: string }[] {
  return [
    { path: `/admin/edit/${ids.post}`, form: 'Editar post', button: 'Salvar' },
    { path: '/admin/posts/new', form: 'Novo post', button: 'Criar post' },
    { path: `/admin/products/edit/${ids.reviewedProduct}`, form: 'Editar produto', button: 'Salvar' },
    { path: '/admin/products/new', form: 'Novo produto', button: 'Criar produto' },
    { path: `/admin/reviews/${ids.review}`, form: 'Editar avaliação', button: 'Salvar avaliação' },
    { path: `/admin/products/${ids.reviewedProduct}/reviews/new`, form: 'Nova avaliação', button: 'Criar avaliação' },
    { path: '/admin/categories', form: /^Categoria /, button: 'Salvar' },
    { path: '/admin/categories', form: 'Nova categoria', button: 'Criar categoria' },
  ];
}

/** The route patterns AdminRoutes.tsx declares. */
function declaredRoutes(): string[] {
  const source = readFileSync(new URL('../site/admin/routes/AdminRoutes.tsx', import.meta.url), 'utf8');
  return [...source.matchAll(/<Route path="([^"]+)"/g)].map((m) => m[1]!);
}

const matches = (pattern: string, path: string) => new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+')}$`).test(path.split('?')[0]!);

/** Waits until the screen has its heading and nothing is loading any more. */
async function settle(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor({ state: 'visible', timeout: 30_000 });
  await page.getByRole('status').filter({ hasText: 'Carregando...' }).first().waitFor({ state: 'detached', timeout: 30_000 }).catch(() => undefined);
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await page.waitForTimeout(150);
}

/** The page's width beyond the window (0 when it fits) and, when it does not, what sticks out. */
async function overflow(page: Page): Promise<{ extra: number; culprits: string[] }> {
  return page.evaluate(() => {
    const extra = document.documentElement.scrollWidth - window.innerWidth;
    if (extra <= 0) return { extra: 0, culprits: [] };
    const name = (el: Element) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${[...el.classList].map((c) => `.${c}`).join('')}`;
    const culprits = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
      .filter((el) => !(el.parentElement && el.parentElement.getBoundingClientRect().right > window.innerWidth + 1))
      .slice(0, 6)
      .map((el) => `${name(el)} (right ${Math.round(el.getBoundingClientRect().right)})`);
    return { extra, culprits };
  });
}

/** Whether the button is inside the window and is what a tap on its middle reaches. */
async function onScreen(button: Locator): Promise<boolean> {
  return button.evaluate((el) => {
    const box = el.getBoundingClientRect();
    if (box.height === 0 || box.top < 0 || box.bottom > window.innerHeight || box.left < 0 || box.right > window.innerWidth) return false;
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === el || el.contains(hit));
  });
}

describeSite('the admin on a phone and on a desktop', (suite) => {
  it('fits every admin route at 390 and 1440 px without sideways scrolling', async () => {
    const ids = await seededIds(suite);
    const paths = adminPaths(ids);
    // Every declared route is visited.
    for (const pattern of declaredRoutes()) expect([...paths, ...PUBLIC_PATHS].some((path) => matches(pattern, path)), `route ${pattern} is not checked`).toBe(true);

    const page = await loggedInPage(suite);
    const loggedOut = await (await suite.newContext()).newPage();
    const failures: string[] = [];
    for (const width of WIDTHS) {
      for (const [tab, path] of [...paths.map((p) => [page, p] as const), ...PUBLIC_PATHS.map((p) => [loggedOut, p] as const)]) {
        await tab.setViewportSize({ width, height: HEIGHT });
        await tab.goto(path);
        await settle(tab);
        const { extra, culprits } = await overflow(tab);
        if (extra > 0) failures.push(`${path} at ${width} px: ${extra} px too wide (${culprits.join(', ')})`);
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it('keeps the primary action of every edit screen on screen at the top, middle and end of the form', async () => {
    const ids = await seededIds(suite);
    const page = await loggedInPage(suite);
    const failures: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: HEIGHT });
      for (const screen of editScreens(ids)) {
        await page.goto(screen.path);
        await settle(page);
        const form = page.getByRole('form', { name: screen.form }).first();
        await form.waitFor();
        const button = form.getByRole('button', { name: screen.button, exact: true });
        await button.waitFor();
        const box = (await form.boundingBox())!;
        const formTop = box.y + (await page.evaluate(() => window.scrollY));
        // The form's top in view, then its middle in the middle of the window, then its end at the bottom.
        const stops = { top: Math.max(0, formTop - 80), middle: formTop + box.height / 2 - HEIGHT / 2, end: formTop + box.height - HEIGHT + 10 };
        for (const [where, y] of Object.entries(stops)) {
          await page.evaluate((to) => window.scrollTo(0, Math.max(0, to)), y);
          await page.waitForTimeout(50);
          if (!(await onScreen(button))) failures.push(`${screen.path} (${String(screen.form)}) at ${width} px: "${screen.button}" not on screen at the form's ${where}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('opens the navigation from a "Menu" button on a phone, closes it on Escape and on navigation; shows it at 1440 px', async () => {
    const page = await loggedInPage(suite);
    await page.setViewportSize({ width: 390, height: HEIGHT });
    await page.goto('/admin/posts');
    await settle(page);
    const menu = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Administração' });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await nav.isVisible()).toBe(false);
    // The header is one short bar, not the 860 px sidebar above the screen.
    expect((await page.getByRole('heading', { level: 1, name: 'Posts' }).boundingBox())!.y).toBeLessThan(150);

    await menu.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await nav.waitFor({ state: 'visible' });
    expect(await page.getByRole('button', { name: 'Sair' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await nav.waitFor({ state: 'hidden' });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Menu');

    await menu.click();
    await nav.getByRole('link', { name: 'Produtos', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Produtos' }).waitFor();
    await nav.waitFor({ state: 'hidden' });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');

    await page.setViewportSize({ width: 1440, height: 900 });
    expect(await menu.isVisible()).toBe(false);
    expect(await nav.isVisible()).toBe(true);
  }, 120_000);

  it("shows a list's rows as cards at 390 px, each cell named by its column, and as a table at 1440 px", async () => {
    const page = await loggedInPage(suite);
    await page.setViewportSize({ width: 390, height: HEIGHT });
    await page.goto('/admin/products');
    await settle(page);
    const row = page.locator('tbody tr').first();
    const title = row.locator('td').first();
    const region = row.locator('td[data-label="Região"]');
    const [titleBox, regionBox, rowBox] = [(await title.boundingBox())!, (await region.boundingBox())!, (await row.boundingBox())!];
    // Stacked in one card as wide as the screen allows, not side by side in a 795 px table.
    expect(regionBox.y).toBeGreaterThanOrEqual(titleBox.y + titleBox.height - 1);
    expect(Math.abs(regionBox.x - titleBox.x)).toBeLessThan(2);
    expect(rowBox.x + rowBox.width).toBeLessThanOrEqual(390);
    expect(await region.evaluate((el) => getComputedStyle(el, '::before').content)).toBe('"Região"');
    expect(await region.innerText()).toMatch(/^\S.* \((?:br|it|mx|us|es)\)$/);
    expect(await row.getByRole('link', { name: 'Editar' }).isVisible()).toBe(true);

    await page.setViewportSize({ width: 1440, height: 900 });
    const [wideTitle, wideRegion] = [(await title.boundingBox())!, (await region.boundingBox())!];
    expect(Math.abs(wideRegion.y - wideTitle.y)).toBeLessThan(2);
    expect(await region.evaluate((el) => getComputedStyle(el, '::before').content)).toBe('none');
  }, 120_000);

  it('has no serious or critical axe-core violation at 390 px: the open menu, a list of cards, an editor with its save bar', async () => {
    const ids = await seededIds(suite);
    const page = await loggedInPage(suite);
    await page.setViewportSize({ width: 390, height: HEIGHT });
    const screens: [string, (() => Promise<void>)?][] = [
      ['/admin/products', () => page.getByRole('button', { name: 'Menu' }).click()],
      ['/admin/posts'],
      [`/admin/edit/${ids.post}`],
    ];
    for (const [path, act] of screens) {
      await page.goto(path);
      await settle(page);
      await act?.();
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(serious, path).toEqual([]);
    }
  }, 120_000);
});
