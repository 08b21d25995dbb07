/**
 * Issue 26 item 2 in the browser: /admin is a dashboard. After some activity of the team (a draft,
 * a scheduled post, a contributor's post sent for review, a build, a link finding, clicks), each
 * section shows its entries linked to their screens, at phone (390 px) and desktop (1440 px)
 * widths, without the sections widening the page. An old link to the posts list at /admin lands on
 * /admin/posts.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { createTestAdmin } from '../api/auth/testing';
import { createBuildRun } from '../shared/db/queries/build-runs';
import { insertClick } from '../shared/db/queries/clicks';
import { writeLinkFindings } from '../shared/db/queries/link-findings';
import { DASHBOARD_HEADING, loggedInPage, waitForHeading } from './admin-helpers';
import { describeSite } from './test-site';

const SECTIONS = ['Meus rascunhos', 'Agendados', 'Aguardando revisão', 'Últimas construções', 'Problemas nos links', 'Cliques (7 dias)', 'Atividade recente'];

describeSite('admin dashboard', (suite) => {
  it('shows every section with linked entries after some activity, at 390 and 1440 px', async () => {
    const { db } = suite.site();
    const admin = await createTestAdmin(db);
    const contributor = await createTestAdmin(db, { role: 'contributor' });
    const stamp = Date.now();
    const titles = { draft: `Rascunho do painel ${stamp}`, scheduled: `Agendado do painel ${stamp}`, review: `Para revisão ${stamp}` };
    const as = async (who: typeof admin) => {
      const page = await loggedInPage(suite, who);
      return page;
    };
    const contributorPage = await as(contributor);
    const post = (title: string, over: Record<string, unknown> = {}) => ({ locale: 'br', slug: title.toLowerCase().replace(/\W+/g, '-'), title, excerpt: 'Resumo.', content: 'Texto.', ...over });
    const sent = await contributorPage.request.post('/api/admin/posts', { data: post(titles.review, { status: 'pending_review' }) });
    expect(sent.status(), await sent.text()).toBe(201);

    const page = await as(admin);
    const create = async (body: Record<string, unknown>) => {
      const res = await page.request.post('/api/admin/posts', { data: body });
      expect(res.status(), await res.text()).toBe(201);
      return (await res.json()) as { id: number };
    };
    const draft = await create(post(titles.draft));
    const publishAt = new Date(stamp + 3 * 86_400_000);
    publishAt.setUTCSeconds(0, 0);
    const scheduled = await create(post(titles.scheduled, { status: 'scheduled', publishAt: publishAt.toISOString() }));
    const build = await createBuildRun(db, { kind: 'full', trigger: 'nightly', status: 'failed', at: new Date().toISOString() });
    const product = await db.kysely.selectFrom('products').select(['id', 'title']).where('locale', '=', 'br').orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    await writeLinkFindings(db, [{ productId: product.id, kind: 'broken', detail: 'HTTP 404' }], [], new Date().toISOString());
    for (let i = 0; i < 3; i++) await insertClick(db, { locale: 'br', kind: 'retailer', productId: product.id, targetUrl: 'https://www.amazon.com.br/dp/B0', sourcePath: '/br/x' }, new Date());

    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/admin');
      await waitForHeading(page, DASHBOARD_HEADING);
      const section = (name: string) => page.getByRole('region', { name });
      for (const name of SECTIONS) await section(name).waitFor();
      expect(await page.locator('section[data-dashboard] h2').allInnerTexts()).toEqual(SECTIONS.map((s) => expect.stringContaining(s)));

      const draftLink = section('Meus rascunhos').getByRole('link', { name: titles.draft });
      expect(await draftLink.getAttribute('href')).toBe(`/admin/edit/${draft.id}`);
      const scheduledEntry = section('Agendados').locator(`[data-item="post-${scheduled.id}"]`);
      expect(await scheduledEntry.getByRole('link').getAttribute('href')).toBe(`/admin/edit/${scheduled.id}`);
      expect(await scheduledEntry.locator('time').getAttribute('datetime')).toBe(publishAt.toISOString());
      expect(await scheduledEntry.locator('time').innerText()).toBe(publishAt.toLocaleString('pt-BR', { dateStyle: 'short', timeStyle: 'short' }));
      const review = section('Aguardando revisão');
      expect(Number(await review.locator('[data-review-queue]').getAttribute('data-review-queue'))).toBeGreaterThanOrEqual(1);
      expect(await review.getByRole('link', { name: titles.review }).getAttribute('href')).toMatch(/^\/admin\/edit\/\d+$/);
      const buildEntry = section('Últimas construções').locator(`[data-build="${build}"]`);
      expect(await buildEntry.innerText()).toContain('Falhou');
      expect(await buildEntry.innerText()).toContain('Regeneração noturna');
      expect(await buildEntry.getByRole('link').getAttribute('href')).toBe('/admin/pre-render');
      const finding = section('Problemas nos links').locator(`[data-finding-product="${product.id}"]`);
      expect(await finding.innerText()).toContain('Link quebrado');
      expect(await finding.getByRole('link', { name: product.title }).getAttribute('href')).toBe(`/admin/products/edit/${product.id}`);
      expect(Number(await section('Cliques (7 dias)').locator('[data-clicks-total]').getAttribute('data-clicks-total'))).toBeGreaterThanOrEqual(3);
      const activity = section('Atividade recente');
      const created = activity.locator('li', { hasText: titles.scheduled });
      expect(await created.innerText()).toContain('Criação · Post');
      expect(await created.innerText()).toContain(`por ${admin.username}`);
      await expectNoSidewaysGrid(page);

      // The entries lead to their screens.
      await activity.getByRole('link', { name: titles.scheduled }).first().click();
      await waitForHeading(page, /Editar post/);
      expect(new URL(page.url()).pathname).toBe(`/admin/edit/${scheduled.id}`);
    }

    // The posts list moved; an old filtered link to it still opens it.
    await page.goto('/admin?status=pending_review');
    await waitForHeading(page, 'Posts');
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/admin/posts?status=pending_review');
    await page.locator('tbody tr', { hasText: titles.review }).waitFor();
  }, 240_000);
});

/** The dashboard's sections fit the width they are given (long titles wrap). */
async function expectNoSidewaysGrid(page: Page) {
  const overflow = await page.locator('.dashboard-grid').evaluate((grid) => {
    const own = grid.getBoundingClientRect();
    return [...grid.querySelectorAll('*')].some((el) => el.getBoundingClientRect().right > own.right + 1);
  });
  expect(overflow).toBe(false);
}
