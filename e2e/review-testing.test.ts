/**
 * "How we tested" and "reviewed by" in a browser (issue 25 item 5): an author's review waits for
 * review; an editor fills the section in the admin (text, period, a photo picked from the media
 * library) and publishes it. The public page, rebuilt by the self-hosted publisher, shows the
 * section under the verdict with its photo loaded and the editor's "reviewed by" line, without
 * overflowing, at 360 and 1440 px.
 */
import { expect, it } from 'vitest';
import { createTestAdmin } from '../api/auth/testing';
import { loggedInPage, waitForHeading } from './admin-helpers';
import { describeSite } from './test-site';

const TEXT = 'Usamos o produto por três semanas, em casa e no escritório.';

describeSite('review: how we tested', (suite) => {
  it('an editor adds the section and publishes; the page shows it under the verdict with its photo at 360 and 1440 px', async () => {
    const db = suite.site().db.kysely;
    const review = await db
      .selectFrom('reviews')
      .select(['id', 'slug'])
      .where('locale', '=', 'br')
      .where('status', '=', 'published')
      .where('verdict', '!=', '')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    // A seeded image with Portuguese alt text, to be picked in the admin's media picker.
    const media = (await db.selectFrom('media').select(['original_name', 'alt_json']).orderBy('id').execute()).find(
      (m) => typeof (JSON.parse(m.alt_json) as Record<string, string>).br === 'string',
    )!;
    const alt = (JSON.parse(media.alt_json) as Record<string, string>).br!;
    // The review is an author's, waiting for an editor (the workflow of issue 25 item 3).
    const author = await createTestAdmin(suite.site().db, { role: 'author' });
    await db.updateTable('reviews').set({ created_by: author.id, status: 'pending_review' }).where('id', '=', review.id).execute();
    const editor = await createTestAdmin(suite.site().db, { role: 'editor', username: 'editora-revisora' });

    const page = await loggedInPage(suite, editor);
    await page.goto(`/admin/reviews/${review.id}`);
    await waitForHeading(page, /Editar avaliação/);
    await page.getByLabel('Como testamos (texto)').fill(TEXT);
    await page.getByLabel('Início do teste').fill('2026-11-03');
    await page.getByLabel('Fim do teste').fill('2026-11-20');
    await page.getByRole('button', { name: 'Adicionar foto da biblioteca' }).click();
    const picker = page.getByRole('dialog', { name: 'Escolher imagem' });
    await picker.getByRole('searchbox', { name: 'Buscar na biblioteca' }).fill(media.original_name.replace(/\.\w+$/, ''));
    await picker.getByRole('button', { name: `Escolher ${media.original_name}` }).first().click();
    await picker.getByRole('button', { name: 'Usar esta imagem' }).click();
    await picker.waitFor({ state: 'hidden' });
    expect(await page.locator('[data-field="testedPhotos"] img').count()).toBe(1);

    const saved = page.waitForResponse((res) => res.request().method() === 'PUT' && res.url().endsWith(`/api/admin/reviews/${review.id}`));
    await page.getByRole('button', { name: 'Publicar', exact: true }).click();
    const response = await saved;
    expect(response.status(), await response.text()).toBe(200);

    const path = `/br/avaliacao/${review.slug}`;
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline && !(await (await page.request.get(path)).text()).includes(TEXT)) await page.waitForTimeout(200);

    for (const width of [360, 1440]) {
      const view = await suite.newPage(undefined, { viewport: { width, height: 900 } });
      await view.goto(path);
      const section = view.locator('[data-how-we-tested]');
      await section.scrollIntoViewIfNeeded();
      expect(await section.getByRole('heading', { level: 2 }).innerText()).toBe('Como testamos');
      expect(await section.innerText()).toContain(TEXT);
      expect(await section.locator('[data-test-period]').innerText()).toMatch(/^Período de teste: 3\s–\s20 de novembro de 2026$/);
      expect(await section.locator('[data-reviewed-by]').innerText()).toBe('Revisado por editora-revisora');
      // Under the verdict: after it in the document and below it on screen.
      const verdict = view.locator('section.verdict');
      const [v, s] = [await verdict.boundingBox(), await section.boundingBox()];
      expect(s!.y, `${width} px`).toBeGreaterThanOrEqual(v!.y + v!.height);
      expect(await verdict.evaluate((el) => Boolean(el.compareDocumentPosition(document.querySelector('[data-how-we-tested]')!) & Node.DOCUMENT_POSITION_FOLLOWING))).toBe(true);
      // The photo: loaded, described, within the page's width.
      const photo = section.locator('img');
      expect(await photo.count()).toBe(1);
      expect(await photo.getAttribute('alt')).toBe(alt);
      await photo.evaluate((img: HTMLImageElement) => (img.complete ? undefined : new Promise((r) => img.addEventListener('load', r, { once: true }))));
      expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth), `${width} px`).toBeGreaterThan(0);
      const box = (await photo.boundingBox())!;
      expect(box.x + box.width, `${width} px`).toBeLessThanOrEqual(width);
      expect(await view.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBeLessThanOrEqual(width);
    }
  }, 240_000);
}, { publishing: true });
