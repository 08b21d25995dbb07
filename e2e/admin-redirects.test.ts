/**
 * Redirects that follow content (issue 16), in the browser: an editor renames a published post in
 * the admin, and a reader opening the old address lands on the new page; the redirects screen
 * lists it, and the editor of another post is warned before taking the old address.
 */
import { expect, it } from 'vitest';
import { loggedInPage, waitForHeading } from './admin-helpers';
import { describeSite } from './test-site';

describeSite('redirects in the admin', (suite) => {
  it('rename in the admin, then the old address lands on the new page; the list shows it and a slug taking it is warned', async () => {
    const db = suite.site().db.kysely;
    const [post, other] = await db.selectFrom('posts').select(['id', 'slug', 'title']).where('locale', '=', 'br').where('status', '=', 'published').orderBy('id').limit(2).execute();
    const newSlug = `${post!.slug}-renomeado`;
    const page = await loggedInPage(suite);
    await page.goto(`/admin/edit-post/${post!.id}`);
    await waitForHeading(page, /Editar post/);
    await page.getByLabel('Slug', { exact: true }).fill(newSlug);
    const saved = page.waitForResponse((res) => res.request().method() === 'PUT' && res.url().endsWith(`/api/admin/posts/${post!.id}`));
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    expect((await saved).status()).toBe(200);

    // The new page is written by the incremental build (the first one also bundles the renderer,
    // slow on a busy machine); then the old address leads to it.
    await expect.poll(async () => (await page.request.get(`/br/${newSlug}`)).status(), { timeout: 60_000, interval: 200 }).toBe(200);
    await page.goto(`/br/${post!.slug}`);
    expect(new URL(page.url()).pathname).toBe(`/br/${newSlug}`);
    expect(await page.locator('h1').first().textContent()).toContain(post!.title.replace(/\{(month|year)\}.*/, '').trim());

    await page.goto('/admin/redirects');
    await waitForHeading(page, /Redirecionamentos/);
    const row = page.locator(`tr[data-redirect="/br/${post!.slug}"]`);
    await row.waitFor();
    expect(await row.textContent()).toContain(`/br/${newSlug}`);
    expect(await row.textContent()).toContain('Automático');

    await page.goto(`/admin/edit-post/${other!.id}`);
    await waitForHeading(page, /Editar post/);
    await page.getByLabel('Slug', { exact: true }).fill(post!.slug);
    const warning = page.getByTestId('slug-redirect-warning');
    await warning.waitFor();
    expect(await warning.textContent()).toContain(`redirecionamento para /br/${newSlug}`);
  }, 240_000);
}, { publishing: true });
