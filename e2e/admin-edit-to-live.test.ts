/**
 * Edit to live (issue 5): an editor changes a published post's title in the admin, and the public
 * page served by the Node server shows it within 5 s of the save's response, through an
 * incremental build of the self-hosted publisher.
 */
import { expect, it } from 'vitest';
import { loggedInPage, toastText, waitForHeading } from './admin-helpers';
import { describeSite } from './test-site';

const LIVE_WITHIN_MS = 5000;

describeSite('edit to live', (suite) => {
  it('shows an edited post title on the public page within 5 s, written by an incremental build', async () => {
    const db = suite.site().db.kysely;
    const post = await db.selectFrom('posts').select(['id', 'slug']).where('locale', '=', 'br').where('status', '=', 'published').orderBy('id').executeTakeFirstOrThrow();
    const title = `Título ao vivo ${Date.now()}`;
    const page = await loggedInPage(suite);
    await page.goto(`/admin/edit-post/${post.id}`);
    await waitForHeading(page, /Editar post/);
    await page.getByLabel('Título', { exact: true }).fill(title);

    const saved = page.waitForResponse((res) => res.request().method() === 'PUT' && res.url().endsWith(`/api/admin/posts/${post.id}`));
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    expect((await saved).status()).toBe(200);
    const savedAt = Date.now();
    let liveAfter: number | undefined;
    while (Date.now() - savedAt < LIVE_WITHIN_MS) {
      const html = await (await page.request.get(`/br/${post.slug}`)).text();
      if (html.includes(title)) {
        liveAfter = Date.now() - savedAt;
        break;
      }
      await page.waitForTimeout(50);
    }
    expect(liveAfter, `the page did not show the new title within ${LIVE_WITHIN_MS} ms`).toBeDefined();
    expect(await toastText(page)).toBe('Post salvo');

    // The page goes live before the build's record is closed: read it once it has finished.
    const latest = () => db.selectFrom('build_runs').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    let build = await latest();
    for (let i = 0; i < 100 && build.status === 'running'; i++) {
      await page.waitForTimeout(50);
      build = await latest();
    }
    expect(build).toMatchObject({ kind: 'incremental', status: 'succeeded' });
    expect(JSON.parse(build.paths!)).toContain(`/br/${post.slug}`);
  }, 120_000);
}, { publishing: true });
