/**
 * Issue 25 item 4, the admin side of authors: profiles (editors manage them, an author edits only
 * their own), the ordered authors of posts and reviews (by default the creating account's profile),
 * and what a profile change asks the publisher for. On SQLite and PostgreSQL.
 */
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../shared/db/testing';
import { insertLocaleConfigs, insertProduct } from '../../../shared/db/test-fixtures';
import { adminAuthorSchema } from '../../../shared/schemas/author';
import { adminClient, auditRows, expectRefusedUnchanged, type AdminTestClient } from './testing';

describeEachDatabase('admin authors API', (getDb) => {
  let editor: AdminTestClient;
  let writer: AdminTestClient;
  let writerProfile: number;

  beforeAll(async () => {
    await insertLocaleConfigs(getDb());
    editor = await adminClient(getDb(), { role: 'editor' });
    writer = await adminClient(getDb(), { role: 'author' });
    const res = await editor.json('POST', '/api/admin/authors', { accountId: writer.adminId, slug: 'rita-alves', displayName: 'Rita Alves', bio: { br: 'Escreve sobre fones.', us: 'Writes about headphones.' } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    writerProfile = res.body.id;
  });

  it('an editor creates a profile with a bio per locale and links; it is audited and its pages are asked for', async () => {
    const res = await editor.json('POST', '/api/admin/authors', {
      slug: 'paulo-reis', displayName: 'Paulo Reis', bio: { br: 'Cozinheiro.', it: 'Cuoco.' }, expertise: 'Cozinha', sameAs: ['https://www.linkedin.com/in/paulo'],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const author = adminAuthorSchema.strict().parse(res.body);
    expect(author).toMatchObject({ accountId: null, slug: 'paulo-reis', bio: { br: 'Cozinheiro.', it: 'Cuoco.' }, sameAs: ['https://www.linkedin.com/in/paulo'], version: 1 });
    expect((await auditRows(getDb(), 'author', author.id))[0]).toMatchObject({ action: 'create', after: { displayName: 'Paulo Reis' } });
    expect(editor.publisher.requests.at(-1)).toMatchObject({ entity: 'author', action: 'create', id: author.id, slugAfter: 'paulo-reis', bylineChanged: true });
  });

  it('refuses a taken slug or account (409), a bad link or an unknown account (400), naming the field, changing nothing', async () => {
    expect((await expectRefusedUnchanged(getDb(), 409, () => editor.json('POST', '/api/admin/authors', { slug: 'rita-alves', displayName: 'Outra Rita' }))).issues[0].path).toBe('slug');
    expect((await expectRefusedUnchanged(getDb(), 409, () => editor.json('POST', '/api/admin/authors', { slug: 'rita-2', displayName: 'Rita', accountId: writer.adminId }))).issues[0].path).toBe('accountId');
    const bad = await expectRefusedUnchanged(getDb(), 400, () => editor.json('POST', '/api/admin/authors', { slug: 'x', displayName: 'X', sameAs: ['javascript:alert(1)'] }));
    expect(bad.issues[0].path).toBe('sameAs.0');
    expect((await expectRefusedUnchanged(getDb(), 400, () => editor.json('POST', '/api/admin/authors', { slug: 'y', displayName: 'Y', accountId: 999999 }))).message).toMatch(/accountId: no account/);
  });

  it('an author edits their own profile (not its account), and no one else\'s; only editors create profiles (403)', async () => {
    const own = (await writer.json('GET', `/api/admin/authors/${writerProfile}`)).body;
    const saved = await writer.json('PUT', `/api/admin/authors/${writerProfile}`, { ...own, bio: { ...own.bio, it: 'Scrive di cuffie.' } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.bio.it).toBe('Scrive di cuffie.');
    // A bio shows on the author page only: the items' bylines are not re-rendered.
    expect(writer.publisher.requests.at(-1)).toMatchObject({ entity: 'author', action: 'update', bylineChanged: false });
    const handOver = await expectRefusedUnchanged(getDb(), 403, () => writer.json('PUT', `/api/admin/authors/${writerProfile}`, { ...saved.body, accountId: editor.adminId }));
    expect(handOver.permission).toBe('authors.manage');
    const other = (await editor.json('GET', '/api/admin/authors?q=paulo')).body.items[0];
    expect((await expectRefusedUnchanged(getDb(), 403, () => writer.json('PUT', `/api/admin/authors/${other.id}`, { ...other, displayName: 'P.' }))).permission).toBe('authors.manage');
    expect((await expectRefusedUnchanged(getDb(), 403, () => writer.json('POST', '/api/admin/authors', { slug: 'novo', displayName: 'Novo' }))).permission).toBe('authors.manage');
  });

  it('a new post is signed by its creator\'s profile; an editor names several authors in order; unknown ids are refused', async () => {
    const created = await writer.json('POST', '/api/admin/posts', { locale: 'br', slug: 'fones-da-rita', title: 'Fones da Rita', content: 'Texto.' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.authorIds).toEqual([writerProfile]);
    const paulo = (await editor.json('GET', '/api/admin/authors?q=paulo')).body.items[0].id;
    const post = (await editor.json('GET', `/api/admin/posts/${created.body.id}`)).body;
    const both = await editor.json('PUT', `/api/admin/posts/${post.id}`, { ...post, authorIds: [paulo, writerProfile] });
    expect(both.body.authorIds).toEqual([paulo, writerProfile]);
    // The publisher learns who wrote it before and after: both authors' pages list it.
    expect(editor.publisher.requests.at(-1)).toMatchObject({ entity: 'post', placement: { before: { authorIds: [writerProfile] }, after: { authorIds: [paulo, writerProfile] } } });
    // Left out of an update: unchanged.
    const { authorIds: _omit, ...withoutAuthors } = both.body;
    expect((await editor.json('PUT', `/api/admin/posts/${post.id}`, withoutAuthors)).body.authorIds).toEqual([paulo, writerProfile]);
    const unknown = await expectRefusedUnchanged(getDb(), 400, () => editor.json('PUT', `/api/admin/posts/${post.id}`, { ...both.body, version: both.body.version + 1, authorIds: [999999] }));
    expect(unknown.message).toMatch(/authorIds: no author with id 999999/);
    const twice = await expectRefusedUnchanged(getDb(), 400, () => editor.json('PUT', `/api/admin/posts/${post.id}`, { ...both.body, authorIds: [paulo, paulo] }));
    expect(twice.message).toMatch(/named twice/);
  });

  it('a review takes authors too; a profile signing items cannot be deleted (409), an unused one can', async () => {
    const productId = await insertProduct(getDb(), { slug: 'fone-y', asin: 'B0FONEY001' });
    const review = await editor.json('POST', '/api/admin/reviews', { locale: 'br', slug: 'fone-y-analise', productId, title: 'Fone Y', body: 'Texto.', rating: 4, authorIds: [writerProfile] });
    expect(review.status, JSON.stringify(review.body)).toBe(201);
    expect(review.body.authorIds).toEqual([writerProfile]);
    const refused = await expectRefusedUnchanged(getDb(), 409, () => editor.json('DELETE', `/api/admin/authors/${writerProfile}`));
    expect(refused).toMatchObject({ error: 'in_use', references: { items: 2 } });
    const spare = await editor.json('POST', '/api/admin/authors', { slug: 'sem-itens', displayName: 'Sem Itens' });
    expect((await editor.call('DELETE', `/api/admin/authors/${spare.body.id}`)).status).toBe(204);
  });
});
