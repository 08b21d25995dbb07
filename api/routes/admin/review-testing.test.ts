/**
 * "How we tested" and "reviewed by" over the admin API (issue 25 item 5), on both dialects: the
 * section's fields are saved, read back, kept in revisions and restored; bad input is a 400 naming
 * the field that writes nothing; the account that makes someone else's review live is recorded as
 * its checker, the creator publishing their own is not.
 */
import { beforeAll, expect, it } from 'vitest';
import { insertMedia } from '../../../shared/db/queries/media';
import { describeEachDatabase } from '../../../shared/db/testing';
import { insertLocaleConfigs, insertProduct } from '../../../shared/db/test-fixtures';
import { mediaImageUrl, type MediaKey } from '../../../shared/media/contract';
import { adminClient, expectRefusedUnchanged, type AdminTestClient } from './testing';

const key = (n: number, alt: Record<string, string> = { br: `Foto ${n} do teste` }): { key: MediaKey; alt: Record<string, string> } => ({
  key: { hash: String(n).padStart(32, 'a'), width: 1600, height: 1200, fallback: 'jpg' },
  alt,
});

describeEachDatabase('reviews: how we tested and reviewed by', (getDb) => {
  let editor: AdminTestClient;
  let author: AdminTestClient;
  let contributor: AdminTestClient;
  let productId = 0;
  const photo: string[] = [];
  let noAlt = '';

  const draft = (slug: string, over: Record<string, unknown> = {}) => ({ locale: 'br', productId, slug, title: `Avaliação ${slug}`, body: 'Texto.', rating: 4.5, ...over });
  const put = (api: AdminTestClient, review: Record<string, unknown>, over: Record<string, unknown>) => api.json('PUT', `/api/admin/reviews/${review.id}`, { ...review, ...over });

  beforeAll(async () => {
    const db = getDb();
    await insertLocaleConfigs(db);
    productId = await insertProduct(db, { locale: 'br', slug: 'fone', asin: 'B0FONE0001' });
    for (const n of [1, 2]) {
      const { key: k, alt } = key(n);
      await insertMedia(db.kysely, { key: k, alt, mime: 'image/jpeg', bytes: 1000, originalName: `teste-${n}.jpg` });
      photo.push(mediaImageUrl(k));
    }
    const bare = key(3, { it: 'Solo in italiano' });
    await insertMedia(db.kysely, { key: bare.key, alt: bare.alt, mime: 'image/jpeg', bytes: 1000, originalName: 'sem-alt.jpg' });
    noAlt = mediaImageUrl(bare.key);
    editor = await adminClient(db, { role: 'editor' });
    author = await adminClient(db, { role: 'author' });
    contributor = await adminClient(db, { role: 'contributor' });
  });

  it('saves the section, reads it back, keeps it in revisions and restores it', async () => {
    const testing = { testedText: 'Usamos o fone por três semanas.\n\nNo metrô e no escritório.', testedFrom: '2026-05-01', testedTo: '2026-05-21', testedPhotos: photo };
    const created = await editor.json('POST', '/api/admin/reviews', draft('com-teste', testing));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject(testing);
    const read = (await editor.json('GET', `/api/admin/reviews/${created.body.id}`)).body;
    expect(read).toMatchObject(testing);
    // The photos count as uses of the library images (their delete is refused while used).
    const uses = await getDb().kysely.selectFrom('media_uses').select('folder').where('kind', '=', 'review').where('item_id', '=', created.body.id).execute();
    expect(uses).toHaveLength(2);

    const changed = await put(editor, read, { testedText: 'Só uma semana.', testedFrom: null, testedTo: null, testedPhotos: [] });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({ testedText: 'Só uma semana.', testedFrom: null, testedTo: null, testedPhotos: [] });

    const revisions = (await editor.json('GET', `/api/admin/reviews/${read.id}/revisions`)).body.items;
    const first = revisions[revisions.length - 1];
    const old = (await editor.json('GET', `/api/admin/reviews/${read.id}/revisions/${first.id}`)).body;
    expect(old.fields).toMatchObject(testing);
    const restored = await editor.json('POST', `/api/admin/reviews/${read.id}/revisions/${first.id}/restore`, { version: changed.body.version });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body).toMatchObject(testing);
  });

  it('answers 400 naming the problem and writes nothing for a bad period or a photo that is not a usable library image', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ testedFrom: '2026-05-21', testedTo: '2026-05-01' }, /testedTo must not be before testedFrom/],
      [{ testedFrom: '2026-02-30' }, /not a real calendar date/],
      [{ testedTo: '21/05/2026' }, /YYYY-MM-DD/],
      [{ testedPhotos: ['https://example.com/foto.jpg'] }, /media library/],
      [{ testedPhotos: [mediaImageUrl(key(9).key)] }, /testedPhotos: no such image in the media library/],
      [{ testedPhotos: [noAlt] }, /testedPhotos: alt text missing for br/],
      [{ testedPhotos: Array.from({ length: 13 }, () => photo[0]) }, /at most 12 entries/],
      [{ testedText: 'x'.repeat(5001) }, /testedText is too long/],
    ];
    for (const [over, message] of cases) {
      const body = await expectRefusedUnchanged(getDb(), 400, () => editor.json('POST', '/api/admin/reviews', draft('recusada', over)));
      expect(JSON.stringify(body), JSON.stringify(over)).toMatch(message);
    }
  });

  it("records the editor who publishes a contributor's review as its checker; an author publishing their own has none", async () => {
    const submitted = await contributor.json('POST', '/api/admin/reviews', draft('do-colaborador', { status: 'pending_review' }));
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
    expect(submitted.body).toMatchObject({ checkedBy: null, checkedAt: null });
    const published = await put(editor, submitted.body, { status: 'published' });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.body).toMatchObject({ status: 'published', checkedBy: editor.adminId, checkedAt: expect.any(String) });
    // Later saves of the live review keep the check.
    const edited = await put(editor, published.body, { verdict: 'Vale a pena.' });
    expect(edited.body.checkedBy).toBe(editor.adminId);

    const own = await author.json('POST', '/api/admin/reviews', draft('do-autor', { status: 'published' }));
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    expect(own.body).toMatchObject({ status: 'published', checkedBy: null });
    const byEditorOwn = await editor.json('POST', '/api/admin/reviews', draft('do-editor', { status: 'published' }));
    expect(byEditorOwn.body.checkedBy).toBeNull();

    // Unpublished and made live again by its creator: the earlier check no longer covers it.
    const authorReview = await author.json('POST', '/api/admin/reviews', draft('revisada-e-republicada'));
    const checked = await put(editor, authorReview.body, { status: 'published' });
    expect(checked.body.checkedBy).toBe(editor.adminId);
    const unpublished = await put(author, checked.body, { status: 'draft' });
    const republished = await put(author, unpublished.body, { status: 'published' });
    expect(republished.body).toMatchObject({ status: 'published', checkedBy: null, checkedAt: null });
    // The API does not take the checker from the client.
    const forged = await put(author, republished.body, { checkedBy: editor.adminId });
    expect(forged.body.checkedBy).toBeNull();
  });
});
