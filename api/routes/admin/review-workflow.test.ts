/**
 * Issue 25 items 1 and 3 over HTTP: item-level role rules (own items, publishing, regions) and the
 * review workflow (a contributor submits, an editor publishes or sends back with a note the author
 * sees), on both dialects. Refusals are 403 naming the permission and change nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../shared/db/testing';
import { insertLocaleConfigs, insertPost, insertProduct } from '../../../shared/db/test-fixtures';
import { adminClient, auditRows, expectRefusedUnchanged, type AdminTestClient } from './testing';

const draft = (slug: string, over: Record<string, unknown> = {}) => ({ locale: 'br', slug, title: `Post ${slug}`, excerpt: 'Resumo', content: 'Texto.', ...over });
const save = (api: AdminTestClient, post: Record<string, unknown>, over: Record<string, unknown>) =>
  api.json('PUT', `/api/admin/posts/${post.id}`, { ...post, ...over });

describeEachDatabase('roles on content: own items, publishing, regions and the review workflow', (getDb) => {
  let editor: AdminTestClient;
  let author: AdminTestClient;
  let contributor: AdminTestClient;
  let editorBr: AdminTestClient;
  let productIt = 0;

  beforeAll(async () => {
    const db = getDb();
    await insertLocaleConfigs(db);
    productIt = await insertProduct(db, { locale: 'it', slug: 'cuffie', asin: 'B0CUFFIE01' });
    editor = await adminClient(db, { role: 'editor' });
    author = await adminClient(db, { role: 'author' });
    contributor = await adminClient(db, { role: 'contributor' });
    editorBr = await adminClient(db, { role: 'editor', regions: ['br'] });
  });

  it('a contributor writes a draft and submits it; publishing it is refused, and an editor sees the count', async () => {
    const created = await contributor.json('POST', '/api/admin/posts', draft('rascunho-colab'));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ status: 'draft', createdBy: contributor.adminId, reviewNote: null });

    const refused = await expectRefusedUnchanged(getDb(), 403, () => save(contributor, created.body, { status: 'published' }));
    expect(refused).toMatchObject({ error: 'forbidden', permission: 'content.publish' });
    await expectRefusedUnchanged(getDb(), 403, () => contributor.json('POST', '/api/admin/posts', draft('direto', { status: 'published' })));
    await expectRefusedUnchanged(getDb(), 403, () => save(contributor, created.body, { status: 'scheduled', publishAt: '2027-01-01T00:00:00.000Z' }));

    const submitted = await save(contributor, created.body, { status: 'pending_review' });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(submitted.body.status).toBe('pending_review');

    const dashboard = await editor.json('GET', '/api/admin/dashboard');
    expect(dashboard.body.pendingReview).toMatchObject({ posts: 1, reviews: 0 });
    const queue = await editor.json('GET', '/api/admin/posts?status=pending_review');
    expect(queue.body.items.map((p: { slug: string }) => p.slug)).toEqual(['rascunho-colab']);
  });

  it('an editor sends it back with a note the author sees; resubmitting clears the note; the editor publishes it', async () => {
    const [{ id }] = (await editor.json('GET', '/api/admin/posts?status=pending_review')).body.items;
    const pending = (await editor.json('GET', `/api/admin/posts/${id}`)).body;
    // A stale version is the usual 409, whoever sends it.
    expect((await save(editor, pending, { status: 'draft', reviewNote: 'x', version: pending.version - 1 })).status).toBe(409);

    const back = await save(editor, pending, { status: 'draft', reviewNote: 'Faltam fontes no segundo parágrafo.' });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    const seen = (await contributor.json('GET', `/api/admin/posts/${id}`)).body;
    expect(seen).toMatchObject({ status: 'draft', reviewNote: 'Faltam fontes no segundo parágrafo.' });
    expect((await editor.json('GET', '/api/admin/dashboard')).body.pendingReview.posts).toBe(0);

    // The contributor may not rewrite the editor's note, but a save without it keeps it.
    const noteRefused = await expectRefusedUnchanged(getDb(), 403, () => save(contributor, seen, { reviewNote: 'Tudo certo' }));
    expect(noteRefused.permission).toBe('content.others');
    const { reviewNote: _drop, ...withoutNote } = seen;
    const edited = await contributor.json('PUT', `/api/admin/posts/${id}`, { ...withoutNote, content: 'Texto com fontes.' });
    expect(edited.body.reviewNote).toBe('Faltam fontes no segundo parágrafo.');

    const again = await save(contributor, edited.body, { status: 'pending_review' });
    expect(again.body).toMatchObject({ status: 'pending_review', reviewNote: null });

    const published = await save(editor, again.body, { status: 'published' });
    expect(published.body).toMatchObject({ status: 'published', reviewNote: null });
    expect(published.body.publishedAt).not.toBeNull();
    // Every step is a revision and an audit row.
    expect((await auditRows(getDb(), 'post', id)).map((r) => r.after?.status)).toEqual(['draft', 'pending_review', 'draft', 'draft', 'pending_review', 'published']);
    const revisions = await editor.json('GET', `/api/admin/posts/${id}/revisions`);
    expect(revisions.body.total).toBe(6);

    // Once live, the contributor cannot change it any more.
    const live = await expectRefusedUnchanged(getDb(), 403, () => save(contributor, published.body, { title: 'Outro título' }));
    expect(live.permission).toBe('content.publish');
  });

  it('an author publishes and deletes their own posts, never anyone else\'s', async () => {
    const own = (await author.json('POST', '/api/admin/posts', draft('do-autor', { status: 'published' }))).body;
    expect(own).toMatchObject({ status: 'published', createdBy: author.adminId });
    const others = (await editor.json('POST', '/api/admin/posts', draft('do-editor'))).body;
    const refused = await expectRefusedUnchanged(getDb(), 403, () => save(author, others, { title: 'Mudado' }));
    expect(refused).toMatchObject({ error: 'forbidden', permission: 'content.others' });
    expect((await expectRefusedUnchanged(getDb(), 403, () => author.json('DELETE', `/api/admin/posts/${others.id}`))).permission).toBe('content.others');
    // Items from before roles (no creator) are nobody's own: editors only.
    const legacy = await insertPost(getDb(), { slug: 'antigo', status: 'draft', published_at: null });
    expect((await author.json('DELETE', `/api/admin/posts/${legacy}`)).status).toBe(403);
    expect((await author.json('DELETE', `/api/admin/posts/${own.id}`)).status).toBe(204);
    // Contributors never delete (it takes an item off the site).
    expect((await contributor.json('DELETE', `/api/admin/posts/${others.id}`)).body.permission).toBe('content.publish');
    // Everyone reads the team's work.
    expect((await author.json('GET', `/api/admin/posts/${others.id}`)).status).toBe(200);
  });

  it('an editor limited to br lists, reads and changes only br items', async () => {
    const itPost = (await editor.json('POST', '/api/admin/posts', draft('post-italiano', { locale: 'it' }))).body;
    const list = await editorBr.json('GET', '/api/admin/posts?limit=200');
    expect(list.body.total).toBeGreaterThan(0);
    expect(new Set(list.body.items.map((p: { locale: string }) => p.locale))).toEqual(new Set(['br']));
    expect((await editorBr.json('GET', '/api/admin/posts?locale=it')).body).toMatchObject({ error: 'forbidden', permission: 'region:it' });
    expect((await editorBr.json('GET', `/api/admin/posts/${itPost.id}`)).body.permission).toBe('region:it');
    expect((await expectRefusedUnchanged(getDb(), 403, () => save(editorBr, itPost, { title: 'Mudado' }))).permission).toBe('region:it');
    // Moving a br item to it is refused too.
    const brPost = (await editorBr.json('POST', '/api/admin/posts', draft('post-br'))).body;
    expect((await expectRefusedUnchanged(getDb(), 403, () => save(editorBr, brPost, { locale: 'it' }))).permission).toBe('region:it');
    // Products and the inbox follow the same limit; site-wide settings are refused.
    expect((await editorBr.json('GET', `/api/admin/products/${productIt}`)).body.permission).toBe('region:it');
    const products = await editorBr.json('GET', '/api/admin/products');
    expect(products.body.items.every((p: { locale: string }) => p.locale === 'br')).toBe(true);
    expect((await editorBr.json('PUT', '/api/admin/categories/1', {})).body.permission).toBe('site.structure');
    // Its dashboard counts only its regions.
    await contributor.json('POST', '/api/admin/posts', draft('pendente-it', { locale: 'it', status: 'pending_review' }));
    expect((await editorBr.json('GET', '/api/admin/dashboard')).body.pendingReview.posts).toBe(0);
    expect((await editor.json('GET', '/api/admin/dashboard')).body.pendingReview.posts).toBe(1);
  });

  it('reviews follow the same workflow', async () => {
    const productBr = await insertProduct(getDb(), { locale: 'br', slug: 'fone', asin: 'B0FONE0099' });
    const body = { locale: 'br', productId: productBr, slug: 'fone-analise', title: 'Fone: análise', excerpt: 'E', body: 'Texto', rating: 4, pros: [], cons: [], verdict: 'Bom' };
    expect((await contributor.json('POST', '/api/admin/reviews', { ...body, status: 'published' })).body.permission).toBe('content.publish');
    const created = await contributor.json('POST', '/api/admin/reviews', { ...body, status: 'pending_review' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await editor.json('GET', '/api/admin/dashboard')).body.pendingReview.reviews).toBe(1);
    const back = await editor.json('PUT', `/api/admin/reviews/${created.body.id}`, { ...created.body, status: 'draft', reviewNote: 'Teste a bateria.' });
    expect(back.body).toMatchObject({ status: 'draft', reviewNote: 'Teste a bateria.' });
    expect((await contributor.json('GET', `/api/admin/reviews/${created.body.id}`)).body.reviewNote).toBe('Teste a bateria.');
  });
});
