/**
 * Two editors on one item (issue 24 §1, issue 26 §4), as they see it in Chromium: the second to
 * save gets the conflict panel, whose primary button combines the versions three ways: a field only
 * the first editor changed comes from the server (it is never reverted), a field only the second
 * changed is kept, and a field both changed is shown side by side with the word diff and chosen
 * per field. And while both have the item open, each sees the other named in a banner.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { bodyEditor, loggedInPage, newAdmin, toastText, waitForHeading } from './admin-helpers';
import { describeSite } from './test-site';

describeSite('two editors on one item: merge and presence', (suite) => {
  const db = () => suite.site().db.kysely;
  const brPost = (offset: number) => db().selectFrom('posts').selectAll().where('locale', '=', 'br').orderBy('id').offset(offset).limit(1).executeTakeFirstOrThrow();

  async function twoEditors(path: string, heading: RegExp): Promise<[Page, Page, string, string]> {
    const [alice, bob] = await Promise.all([newAdmin(suite), newAdmin(suite)]);
    const [pageA, pageB] = await Promise.all([loggedInPage(suite, alice), loggedInPage(suite, bob)]);
    // The machine is shared: give a busy moment room rather than failing on a slow paint.
    for (const page of [pageA, pageB]) page.setDefaultTimeout(90_000);
    await Promise.all([pageA.goto(path), pageB.goto(path)]);
    await Promise.all([waitForHeading(pageA, heading), waitForHeading(pageB, heading)]);
    return [pageA, pageB, alice.username, bob.username];
  }

  const save = (page: Page) => page.getByRole('button', { name: 'Salvar', exact: true }).click();
  const conflictPanel = async (page: Page) => {
    const panel = page.getByRole('alert').filter({ hasText: 'Conflito de edição' }).first();
    await panel.waitFor();
    return panel;
  };
  const row = (page: Page, key: string) => page.locator(`[data-conflict-field="${key}"]`);

  it('keeps the title only the other editor changed when the second keeps the body they changed', async () => {
    const post = await brPost(0);
    const [pageA, pageB] = await twoEditors(`/admin/edit/${post.id}`, /Editar post/);
    const aliceTitle = 'Título que só a Alice mudou';
    const bobBody = 'Corpo que só o Bob reescreveu, no formulário antigo.';

    await pageA.getByLabel('Título', { exact: true }).fill(aliceTitle);
    await save(pageA);
    expect(await toastText(pageA)).toBe('Post salvo');

    await bodyEditor(pageB).fill(bobBody);
    await save(pageB);
    await conflictPanel(pageB);
    // Whose change is whose: the title is the other person's, and the panel does not call the
    // untouched old title "your version".
    const title = row(pageB, 'title');
    expect(await title.getAttribute('data-origin')).toBe('theirs');
    expect(await title.locator('th').innerText()).toContain('Alterado pela outra pessoa');
    expect(await title.locator('[data-side="mine"]').innerText()).toBe('Sem alteração sua');
    expect(await title.locator('[data-side="theirs"]').innerText()).toBe(aliceTitle);
    expect(await title.innerText()).toContain('Fica a versão do servidor.');
    const content = row(pageB, 'content');
    expect(await content.getAttribute('data-origin')).toBe('mine');
    expect(await content.locator('th').innerText()).toContain('Alterado por você');
    expect(await content.locator('[data-side="theirs"]').innerText()).toBe('Sem alteração da outra pessoa');
    expect(await pageB.locator('.conflict input[type="radio"]').count()).toBe(0);

    await pageB.getByRole('button', { name: 'Manter minhas alterações' }).click();
    // The form now holds Alice's title and Bob's body, on the server's version.
    await expect.poll(() => pageB.getByLabel('Título', { exact: true }).inputValue()).toBe(aliceTitle);
    expect(await bodyEditor(pageB).value()).toBe(bobBody);
    const put = pageB.waitForRequest((req) => req.method() === 'PUT' && req.url().endsWith(`/api/admin/posts/${post.id}`));
    await save(pageB);
    // The server's version with the merged fields, and the version the merge started from, so the
    // server can check that nothing Alice saved is undone.
    expect((await put).postDataJSON()).toMatchObject({ title: aliceTitle, content: bobBody, version: post.version + 1, baseVersion: post.version });
    await pageB.locator('.toast', { hasText: 'Post salvo' }).waitFor();

    const stored = await db().selectFrom('posts').selectAll().where('id', '=', post.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ title: aliceTitle, content: bobBody, version: post.version + 2 });
    // And both editors see both changes once they read the item again.
    for (const page of [pageA, pageB]) {
      await page.reload();
      await waitForHeading(page, /Editar post/);
      expect(await page.getByLabel('Título', { exact: true }).inputValue()).toBe(aliceTitle);
      expect(await bodyEditor(page).value()).toBe(bobBody);
    }
  }, 400_000);

  it('shows a field both changed side by side with the word diff and stores the version chosen for it', async () => {
    const post = await brPost(1);
    const [pageA, pageB] = await twoEditors(`/admin/edit/${post.id}`, /Editar post/);
    const aliceBody = 'Versão revista pela Alice do corpo do post.';
    const aliceExcerpt = 'Resumo novo da Alice';
    const bobTitle = 'Título novo do Bob';

    await bodyEditor(pageA).fill(aliceBody);
    await pageA.getByLabel('Resumo').fill(aliceExcerpt);
    await save(pageA);
    expect(await toastText(pageA)).toBe('Post salvo');

    await pageB.getByLabel('Título', { exact: true }).fill(bobTitle);
    await bodyEditor(pageB).fill('Versão do Bob do corpo do post.');
    await save(pageB);
    await conflictPanel(pageB);
    const content = row(pageB, 'content');
    expect(await content.getAttribute('data-origin')).toBe('both');
    expect(await content.locator('th').innerText()).toContain('Alterado pelas duas pessoas');
    // Side by side, each side's change highlighted against the text both started from.
    expect((await content.locator('[data-side="theirs"] ins').allInnerTexts()).join('')).toContain('Alice');
    expect((await content.locator('[data-side="mine"] ins').allInnerTexts()).join('')).toContain('Bob');
    expect(await content.locator('[data-side="theirs"] del').count()).toBeGreaterThan(0);
    expect(await row(pageB, 'excerpt').getAttribute('data-origin')).toBe('theirs');
    expect(await row(pageB, 'title').getAttribute('data-origin')).toBe('mine');
    // Nothing is combined until the field both changed has a choice.
    const keep = pageB.getByRole('button', { name: 'Manter minhas alterações' });
    expect(await keep.isDisabled()).toBe(true);
    await content.getByLabel('Versão do servidor').check();
    expect(await keep.isDisabled()).toBe(false);
    await keep.click();

    await expect.poll(() => bodyEditor(pageB).value()).toBe(aliceBody);
    expect(await pageB.getByLabel('Resumo').inputValue()).toBe(aliceExcerpt);
    expect(await pageB.getByLabel('Título', { exact: true }).inputValue()).toBe(bobTitle);
    await save(pageB);
    await pageB.locator('.toast', { hasText: 'Post salvo' }).waitFor();
    const stored = await db().selectFrom('posts').selectAll().where('id', '=', post.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ title: bobTitle, excerpt: aliceExcerpt, content: aliceBody, version: post.version + 2 });
  }, 400_000);

  it('merges a product the same way: the price only the other editor changed survives the title change', async () => {
    const product = await db().selectFrom('products').selectAll().where('locale', '=', 'br').orderBy('id').offset(2).limit(1).executeTakeFirstOrThrow();
    const [pageA, pageB] = await twoEditors(`/admin/edit-product/${product.id}`, /Editar produto/);
    await pageA.getByLabel('Preço', { exact: true }).fill('777,00');
    await save(pageA);
    expect(await toastText(pageA)).toBe('Produto salvo');
    const afterAlice = await db().selectFrom('products').selectAll().where('id', '=', product.id).executeTakeFirstOrThrow();
    expect(afterAlice.price_cents).toBe(77700);

    const bobTitle = 'Título do produto pelo Bob';
    await pageB.getByLabel('Título', { exact: true }).fill(bobTitle);
    await save(pageB);
    await conflictPanel(pageB);
    expect(await row(pageB, 'priceCents').getAttribute('data-origin')).toBe('theirs');
    expect(await row(pageB, 'title').getAttribute('data-origin')).toBe('mine');
    await pageB.getByRole('button', { name: 'Manter minhas alterações' }).click();
    await expect.poll(() => pageB.getByLabel('Preço', { exact: true }).inputValue()).toMatch(/^777/);
    await save(pageB);
    await pageB.locator('.toast', { hasText: 'Produto salvo' }).waitFor();

    const stored = await db().selectFrom('products').selectAll().where('id', '=', product.id).executeTakeFirstOrThrow();
    // Alice's price and its time stay; Bob's title is added on top.
    expect(stored).toMatchObject({ title: bobTitle, price_cents: 77700, price_updated_at: afterAlice.price_updated_at, version: product.version + 2 });
  }, 400_000);

  it('shows each of two editors of the same post who else is editing it, and stops when one leaves', async () => {
    const post = await brPost(2);
    const [pageA, pageB, alice, bob] = await twoEditors(`/admin/edit/${post.id}`, /Editar post/);
    const banner = (page: Page) => page.locator('.presence-banner strong');
    const bannerText = (page: Page) => banner(page).innerText({ timeout: 1000 }).catch(() => '');
    // The second to open sees the first at once; the first sees the second at its next heartbeat.
    await expect.poll(() => bannerText(pageB), { timeout: 30_000, interval: 500 }).toBe(`Também editando: ${alice}`);
    await expect.poll(() => bannerText(pageA), { timeout: 30_000, interval: 500 }).toBe(`Também editando: ${bob}`);

    // Bob goes to another screen: Alice stops seeing him (the leave is sent as he goes).
    await pageB.goto('/admin/products');
    await waitForHeading(pageB, /Produtos/);
    await expect.poll(async () => banner(pageA).count(), { timeout: 30_000, interval: 500 }).toBe(0);
  }, 300_000);
});
