/**
 * Content management in Chromium against the built site and the real API: a post with date
 * placeholders created and published through the editor and its live preview, a product edited,
 * and two editors saving the same post (the second sees the conflict, keeps their text and the
 * first editor's title; the full merge is e2e/admin-conflict-merge.test.ts).
 */
import { expect, it } from 'vitest';
import { applyTitlePlaceholders } from '../shared/format/title';
import { bodyEditor, loggedInPage, previewBody, toastText, waitForHeading } from './admin-helpers';
import { describeSite } from './test-site';

describeSite('admin content management', (suite) => {
  const db = () => suite.site().db.kysely;

  it('creates and publishes a post whose title uses {month} and {year}; the preview shows them filled in', async () => {
    const page = await loggedInPage(suite);
    await page.goto('/admin/posts');
    await waitForHeading(page, 'Posts');
    await page.getByRole('link', { name: 'Novo post' }).click();
    await waitForHeading(page, 'Novo post');

    const title = 'Os melhores fones de {month} {year}';
    await page.getByLabel('Título', { exact: true }).fill(title);
    // The slug follows the title, without the placeholders and the "de" that led to them.
    expect(await page.getByLabel('Slug').inputValue()).toBe('os-melhores-fones');
    await page.getByLabel('Slug').fill('melhores-fones-do-mes-teste');
    await page.getByLabel('Resumo').fill('Testamos os fones mais vendidos do mês.');
    await bodyEditor(page).fill('## Nossa escolha\n\nO **Fone X** venceu em som e bateria.');
    await page.getByLabel('Status').selectOption('published');
    await page.getByLabel('Categoria').selectOption({ index: 1 });

    const expectedTitle = applyTitlePlaceholders(title, 'br', new Date());
    expect(expectedTitle).not.toContain('{');
    const preview = page.getByRole('region', { name: 'Pré-visualização' });
    await preview.getByRole('heading', { level: 1, name: expectedTitle }).waitFor();
    await previewBody(page).locator('strong', { hasText: 'Fone X' }).waitFor();

    await page.getByRole('button', { name: 'Criar post' }).click();
    await page.waitForURL(/\/admin\/edit\/\d+$/);
    expect(await toastText(page)).toBe('Post criado');
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const row = await db().selectFrom('posts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ title, slug: 'melhores-fones-do-mes-teste', status: 'published', locale: 'br' });
    expect(row.published_at).not.toBeNull();
    expect(row.content).toContain('**Fone X**');
  }, 90_000);

  it('edits a product: price, premium and launch date are saved, with a version bump', async () => {
    const product = await db().selectFrom('products').selectAll().where('locale', '=', 'br').where('premium', '=', 0).orderBy('id').executeTakeFirstOrThrow();
    const page = await loggedInPage(suite);
    await page.goto(`/admin/edit-product/${product.id}`);
    await waitForHeading(page, /Editar produto/);
    expect(await page.getByLabel('ASIN').inputValue()).toBe(product.asin);

    await page.getByLabel('Preço', { exact: true }).fill('1.234,56');
    await page.getByLabel('Seleção premium').check();
    await page.getByLabel('Data de lançamento').fill('2026-12-01');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    expect(await toastText(page)).toBe('Produto salvo');

    const row = await db().selectFrom('products').selectAll().where('id', '=', product.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ price_cents: 123456, premium: 1, launch_date: '2026-12-01', version: product.version + 1 });
    // The product's reviews are listed on the same page.
    await page.getByRole('heading', { name: 'Avaliações deste produto' }).waitFor();
  }, 90_000);

  it('shows the second of two editors what changed and keeps their text; keeping it and saving stores both changes', async () => {
    const post = await db().selectFrom('posts').selectAll().where('locale', '=', 'br').orderBy('id').executeTakeFirstOrThrow();
    const pageA = await loggedInPage(suite);
    const pageB = await loggedInPage(suite);
    await Promise.all([pageA.goto(`/admin/edit/${post.id}`), pageB.goto(`/admin/edit-post/${post.id}`)]);
    await Promise.all([waitForHeading(pageA, /Editar post/), waitForHeading(pageB, /Editar post/)]);

    await pageA.getByLabel('Título', { exact: true }).fill('Título salvo pela Alice');
    await pageA.getByRole('button', { name: 'Salvar', exact: true }).click();
    expect(await toastText(pageA)).toBe('Post salvo');

    const bobText = 'Texto que o Bob escreveu com cuidado e não quer perder.';
    await bodyEditor(pageB).fill(bobText);
    await pageB.getByRole('button', { name: 'Salvar', exact: true }).click();
    const conflict = pageB.getByRole('alert').filter({ hasText: 'Conflito de edição' }).first();
    await conflict.waitFor();
    // Field by field: the server now has Alice's title; Bob's content differs from the server's.
    const titleRow = pageB.locator('[data-conflict-field="title"]');
    expect(await titleRow.innerText()).toContain('Título salvo pela Alice');
    expect(await pageB.locator('[data-conflict-field="content"]').innerText()).toContain(bobText);
    // Nothing typed is lost, and nothing was written.
    expect(await bodyEditor(pageB).value()).toBe(bobText);
    const afterConflict = await db().selectFrom('posts').selectAll().where('id', '=', post.id).executeTakeFirstOrThrow();
    expect(afterConflict).toMatchObject({ title: 'Título salvo pela Alice', content: post.content, version: post.version + 1 });

    await pageB.getByRole('button', { name: 'Manter minhas alterações' }).click();
    await pageB.getByRole('button', { name: 'Salvar', exact: true }).click();
    await pageB.locator('.toast', { hasText: 'Post salvo' }).waitFor();
    const final = await db().selectFrom('posts').selectAll().where('id', '=', post.id).executeTakeFirstOrThrow();
    expect(final).toMatchObject({ title: 'Título salvo pela Alice', content: bobText, version: post.version + 2 });
  }, 120_000);

  it('warns before leaving an edited form, in the app and on reload, and stays when asked to', async () => {
    const post = await db().selectFrom('posts').select(['id', 'title']).where('locale', '=', 'it').orderBy('id').executeTakeFirstOrThrow();
    const page = await loggedInPage(suite);
    await page.goto(`/admin/edit/${post.id}`);
    await waitForHeading(page, /Editar post/);
    await page.getByLabel('Título', { exact: true }).fill('Titolo non ancora salvato');

    const dialogs: string[] = [];
    page.once('dialog', (dialog) => {
      dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    await page.getByRole('link', { name: 'Produtos' }).click();
    await expect.poll(() => dialogs.length).toBe(1);
    expect(dialogs[0]).toBe('confirm: Há alterações não salvas. Sair desta página e descartá-las?');
    expect(new URL(page.url()).pathname).toBe(`/admin/edit/${post.id}`);
    expect(await page.getByLabel('Título', { exact: true }).inputValue()).toBe('Titolo non ancora salvato');

    // The browser's own prompt guards reload and tab close.
    page.once('dialog', (dialog) => {
      dialogs.push(dialog.type());
      void dialog.dismiss();
    });
    // Not page.reload(): it would wait for a load the refused prompt never lets happen.
    await page.evaluate(() => void setTimeout(() => location.reload(), 0));
    await expect.poll(() => dialogs.length).toBe(2);
    expect(dialogs[1]).toBe('beforeunload');

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('link', { name: 'Produtos' }).click();
    await waitForHeading(page, 'Produtos');
    const row = await db().selectFrom('posts').select('title').where('id', '=', post.id).executeTakeFirstOrThrow();
    expect(row.title).toBe(post.title);
  }, 90_000);

  it("edits a product's review from the product page: rating, pros and cons lists", async () => {
    const review = await db().selectFrom('reviews').selectAll().where('locale', '=', 'br').orderBy('id').executeTakeFirstOrThrow();
    const cons = JSON.parse(review.cons) as string[];
    const page = await loggedInPage(suite);
    await page.goto(`/admin/products/edit/${review.product_id}`);
    await page.getByRole('heading', { name: 'Avaliações deste produto' }).waitFor();
    await page.getByRole('link', { name: review.title, exact: true }).click();
    await waitForHeading(page, /Editar avaliação/);

    await page.getByLabel('Nota do editor (0–5)').fill('4,7');
    await page.getByRole('button', { name: 'Adicionar pró' }).click();
    const pros = page.getByRole('group', { name: 'Prós' }).getByRole('textbox');
    await pros.last().fill('Bateria de 30 horas');
    if (cons.length > 0) await page.getByRole('button', { name: 'Remover Contras 1' }).click();
    await page.getByRole('button', { name: 'Salvar avaliação' }).click();
    expect(await toastText(page)).toBe('Avaliação salva');

    const row = await db().selectFrom('reviews').selectAll().where('id', '=', review.id).executeTakeFirstOrThrow();
    expect(row.rating).toBe(4.7);
    expect(JSON.parse(row.pros)).toEqual([...(JSON.parse(review.pros) as string[]), 'Bateria de 30 horas']);
    expect(JSON.parse(row.cons)).toEqual(cons.slice(1));
  }, 90_000);
});
