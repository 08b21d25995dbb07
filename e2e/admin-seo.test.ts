/**
 * Per-page SEO in the admin (issue 16 item 3), in the browser: an editor types an SEO title and a
 * meta description and sees the length counters and the search-result preview follow; a title
 * over the limit is marked and refused on its field, and a valid one is saved with noindex.
 */
import { expect, it } from 'vitest';
import { SEO_LIMITS } from '../shared/schemas/seo';
import { loggedInPage, toastText, waitForHeading } from './admin-helpers';
import { describeSite } from './test-site';

describeSite('per-page SEO in the admin', (suite) => {
  it('type an SEO title and description: the counters and the search-result preview update; too long is refused; saved with noindex', async () => {
    const db = suite.site().db.kysely;
    const post = await db.selectFrom('posts').select(['id', 'slug', 'version']).where('locale', '=', 'br').where('status', '=', 'published').orderBy('id').executeTakeFirstOrThrow();
    const page = await loggedInPage(suite);
    await page.goto(`/admin/edit-post/${post.id}`);
    await waitForHeading(page, /Editar post/);

    const titleCounter = page.locator('[data-field="seoTitle"] [data-testid="char-counter"]');
    const descriptionCounter = page.locator('[data-field="seoDescription"] [data-testid="char-counter"]');
    const previewTitle = page.getByTestId('search-preview-title');
    const previewDescription = page.getByTestId('search-preview-description');
    // Empty fields: the preview shows the page's defaults, the post's address, and the counters 0.
    expect(await titleCounter.innerText()).toBe(`0/${SEO_LIMITS.title}`);
    const defaultTitle = await previewTitle.innerText();
    expect(defaultTitle.length).toBeGreaterThan(0);
    expect(await page.getByTestId('search-preview-url').innerText()).toMatch(new RegExp(`/br/${post.slug}$`));
    await expect.poll(() => previewDescription.innerText()).toMatch(/^Avaliamos e encontramos ofertas para /);

    const seoTitle = 'Guia dos fones: os 7 melhores de 2026';
    await page.getByLabel('Título SEO').fill(seoTitle);
    expect(await titleCounter.innerText()).toBe(`${seoTitle.length}/${SEO_LIMITS.title}`);
    expect(await previewTitle.innerText()).toBe(seoTitle);
    const description = 'Testamos fones por três meses: veja os melhores para cada bolso.';
    await page.getByLabel('Meta descrição').fill(description);
    expect(await descriptionCounter.innerText()).toBe(`${description.length}/${SEO_LIMITS.description}`);
    expect(await previewDescription.innerText()).toBe(description);

    // Over the limit: the counter says by how much, the preview cuts as a search engine would,
    // and saving is refused on the field with nothing written.
    const tooLong = `${seoTitle} — comparativo completo com preços e análise`;
    expect(tooLong.length).toBeGreaterThan(SEO_LIMITS.title);
    await page.getByLabel('Título SEO').fill(tooLong);
    expect(await titleCounter.innerText()).toBe(`${tooLong.length}/${SEO_LIMITS.title} (${tooLong.length - SEO_LIMITS.title} a mais)`);
    expect(await titleCounter.getAttribute('class')).toContain('char-counter-over');
    expect(await previewTitle.innerText()).toMatch(/ …$/);
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    const error = page.locator('[data-field="seoTitle"] .field-error');
    await error.waitFor();
    expect(await error.innerText()).toBe(`Título SEO: longo demais: no máximo ${SEO_LIMITS.title} caracteres`);
    expect((await db.selectFrom('posts').select('version').where('id', '=', post.id).executeTakeFirstOrThrow()).version).toBe(post.version);

    await page.getByLabel('Título SEO').fill(seoTitle);
    await page.getByLabel(/Não indexar/).check();
    const saved = page.waitForResponse((res) => res.request().method() === 'PUT' && res.url().endsWith(`/api/admin/posts/${post.id}`));
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    expect((await saved).status()).toBe(200);
    expect(await toastText(page)).toBe('Post salvo');
    const row = await db.selectFrom('posts').select(['seo_title', 'seo_description', 'noindex']).where('id', '=', post.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ seo_title: seoTitle, seo_description: description, noindex: 1 });
  }, 240_000);
});
