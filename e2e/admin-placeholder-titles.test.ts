/**
 * Issue 24 item 4 in the admin: a post whose title holds `{month}`/`{year}` is named as its public
 * page shows it — never with the raw placeholders — in the delete dialog and in its revision rows.
 */
import { expect, it } from 'vitest';
import { applyTitlePlaceholders } from '../shared/format/title';
import { loggedInPage, waitForHeading } from './admin-helpers';
import { describeSite } from './test-site';

describeSite('placeholder titles in the admin', (suite) => {
  it('the delete dialog and the revision rows show the title filled as the public page does', async () => {
    const db = suite.site().db.kysely;
    const post = await db.selectFrom('posts').select(['id', 'title']).where('locale', '=', 'br').where('title', 'like', '%{%').orderBy('id').executeTakeFirstOrThrow();
    const shown = applyTitlePlaceholders(post.title, 'br', new Date());
    expect(shown).not.toContain('{');
    const page = await loggedInPage(suite);
    await page.goto(`/admin/edit-post/${post.id}`);
    await waitForHeading(page, /Editar post/);

    await page.getByRole('button', { name: 'Excluir', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirmar exclusão' });
    expect(await dialog.innerText()).toContain(`Excluir o post "${shown}"?`);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();

    // A save (the excerpt only) lists the version before it and the save, both with the raw title stored.
    const excerpt = page.getByLabel('Resumo', { exact: true });
    await excerpt.fill(`${await excerpt.inputValue()} Atualizado.`);
    const saved = page.waitForResponse((res) => res.request().method() === 'PUT' && res.url().endsWith(`/api/admin/posts/${post.id}`));
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    expect((await saved).status()).toBe(200);

    await page.locator('.revisions summary').click();
    const rows = page.locator('section.revisions tbody tr');
    await rows.first().waitFor();
    const titles = await rows.locator('td.revision-title').allInnerTexts();
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title).toBe(shown);
  }, 120_000);
});
