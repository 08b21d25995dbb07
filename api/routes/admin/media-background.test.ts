/**
 * Media that respects the editor's time (issue 26 item 7), over the app on both dialects: with
 * `media.background` (the server) an upload answers once its largest variant exists and the other
 * variants appear afterwards, then the pages showing it are republished; a restart resumes an image
 * left pending; a focal point is checked (0..1, else 400) and the share card is cut around it.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../../../shared/db/connect';
import { insertPost, insertProduct } from '../../../shared/db/test-fixtures';
import { describeEachDatabase } from '../../../shared/db/testing';
import { mediaFiles, parseMediaUrl, sourceKey, type MediaItem } from '../../../shared/media/contract';
import type { MediaStore } from '../../../shared/media/store';
import sharp from 'sharp';
import { blueShare, makeJpeg, makeRedBlueJpeg, makeSparsePng } from '../../../shared/media/test-images';
import { mediaFileResponse } from '../media-files';
import type { RecordingPublisher } from '../../publish/publisher';
import { mediaTestApp, type MediaTestApp } from './testing';

const ORIGIN = 'http://localhost:4321';

describeEachDatabase('media variants in the background', (getDb) => {
  let store: MediaStore;
  let db: Db;
  let publisher: RecordingPublisher;
  let app: MediaTestApp['app'];
  let media: MediaTestApp;
  let cookie = '';

  beforeAll(async () => {
    db = getDb();
    media = await mediaTestApp(db, { name: 'media-background', maxBytes: 15_000_000, background: true });
    ({ app, store, cookie, publisher } = media);
  });
  afterAll(async () => {
    await media.remove();
  });

  const upload = async (bytes: Uint8Array, name: string) => {
    const form = new FormData();
    form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type: 'image/jpeg' }));
    const res = await app.request('/api/admin/media', { method: 'POST', headers: { cookie, origin: ORIGIN }, body: form });
    return { status: res.status, item: (await res.json()) as MediaItem };
  };
  const put = async (id: number, body: unknown) => {
    const res = await app.request(`/api/admin/media/${id}`, { method: 'PUT', headers: { cookie, origin: ORIGIN, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as MediaItem & { message: string } };
  };
  /** The item as the library's polling sees it, once `done` says so (at most 60 s). */
  async function until(id: number, done: (item: MediaItem) => boolean): Promise<MediaItem> {
    for (let i = 0; ; i++) {
      const item = (await (await app.request(`/api/admin/media/${id}`, { headers: { cookie } })).json()) as MediaItem;
      if (done(item) || i > 600) return item;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const stored = async (key: string) => (await store.get(key))?.body;

  it('answers 201 once the largest variant is stored, with the other variants pending; they appear, then the pages using it are republished', async () => {
    const { status, item } = await upload(await makeJpeg(3000, 2000), 'paisagem.jpg');
    expect(status, JSON.stringify(item)).toBe(201);
    expect(item.variants.state).toBe('pending');
    expect(item.variants.done).toBeLessThan(item.variants.total);
    expect(item.imageUrl).toMatch(/\/1920\.jpg$/);
    // What the editor can use at once is there: the largest variant (also the thumbnail until the small one exists).
    expect(await store.exists(item.imageUrl.slice('/media/'.length))).toBe(true);
    // The upload's own bytes are kept for the worker, but never served (their metadata stays private).
    const key = parseMediaUrl(item.imageUrl)!;
    expect((await mediaFileResponse(store, sourceKey(key))).status).toBe(404);
    // A post picks it while its variants are still being made.
    const postId = await insertPost(db, { title: 'Com foto nova', image_url: item.imageUrl });
    const productId = await insertProduct(db, { image_url: item.imageUrl });
    const ready = await until(item.id, (i) => i.variants.state !== 'pending');
    expect(ready.variants).toEqual({ state: 'ready', done: ready.variants.total, total: ready.variants.total });
    expect(ready.thumbnailUrl).toMatch(/\/320\.webp$/);
    for (const file of mediaFiles(key)) expect(await store.exists(file), file).toBe(true);
    // The upload's own bytes were only kept until then.
    expect(await store.exists(sourceKey(key))).toBe(false);
    const republished = () => ['post', 'product'].filter((entity) => publisher.requests.some((r) => r.entity === entity && r.id === (entity === 'post' ? postId : productId) && r.action === 'update'));
    await expect.poll(republished, { timeout: 10_000 }).toEqual(['post', 'product']);
  }, 120_000);

  it('a restart resumes an image left pending and writes its missing files', async () => {
    const { item } = await upload(await makeJpeg(1500, 1000), 'interrompida.jpg');
    await until(item.id, (i) => i.variants.state !== 'pending');
    const key = parseMediaUrl(item.imageUrl)!;
    // As if the server stopped after the first width: the row pending, later files missing (the
    // largest variant was written before the upload answered).
    const missing = mediaFiles(key).slice(3).filter((file) => `/media/${file}` !== item.imageUrl);
    for (const file of missing) await store.delete(file);
    await db.kysely.updateTable('media').set({ variants: 'pending', variants_done: 1 }).where('id', '=', item.id).execute();
    expect((await until(item.id, () => true)).variants).toMatchObject({ state: 'pending', done: 1 });
    app = media.restart();
    const ready = await until(item.id, (i) => i.variants.state !== 'pending');
    expect(ready.variants.state).toBe('ready');
    for (const file of missing) expect(await store.exists(file), file).toBe(true);
  }, 120_000);

  it.each([
    [{ x: 1.5, y: 0.5 }, 'focal.x'],
    [{ x: 0.5, y: -0.1 }, 'focal.y'],
    [{ x: '0.5', y: 0.5 }, 'focal.x'],
    [{ x: 0.5 }, 'focal.y'],
  ])('refuses the focal point %j with a 400 naming %s', async (focal, path) => {
    const { item } = await upload(await makeJpeg(640, 480), `focal-${path}-${JSON.stringify(focal).length}.jpg`);
    const res = await put(item.id, { focal, version: item.version });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(path);
  }, 60_000);

  it('cuts the share card around the focal point: at the right of a red|blue picture it is mostly blue, at the left mostly red', async () => {
    const { item } = await upload(await makeRedBlueJpeg(3000, 1000), 'vermelho-azul.jpg');
    const uploaded = await until(item.id, (i) => i.variants.state !== 'pending');
    const right = await put(item.id, { focal: { x: 1, y: 0.5 }, version: uploaded.version });
    expect(right.status, right.body.message).toBe(200);
    expect(right.body.focal).toEqual({ x: 1, y: 0.5 });
    expect(right.body.ogImageUrl).toMatch(/\/og-1000-500\.jpg$/);
    const cut = await until(item.id, (i) => i.variants.state !== 'pending');
    expect(cut.variants.state).toBe('ready');
    expect(await blueShare((await stored(cut.ogImageUrl.slice('/media/'.length)))!)).toBeGreaterThan(0.7);
    const left = await put(item.id, { focal: { x: 0, y: 0.5 }, version: cut.version });
    const leftCut = await until(item.id, (i) => i.variants.state !== 'pending');
    expect(leftCut.ogImageUrl).toMatch(/\/og-0-500\.jpg$/);
    expect(await blueShare((await stored(leftCut.ogImageUrl.slice('/media/'.length)))!)).toBeLessThan(0.3);
    expect(left.status).toBe(200);
  }, 120_000);

  it('keeps libvips on one image at a time while uploads and the background variants overlap', async () => {
    const images = await Promise.all([1, 2, 3].map((n) => makeJpeg(2400 + n * 8, 1600)));
    let most = 0;
    const timer = setInterval(() => (most = Math.max(most, sharp.counters().process)), 1);
    try {
      const answers = await Promise.all(images.map((bytes, n) => upload(bytes, `paralela-${n}.jpg`)));
      expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
      for (const { item } of answers) expect((await until(item.id, (i) => i.variants.state !== 'pending')).variants.state).toBe('ready');
    } finally {
      clearInterval(timer);
    }
    expect(most).toBe(1);
  }, 120_000);

  it('an answer of failure leaves no file: a pixel bomb is a 413 from its header, an abandoned upload a 408', async () => {
    const files = async () => {
      const keys: string[] = [];
      for await (const key of store.keys()) keys.push(key);
      return keys.sort();
    };
    const before = await files();
    const rows = async () => Number((await db.kysely.selectFrom('media').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const rowsBefore = await rows();
    const bomb = await upload(makeSparsePng(6000), 'vazio.png');
    expect(bomb.status).toBe(413);
    // A photo with detail (noise), so its check and largest variant take long enough to be caught at work.
    const photo = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#777', noise: { type: 'gaussian', mean: 120, sigma: 40 } } }).jpeg({ quality: 90 }).toBuffer();
    const during = new AbortController();
    const form = new FormData();
    form.set('file', new File([photo as Uint8Array<ArrayBuffer>], 'abandonada.jpg', { type: 'image/jpeg' }));
    const abandoned = app.request('/api/admin/media', { method: 'POST', headers: { cookie, origin: ORIGIN }, body: form, signal: during.signal });
    // Abort once libvips is at work on it (or after 5 s: an abort before that stores nothing either).
    for (const start = Date.now(); sharp.counters().process === 0 && Date.now() - start < 5000; ) await new Promise((r) => setTimeout(r, 1));
    during.abort();
    expect((await abandoned).status).toBe(408);
    expect(await files()).toEqual(before);
    expect(await rows()).toBe(rowsBefore);
  }, 120_000);

  it('lists the upload limit with the library, for the admin to refuse a larger file before sending it', async () => {
    const res = await app.request('/api/admin/media', { headers: { cookie } });
    expect(((await res.json()) as { maxBytes: number }).maxBytes).toBe(15_000_000);
  });
});
