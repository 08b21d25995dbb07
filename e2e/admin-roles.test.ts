/**
 * Issue 25: the admin app hides what a role cannot do, per role (contributor, author, editor
 * limited to br, administrator), and the administrator's accounts screen hands a new account a
 * set-password link that works once in a real browser. The server's refusals are tested in
 * api/auth/permission-matrix.test.ts; here it is what each person sees.
 */
import { expect, it } from 'vitest';
import { createTestAdmin } from '../api/auth/testing';
import { bodyEditor, DASHBOARD_HEADING, loggedInPage, toastText, waitForHeading } from './admin-helpers';
import { describeSite } from './test-site';

describeSite('admin per role', (suite) => {
  const navLinks = async (page: import('playwright-core').Page) =>
    page.getByRole('navigation', { name: 'Administração' }).getByRole('link').allInnerTexts();

  it('a contributor sees no site settings, cannot pick "Publicado" and sends a post for review', async () => {
    const contributor = await createTestAdmin(suite.site().db, { role: 'contributor' });
    const page = await loggedInPage(suite, contributor);
    await page.goto('/admin/posts');
    await waitForHeading(page, 'Posts');
    const links = await navLinks(page);
    expect(links).toContain('Posts');
    for (const hidden of ['Configurações', 'Contas', 'Auditoria', 'Categorias', 'Mensagens']) expect(links).not.toContain(hidden);

    await page.goto('/admin/posts/new');
    const status = page.getByLabel('Status');
    await status.waitFor();
    expect(await status.locator('option').allInnerTexts()).toEqual(['Rascunho', 'Aguardando revisão']);
    await page.getByLabel('Título', { exact: true }).fill('Fones para correr');
    await bodyEditor(page).fill('Texto do colaborador.');
    await page.getByRole('button', { name: 'Enviar para revisão' }).click();
    expect(await toastText(page)).toContain('Post criado');
    const row = await suite.site().db.kysely.selectFrom('posts').select(['status', 'created_by']).where('title', '=', 'Fones para correr').executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'pending_review', created_by: contributor.id });
  }, 180_000);

  it('an author publishes but sees no accounts, settings or categories', async () => {
    const page = await loggedInPage(suite, await createTestAdmin(suite.site().db, { role: 'author' }));
    await page.goto('/admin/posts/new');
    const status = page.getByLabel('Status');
    await status.waitFor();
    expect(await status.locator('option').allInnerTexts()).toContain('Publicado');
    expect(await page.getByRole('button', { name: 'Enviar para revisão' }).count()).toBe(0);
    const links = await navLinks(page);
    for (const hidden of ['Contas', 'Configurações', 'Categorias', 'Mensagens']) expect(links).not.toContain(hidden);
  }, 180_000);

  it('an editor limited to br sees the review queue, br posts only, and no site-wide screens', async () => {
    const page = await loggedInPage(suite, await createTestAdmin(suite.site().db, { role: 'editor', regions: ['br'] }));
    await page.goto('/admin');
    await waitForHeading(page, DASHBOARD_HEADING);
    await page.locator('[data-review-queue]').waitFor();
    const links = await navLinks(page);
    expect(links).toContain('Mensagens');
    for (const hidden of ['Categorias', 'Configurações', 'Contas', 'Cliques']) expect(links).not.toContain(hidden);
    await page.goto('/admin/posts');
    await waitForHeading(page, 'Posts');
    await page.locator('tbody tr').first().waitFor();
    const locales = await page.locator('tbody tr').allInnerTexts();
    expect(locales.length).toBeGreaterThan(0);
    expect(locales.every((t) => !/\((it|mx)\)|Itália|México/.test(t))).toBe(true);
  }, 180_000);

  it('an administrator creates an account whose one-time link sets its password', async () => {
    const page = await loggedInPage(suite, await createTestAdmin(suite.site().db, { role: 'administrator' }));
    await page.goto('/admin');
    await waitForHeading(page, DASHBOARD_HEADING);
    await page.getByRole('navigation', { name: 'Administração' }).getByRole('link', { name: 'Contas' }).click();
    await waitForHeading(page, 'Contas');
    const form = page.getByRole('form', { name: 'Nova conta' });
    await form.getByLabel('Nome de usuário').fill('giulia');
    await form.getByLabel('E-mail').fill('giulia@example.com');
    await form.getByLabel('Papel').selectOption('editor');
    await form.locator('input[name="new-regions-it"]').check();
    await form.getByRole('button', { name: 'Criar conta' }).click();
    const url = await page.locator('[data-link-url]').innerText();
    expect(url).toMatch(/\/admin\/definir-senha#token=/);
    await page.locator('tr[data-account="giulia"]').waitFor();

    const stranger = await (await suite.newContext()).newPage();
    await stranger.goto(url);
    await stranger.getByLabel('Nova senha').fill('Pitanga-vermelha-88');
    await stranger.getByLabel('Repita a senha').fill('Pitanga-vermelha-88');
    await stranger.getByRole('button', { name: 'Definir senha' }).click();
    await stranger.getByText('Senha definida.').waitFor();
    const login = await stranger.request.post('/api/admin/login', { data: { identifier: 'giulia', password: 'Pitanga-vermelha-88' } });
    expect(login.status()).toBe(200);
    expect((await login.json()).user).toMatchObject({ role: 'editor', regions: ['it'] });
  }, 240_000);
});
