/**
 * Preview links (issue 16 item 4), in the browser: an editor creates a link to a draft in the
 * admin's "Link de pré-visualização" panel, and a reader in a fresh browser (no session, no
 * cookie) opens the page as it will look published, noindex and uncached, with no CSP violation;
 * once the editor revokes it, the same address answers 404.
 */
import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { loggedInPage, waitForHeading } from './admin-helpers';
import { describeSite } from './test-site';

describeSite('preview links in the admin', (suite) => {
  it('create in the admin, open in a fresh browser without a session, revoke → 404', async () => {
    const db = suite.site().db.kysely;
    const post = await db.selectFrom('posts').select(['id', 'slug']).where('locale', '=', 'br').where('status', '=', 'published').orderBy('id').limit(1).executeTakeFirstOrThrow();
    const title = 'Rascunho para o cliente revisar';
    await db.updateTable('posts').set({ status: 'draft', published_at: null, title }).where('id', '=', post.id).execute();

    const admin = await loggedInPage(suite);
    await admin.goto(`/admin/edit-post/${post.id}`);
    await waitForHeading(admin, /Editar post/);
    const panel = admin.getByTestId('preview-links');
    await panel.getByRole('heading', { name: 'Link de pré-visualização' }).waitFor();
    await panel.getByLabel('Expira em').selectOption('3');
    const createdAnswer = admin.waitForResponse((res) => res.request().method() === 'POST' && res.url().endsWith('/api/admin/preview-links'));
    await panel.getByRole('button', { name: 'Criar link' }).click();
    expect((await createdAnswer).status()).toBe(201);
    const address = panel.getByLabel(/Endereço/);
    await expect.poll(() => address.inputValue()).toMatch(/\/api\/preview\/[A-Za-z0-9_-]{43}$/);
    const url = await address.inputValue();
    // The list shows the link with its expiry, three days from now.
    const row = panel.locator('tr[data-preview-link]');
    await row.first().waitFor();
    expect(await row.count()).toBe(1);

    // A reader: a new browser context, no cookie, straight to the address.
    const readerContext = await suite.newContext();
    expect(await readerContext.cookies()).toEqual([]);
    const reader = await readerContext.newPage();
    const violations: string[] = [];
    reader.on('console', (msg) => {
      if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
    });
    // The first preview also bundles the site renderer (slow on a busy machine).
    const res = await reader.goto(url, { timeout: 240_000 });
    expect(res!.status()).toBe(200);
    const headers = res!.headers();
    expect(headers['cache-control']).toBe('private, no-store');
    expect(headers['x-robots-tag']).toContain('noindex');
    expect(await reader.locator('h1').first().textContent()).toContain(title);
    expect(await reader.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    // The site's own layout: the page as it will look published, not a bare document.
    expect(await reader.locator('header').count()).toBeGreaterThan(0);
    expect(await reader.locator('footer').count()).toBeGreaterThan(0);
    expect(violations).toEqual([]);
    // Every inline script the page runs (theme, island loader…) is allowed by its hash in the CSP
    // of this answer, the pages' one, not the API's `default-src 'none'`.
    const csp = headers['content-security-policy'] ?? '';
    const allowed = new Set((csp.match(/script-src ([^;]*)/)?.[1] ?? '').trim().split(/\s+/));
    const inline = [...(await res!.text()).matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
      .filter(([, attributes = '']) => !/\bsrc\s*=/i.test(attributes) && !/application\/ld\+json/i.test(attributes))
      .map(([, , text = '']) => text);
    expect(inline.length).toBeGreaterThan(0);
    for (const text of inline) expect(allowed).toContain(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);

    // Revoke: the same address now answers 404 to the reader.
    await row.first().getByRole('button', { name: 'Revogar' }).click();
    await expect.poll(() => row.count()).toBe(0);
    const after = await reader.goto(url);
    expect(after!.status()).toBe(404);
  }, 360_000);

  it('a review: a published one offers no link, a draft one gets a link that opens its page', async () => {
    const db = suite.site().db.kysely;
    const [published, draft] = await db.selectFrom('reviews').select(['id']).where('locale', '=', 'br').where('status', '=', 'published').orderBy('id').limit(2).execute();
    const title = 'Avaliação ainda em rascunho';
    await db.updateTable('reviews').set({ status: 'draft', published_at: null, title }).where('id', '=', draft!.id).execute();
    const admin = await loggedInPage(suite);

    await admin.goto(`/admin/reviews/${published!.id}`);
    await waitForHeading(admin, /Editar avaliação/);
    const panel = admin.getByTestId('preview-links');
    await panel.getByText('Esta página já está publicada').waitFor();
    expect(await panel.getByRole('button', { name: 'Criar link' }).count()).toBe(0);

    await admin.goto(`/admin/reviews/${draft!.id}`);
    await waitForHeading(admin, /Editar avaliação/);
    await panel.getByRole('button', { name: 'Criar link' }).click();
    const address = panel.getByLabel(/Endereço/);
    await expect.poll(() => address.inputValue()).toMatch(/\/api\/preview\/[A-Za-z0-9_-]{43}$/);
    const reader = await suite.newPage();
    const res = await reader.goto(await address.inputValue(), { timeout: 240_000 });
    expect(res!.status()).toBe(200);
    expect(await reader.locator('h1').first().textContent()).toContain(title);
  }, 360_000);
}, { publishing: true });
