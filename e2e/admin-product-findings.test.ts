/**
 * Issue 15 item 4 in the browser: the product screen lists the link check's findings with what the
 * check saw, and the dashboard counts the products that have any, linking to them; a product an
 * editor marks as no longer sold, with a substitute, has its review page republished with a box
 * that says so and offers the substitute.
 */
import { expect, it } from 'vitest';
import { contentPaths } from '../shared/content-paths';
import { loggedInPage, waitForHeading } from './admin-helpers';
import { describeSite } from './test-site';

describeSite('link findings in the admin', (suite) => {
  it('the product screen lists its findings; the dashboard counts the product and links to the list', async () => {
    const db = suite.site().db.kysely;
    const product = await db.selectFrom('products').select(['id', 'title']).where('locale', '=', 'br').where('status', '=', 'published').orderBy('id').limit(1).executeTakeFirstOrThrow();
    await db.deleteFrom('product_link_findings').execute();
    await db
      .insertInto('product_link_findings')
      .values([
        { product_id: product.id, kind: 'redirected', detail: 'Mercado Livre: HTTP 301 → https://produto.mercadolivre.com.br/MLB-2', found_at: '2026-11-20T04:30:00.000Z' },
        { product_id: product.id, kind: 'unavailable', detail: 'Amazon: não é mais vendido', found_at: '2026-11-20T04:30:00.000Z' },
      ])
      .execute();

    const page = await loggedInPage(suite);
    await page.goto(`/admin/products/edit/${product.id}`);
    await waitForHeading(page, /Editar produto/);
    const panel = page.getByRole('region', { name: 'Verificação de links' });
    await panel.getByRole('listitem').first().waitFor();
    const items = await panel.getByRole('listitem').allInnerTexts();
    expect(items).toHaveLength(2);
    // What keeps a visitor from buying comes first.
    expect(items[0]).toContain('Indisponível: Amazon: não é mais vendido');
    expect(items[1]).toContain('Redirecionado: Mercado Livre: HTTP 301 → https://produto.mercadolivre.com.br/MLB-2');

    await page.goto('/admin');
    const count = page.locator('[data-findings-count]');
    await count.waitFor();
    expect(await count.getAttribute('data-findings-count')).toBe('1');
    expect(await count.innerText()).toContain('1 produto com problemas nos links');
    await count.getByRole('link', { name: 'Ver produtos' }).click();
    await page.waitForURL(/\/admin\/products\?link=findings/);
    await page.locator('table.data-table tbody tr').first().waitFor();
    expect(await page.locator('table.data-table tbody tr').count()).toBe(1);
    expect(await page.locator('table.data-table tbody').innerText()).toContain(product.title);
  }, 240_000);

  it("a product no longer sold: its review's box says so and offers the substitute, after the editor's save", async () => {
    const db = suite.site().db.kysely;
    const review = await db
      .selectFrom('reviews')
      .innerJoin('products', 'products.id', 'reviews.product_id')
      .select(['reviews.slug', 'products.id as productId'])
      .where('reviews.locale', '=', 'br').where('reviews.status', '=', 'published').where('products.status', '=', 'published')
      .orderBy('reviews.id').limit(1).executeTakeFirstOrThrow();
    const substitute = await db.selectFrom('products').select(['id', 'title', 'asin']).where('locale', '=', 'br').where('status', '=', 'published')
      .where('id', '!=', review.productId).where('availability', 'in', ['in_stock', 'unknown', 'preorder']).orderBy('id').limit(1).executeTakeFirstOrThrow();

    const page = await loggedInPage(suite);
    const current = await (await page.request.get(`/api/admin/products/${review.productId}`)).json();
    const saved = await page.request.put(`/api/admin/products/${review.productId}`, { data: { ...current, availability: 'unavailable', substituteProductId: substitute.id } });
    expect(saved.status(), await saved.text()).toBe(200);

    // The save republishes the product's pages (the first incremental render also bundles the renderer).
    const path = contentPaths.review('br', review.slug);
    await expect.poll(async () => (await page.request.get(path)).text(), { timeout: 120_000, interval: 500 }).toContain('Este produto não está mais disponível na Amazon.');
    await page.goto(path);
    const box = page.locator('[data-product-box]');
    expect(await box.locator('.product-box__availability').innerText()).toBe('Este produto não está mais disponível na Amazon.');
    const offer = box.locator('.product-box__substitute a');
    expect(await offer.innerText()).toBe(substitute.title);
    expect(await offer.getAttribute('href')).toContain(`/dp/${substitute.asin}`);
    expect(await box.locator('.price').count()).toBe(0);
  }, 240_000);
}, { publishing: true });
