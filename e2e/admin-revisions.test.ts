/**
 * Revisions in the browser (issue 16): an editor changes a post's title and saves, opens
 * "Revisões", compares the version before the edit with the current one (the old title struck
 * through, the new one underlined), restores it, and the editor shows the restored title again.
 * Readable history (issue 26, at 1440 px): each revision names the fields it changed, two ticked
 * revisions are compared with each other, and the audit log names the post by its linked title
 * in Portuguese.
 */
import { expect, it } from 'vitest';
import { loggedInPage, toastText, waitForHeading } from './admin-helpers';
import { describeSite } from './test-site';

describeSite('revisions in the admin', (suite) => {
  it('edits a post, sees the diff of the earlier version and restores it', async () => {
    const db = suite.site().db.kysely;
    const post = await db.selectFrom('posts').select(['id', 'title', 'version']).where('locale', '=', 'br').orderBy('id').executeTakeFirstOrThrow();
    const newTitle = 'Título reescrito para o teste de revisões';
    const page = await loggedInPage(suite);
    await page.goto(`/admin/edit-post/${post.id}`);
    await waitForHeading(page, /Editar post/);

    const title = page.getByLabel('Título', { exact: true });
    expect(await title.inputValue()).toBe(post.title);
    await title.fill(newTitle);
    const saved = page.waitForResponse((res) => res.request().method() === 'PUT' && res.url().endsWith(`/api/admin/posts/${post.id}`));
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    expect((await saved).status()).toBe(200);
    expect(await toastText(page)).toBe('Post salvo');

    // Both versions are listed: the one before the edit (seeded, so its author is unknown) and the save.
    await page.locator('.revisions summary').click();
    const panel = page.locator('section.revisions');
    await panel.locator(`tr[data-revision="${post.version + 1}"]`).waitFor();
    const before = panel.locator(`tr[data-revision="${post.version}"]`);
    expect(await before.textContent()).toContain('desconhecido');
    expect(await panel.locator(`tr[data-revision="${post.version + 1}"]`).textContent()).toContain('(atual)');

    await before.getByRole('button', { name: `Comparar a versão ${post.version}` }).click();
    const diff = page.getByRole('region', { name: 'Diferenças da revisão' });
    const titleDiff = diff.locator('[data-field="Título"]');
    await titleDiff.locator('del').first().waitFor();
    expect((await titleDiff.locator('del').allTextContents()).join('')).not.toBe('');
    expect((await titleDiff.locator('ins').allTextContents()).join('')).toContain('reescrito');
    expect(await titleDiff.locator('.text-diff-body').textContent()).toContain('revisões');
    expect(await diff.locator('[data-field="Conteúdo"]').textContent()).toContain('Sem alterações.');

    await diff.getByRole('button', { name: 'Restaurar', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Restaurar a versão ${post.version}?` });
    await dialog.waitFor();
    const restored = page.waitForResponse((res) => res.request().method() === 'POST' && res.url().includes(`/api/admin/posts/${post.id}/revisions/`));
    await dialog.getByRole('button', { name: 'Restaurar' }).click();
    expect((await restored).status()).toBe(200);
    expect(await toastText(page)).toContain('Revisão restaurada');

    await expect.poll(() => page.getByLabel('Título', { exact: true }).inputValue()).toBe(post.title);
    const row = await db.selectFrom('posts').select(['title', 'version']).where('id', '=', post.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ title: post.title, version: post.version + 2 });
    await panel.locator(`tr[data-revision="${post.version + 2}"]`).waitFor();
  }, 120_000);

  it('lists what each save changed, compares two chosen revisions, and the audit log links the title in Portuguese (1440 px)', async () => {
    const db = suite.site().db.kysely;
    const post = await db.selectFrom('posts').select(['id', 'title', 'version']).where('locale', '=', 'br').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const page = await loggedInPage(suite);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/admin/edit-post/${post.id}`);
    await waitForHeading(page, /Editar post/);
    const save = async () => {
      const saved = page.waitForResponse((res) => res.request().method() === 'PUT' && res.url().endsWith(`/api/admin/posts/${post.id}`));
      await page.getByRole('button', { name: 'Salvar', exact: true }).click();
      expect((await saved).status()).toBe(200);
      await toastText(page);
    };
    const newTitle = `${post.title} (edição de histórico)`;
    await page.getByLabel('Título', { exact: true }).fill(newTitle);
    await save();
    await page.getByLabel('Resumo', { exact: true }).fill('Um resumo novo para comparar revisões.');
    await save();

    await page.locator('.revisions summary').click();
    const panel = page.locator('section.revisions');
    const row = (v: number) => panel.locator(`tr[data-revision="${v}"]`);
    await row(post.version + 2).waitFor();
    expect(await row(post.version + 1).locator('.revision-changes').textContent()).toBe('Título');
    expect(await row(post.version + 2).locator('.revision-changes').textContent()).toBe('Resumo');

    await row(post.version).getByRole('checkbox').check();
    await row(post.version + 2).getByRole('checkbox').check();
    const comparison = page.getByRole('region', { name: 'Comparação de duas revisões' });
    await comparison.locator('[data-field="Título"] ins').first().waitFor();
    expect(await comparison.locator('h3').textContent()).toMatch(new RegExp(`^Versão ${post.version} .* × versão ${post.version + 2} `));
    expect((await comparison.locator('[data-field="Título"] ins').allTextContents()).join('')).toContain('edição de histórico');
    expect(await comparison.locator('[data-field="Resumo"]').getAttribute('data-changed')).toBe('true');
    expect(await comparison.locator('[data-field="Conteúdo"]').textContent()).toContain('Sem alterações.');

    await page.goto('/admin/audit');
    await waitForHeading(page, 'Auditoria');
    const link = page.locator('table.data-table a', { hasText: newTitle }).first();
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(`/admin/edit-post/${post.id}`);
    const entry = page.locator('table.data-table tbody tr').filter({ has: page.locator('a', { hasText: newTitle }) }).first();
    expect(await entry.textContent()).toContain('Alteração');
    expect(await entry.textContent()).toContain('Post');
    const login = page.locator('table.data-table tbody tr', { hasText: 'Entrada' }).first();
    expect(await login.textContent()).toMatch(/Sessão.*Rede /);
    const cells = (await page.locator('table.data-table tbody').innerText()).split(/\s+/);
    for (const english of ['update', 'create', 'login', 'session', 'post']) expect(cells, english).not.toContain(english);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1440);
    await link.click();
    await waitForHeading(page, /Editar post/);
  }, 120_000);
});
