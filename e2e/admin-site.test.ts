/**
 * The rest of the admin in Chromium: site name and its audit entry, region settings with a field
 * error, the contact inbox, deleting with confirmation, a server refusal mapped to its field, the
 * F8 toast region, and the admin code staying out of public pages.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';
import { bodyEditor, loggedInPage, newAdmin, toastText, waitForHeading } from './admin-helpers';
import { describeSite } from './test-site';

/** Every HTML file under `dir`. */
function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

describeSite('admin site settings, inbox, audit and feedback', (suite) => {
  const db = () => suite.site().db.kysely;

  it('renames the site, and the audit log shows who changed it with the before/after values', async () => {
    const admin = await newAdmin(suite);
    const page = await loggedInPage(suite, admin);
    await page.goto('/admin/settings');
    await waitForHeading(page, 'Configurações');
    const field = page.getByRole('textbox', { name: 'Nome do site' });
    const before = await field.inputValue();
    await field.fill('');
    await page.getByRole('button', { name: 'Salvar' }).click();
    // The shared schema refuses an empty site name before anything is sent.
    await page.locator('[data-field="value"] .field-error').waitFor();
    expect((await db().selectFrom('settings').select('value').where('key', '=', 'site_name').executeTakeFirst())?.value ?? before).toBe(before);

    await field.fill('Guia de Compras');
    await page.getByRole('button', { name: 'Salvar' }).click();
    expect(await toastText(page)).toBe('Nome do site salvo');
    expect((await db().selectFrom('settings').select('value').where('key', '=', 'site_name').executeTakeFirstOrThrow()).value).toBe('Guia de Compras');

    await page.getByRole('link', { name: 'Auditoria' }).click();
    await waitForHeading(page, 'Auditoria');
    await page.getByLabel('Tipo de item').selectOption('setting');
    const row = page.locator('tbody tr').filter({ hasText: admin.username }).first();
    await row.waitFor();
    await row.getByRole('button', { name: 'Ver mudanças' }).click();
    const diff = page.locator('.diff-table').first();
    expect(await diff.locator('.diff-after').filter({ hasText: 'Guia de Compras' }).count()).toBe(1);
  }, 90_000);

  it('edits a region: a malformed retailer domain is named on its field, a valid affiliate id is saved', async () => {
    const page = await loggedInPage(suite);
    await page.goto('/admin/locales');
    await waitForHeading(page, 'Regiões');
    const mx = page.getByRole('form', { name: 'Região mx' });
    await mx.getByLabel('Domínio do varejista').fill('https://amazon.com.mx/');
    await mx.getByRole('button', { name: 'Salvar' }).click();
    expect(await mx.locator('[data-field="amazonDomain"] .field-error').innerText()).toBe('Domínio do varejista: deve ser um nome de host como amazon.com.br (sem protocolo, sem caminho)');
    await mx.getByLabel('Domínio do varejista').fill('amazon.com.mx');
    await mx.getByLabel('ID de afiliado').fill('guia-mx-20');
    await mx.getByRole('button', { name: 'Salvar' }).click();
    await page.locator('.toast', { hasText: 'Região mx salva' }).waitFor();
    const row = await db().selectFrom('locale_configs').selectAll().where('locale', '=', 'mx').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ amazon_domain: 'amazon.com.mx', affiliate_id: 'guia-mx-20' });
  }, 90_000);

  it('reads contact messages (opening marks them read) and deletes one after confirmation', async () => {
    const { id } = await db()
      .insertInto('contact_messages')
      .values({ locale: 'br', name: 'Maria Souza', email: 'maria@example.com', subject: 'Dúvida sobre garantia', message: 'O fone tem garantia no Brasil?', ip: null, read_at: null, created_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const page = await loggedInPage(suite);
    await page.goto('/admin/contact');
    await waitForHeading(page, 'Mensagens de contato');
    await page.getByRole('button', { name: /Maria Souza/ }).click();
    await page.getByText('O fone tem garantia no Brasil?').waitFor();
    await expect.poll(async () => (await db().selectFrom('contact_messages').select('read_at').where('id', '=', id).executeTakeFirstOrThrow()).read_at).not.toBeNull();

    await page.getByRole('button', { name: 'Excluir' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirmar exclusão' });
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    expect(await db().selectFrom('contact_messages').select('id').where('id', '=', id).executeTakeFirst()).toBeDefined();
    await page.getByRole('button', { name: 'Excluir' }).click();
    await dialog.getByRole('button', { name: 'Excluir' }).click();
    await page.locator('.toast', { hasText: 'Excluído' }).waitFor();
    expect(await db().selectFrom('contact_messages').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
  }, 90_000);

  it("shows the server's refusal of a taken slug on the slug field, keeping everything typed", async () => {
    const taken = await db().selectFrom('posts').select('slug').where('locale', '=', 'br').orderBy('id').executeTakeFirstOrThrow();
    const page = await loggedInPage(suite);
    await page.goto('/admin/posts/new');
    await waitForHeading(page, 'Novo post');
    await page.getByLabel('Título', { exact: true }).fill('Um post com slug repetido');
    await page.getByLabel('Slug').fill(taken.slug);
    await bodyEditor(page).fill('Texto que não pode se perder.');
    await page.getByRole('button', { name: 'Criar post' }).click();
    const error = page.locator('[data-field="slug"] .field-error');
    await error.waitFor();
    expect(await error.innerText()).toContain(taken.slug);
    expect(await toastText(page)).toMatch(/\(409\)/);
    expect(await bodyEditor(page).value()).toBe('Texto que não pode se perder.');
    expect(new URL(page.url()).pathname).toBe('/admin/posts/new');
  }, 90_000);

  it('deletes a post only after confirmation', async () => {
    const post = await db().selectFrom('posts').select(['id', 'title']).where('locale', '=', 'mx').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const page = await loggedInPage(suite);
    await page.goto(`/admin/edit-post/${post.id}`);
    await waitForHeading(page, /Editar post/);
    await page.getByRole('button', { name: 'Excluir' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirmar exclusão' });
    expect(await dialog.innerText()).toContain(post.title);
    await dialog.getByRole('button', { name: 'Excluir' }).click();
    await page.waitForURL(/\/admin\/posts$/);
    expect(await db().selectFrom('posts').select('id').where('id', '=', post.id).executeTakeFirst()).toBeUndefined();
  }, 90_000);

  it('F8 moves focus to the notification region (SPEC §9)', async () => {
    const page = await suite.newPage('/admin/login');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await toastText(page);
    await page.keyboard.press('F8');
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('.toast-viewport')))).toBe(true);
  }, 60_000);

  it('keeps the admin app out of public pages: only the admin shell loads it, and it is noindex', () => {
    const dist = suite.site().distDir;
    const shell = readFileSync(join(dist, 'admin/index.html'), 'utf8');
    const appUrl = /component-url="([^"]+)"/.exec(shell)?.[1];
    expect(appUrl).toMatch(/^\/_astro\/App\./);
    expect(shell).toContain('<meta name="robots" content="noindex, nofollow">');
    const leaking = htmlFiles(dist)
      .filter((file) => relative(dist, file) !== join('admin', 'index.html'))
      .filter((file) => readFileSync(file, 'utf8').includes(appUrl!));
    expect(leaking).toEqual([]);
  });
});
