/**
 * Admin login, the SPEC §5/§8 toasts, the auth guard and logout, in Chromium against the built
 * site and the real API (issue 4: "Done when", Playwright part).
 */
import { expect, it } from 'vitest';
import { STORAGE_KEYS } from '../shared/constants';
import { ADMIN_PATHS, newAdmin, toastText, waitForHeading } from './admin-helpers';
import { describeSite } from './test-site';

describeSite('admin login, guard and logout', (suite) => {
  it('refuses empty fields without calling the server, then shows the wrong-password toast, then logs in', async () => {
    const admin = await newAdmin(suite);
    const page = await suite.newPage('/admin/login');
    const loginCalls: string[] = [];
    page.on('request', (req) => {
      if (req.url().endsWith('/api/admin/login')) loginCalls.push(req.method());
    });
    await page.getByRole('button', { name: 'Entrar' }).click();
    expect(await toastText(page)).toBe('Campos obrigatórios\nPor favor, preencha o nome de usuário ou e-mail e a senha.');
    await page.getByLabel('Usuário ou e-mail').fill(admin.username);
    await page.getByRole('button', { name: 'Entrar' }).click();
    expect(await toastText(page)).toContain('Campos obrigatórios');
    expect(loginCalls).toEqual([]);

    await page.getByLabel('Senha').fill('not-the-password');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.locator('.toast[data-state="open"]', { hasText: 'Falha no login' }).waitFor();
    expect(await toastText(page)).toBe('Falha no login\nCredenciais inválidas. Verifique seu nome de usuário e senha.');
    expect(loginCalls).toEqual(['POST']);
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.adminFlag)).toBeNull();
    expect(new URL(page.url()).pathname).toBe('/admin/login');

    // The e-mail works as identifier too.
    await page.getByLabel('Usuário ou e-mail').fill(admin.email);
    await page.getByLabel('Senha').fill(admin.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await waitForHeading(page, 'Posts');
    expect(new URL(page.url()).pathname).toBe('/admin');
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.adminFlag)).toBe('true');
  }, 60_000);

  it('shows the spinner, then sends a visitor without a session from every admin route to /admin/login', async () => {
    const context = await suite.newContext();
    const page = await context.newPage();
    for (const path of ADMIN_PATHS) {
      await page.goto(path);
      await page.waitForURL('**/admin/login');
      await page.getByRole('button', { name: 'Entrar' }).waitFor();
    }
    // The shell is not for search engines.
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
  }, 60_000);

  it('logs out: back to /admin/login, flag cleared, session gone, and every admin route redirects there', async () => {
    const admin = await newAdmin(suite);
    const page = await suite.newPage('/admin/login');
    await page.getByLabel('Usuário ou e-mail').fill(admin.username);
    await page.getByLabel('Senha').fill(admin.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await waitForHeading(page, 'Posts');

    await page.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL('**/admin/login');
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.adminFlag)).toBeNull();
    expect((await page.request.get('/api/admin/me')).status()).toBe(401);

    for (const path of ADMIN_PATHS) {
      await page.goto(path);
      await page.waitForURL('**/admin/login');
      expect(new URL(page.url()).pathname).toBe('/admin/login');
    }
  }, 90_000);

  it('answers a 401 during work by going to the login page (session ended elsewhere)', async () => {
    const admin = await newAdmin(suite);
    const page = await suite.newPage('/admin/login');
    await page.getByLabel('Usuário ou e-mail').fill(admin.username);
    await page.getByLabel('Senha').fill(admin.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await waitForHeading(page, 'Posts');
    // The server forgets every session (as a password change elsewhere would).
    await suite.site().db.kysely.deleteFrom('sessions').execute();
    await page.getByRole('link', { name: 'Produtos' }).click();
    await page.waitForURL('**/admin/login');
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.adminFlag)).toBeNull();
  }, 60_000);
});
