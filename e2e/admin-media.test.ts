/**
 * The media library in the browser (issue 14): an editor uploads a PNG (and a text file posing as a
 * JPEG, refused with the server's reason), sees its thumbnail, writes alt text, picks the image for
 * a post through the picker (which asks for the post language's alt text first), saves the post,
 * and is refused the image's deletion with the post named.
 */
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { loggedInPage, toastText, waitForHeading } from './admin-helpers';
import { describeSite } from './test-site';

/** A PNG of a colour no other test uploads (the library is content-addressed). */
function uniquePng(): Promise<Buffer> {
  const n = Date.now() % 0xffffff;
  return sharp({ create: { width: 800, height: 600, channels: 3, background: { r: n & 0xff, g: (n >> 8) & 0xff, b: (n >> 16) & 0xff } } })
    .png()
    .toBuffer();
}

describeSite('media library in the admin', (suite) => {
  it('upload, thumbnail, alt text, pick in a post through the picker, save, and delete refused naming the post', async () => {
    const db = suite.site().db.kysely;
    const post = await db.selectFrom('posts').select(['id', 'title']).where('locale', '=', 'br').orderBy('id').limit(1).executeTakeFirstOrThrow();
    const page = await loggedInPage(suite);

    await page.goto('/admin/media');
    await waitForHeading(page, 'Mídia');
    const input = page.getByLabel('Escolher imagens para enviar');
    await input.setInputFiles([
      { name: 'teste-e2e.png', mimeType: 'image/png', buffer: await uniquePng() },
      { name: 'nao-e-imagem.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('isto é um texto, não uma imagem') },
    ]);
    const done = page.locator('li[data-file="teste-e2e.png"]');
    await done.getByRole('status').filter({ hasText: 'Enviada' }).waitFor();
    const refused = page.locator('li[data-file="nao-e-imagem.jpg"]').getByRole('alert');
    await refused.waitFor();
    expect(await refused.innerText()).toMatch(/\(4\d\d\):/);

    // The new image is in the grid with a thumbnail that loaded, sized by width/height.
    const card = page.getByRole('link', { name: 'Abrir teste-e2e.png' });
    await card.waitFor();
    const thumb = card.locator('img');
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await thumb.getAttribute('width')).toBe('160');
    expect(await thumb.getAttribute('height')).toBe('120');
    expect(await card.innerText()).toContain('Sem alt: br, it, mx, es, us');

    // Alt text in Italian on the image's screen; Portuguese is still missing.
    await card.click();
    await waitForHeading(page, 'teste-e2e.png');
    const mediaId = Number(new URL(page.url()).pathname.split('/').pop());
    await page.locator('[data-alt-locale="it"] input').fill('Un quadrato colorato');
    await page.getByRole('button', { name: 'Salvar textos alternativos' }).click();
    expect(await toastText(page)).toContain('Textos alternativos salvos');
    await page.locator('[data-alt-locale="br"] .badge', { hasText: 'falta' }).waitFor();

    // The post form's picker: the image lacks Portuguese alt text, so the picker asks for it first.
    await page.goto(`/admin/edit-post/${post.id}`);
    await waitForHeading(page, /Editar post/);
    await page.getByRole('button', { name: 'Escolher da biblioteca' }).click();
    const picker = page.getByRole('dialog', { name: 'Escolher imagem' });
    await picker.getByRole('searchbox', { name: 'Buscar na biblioteca' }).fill('teste-e2e');
    await picker.getByRole('button', { name: 'Escolher teste-e2e.png' }).click();
    expect(await picker.getByRole('status').filter({ hasText: 'não tem texto alternativo' }).innerText()).toContain('Brasil (br)');
    await picker.locator('[data-alt-locale="br"] input').fill('Um quadrado colorido');
    const altSaved = page.waitForResponse((res) => res.request().method() === 'PUT' && res.url().endsWith(`/api/admin/media/${mediaId}`));
    await picker.getByRole('button', { name: 'Salvar texto e usar imagem' }).click();
    expect((await altSaved).status()).toBe(200);
    await picker.waitFor({ state: 'hidden' });
    const item = (await (await page.request.get(`/api/admin/media/${mediaId}`)).json()) as { imageUrl: string; alt: Record<string, string> };
    expect(item.alt).toMatchObject({ br: 'Um quadrado colorido', it: 'Un quadrato colorato' });
    expect(await page.getByLabel('Imagem', { exact: true }).inputValue()).toBe(item.imageUrl);
    const preview = page.locator('img[data-image-preview]');
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await preview.getAttribute('alt')).toBe('Um quadrado colorido');

    const saved = page.waitForResponse((res) => res.request().method() === 'PUT' && res.url().endsWith(`/api/admin/posts/${post.id}`));
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    expect((await saved).status()).toBe(200);
    const row = await db.selectFrom('posts').select('image_url').where('id', '=', post.id).executeTakeFirstOrThrow();
    expect(row.image_url).toBe(item.imageUrl);

    // Deleting the image is refused while the post shows it, and the post is named.
    await page.goto(`/admin/media/${mediaId}`);
    await waitForHeading(page, 'teste-e2e.png');
    await page.getByRole('button', { name: 'Excluir imagem' }).click();
    const deleted = page.waitForResponse((res) => res.request().method() === 'DELETE' && res.url().endsWith(`/api/admin/media/${mediaId}`));
    await page.getByRole('dialog', { name: 'Confirmar exclusão' }).getByRole('button', { name: 'Excluir' }).click();
    expect((await deleted).status()).toBe(409);
    const inUse = page.locator('.media-in-use');
    await inUse.waitFor();
    expect(await inUse.innerText()).toContain(`Post: ${post.title}`);
    expect(await inUse.getByRole('link', { name: `Post: ${post.title}` }).getAttribute('href')).toBe(`/admin/edit/${post.id}`);
    expect((await page.request.get(`/api/admin/media/${mediaId}`)).status()).toBe(200);
  }, 240_000);
});
