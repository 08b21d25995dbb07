/**
 * Issue 17, password policy: the admin changes their password on /admin/password (from the menu);
 * a short one, a common one with digits and capitals appended, and a variant of the username are
 * refused under the field in Portuguese; a good one is taken and the other browser is signed out.
 */
import { expect, it } from 'vitest';
import { DASHBOARD_HEADING, newAdmin, toastText, waitForHeading } from './admin-helpers';
import { describeSite } from './test-site';

describeSite('admin password change screen', (suite) => {
  it('names what is wrong with a weak new password under the field, then changes it and signs the other browser out', async () => {
    const admin = await newAdmin(suite);
    const laptop = await suite.newContext();
    const other = await suite.newContext();
    for (const context of [laptop, other]) {
      expect((await context.request.post('/api/admin/login', { data: { identifier: admin.username, password: admin.password } })).status()).toBe(200);
    }
    const page = await laptop.newPage();
    await page.goto('/admin');
    await waitForHeading(page, DASHBOARD_HEADING);
    await page.getByRole('navigation', { name: 'Administração' }).getByRole('link', { name: 'Alterar senha' }).click();
    await waitForHeading(page, 'Alterar senha');

    const form = page.getByRole('form', { name: 'Alterar senha' });
    const newField = form.locator('[data-field="newPassword"]');
    const submit = async (next: string) => {
      await form.getByLabel('Senha atual').fill(admin.password);
      await form.getByLabel('Nova senha', { exact: true }).fill(next);
      await form.getByLabel('Confirme a nova senha').fill(next);
      await form.getByRole('button', { name: 'Alterar senha' }).click();
    };

    await submit('Tester123');
    await expect.poll(() => newField.locator('.field-error').textContent()).toContain('A senha deve ter pelo menos 12 caracteres.');
    await submit('Password1234');
    await expect.poll(() => newField.locator('.field-error').textContent()).toContain('senha comum (ou uma variação dela, com números ou maiúsculas)');
    await submit(`${admin.username.toUpperCase()}2026!!`);
    await expect.poll(() => newField.locator('.field-error').textContent()).toContain('parecida demais com o nome de usuário');

    await submit('Ipê amarelo florido em 2026');
    expect(await toastText(page)).toContain('Senha alterada');
    expect(await newField.locator('.field-error').count()).toBe(0);

    // The other browser's session ended with the change; the new password logs in.
    expect((await other.request.get('/api/admin/me')).status()).toBe(401);
    const fresh = await suite.newContext();
    expect((await fresh.request.post('/api/admin/login', { data: { identifier: admin.username, password: 'Ipê amarelo florido em 2026' } })).status()).toBe(200);
  }, 180_000);
});
