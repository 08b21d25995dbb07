/**
 * Issue 28 item 4 in the browser: products the WordPress importer made without the retailer's
 * details carry a "Sem detalhes" badge in the admin's product list, and the "Detalhes" filter
 * lists only them (the address keeps the filter, as the other list filters do).
 */
import { expect, it } from 'vitest';
import { loggedInPage, waitForHeading } from './admin-helpers';
import { describeSite } from './test-site';

describeSite('products that need details in the admin', (suite) => {
  it('badges the flagged products and filters the list down to them', async () => {
    const db = suite.site().db.kysely;
    const products = await db.selectFrom('products').select(['id', 'title']).where('locale', '=', 'br').orderBy('id').limit(3).execute();
    const flagged = products.slice(0, 2);
    // Last edited: first in the unfiltered list too.
    await db.updateTable('products').set({ needs_details: 1, updated_at: new Date().toISOString() }).where('id', 'in', flagged.map((p) => p.id)).execute();

    const page = await loggedInPage(suite);
    await page.goto('/admin/products?locale=br');
    await waitForHeading(page, 'Produtos');
    const rows = page.locator('table.data-table tbody tr');
    await rows.first().waitFor();
    const complete = rows.filter({ hasText: products[2]!.title });
    const flaggedRow = rows.filter({ hasText: flagged[0]!.title });
    expect(await flaggedRow.getByText('Sem detalhes', { exact: true }).isVisible()).toBe(true);
    expect(await rows.count()).toBeGreaterThan(2);
    if (await complete.count()) expect(await complete.getByText('Sem detalhes', { exact: true }).count()).toBe(0);

    await page.getByRole('combobox', { name: 'Detalhes' }).selectOption({ label: 'Só sem detalhes' });
    await page.waitForURL(/needsDetails=true/);
    await expect.poll(() => rows.count()).toBe(2);
    expect((await rows.allInnerTexts()).every((text) => text.includes('Sem detalhes'))).toBe(true);
    expect((await rows.allInnerTexts()).map((text) => flagged.find((p) => text.includes(p.title))?.id).sort()).toEqual(flagged.map((p) => p.id).sort());
  }, 240_000);
});
