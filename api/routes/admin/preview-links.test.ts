/**
 * Preview links (issue 16 item 4) on both dialects: an editor creates a link to a draft, a reader
 * without a session opens it; revoking, expiry and a bad lifetime; published items get none.
 */
import { createHash } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { insertPreviewLink, listPreviewLinks } from '../../../shared/db/queries/preview-links';
import { listDueRetailerLists, writeRetailerListResult } from '../../../shared/db/queries/retailer-lists';
import { describeEachDatabase } from '../../../shared/db/testing';
import { insertLocaleConfigs, insertPost, insertProduct, insertRetailerAccess, insertReview } from '../../../shared/db/test-fixtures';
import { loadPostPage } from '../../../site/lib/pages/post';
import { createApp } from '../../app';
import { adminClient, auditRows, TEST_NOW, type AdminTestClient } from './testing';

const DAY = 86_400_000;

describeEachDatabase('preview links', (getDb) => {
  let api: AdminTestClient;
  let now = TEST_NOW;
  /** A reader's request: no cookie, no Origin, the same clock as the admin's app. */
  let open: (url: string) => Promise<Response>;
  let draftId: number;
  let publishedId: number;
  let scheduledId: number;
  let reviewId: number;

  beforeAll(async () => {
    const db = getDb();
    api = await adminClient(db);
    const reader = createApp({ db, now: () => now, log: () => {} });
    open = async (url) => reader.request(url);
    draftId = await insertPost(db, { title: 'Rascunho secreto de {year}', excerpt: 'Ainda não saiu', content: '## Seção\n\nTexto **forte**.', status: 'draft', published_at: null });
    publishedId = await insertPost(db, { title: 'Já publicado' });
    scheduledId = await insertPost(db, { title: 'Agendado', status: 'scheduled', published_at: null, publish_at: new Date(TEST_NOW.getTime() + 3 * DAY).toISOString() });
    const product = await insertProduct(db);
    reviewId = await insertReview(db, { product_id: product, title: 'Análise em rascunho', status: 'draft', published_at: null });
  });

  const setNow = (date: Date) => {
    now = date;
    api.setNow(date);
  };
  const create = (body: unknown) => api.json('POST', '/api/admin/preview-links', body);
  const linkCount = async () => Number((await getDb().kysely.selectFrom('preview_links').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  it('creates a link a reader without a session opens: the draft page, noindex, never cached, the page CSP', async () => {
    setNow(TEST_NOW);
    const res = await create({ kind: 'post', id: draftId });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.url).toMatch(/^\/api\/preview\/[A-Za-z0-9_-]{43}$/);
    // Default lifetime: 7 days.
    expect(res.body.expiresAt).toBe(new Date(TEST_NOW.getTime() + 7 * DAY).toISOString());
    expect(res.body).toMatchObject({ kind: 'post', itemId: draftId, createdAt: TEST_NOW.toISOString() });

    // Only the hash is stored.
    const token = res.body.url.split('/').pop();
    const row = await getDb().kysely.selectFrom('preview_links').selectAll().where('id', '=', res.body.id).executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);

    const page = await open(res.body.url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.headers.get('x-robots-tag')).toContain('noindex');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toContain('Rascunho secreto de 2026');
    expect(html).toContain('<strong>forte</strong>');

    const audit = await auditRows(getDb(), 'preview_link', res.body.id);
    expect(audit.map((a) => a.action)).toEqual(['create']);
    expect(JSON.stringify(audit)).not.toContain(token);
  });

  it('shows a draft’s self-refreshing lists as the published page will: items in the retailer’s order, prices, buy links', async () => {
    const db = getDb();
    setNow(TEST_NOW);
    await insertRetailerAccess(db, ['br']);
    const id = await insertPost(db, { slug: 'listas-em-rascunho', status: 'draft', published_at: null, content: 'Intro\n\n::bestsellers{keywords="air fryer" count="2"}\n\n::new-releases{browse-node="16209062011" count="2"}\n\n::bestsellers{keywords="nunca preenchida" count="3"}' });
    const due = await listDueRetailerLists(db, 'br', TEST_NOW.toISOString(), 10);
    const item = (asin: string, title: string, priceCents: number) => ({ asin, title, brand: null, imageUrl: null, priceCents, listPriceCents: null, currency: 'BRL', availability: 'in_stock' as const });
    const filledAt = new Date(TEST_NOW.getTime() - 3600_000).toISOString();
    await writeRetailerListResult(db, due.find((l) => l.query === 'air fryer')!, [item('B0PREV0002', 'Fritadeira Dois', 34990), item('B0PREV0001', 'Fritadeira Um', 49990)], filledAt, 'BRL');
    await writeRetailerListResult(db, due.find((l) => l.kind === 'new-releases')!, [item('B0PREV0003', 'Lançamento Três', 12990)], filledAt, 'BRL');

    const res = await create({ kind: 'post', id });
    const html = await (await open(res.body.url)).text();
    const lists = (page: string) => [...page.matchAll(/<section class="retailer-list [\s\S]*?<\/section>/g)].map((m) => m[0]);
    const shown = lists(html);
    expect(shown).toHaveLength(2);
    expect([...html.matchAll(/<li [^>]*data-asin="([A-Z0-9]{10})"/g)].map((m) => m[1])).toEqual(['B0PREV0002', 'B0PREV0001', 'B0PREV0003']);
    expect(html).toContain('Mais vendidos: air fryer');
    expect(html).toMatch(/R\$\s?349,90/);
    expect(html).toContain('href="https://amazon.com.br/dp/B0PREV0003?tag=test-br-21" rel="sponsored nofollow noopener"');
    expect(html).not.toContain('nunca preenchida');

    // Published, the page shows the very same lists.
    await db.kysely.updateTable('posts').set({ status: 'published', published_at: TEST_NOW.toISOString() }).where('id', '=', id).execute();
    const published = (await loadPostPage(db, { locale: 'br', slug: 'listas-em-rascunho' }, TEST_NOW))!;
    expect(lists(published.bodyHtml)).toEqual(shown);
  });

  it('lists an item’s live links, paginated, without tokens', async () => {
    setNow(TEST_NOW);
    const a = await create({ kind: 'post', id: scheduledId, expiresInDays: 1 });
    const b = await create({ kind: 'post', id: scheduledId, expiresInDays: 30 });
    expect([a.status, b.status]).toEqual([201, 201]);
    const first = await api.json('GET', `/api/admin/preview-links?kind=post&id=${scheduledId}&limit=1`);
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(2);
    expect(first.body.items.map((l: any) => l.id)).toEqual([b.body.id]);
    expect(first.body.items[0].expiresAt).toBe(new Date(TEST_NOW.getTime() + 30 * DAY).toISOString());
    expect(first.body.items[0]).not.toHaveProperty('url');
    const second = await api.json('GET', `/api/admin/preview-links?kind=post&id=${scheduledId}&limit=1&offset=1`);
    expect(second.body.items.map((l: any) => l.id)).toEqual([a.body.id]);
    // A scheduled post's link shows it.
    expect(await (await open(a.body.url)).text()).toContain('Agendado');
  });

  it('revoked: the link answers 404 at once, exactly like an unknown token, and leaves the list', async () => {
    setNow(TEST_NOW);
    const res = await create({ kind: 'post', id: draftId });
    expect((await open(res.body.url)).status).toBe(200);
    expect((await api.call('DELETE', `/api/admin/preview-links/${res.body.id}`)).status).toBe(204);
    const revoked = await open(res.body.url);
    const unknown = await open(`/api/preview/${'A'.repeat(43)}`);
    const malformed = await open('/api/preview/short');
    expect([revoked.status, unknown.status, malformed.status]).toEqual([404, 404, 404]);
    const bodies = await Promise.all([revoked.text(), unknown.text(), malformed.text()]);
    expect(new Set(bodies).size).toBe(1);
    expect(JSON.parse(bodies[0]!).error).toBe('not_found');
    expect(revoked.headers.get('cache-control')).toBe('private, no-store');
    const list = await api.json('GET', `/api/admin/preview-links?kind=post&id=${draftId}`);
    expect(list.body.items.map((l: any) => l.id)).not.toContain(res.body.id);
    expect((await api.json('DELETE', `/api/admin/preview-links/${res.body.id}`)).status).toBe(404);
    expect((await auditRows(getDb(), 'preview_link', res.body.id)).map((a) => a.action)).toEqual(['create', 'delete']);
  });

  it('expired: 404 once the chosen lifetime has passed, and it leaves the list', async () => {
    setNow(TEST_NOW);
    const res = await create({ kind: 'review', id: reviewId, expiresInDays: 2 });
    expect(res.status).toBe(201);
    // Only the reader's clock moves (the admin's session would expire over two days).
    now = new Date(TEST_NOW.getTime() + 2 * DAY - 1);
    const before = await open(res.body.url);
    expect(before.status).toBe(200);
    expect(await before.text()).toContain('Análise em rascunho');
    now = new Date(TEST_NOW.getTime() + 2 * DAY);
    const after = await open(res.body.url);
    expect(after.status).toBe(404);
    expect(await after.text()).toBe(await (await open(`/api/preview/${'B'.repeat(43)}`)).text());
    const db = getDb();
    const list = await listPreviewLinks(db, { kind: 'review', id: reviewId, limit: 50, offset: 0 }, now);
    expect(list.items.map((l) => l.id)).not.toContain(res.body.id);
    // The next link created (of any item) prunes the expired row.
    await insertPreviewLink(db, { kind: 'post', itemId: draftId, tokenHash: 'f'.repeat(64), days: 7 }, { userId: null, at: now });
    expect(await db.kysely.selectFrom('preview_links').select('id').where('id', '=', res.body.id).executeTakeFirst()).toBeUndefined();
    setNow(TEST_NOW);
  });

  it('a published post gets no link (409); a link made before publication keeps working until it expires', async () => {
    setNow(TEST_NOW);
    const refused = await create({ kind: 'post', id: publishedId });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('already_published');
    const db = getDb();
    const id = await insertPost(db, { title: 'Sai amanhã', status: 'draft', published_at: null });
    const link = await create({ kind: 'post', id });
    await db.kysely.updateTable('posts').set({ status: 'published', published_at: TEST_NOW.toISOString() }).where('id', '=', id).execute();
    const page = await open(link.body.url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Sai amanhã');
  });

  it('a deleted item’s link answers 404', async () => {
    setNow(TEST_NOW);
    const db = getDb();
    const id = await insertPost(db, { title: 'Vai sumir', status: 'draft', published_at: null });
    const link = await create({ kind: 'post', id });
    await db.kysely.deleteFrom('posts').where('id', '=', id).execute();
    expect((await open(link.body.url)).status).toBe(404);
  });

  it('refuses a bad lifetime, kind or id with a 4xx naming the field, and stores nothing', async () => {
    setNow(TEST_NOW);
    const before = await linkCount();
    for (const expiresInDays of [0, 31, 1.5, '7', -1]) {
      const res = await create({ kind: 'post', id: draftId, expiresInDays });
      expect(res.status, String(expiresInDays)).toBe(400);
      expect(res.body.issues.map((i: any) => i.path)).toEqual(['expiresInDays']);
      expect(res.body.issues[0].message).toContain('from 1 to 30');
    }
    const kind = await create({ kind: 'product', id: draftId });
    expect(kind.status).toBe(400);
    expect(kind.body.issues.map((i: any) => i.path)).toEqual(['kind']);
    expect((await create({ kind: 'post', id: 999_999 })).status).toBe(404);
    expect((await api.json('GET', '/api/admin/preview-links?kind=post')).status).toBe(400);
    expect((await api.json('DELETE', '/api/admin/preview-links/abc')).status).toBe(400);
    expect(await linkCount()).toBe(before);
  });

  it('needs a session to create or list links', async () => {
    const reader = createApp({ db: getDb(), now: () => now, log: () => {} });
    expect((await reader.request(`/api/admin/preview-links?kind=post&id=${draftId}`)).status).toBe(401);
  });
}, async (db) => {
  await insertLocaleConfigs(db);
});
