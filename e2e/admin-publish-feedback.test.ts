/**
 * Issue 26 item 3 in the browser: after "Salvar" on a published post, the editor says where its page
 * stands until it is live — "Publicando…", then "No ar" with a link that opens the page with the
 * change — at 390 and 1440 px; and when the save has to wait for a full rebuild (here: the live site
 * was built by other code, as after a deploy), "Aguardando a reconstrução completa (n de N páginas)"
 * with the rebuild's progress, then "No ar".
 */
import { realpathSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { STAMP_FILE } from '../api/publish/fingerprint';
import { loggedInPage, waitForHeading } from './admin-helpers';
import { describeSite } from './test-site';

/** Records every text the publish status shows, in order (a state may last less than a poll). */
async function recordPublishStates(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { publishStates: string[] }).publishStates = seen;
    const look = () => {
      const text = document.querySelector('[data-publish-state] strong')?.textContent ?? '';
      if (text && seen.at(-1) !== text) seen.push(text);
    };
    new MutationObserver(look).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
}
const publishStates = (page: Page) => page.evaluate(() => (window as unknown as { publishStates: string[] }).publishStates);

describeSite('publish feedback in the editor', (suite) => {
  const openAndSave = async (page: Page, id: number, title: string) => {
    await page.goto(`/admin/edit-post/${id}`);
    await waitForHeading(page, /Editar post/);
    await recordPublishStates(page);
    await page.getByLabel('Título', { exact: true }).fill(title);
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  };
  const live = async (page: Page, slug: string, title: string) => {
    const status = page.locator('[data-publish-state="live"]');
    await status.waitFor({ timeout: 120_000 });
    expect(await status.innerText()).toContain('No ar');
    const link = status.getByRole('link', { name: 'Ver a página' });
    expect(await link.getAttribute('href')).toBe(`/br/${slug}`);
    const html = await (await page.request.get((await link.getAttribute('href'))!)).text();
    expect(html).toContain(title);
  };

  it('shows "Publicando…" then "No ar" with a link to the live page, at 390 and 1440 px', async () => {
    const db = suite.site().db.kysely;
    const posts = await db.selectFrom('posts').select(['id', 'slug']).where('locale', '=', 'br').where('status', '=', 'published').orderBy('id').limit(2).execute();
    const page = await loggedInPage(suite);
    for (const [i, width] of [390, 1440].entries()) {
      const post = posts[i]!;
      await page.setViewportSize({ width, height: 900 });
      const title = `No ar em ${width} px ${Date.now()}`;
      await openAndSave(page, post.id, title);
      await live(page, post.slug, title);
      const states = await publishStates(page);
      expect(states[0]).toBe('Publicando…');
      expect(states.at(-1)).toBe('No ar');
    }
  }, 240_000);

  it('while the save waits for a full rebuild, shows the rebuild\'s progress, then "No ar"', async () => {
    const { db, distDir } = suite.site();
    // As after a deploy: the live pages were built by other code, so a save goes live with a full rebuild.
    const stampFile = join(realpathSync(distDir), STAMP_FILE);
    writeFileSync(stampFile, JSON.stringify({ ...JSON.parse(readFileSync(stampFile, 'utf8')), source: 'other-code' }));
    const post = await db.kysely.selectFrom('posts').select(['id', 'slug']).where('locale', '=', 'br').where('status', '=', 'published').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const page = await loggedInPage(suite);
    await page.setViewportSize({ width: 1440, height: 900 });
    const title = `Depois da reconstrução ${Date.now()}`;
    await openAndSave(page, post.id, title);

    const waiting = page.locator('[data-publish-state="waiting"]');
    await waiting.getByText(/^Aguardando a reconstrução completa \(\d[\d.]* de \d[\d.]* páginas\)$/).waitFor({ timeout: 120_000 });
    const bar = waiting.getByRole('progressbar', { name: 'Progresso da reconstrução completa' });
    expect(Number(await bar.getAttribute('aria-valuemax'))).toBeGreaterThan(100);
    await live(page, post.slug, title);
    const states = await publishStates(page);
    const counts = states.filter((s) => / de .* páginas/.test(s));
    expect(counts.length).toBeGreaterThan(0);
    expect(states.at(-1)).toBe('No ar');
  }, 360_000);
}, { publishing: true });
