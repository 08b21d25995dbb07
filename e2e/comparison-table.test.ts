/**
 * A `::products` comparison table and ranked list of the demo site (the newest br post), in
 * Chromium on a 360 px phone and a 1440 px desktop: the page never scrolls sideways, every buy
 * button can be seen and clicked, and the ranked list keeps the editor's order. And the admin's
 * Markdown toolbar inserts one with its product picker.
 */
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { bodyEditor, loggedInPage, previewBody, waitForHeading } from './admin-helpers';
import { stubRemoteImages } from './pages/helpers';
import { describeSite } from './test-site';

const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 1440, height: 900 },
];

/** The ASINs of each `::products` line of a body, by style. */
function directives(content: string): { table: string[]; list: string[] } {
  const found = { table: [] as string[], list: [] as string[] };
  for (const m of content.matchAll(/^::products\{asins="([A-Z0-9,]+)" style="(table|list)"\}$/gm)) found[m[2] as 'table' | 'list'] = m[1]!.split(',');
  return found;
}

/** Whether the buy link is on screen, inside the viewport's width, and the topmost element at its centre (nothing covers it). */
async function reachable(page: Page, selector: string, index: number) {
  const link = page.locator(selector).nth(index);
  await link.scrollIntoViewIfNeeded();
  return link.evaluate((a) => {
    const box = a.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return {
      inside: box.left >= 0 && box.right <= document.documentElement.clientWidth && box.top >= 0 && box.bottom <= window.innerHeight,
      onTop: top !== null && (top === a || a.contains(top)),
      size: box.width >= 40 && box.height >= 36,
    };
  });
}

describeSite('comparison table and ranked list', (suite) => {
  const { site, newContext } = suite;
  const comparedPost = async () => {
    const row = await site()
      .db.kysely.selectFrom('posts')
      .select(['slug', 'content'])
      .where('locale', '=', 'br')
      .where('status', '=', 'published')
      .where('content', 'like', '%::products{%')
      .executeTakeFirstOrThrow();
    return { path: `/br/${row.slug}`, ...directives(row.content) };
  };

  for (const viewport of VIEWPORTS) {
    it(`at ${viewport.width} px: no sideways scroll, every buy button visible and reachable, the list in the editor's order`, async () => {
      const post = await comparedPost();
      expect(post.table.length).toBeGreaterThanOrEqual(2);
      expect(post.list.length).toBeGreaterThanOrEqual(2);
      const context = await newContext({ viewport });
      await stubRemoteImages(context);
      const page = await context.newPage();
      await page.goto(post.path);

      // Nothing on the page is wider than the screen.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBe(0);

      // The table: one row per product in the written order, each with a reachable sponsored buy link.
      const rows = await page.locator('.product-list--table tbody tr').evaluateAll((trs) => trs.map((tr) => (tr as HTMLElement).dataset.asin));
      expect(rows).toEqual(post.table);
      const tableBuy = '.product-list--table .product-list__buy';
      for (let i = 0; i < rows.length; i++) expect(await reachable(page, tableBuy, i), `table buy ${i}`).toEqual({ inside: true, onTop: true, size: true });
      const rels = await page.locator(tableBuy).evaluateAll((as) => as.map((a) => [a.getAttribute('rel'), new URL((a as HTMLAnchorElement).href).searchParams.get('tag')]));
      for (const [rel, tag] of rels) {
        expect(rel).toContain('sponsored');
        expect(rel).toContain('nofollow');
        expect(tag).toBeTruthy();
      }
      // Laid out as a table on a desktop, as stacked cards (no column headers) on a phone.
      const display = await page.locator('.product-list--table tbody tr').first().evaluate((tr) => getComputedStyle(tr).display);
      const headers = await page.locator('.product-list--table thead').evaluate((h) => h.getBoundingClientRect().height);
      if (viewport.width < 640) {
        expect(display).toBe('block');
        expect(headers).toBeLessThanOrEqual(1);
      } else {
        expect(display).toBe('table-row');
        expect(headers).toBeGreaterThan(20);
      }
      // Images carry their size (no layout shift).
      const images = await page.locator('.product-list img').evaluateAll((imgs) => imgs.map((i) => [i.getAttribute('width'), i.getAttribute('height')]));
      expect(images.length).toBeGreaterThan(0);
      for (const size of images) expect(size).toEqual(['96', '96']);

      // The ranked list: the editor's order, numbered 1…n, every buy link reachable.
      const items = page.locator('.product-list--ranked > li');
      expect(await items.evaluateAll((lis) => lis.map((li) => (li as HTMLElement).dataset.asin))).toEqual(post.list);
      expect(await page.locator('.product-list--ranked .product-list__rank').allTextContents()).toEqual(post.list.map((_, i) => String(i + 1)));
      const tops = await items.evaluateAll((lis) => lis.map((li) => li.getBoundingClientRect().top));
      expect([...tops].sort((a, b) => a - b)).toEqual(tops);
      for (let i = 0; i < post.list.length; i++) {
        expect(await reachable(page, '.product-list--ranked .product-list__buy', i), `list buy ${i}`).toEqual({ inside: true, onTop: true, size: true });
      }

      // Search engines get each as an ItemList, in the same order.
      const lists = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) =>
        scripts.flatMap((s) => [JSON.parse(s.textContent ?? 'null')].flat()).filter((n) => n?.['@type'] === 'ItemList'),
      );
      expect(lists.map((l) => l.numberOfItems)).toEqual([post.table.length, post.list.length]);
      await context.close();
    }, 120_000);
  }

  it("the admin editor's toolbar picks products of the post's region, in order, and inserts a ranked list the preview shows", async () => {
    const rows = await site().db.kysely.selectFrom('products').select(['asin', 'title']).where('locale', '=', 'br').where('status', '=', 'published').orderBy('id').limit(3).execute();
    const page = await loggedInPage(suite);
    await page.goto('/admin/posts');
    await waitForHeading(page, 'Posts');
    await page.getByRole('link', { name: 'Novo post' }).click();
    await waitForHeading(page, 'Novo post');
    await bodyEditor(page).fill('Intro.');

    await page.getByRole('button', { name: 'Comparação de produtos' }).click();
    const dialog = page.getByRole('dialog', { name: 'Inserir comparação de produtos' });
    await dialog.waitFor();
    const insert = dialog.getByRole('button', { name: 'Inserir' });
    for (const [i, row] of rows.entries()) {
      expect(await insert.isDisabled(), `with ${i} picked`).toBe(i < 2);
      await dialog.getByLabel('Buscar produto').fill(row.asin);
      const box = dialog.getByRole('checkbox', { name: new RegExp(row.asin) });
      await page.waitForFunction(() => document.querySelectorAll('.product-picker-results input[type="checkbox"]').length === 1);
      await box.check();
    }
    // The third moves up to second place; a ranked list.
    await dialog.getByRole('button', { name: `Subir ${rows[2]!.title}` }).click();
    await dialog.getByLabel('Lista ranqueada').check();
    await insert.click();
    await dialog.waitFor({ state: 'hidden' });

    const order = [rows[0]!.asin, rows[2]!.asin, rows[1]!.asin];
    expect(await bodyEditor(page).value()).toBe(`Intro.\n\n::products{asins="${order.join(',')}" style="list"}\n\n`);
    const items = previewBody(page).locator('.product-list--ranked > li');
    await expect.poll(() => items.count()).toBe(3);
    expect(await items.evaluateAll((lis) => lis.map((li) => (li as HTMLElement).dataset.asin))).toEqual(order);
  }, 120_000);
});
