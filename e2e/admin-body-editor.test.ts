/**
 * The body editor (issue 26 item 1) in Chromium at 390 and 1440 px: typing with the toolbar and the
 * shortcuts writes Markdown the preview renders; a library picture goes in with its alt text for
 * the post's locale and the preview shows it; a comparison table shows as a block whose "Editar"
 * reopens the product picker with its products, and the changed table shows whole in the preview
 * (it scrolls sideways inside its own box, every buy button reachable, nothing cut off), at the
 * phone width too.
 */
import sharp from 'sharp';
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { bodyEditor, loggedInPage, previewBody, waitForHeading } from './admin-helpers';
import { describeSite } from './test-site';

const WIDTHS = [390, 1440];

/** A PNG of a colour no other test uploads (the library is content-addressed). */
function uniquePng(seed: number): Promise<Buffer> {
  const n = (Date.now() + seed * 7919) % 0xffffff;
  return sharp({ create: { width: 640, height: 480, channels: 3, background: { r: n & 0xff, g: (n >> 8) & 0xff, b: (n >> 16) & 0xff } } })
    .png()
    .toBuffer();
}

async function newPost(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await page.goto('/admin/posts/new');
  await waitForHeading(page, 'Novo post');
  await bodyEditor(page).surface.waitFor();
}

