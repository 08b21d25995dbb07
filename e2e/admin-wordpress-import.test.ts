/**
 * "Importar do WordPress" in the browser (issue 28 item 8): an administrator uploads a small
 * hand-made export, follows the import and reads the report (counts, items, warnings in Portuguese,
 * the old addresses redirected); a file that is not XML is refused with a message naming it.
 */
import { expect, it } from 'vitest';
import { testExport } from '../shared/import/wordpress/test-export';
import { createTestAdmin } from '../api/auth/testing';
import { loggedInPage, waitForHeading } from './admin-helpers';
import { describeSite } from './test-site';

const EXPORT = testExport(
  [
    { id: 9101, title: 'Melhores cafeteiras importadas', slug: 'cafeteiras-importadas-wp', content: '<p>Texto do WordPress.</p>\n\n[amazon box="B0CAFE0001"]\n\n[amazon bestseller="cafeteira" items="3"]', date: '2022-02-03 10:00:00' },
    { id: 9102, title: 'Sobre o site antigo', slug: 'sobre-site-antigo-wp', type: 'page', content: 'Página antiga. [contact-form-7 id="1"]', link: 'https://old.example/sobre-site-antigo-wp/' },
  ],
);

describeSite('WordPress import screen', (suite) => {
  it('uploads an export, shows progress then the report, and refuses a file that is not XML', async () => {
    const admin = await createTestAdmin(suite.site().db, { role: 'administrator' });
    const page = await loggedInPage(suite, admin);
    await page.goto('/admin/import-wordpress');
    await waitForHeading(page, /Importar do WordPress/);

    // Not XML: refused, the message names the file, nothing imported.
    await page.getByLabel('Arquivo da exportação (WXR)').setInputFiles({ name: 'planilha.xml', mimeType: 'text/xml', buffer: Buffer.from('nome;preço\ncafeteira;100') });
    await page.getByRole('button', { name: 'Importar', exact: true }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('"planilha.xml" não é um arquivo XML');

    await page.getByLabel('Arquivo da exportação (WXR)').setInputFiles({ name: 'meu-blog.xml', mimeType: 'text/xml', buffer: Buffer.from(EXPORT) });
    await page.getByLabel('Região dos itens').selectOption('br');
    await page.getByRole('button', { name: 'Importar', exact: true }).click();
    const report = page.getByRole('region', { name: 'Relatório da importação' });
    await report.waitFor({ timeout: 30_000 });
    expect(await page.locator('[data-status]').textContent()).toBe('Concluída');
    expect(await page.locator('[data-count="Criados"]').textContent()).toBe('2');
    expect(await page.locator('[data-count="Produtos criados"]').textContent()).toBe('1');
    const items = await page.getByRole('table', { name: 'Itens importados' }).textContent();
    expect(items).toContain('Melhores cafeteiras importadas');
    expect(items).toContain('/br/cafeteiras-importadas-wp');
    const warnings = await page.getByRole('list', { name: 'Avisos' }).textContent();
    expect(warnings).toContain('Shortcode [contact-form-7] mantido como texto');
    const redirects = await page.getByRole('table', { name: 'Redirecionamentos' }).textContent();
    expect(redirects).toContain('/?p=9101');
    expect(redirects).toContain('/2022/02/cafeteiras-importadas-wp');
    expect(await page.getByRole('table', { name: 'Importações recentes' }).textContent()).toContain('meu-blog.xml');

    const post = await suite.site().db.kysely.selectFrom('posts').select(['title', 'content', 'status']).where('slug', '=', 'cafeteiras-importadas-wp').executeTakeFirstOrThrow();
    expect(post).toMatchObject({ title: 'Melhores cafeteiras importadas', status: 'published' });
    expect(post.content).toContain('::bestsellers{keywords="cafeteira" count="3"}');
  }, 240_000);
});
