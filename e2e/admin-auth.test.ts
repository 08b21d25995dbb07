/**
 * Admin login, the SPEC §5/§8 toasts, the auth guard and logout, in Chromium against the built
 * site and the real API (issue 4: "Done when", Playwright part).
 */
import { expect, it } from 'vitest';
import { STORAGE_KEYS } from '../shared/constants';
import { ADMIN_PATHS, bodyEditor, DASHBOARD_HEADING, newAdmin, toastText, waitForHeading } from './admin-helpers';
import { describeSite } from './test-site';

const LOGIN_URL = /\/admin\/login(\?.*)?$/;

describeSite('admin login, guard and logout', (suite) => {
  it('the login screen is a main landmark and follows a system asking for dark (issue 24)', async () => {
    const page = await suite.newPage('/admin/login', { colorScheme: 'dark' });
    await page.getByRole('main').getByRole('heading', { name: 'Entrar no painel' }).waitFor();
    const luminance = (css: string) => {
      const [r, g, b] = (css.match(/\d+(\.\d+)?/g) ?? []).map(Number);
      return (0.2126 * r! + 0.7152 * g! + 0.0722 * b!) / 255;
    };
    const colors = await page.evaluate(() => ({
      page: getComputedStyle(document.querySelector('main')!).backgroundColor,
      card: getComputedStyle(document.querySelector('.login-card')!).backgroundColor,
      text: getComputedStyle(document.querySelector('.login-card h1')!).color,
      input: getComputedStyle(document.querySelector('input[name="identifier"]')!).backgroundColor,
    }));
    expect(luminance(colors.page), colors.page).toBeLessThan(0.2);
    expect(luminance(colors.card), colors.card).toBeLessThan(0.2);
    expect(luminance(colors.input), colors.input).toBeLessThan(0.2);
    expect(luminance(colors.text), colors.text).toBeGreaterThan(0.8);
    // Light when the system asks for light.
    const light = await suite.newPage('/admin/login', { colorScheme: 'light' });
    await light.getByRole('main').waitFor();
    expect(luminance(await light.evaluate(() => getComputedStyle(document.querySelector('.login-card')!).backgroundColor))).toBeGreaterThan(0.9);
  }, 120_000);

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
    await waitForHeading(page, DASHBOARD_HEADING);
    expect(new URL(page.url()).pathname).toBe('/admin');
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.adminFlag)).toBe('true');
  }, 60_000);

  it('shows the spinner, then sends a visitor without a session from every admin route to /admin/login', async () => {
    const context = await suite.newContext();
    const page = await context.newPage();
    for (const path of ADMIN_PATHS) {
      await page.goto(path);
      await page.waitForURL(LOGIN_URL);
      await page.getByRole('button', { name: 'Entrar' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/admin/login');
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
    await waitForHeading(page, DASHBOARD_HEADING);

    await page.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL(LOGIN_URL);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/admin/login');
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.adminFlag)).toBeNull();
    expect((await page.request.get('/api/admin/me')).status()).toBe(401);

    for (const path of ADMIN_PATHS) {
      await page.goto(path);
      await page.waitForURL(LOGIN_URL);
      expect(new URL(page.url()).pathname).toBe('/admin/login');
    }
    // /{locale}/admin… is the same admin (DESIGN §5), so it ends at the login page too.
    await page.goto('/br/admin/products');
    await page.waitForURL(LOGIN_URL);
  }, 90_000);

  it('on a 401 while editing, goes to the login page and back, and offers the unsaved text again', async () => {
    const admin = await newAdmin(suite);
    const post = await suite.site().db.kysely.selectFrom('posts').select(['id', 'content']).where('locale', '=', 'br').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const page = await suite.newPage(`/admin/login?next=/admin/edit/${post.id}`);
    await page.getByLabel('Usuário ou e-mail').fill(admin.username);
    await page.getByLabel('Senha').fill(admin.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(`**/admin/edit/${post.id}`);
    const typed = `${post.content}\n\nParágrafo escrito antes de a sessão expirar.`;
    await bodyEditor(page).fill(typed);

    // The server forgets every session (as a password change elsewhere would), then the editor saves.
    await suite.site().db.kysely.deleteFrom('sessions').execute();
    // A poll of the editor (a build still running from an earlier save) may meet the 401 first and leave
    // for the login page before the click lands; either way the editor must end there with the text kept.
    const toLogin = page.waitForURL(LOGIN_URL);
    await Promise.race([page.getByRole('button', { name: 'Salvar', exact: true }).click({ timeout: 10_000 }).catch(() => undefined), toLogin]);
    await toLogin;
    expect(new URL(page.url()).searchParams.get('next')).toBe(`/admin/edit/${post.id}`);
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.adminFlag)).toBeNull();

    await page.getByLabel('Usuário ou e-mail').fill(admin.username);
    await page.getByLabel('Senha').fill(admin.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(`**/admin/edit/${post.id}`);
    await page.getByRole('button', { name: 'Restaurar alterações' }).click();
    expect(await bodyEditor(page).value()).toBe(typed);
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await page.locator('.toast', { hasText: 'Post salvo' }).waitFor();
    const row = await suite.site().db.kysely.selectFrom('posts').select('content').where('id', '=', post.id).executeTakeFirstOrThrow();
    expect(row.content).toBe(typed);
  }, 90_000);
});