/** Whether the page scrolls sideways (the editor must never make it). */
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describeSite('the body editor', (suite) => {
  for (const width of WIDTHS) {
    it(`at ${width} px: types with the toolbar and the shortcuts, and the preview renders it`, async () => {
      const page = await loggedInPage(suite);
      await newPost(page, width);
      const body = bodyEditor(page);
      const toolbar = page.getByRole('toolbar', { name: 'Formatação' });

      await body.surface.click();
      await page.keyboard.type('Seção');
      await toolbar.getByRole('button', { name: 'Título de seção' }).click();
      await page.keyboard.press('End');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      await page.keyboard.type('muito bom');
      await page.keyboard.press('Shift+Home');
      await page.keyboard.press('ControlOrMeta+b');
      await page.keyboard.press('End');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      await page.keyboard.press('ControlOrMeta+i');
      await page.keyboard.type('leve');
      await page.keyboard.press('End');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      await page.keyboard.type('loja');
      await page.keyboard.press('Shift+Home');
      await page.keyboard.press('ControlOrMeta+k');
      await page.keyboard.type('https://exemplo.com.br');
      await page.keyboard.press('End');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      await page.keyboard.type('citação');
      await toolbar.getByRole('button', { name: 'Citação' }).click();
      await toolbar.getByRole('button', { name: 'Tabela' }).click();

      const expected = '## Seção\n\n**muito bom**\n\n_leve_\n\n[loja](https://exemplo.com.br)\n\n> citação\n\n| Coluna 1 | Coluna 2 |\n| --- | --- |\n| Texto | Texto |\n\n';
      expect(await body.value()).toBe(expected);

      const preview = previewBody(page);
      await preview.locator('table th', { hasText: 'Coluna 2' }).waitFor();
      expect(await preview.locator('h2').allInnerTexts()).toEqual(['Seção']);
      expect(await preview.locator('strong').allInnerTexts()).toContain('muito bom');
      expect(await preview.locator('em').allInnerTexts()).toContain('leve');
      expect(await preview.locator('a[href="https://exemplo.com.br"]').innerText()).toBe('loja');
      expect(await preview.locator('blockquote').innerText()).toBe('citação');
      expect(await sideways(page)).toBe(0);
    }, 120_000);

    it(`at ${width} px: inserts a library picture with its alt text; the preview shows it`, async () => {
      const page = await loggedInPage(suite);
      const alt = `Quadrado colorido do editor ${width}`;
      const name = `editor-e2e-${width}.png`;
      // A file upload must name the site as its Origin, as the browser's own upload does.
      const uploaded = await page.request.post('/api/admin/media', {
        headers: { Origin: suite.site().url },
        multipart: { file: { name, mimeType: 'image/png', buffer: await uniquePng(width) }, 'alt.br': alt },
      });
      expect(uploaded.status()).toBe(201);
      const item = (await uploaded.json()) as { imageUrl: string };

      await newPost(page, width);
      const body = bodyEditor(page);
      await body.fill('Antes da foto.');
      await page.getByRole('toolbar', { name: 'Formatação' }).getByRole('button', { name: 'Imagem da biblioteca' }).click();
      const picker = page.getByRole('dialog', { name: 'Escolher imagem' });
      await picker.getByRole('searchbox', { name: 'Buscar na biblioteca' }).fill(`editor-e2e-${width}`);
      await picker.getByRole('button', { name: `Escolher ${name}` }).click();
      await picker.getByRole('button', { name: 'Usar esta imagem' }).click();
      await picker.waitFor({ state: 'hidden' });

      expect(await body.value()).toBe(`Antes da foto.\n\n![${alt}](${item.imageUrl})\n\n`);
      const img = previewBody(page).getByRole('img', { name: alt });
      await img.waitFor();
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth), { timeout: 10_000 }).toBeGreaterThan(0);
      // The pipeline's library picture: sized, with its variants, within the page's column.
      expect(await img.getAttribute('srcset')).toContain(item.imageUrl.split('/').slice(0, 3).join('/'));
      expect(await img.evaluate((el) => el.getBoundingClientRect().right <= el.ownerDocument.documentElement.clientWidth + 1)).toBe(true);
      expect(await sideways(page)).toBe(0);
    }, 120_000);

    it(`at ${width} px: a pasted picture is uploaded to the library, asks for its alt text, and goes in`, async () => {
      const page = await loggedInPage(suite);
      await newPost(page, width);
      const body = bodyEditor(page);
      await body.fill('Colada aqui:');
      const png = (await uniquePng(width + 1)).toString('base64');
      const name = `colada-${width}.png`;
      // What the browser hands the page for a pasted screenshot: a clipboard with an image file.
      await body.surface.evaluate(
        (el, [data, file]) => {
          const bytes = Uint8Array.from(atob(data!), (c) => c.charCodeAt(0));
          const clipboard = new DataTransfer();
          clipboard.items.add(new File([bytes], file!, { type: 'image/png' }));
          el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: clipboard, bubbles: true, cancelable: true }));
        },
        [png, name],
      );
      const dialog = page.getByRole('dialog', { name: 'Imagem enviada: descreva-a' });
      await dialog.waitFor();
      // Nothing is in the text until the picture has its description.
      expect(await body.surface.innerText()).not.toContain('![');
      await dialog.locator('[data-alt-locale="br"] input').fill('Captura de tela colada');
      await dialog.getByRole('button', { name: 'Salvar texto e usar imagem' }).click();
      await dialog.waitFor({ state: 'hidden' });
      const item = await suite.site().db.kysely.selectFrom('media').select(['hash', 'width', 'height']).where('original_name', '=', name).executeTakeFirstOrThrow();
      expect(await body.value()).toMatch(new RegExp(`^Colada aqui:\\n\\n!\\[Captura de tela colada\\]\\(/media/${item.hash}-${item.width}x${item.height}/\\d+\\.(jpg|png)\\)\\n\\n$`));
      await previewBody(page).getByRole('img', { name: 'Captura de tela colada' }).waitFor();
    }, 120_000);

    it(`at ${width} px: reopens a comparison table with its picker and changes it; the preview shows the whole table`, async () => {
      const rows = await suite.site().db.kysely.selectFrom('products').select(['asin', 'title']).where('locale', '=', 'br').where('status', '=', 'published').orderBy('id').limit(3).execute();
      expect(rows.length).toBe(3);
      const page = await loggedInPage(suite);
      await newPost(page, width);
      const body = bodyEditor(page);
      await body.fill(`Intro.\n\n::products{asins="${rows[0]!.asin},${rows[1]!.asin}" style="table"}\n\nFim.`);

      // The line is a block of its own, named, with its "Editar".
      const edit = page.getByRole('button', { name: 'Editar Tabela comparativa · 2 produtos' });
      await edit.click();
      const dialog = page.getByRole('dialog', { name: 'Editar produtos do bloco' });
      await dialog.waitFor();
      // It starts from the line: its two products (by title once found), the table format.
      await dialog.getByRole('button', { name: `Remover ${rows[0]!.title}` }).waitFor();
      await dialog.getByRole('button', { name: `Remover ${rows[1]!.title}` }).waitFor();
      expect(await dialog.getByRole('heading', { name: 'Selecionados (2)' }).count()).toBe(1);
      expect(await dialog.getByLabel('Tabela comparativa').isChecked()).toBe(true);
      await dialog.getByLabel('Buscar produto').fill(rows[2]!.asin);
      await page.waitForFunction(() => document.querySelectorAll('.product-picker-results input[type="checkbox"]').length === 1);
      await dialog.getByRole('checkbox', { name: new RegExp(rows[2]!.asin) }).check();
      await dialog.getByRole('button', { name: 'Atualizar bloco' }).click();
      await dialog.waitFor({ state: 'hidden' });

      const asins = rows.map((r) => r.asin);
      expect(await body.value()).toBe(`Intro.\n\n::products{asins="${asins.join(',')}" style="table"}\n\nFim.`);
      await page.getByRole('button', { name: 'Editar Tabela comparativa · 3 produtos' }).waitFor();

      const preview = page.getByRole('region', { name: 'Pré-visualização' });
      for (const view of ['Computador', 'Celular (390 px)']) {
        await preview.getByRole('button', { name: view }).click();
        const rowsShown = previewBody(page).locator('.product-list--table tbody tr');
        await expect.poll(() => rowsShown.count()).toBe(3);
        expect(await rowsShown.evaluateAll((trs) => trs.map((tr) => (tr as HTMLElement).dataset.asin))).toEqual(asins);
        // Nothing cut off: the table's box stays inside the preview, and every buy button can be
        // brought whole into view inside it (it scrolls sideways where the table is wider).
        const shown = await previewBody(page).locator('.product-list--table').evaluate((box) => {
          const frame = box.closest('section')!.getBoundingClientRect();
          const outer = box.getBoundingClientRect();
          const buys = [...box.querySelectorAll('.product-list__buy')].map((a) => {
            a.scrollIntoView({ block: 'nearest', inline: 'nearest' });
            const r = a.getBoundingClientRect();
            const inside = box.getBoundingClientRect();
            return r.width > 0 && r.left >= inside.left - 1 && r.right <= inside.right + 1;
          });
          return {
            boxInside: outer.left >= frame.left - 1 && outer.right <= frame.right + 1,
            buys,
            width: (box.closest('.bx-preview-frame') as HTMLElement).getBoundingClientRect().width,
          };
        });
        expect(shown.boxInside, view).toBe(true);
        expect(shown.buys, view).toEqual([true, true, true]);
        if (view !== 'Computador') expect(shown.width).toBeLessThanOrEqual(390);
      }
      expect(await sideways(page)).toBe(0);
    }, 120_000);
  }
});
