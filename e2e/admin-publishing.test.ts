/**
 * The publishing screens in Chromium against the built site and the real API (issue 5 item 3):
 * a full build started from /admin/pre-render runs to the end and lands in the history; one URL is
 * re-rendered from /admin/dynamic-rendering (and a bad one is refused with a toast naming it); a
 * draft is previewed in /admin/pre-render-demo without being published; a job is run from
 * /admin/cron and its run row appears. Each screen also fits a 360 px wide phone. The suite's site
 * is served through the self-hosted publisher over a private copy of the build.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { loggedInPage, toastText, waitForHeading } from './admin-helpers';
import { DEMO_SEED_SETTING } from '../shared/db/queries/demo-seed';
import { describeSite } from './test-site';

/**
 * Narrows the page to a 360 px phone and tells whether it is then no wider than its viewport
 * (nothing forces a sideways scroll of the whole screen).
 */
async function fitsPhone(page: Page): Promise<boolean> {
  await page.setViewportSize({ width: 360, height: 740 });
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

describeSite('admin publishing screens', (suite) => {
  it('starts a full build from /admin/pre-render, shows its progress, and lists it finished in the history', async () => {
    const page = await loggedInPage(suite);
    await page.goto('/admin/pre-render');
    await waitForHeading(page, 'Pré-renderização');
    await page.getByRole('button', { name: 'Gerar site completo' }).click();
    expect(await toastText(page)).toMatch(/^Geração completa pedida/);

    const bar = page.getByRole('progressbar', { name: /^Progresso da geração #\d+$/ });
    await bar.waitFor();
    const id = Number(/#(\d+)/.exec((await bar.getAttribute('aria-label')) ?? '')?.[1]);
    expect(id).toBeGreaterThan(0);

    const row = page.locator(`tr[data-build-id="${id}"]`);
    await row.filter({ hasText: 'Concluída' }).waitFor({ timeout: 300_000 });
    expect(await row.innerText()).toContain('Completo');
    // Finished: the bar is full and says how many pages it rendered.
    await page.locator('section[aria-labelledby="build-progress-title"] .badge', { hasText: 'Concluída' }).waitFor({ timeout: 10_000 });
    const max = Number(await bar.getAttribute('aria-valuemax'));
    expect(max).toBeGreaterThan(0);
    expect(Number(await bar.getAttribute('aria-valuenow'))).toBe(max);
    expect(await bar.getAttribute('aria-valuetext')).toMatch(/ páginas \(100%\)$/);

    const stored = await suite.site().db.kysely.selectFrom('build_runs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ kind: 'full', status: 'succeeded' });

    // Pages per region of that build, and its log.
    const regions = page.getByRole('region', { name: 'Páginas por região' });
    await regions.waitFor();
    expect(await regions.innerText()).toContain('Total');
    await page.getByRole('button', { name: `Ver log da geração #${id}` }).click();
    await page.locator('summary', { hasText: `Log da geração #${id}` }).click();
    const log = page.locator(`pre[aria-label="Log da geração #${id}"]`);
    await log.waitFor();
    expect((await log.innerText()).trim().length).toBeGreaterThan(0);

    expect(await fitsPhone(page)).toBe(true);
  }, 420_000);

  it('re-renders one URL from /admin/dynamic-rendering and names the problem of a bad one', async () => {
    const page = await loggedInPage(suite);
    await page.goto('/admin/dynamic-rendering');
    await waitForHeading(page, 'Renderização dinâmica');
    const routes = page.getByRole('region', { name: 'Tipos de rota' });
    await routes.waitFor();
    expect(await routes.innerText()).toContain('Pré-renderizada');

    const pages = page.getByRole('region', { name: 'Páginas publicadas' });
    await pages.waitFor();
    const path = (await pages.locator('tbody tr a').first().innerText()).trim();
    expect(path.startsWith('/')).toBe(true);

    await page.getByLabel('URL da página').fill(path);
    await page.getByRole('button', { name: 'Renderizar agora' }).click();
    const done = await toastText(page);
    expect(done).toContain('Página renderizada');
    expect(done).toContain(path);
    expect(done).toMatch(/ em \d+(,\d)? (ms|s)/);

    await page.getByLabel('URL da página').fill('/br/esta-pagina-nao-existe-xyz');
    await page.getByRole('button', { name: 'Renderizar agora' }).click();
    // The success toast may still be up: wait for the one that answers this click.
    const refused = page.locator('.toast[data-state="open"]', { hasText: 'Não foi possível renderizar /br/esta-pagina-nao-existe-xyz' });
    await refused.waitFor();
    expect(await refused.innerText()).toMatch(/^Não encontrado \(404\)/);
    expect(await refused.innerText()).toContain('/br/esta-pagina-nao-existe-xyz');

    expect(await fitsPhone(page)).toBe(true);
  }, 90_000);

  it('previews a draft in /admin/pre-render-demo as a crawler sees it, without publishing it', async () => {
    const page = await loggedInPage(suite);
    const category = await suite.site().db.kysely.selectFrom('categories').select('id').orderBy('id').executeTakeFirstOrThrow();
    const slug = `rascunho-robo-${Date.now()}`;
    const title = 'Rascunho visto pelo robô';
    const created = await page.request.post('/api/admin/posts', {
      headers: { origin: suite.site().url },
      data: { locale: 'br', slug, title, excerpt: 'Um rascunho para a demo.', content: '## Olá\n\n<script>window.pwned = 1</script> texto.', categoryId: category.id, status: 'draft' },
    });
    expect(created.status()).toBe(201);

    await page.goto('/admin/pre-render-demo');
    await waitForHeading(page, 'Demo de pré-renderização');
    await page.getByRole('radio', { name: 'Post não publicado' }).check();
    await page.getByLabel('Buscar posts não publicados').fill('visto pelo robô');
    const select = page.getByLabel('Escolha o post');
    await select.locator('option', { hasText: slug }).waitFor({ state: 'attached' });
    await select.selectOption({ label: `${title} — /br/${slug}` });
    await page.getByRole('button', { name: 'Ver como um robô vê' }).click();

    const head = page.locator('[data-preview="title"]');
    await head.waitFor();
    expect(await head.innerText()).toContain(title);
    expect(await page.locator('[data-preview="canonical"]').innerText()).toMatch(new RegExp(`/br/${slug}/?$`));
    expect(await page.getByText('Nada foi publicado.').isVisible()).toBe(true);
    const html = await page.locator('[data-preview="html"]').innerText();
    expect(html).toContain('<html');
    // The HTML is text in the admin: its scripts never ran here.
    expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();

    // Still a draft: nothing was published.
    const publicPage = await page.request.get(`/br/${slug}`);
    expect(publicPage.status()).toBe(404);

    expect(await fitsPhone(page)).toBe(true);
  }, 90_000);

  it('runs a job from /admin/cron and shows its run; a job without credentials says "Não configurado"', async () => {
    const page = await loggedInPage(suite);
    await page.goto('/admin/cron');
    await waitForHeading(page, 'Tarefas agendadas');

    const cleanup = page.locator('section[data-job="cleanup-auth"]');
    await cleanup.waitFor();
    expect(await cleanup.innerText()).toContain('a cada hora, no minuto 17');
    await cleanup.getByRole('button', { name: /^Executar agora/ }).click();
    const manualRow = cleanup.getByRole('region', { name: /^Últimas execuções/ }).locator('tbody tr').filter({ hasText: 'Manual' }).first();
    await manualRow.filter({ hasText: 'Concluída' }).waitFor({ timeout: 30_000 });
    expect(await toastText(page)).toMatch(/concluída/);

    // Not the seeded demo any more (its marker gone): without credentials nothing prices it (on the
    // demo the built-in demo retailer would, issue 27 item 5).
    await suite.site().db.kysely.deleteFrom('settings').where('key', '=', DEMO_SEED_SETTING).execute();
    const prices = page.locator('section[data-job="refresh-prices"]');
    await prices.getByRole('button', { name: /^Executar agora/ }).click();
    const badge = prices.locator('tbody tr').filter({ hasText: 'Manual' }).first().locator('.badge');
    await badge.filter({ hasText: 'Não configurado' }).waitFor({ timeout: 30_000 });
    expect(await badge.getAttribute('class')).toContain('badge-tone-warning');

    // The switch turns the schedule off and on again (PUT), with the next run gone and back.
    const toggle = cleanup.getByRole('switch', { name: /Execução automática/ });
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await toggle.click();
    await cleanup.locator('[role="switch"][aria-checked="false"]').waitFor();
    await toggle.click();
    await cleanup.locator('[role="switch"][aria-checked="true"]').waitFor();

    expect(await fitsPhone(page)).toBe(true);
  }, 90_000);

  it('has no serious or critical axe-core violation on the four screens, filled with data', async () => {
    const page = await loggedInPage(suite);
    const screens: [string, string, (() => Promise<void>)?][] = [
      ['/admin/pre-render', 'Pré-renderização', () => page.locator('summary').first().click()],
      ['/admin/dynamic-rendering', 'Renderização dinâmica'],
      ['/admin/pre-render-demo', 'Demo de pré-renderização', async () => {
        await page.getByLabel('URL da página').fill('/br');
        await page.getByRole('button', { name: 'Ver como um robô vê' }).click();
        await page.locator('[data-preview="html"]').waitFor();
      }],
      ['/admin/cron', 'Tarefas agendadas'],
    ];
    for (const [path, heading, fill] of screens) {
      await page.goto(path);
      await waitForHeading(page, heading);
      await page.waitForLoadState('networkidle');
      await fill?.();
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(serious, path).toEqual([]);
    }
  }, 120_000);
}, { publishing: true });
