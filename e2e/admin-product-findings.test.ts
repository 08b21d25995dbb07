/**
 * The link check's findings in the admin (issue 15 item 4), in the browser: the product screen
 * lists each finding with what the check saw, and the dashboard counts the products that have
 * any, linking to them.
 */
import { expect, it } from 'vitest';
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
});
