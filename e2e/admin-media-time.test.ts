/**
 * Media that respects the editor's time (issue 26 item 7), in the browser at 390 and 1440 px, on a
 * server that makes variants in the background: an upload shows its progress, then is usable at
 * once while its thumbnail says "Gerando tamanhos…", then shows its final thumbnail; a file over
 * the limit is refused before a byte is sent, naming the file and the limit; on the image's screen
 * a click on the picture sets the focal point, which is saved and moves the crops' previews.
 */
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { loggedInPage, toastText, waitForHeading } from './admin-helpers';
import { describeSite } from './test-site';

const MAX_BYTES = 3 * 1024 * 1024;

/** A 3000×2000 photo-like JPEG no other test uploads (noise: its variants take a moment to make). */
function uniquePhoto(seed: number): Promise<Buffer> {
  return sharp({ create: { width: 3000, height: 2000, channels: 3, background: { r: seed & 0xff, g: 90, b: 160 }, noise: { type: 'gaussian', mean: 110 + (seed % 40), sigma: 30 } } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

describeSite(
  'media that respects the editor’s time',
  (suite) => {
    it('upload shows progress, then the thumbnail; a file over the limit is refused before sending; a click sets the focal point (390 and 1440 px)', async () => {
      const page = await loggedInPage(suite);
      const posted: string[] = [];
      page.on('request', (req) => {
        if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/admin/media') posted.push(req.postDataBuffer()?.includes('grande-demais') ? 'grande-demais' : 'other');
      });
      for (const width of [390, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto('/admin/media');
        await waitForHeading(page, 'Mídia');
        await page.getByText('até 3 MB por arquivo').waitFor();
        const name = `paisagem-${width}.jpg`;
        const input = page.getByLabel('Escolher imagens para enviar');
        await input.setInputFiles([
          { name, mimeType: 'image/jpeg', buffer: await uniquePhoto(width + Date.now()) },
          { name: `grande-demais-${width}.jpg`, mimeType: 'image/jpeg', buffer: Buffer.alloc(MAX_BYTES + 1024 * 1024, 1) },
        ]);
        // Refused at once, here, with its name and the limit: never sent.
        const refused = page.locator(`li[data-file="grande-demais-${width}.jpg"]`).getByRole('alert');
        await refused.waitFor();
        expect(await refused.innerText()).toMatch(new RegExp(`Arquivo grande demais: "grande-demais-${width}\\.jpg" tem 4 MB; o limite é 3 MB`));
        expect(posted).not.toContain('grande-demais');

        // Usable as soon as it is stored; its card says its sizes are being made, then shows the final thumbnail.
        await page.locator(`li[data-file="${name}"]`).getByRole('status').filter({ hasText: 'pronta para usar' }).waitFor({ timeout: 60_000 });
        const card = page.getByRole('link', { name: `Abrir ${name}` });
        await card.waitFor();
        const thumb = card.locator('img');
        await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 10_000 }).toBeGreaterThan(0);
        await card.getByRole('status').filter({ hasText: /Gerando tamanhos… \d de 6/ }).waitFor({ timeout: 10_000 }).catch(() => undefined);
        // Every size made: the status goes and the thumbnail is the small WebP.
        await expect.poll(() => card.getByRole('status').count(), { timeout: 60_000, interval: 250 }).toBe(0);
        expect(await thumb.getAttribute('src')).toMatch(/\/320\.webp$/);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

        // The focal point: a click at the right third of the picture.
        await card.click();
        await waitForHeading(page, name);
        const picker = page.getByRole('button', { name: /^Ponto focal:/ });
        await picker.scrollIntoViewIfNeeded();
        const box = (await picker.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        await picker.click({ position: { x: box.width * 0.8, y: box.height * 0.3 } });
        await page.getByText(/Ponto focal: (79|80|81) % da esquerda, (29|30|31) % do topo/).waitFor();
        const preview = page.getByRole('list', { name: 'Recortes com este ponto focal' }).locator('img').first();
        expect(await preview.evaluate((img: HTMLImageElement) => getComputedStyle(img).objectPosition)).toMatch(/^(79|80|81)(\.\d)?% (29|30|31)(\.\d)?%$/);
        await page.getByRole('button', { name: 'Salvar ponto focal' }).click();
        expect(await toastText(page)).toContain('Ponto focal salvo');
        const id = Number(new URL(page.url()).pathname.split('/').pop());
        let item: { variants: { state: string }; focal: { x: number; y: number } | null; ogImageUrl: string } | undefined;
        await expect
          .poll(async () => (item = await (await page.request.get(`/api/admin/media/${id}`)).json()).variants.state, { timeout: 60_000, interval: 250 })
          .toBe('ready');
        expect(item!.focal!.x).toBeCloseTo(0.8, 1);
        expect(item!.focal!.y).toBeCloseTo(0.3, 1);
        // The share card was cut anew around it, under a name of its own.
        expect(item!.ogImageUrl).toMatch(/\/og-(79\d|80\d|81\d)-(29\d|30\d|31\d)\.jpg$/);
        expect((await page.request.get(item!.ogImageUrl)).status()).toBe(200);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      }
    }, 300_000);
  },
  { media: { background: true, maxBytes: MAX_BYTES } },
);
