/**
 * Issue 17, "sessions cannot be listed or ended by the admin": /admin/sessions, reached from the
 * menu, lists the admin's sessions with "Esta sessão" on its own; "Encerrar" on another browser's
 * session sends that browser to the login on its next step.
 */
import type { BrowserContext } from 'playwright-core';
import { expect, it } from 'vitest';
import { DASHBOARD_HEADING, newAdmin, toastText, waitForHeading } from './admin-helpers';
import { describeSite } from './test-site';

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

describeSite('admin sessions screen', (suite) => {
  async function signIn(context: BrowserContext, username: string, password: string) {
    const res = await context.request.post('/api/admin/login', { data: { identifier: username, password } });
    expect(res.status()).toBe(200);
  }

  it('lists both browsers\' sessions; "Encerrar" on the other one sends it to the login', async () => {
    const admin = await newAdmin(suite);
    const laptop = await suite.newContext();
    const other = await suite.newContext({ userAgent: FIREFOX_LINUX });
    await signIn(laptop, admin.username, admin.password);
    await signIn(other, admin.username, admin.password);

    const otherPage = await other.newPage();
    await otherPage.goto('/admin');
    await waitForHeading(otherPage, 'Painel');

    const page = await laptop.newPage();
    await page.goto('/admin');
    await waitForHeading(page, DASHBOARD_HEADING);
    await page.getByRole('navigation', { name: 'Administração' }).getByRole('link', { name: 'Sessões' }).click();
    await waitForHeading(page, 'Sessões');

    const mine = page.locator('tbody tr').filter({ hasText: admin.username });
    await expect.poll(() => mine.count()).toBe(2);
    const current = page.locator('tbody tr[aria-current="true"]');
    expect(await current.innerText()).toContain('Esta sessão');
    // This browser's own row has no "Encerrar": ending it is "Sair".
    expect(await current.getByRole('button', { name: /Encerrar/ }).count()).toBe(0);
    const otherRow = mine.filter({ hasText: 'Firefox 133 · Linux' });
    expect(await otherRow.innerText()).not.toContain('Esta sessão');

    await otherRow.getByRole('button', { name: `Encerrar a sessão de ${admin.username} (Firefox 133 · Linux)` }).click();
    expect(await toastText(page)).toContain('Sessão encerrada');
    await expect.poll(() => mine.count()).toBe(1);

    // The other browser's next step (opening Produtos from the menu) lands on the login.
    await otherPage.getByRole('navigation', { name: 'Administração' }).getByRole('link', { name: 'Produtos' }).click();
    await otherPage.waitForURL(/\/admin\/login/);
    await otherPage.getByRole('button', { name: 'Entrar' }).waitFor();
    // This browser goes on.
    await page.reload();
    await waitForHeading(page, 'Sessões');
  }, 180_000);

  it('"Encerrar todas as outras" keeps only this session', async () => {
    const admin = await newAdmin(suite);
    const laptop = await suite.newContext();
    await signIn(laptop, admin.username, admin.password);
    for (let i = 0; i < 2; i++) await signIn(await suite.newContext({ userAgent: FIREFOX_LINUX }), admin.username, admin.password);

    const page = await laptop.newPage();
    await page.goto('/admin/sessions');
    await waitForHeading(page, 'Sessões');
    const mine = page.locator('tbody tr').filter({ hasText: admin.username });
    await expect.poll(() => mine.count()).toBe(3);
    await page.getByRole('button', { name: 'Encerrar todas as outras' }).click();
    expect(await toastText(page)).toContain('Encerramos 2 outras sessões suas.');
    await expect.poll(() => mine.count()).toBe(1);
    expect(await mine.innerText()).toContain('Esta sessão');
    expect(await page.getByRole('button', { name: 'Encerrar todas as outras' }).isDisabled()).toBe(true);
  }, 180_000);
});
