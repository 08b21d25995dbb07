/**
 * Preview links in the Netlify mode (issue 16 item 4): the function serves /api/*, so a link made
 * through it opens through it too, with no session, as a standalone page (the function has no
 * site renderer), noindex and never cached by Netlify's CDN.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertLocaleConfigs, insertPost } from '../shared/db/test-fixtures';
import { describePostgres } from '../shared/db/testing';
import { adminHeaders, createTestAdmin, loginCookie } from './auth/testing';
import { createNetlifyHandler } from './netlify';
import { openNetlifyTestbed, TEST_ORIGIN as ORIGIN, type NetlifyTestbed } from './netlify-testing';

describePostgres('preview links through the Netlify function', () => {
  let bed: NetlifyTestbed;
  let handler: ReturnType<typeof createNetlifyHandler>;
  const call = (path: string, init?: RequestInit) => handler(new Request(`${ORIGIN}${path}`, init), { ip: '203.0.113.9' });

  beforeAll(async () => {
    bed = await openNetlifyTestbed('rs_netlify_preview');
    await insertLocaleConfigs(bed.db);
    handler = createNetlifyHandler({ env: bed.env, log: () => {} });
  });
  afterAll(async () => {
    await handler?.close();
    await bed?.close();
  });

  it('creates a link through the function and opens it without a session; revoked, it is a 404', async () => {
    const id = await insertPost(bed.db, { title: 'Prévia no Netlify', content: 'Corpo **em rascunho**.', status: 'draft', published_at: null });
    const admin = await createTestAdmin(bed.db);
    const cookie = await loginCookie({ request: (input: string, init?: RequestInit) => handler(new Request(input, init), { ip: '203.0.113.9' }) }, admin.username, admin.password, ORIGIN);
    const created = await call('/api/admin/preview-links', { method: 'POST', headers: adminHeaders(cookie, { Origin: ORIGIN }), body: JSON.stringify({ kind: 'post', id, expiresInDays: 3 }) });
    expect(created.status, await created.clone().text()).toBe(201);
    const link = (await created.json()) as { id: number; url: string };

    const page = await call(link.url);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.headers.get('x-robots-tag')).toContain('noindex');
    const html = await page.text();
    expect(html).toContain('<h1>Prévia no Netlify</h1>');
    expect(html).toContain('<strong>em rascunho</strong>');
    expect(html).toContain('noindex');

    expect((await call(`/api/admin/preview-links/${link.id}`, { method: 'DELETE', headers: adminHeaders(cookie, { Origin: ORIGIN }) })).status).toBe(204);
    expect((await call(link.url)).status).toBe(404);
  });
});
