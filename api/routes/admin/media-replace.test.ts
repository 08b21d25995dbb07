/**
 * Replacing a library image's file (POST /api/admin/media/{id}/replace) on both dialects: the
 * item keeps its id and alt texts, the posts, reviews and products that showed it are rewritten
 * to the new file and handed to the publisher; a stale version or a refused file changes nothing.
 */
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { Db } from '../../../shared/db/connect';
import { insertPost, insertProduct, insertReview } from '../../../shared/db/test-fixtures';
import { describeEachDatabase } from '../../../shared/db/testing';
import { mediaFiles, parseMediaUrl, type MediaItem } from '../../../shared/media/contract';
import type { MediaStore } from '../../../shared/media/store';
import { makeJpeg, makePng, textFile } from '../../../shared/media/test-images';
import type { RecordingPublisher } from '../../publish/publisher';
import { auditRows, mediaTestApp, type MediaTestApp } from './testing';

const ORIGIN = 'http://localhost:4321';

describeEachDatabase('admin media replace', (getDb) => {
  let store: MediaStore;
  let publisher: RecordingPublisher;
  let app: MediaTestApp['app'];
  let media: MediaTestApp;
  let cookie = '';
  let db: Db;

  beforeAll(async () => {
    db = getDb();
    media = await mediaTestApp(db, { name: 'media-replace', maxBytes: 2_000_000 });
    ({ app, store, cookie, publisher } = media);
  });
  beforeEach(() => {
    publisher.requests.length = 0;
  });
  afterAll(async () => {
    await media.remove();
  });

  function form(path: string, bytes: Uint8Array, name: string, fields: Record<string, string>) {
    const body = new FormData();
    body.set('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type: 'image/jpeg' }));
    for (const [k, v] of Object.entries(fields)) body.set(k, v);
    return app.request(path, { method: 'POST', headers: { cookie, origin: ORIGIN }, body });
  }
  async function uploadUsed(size: number) {
    const item = (await (await form('/api/admin/media', await makeJpeg(size, size), 'antiga.jpg', { 'alt.br': 'Foto antiga', 'alt.it': 'Foto vecchia' })).json()) as MediaItem;
    const folder = item.imageUrl.split('/')[2]!;
    const postId = await insertPost(db, { title: 'Post com foto', image_url: item.imageUrl, content: `Texto\n\n![Foto](/media/${folder}/320.webp) e ![Outra](https://exemplo.com/media/${folder}/${size}.jpg)` });
    const productId = await insertProduct(db, { title: 'Produto com foto', image_url: item.imageUrl });
    return { item, folder, postId, productId };
  }
  async function snapshot() {
    const [media, posts, products, uses, audit] = await Promise.all([
      db.kysely.selectFrom('media').selectAll().orderBy('id').execute(),
      db.kysely.selectFrom('posts').selectAll().orderBy('id').execute(),
      db.kysely.selectFrom('products').selectAll().orderBy('id').execute(),
      db.kysely.selectFrom('media_uses').selectAll().orderBy('kind').orderBy('item_id').orderBy('folder').execute(),
      db.kysely.selectFrom('audit_log').select('id').execute(),
    ]);
    const files: string[] = [];
    for await (const key of store.keys()) files.push(key);
    return { media, posts, products, uses, audit: audit.length, files: files.sort() };
  }

  it('points the item at the new file and rewrites the post and product that show it, republishing them', async () => {
    const { item, folder, postId, productId } = await uploadUsed(200);
    const reviewId = await insertReview(db, { product_id: productId, title: 'Review com foto', body: `![Foto](/media/${folder}/200.jpg)` });
    const res = await form(`/api/admin/media/${item.id}/replace`, await makePng(300, 150), 'nova.png', { version: String(item.version) });
    const body = (await res.json()) as { item: MediaItem; changed: { kind: string; id: number }[] };
    expect(res.status, JSON.stringify(body)).toBe(200);
    const next = body.item;
    expect(next).toMatchObject({ id: item.id, width: 300, height: 150, fallback: 'png', mime: 'image/png', originalName: 'nova.png', alt: { br: 'Foto antiga', it: 'Foto vecchia' }, version: item.version + 1 });
    expect(next.imageUrl).not.toBe(item.imageUrl);
    const newFolder = next.imageUrl.split('/')[2]!;
    for (const file of mediaFiles(parseMediaUrl(next.imageUrl)!)) expect(await store.exists(file), file).toBe(true);
    // The old files stay: pages already served (and caches) keep pointing at them.
    for (const file of mediaFiles(parseMediaUrl(item.imageUrl)!)) expect(await store.exists(file), file).toBe(true);

    const post = await db.kysely.selectFrom('posts').selectAll().where('id', '=', postId).executeTakeFirstOrThrow();
    expect(post.image_url).toBe(next.imageUrl);
    expect(post.content).toBe(`Texto\n\n![Foto](${next.imageUrl}) e ![Outra](https://exemplo.com${next.imageUrl})`);
    expect(post.version).toBe(2);
    const product = await db.kysely.selectFrom('products').selectAll().where('id', '=', productId).executeTakeFirstOrThrow();
    expect(product.image_url).toBe(next.imageUrl);
    expect(product.version).toBe(2);
    const review = await db.kysely.selectFrom('reviews').selectAll().where('id', '=', reviewId).executeTakeFirstOrThrow();
    expect(review.body).toBe(`![Foto](${next.imageUrl})`);

    expect(body.changed).toEqual([{ kind: 'post', id: postId }, { kind: 'review', id: reviewId }, { kind: 'product', id: productId }]);
    expect(publisher.requests.map((r) => [r.entity, r.action, r.id])).toEqual([['post', 'update', postId], ['review', 'update', reviewId], ['product', 'update', productId]]);

    const uses = await db.kysely.selectFrom('media_uses').select(['kind', 'item_id', 'folder']).where('folder', 'in', [folder, newFolder]).orderBy('kind').orderBy('item_id').execute();
    expect(uses).toEqual([
      { kind: 'post', item_id: postId, folder: newFolder },
      { kind: 'product', item_id: productId, folder: newFolder },
      { kind: 'review', item_id: reviewId, folder: newFolder },
    ]);
    // The admin API shows the item with its new file, and deleting it is still refused while used.
    expect(((await (await app.request(`/api/admin/media/${item.id}`, { headers: { cookie } })).json()) as MediaItem).imageUrl).toBe(next.imageUrl);
    expect((await app.request(`/api/admin/media/${item.id}`, { method: 'DELETE', headers: { cookie, origin: ORIGIN } })).status).toBe(409);
    expect((await auditRows(db, 'media', item.id)).map((r) => r.action)).toEqual(['create', 'update']);
  });

  it('a stale version is 409 and changes nothing', async () => {
    const { item } = await uploadUsed(210);
    const before = await snapshot();
    const res = await form(`/api/admin/media/${item.id}/replace`, await makeJpeg(220, 110), 'nova.jpg', { version: String(item.version + 5) });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: 'conflict', current: { id: item.id, version: item.version } });
    expect(await snapshot()).toEqual(before);
    expect(publisher.requests).toEqual([]);
  });

  it('a refused file (text named .jpg) is 415 naming the problem and changes nothing', async () => {
    const { item } = await uploadUsed(230);
    const before = await snapshot();
    const res = await form(`/api/admin/media/${item.id}/replace`, textFile, 'falsa.jpg', { version: String(item.version) });
    const body = await res.json();
    expect(res.status).toBe(415);
    expect(body.issues[0].path).toBe('file');
    expect(body.message).toMatch(/JPEG|PNG|WebP|AVIF/);
    expect(await snapshot()).toEqual(before);
    expect(publisher.requests).toEqual([]);
  });

  it('a missing version is 400 and an unknown item 404', async () => {
    const { item } = await uploadUsed(240);
    const noVersion = await form(`/api/admin/media/${item.id}/replace`, await makeJpeg(250, 100), 'nova.jpg', {});
    expect(noVersion.status).toBe(400);
    expect((await noVersion.json()).issues[0].path).toBe('version');
    expect((await form('/api/admin/media/999999/replace', await makeJpeg(250, 100), 'nova.jpg', { version: '1' })).status).toBe(404);
  });
});
