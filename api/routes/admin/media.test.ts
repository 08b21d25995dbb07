/**
 * The media library's admin API over the app (createApp), on both dialects: uploads of each
 * accepted type and each refused file (nothing stored: no row, no file), alt texts with versions,
 * the list and its search, and deletion refused while a page shows the image.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../../../shared/db/connect';
import { insertPost, insertProduct, insertReview } from '../../../shared/db/test-fixtures';
import { describeEachDatabase } from '../../../shared/db/testing';
import { mediaFiles, parseMediaUrl, variantHeight, variantWidths, type MediaItem } from '../../../shared/media/contract';
import type { MediaStore } from '../../../shared/media/store';
import { makeAvif, makeJpeg, makeJpegWithGpsRotated, makePng, makePngBomb, makeWebp, svgWithScript, textFile } from '../../../shared/media/test-images';
import { auditRows, mediaTestApp, type MediaTestApp } from './testing';

const ORIGIN = 'http://localhost:4321';
const MAX_BYTES = 200_000;

describeEachDatabase('admin media API', (getDb) => {
  let store: MediaStore;
  let app: MediaTestApp['app'];
  let media: MediaTestApp;
  let cookie = '';
  let db: Db;

  beforeAll(async () => {
    db = getDb();
    media = await mediaTestApp(db, { name: 'media-api', maxBytes: MAX_BYTES });
    ({ app, store, cookie } = media);
  });
  afterAll(async () => {
    await media.remove();
  });

  function upload(bytes: Uint8Array, name: string, fields: Record<string, string> = {}, headers: Record<string, string> = { origin: ORIGIN }) {
    const form = new FormData();
    form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type: 'image/jpeg' }));
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    return app.request('/api/admin/media', { method: 'POST', headers: { cookie, ...headers }, body: form });
  }
  async function json(method: string, path: string, body?: unknown) {
    const res = await app.request(path, { method, headers: { cookie, origin: ORIGIN, ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  }
  async function state() {
    const rows = await db.kysely.selectFrom('media').select('hash').orderBy('id').execute();
    const files: string[] = [];
    for await (const key of store.keys()) files.push(key);
    return { rows: rows.map((r) => r.hash), files: files.sort() };
  }

  it.each([
    ['JPEG', makeJpeg, 'image/jpeg', 800, 600, 'jpg'],
    ['PNG', makePng, 'image/png', 400, 300, 'png'],
    ['WebP', makeWebp, 'image/webp', 500, 250, 'jpg'],
    ['AVIF', makeAvif, 'image/avif', 300, 200, 'jpg'],
  ] as const)('uploads a %s: 201, its variants exist at their sizes', async (name, make, mime, width, height, fallback) => {
    const res = await upload(await make(), `foto.${name.toLowerCase()}`, { 'alt.br': `Uma foto ${name}` });
    const item = (await res.json()) as MediaItem;
    expect(res.status, JSON.stringify(item)).toBe(201);
    expect(item).toMatchObject({ mime, width, height, fallback, alt: { br: `Uma foto ${name}` }, originalName: `foto.${name.toLowerCase()}`, version: 1 });
    expect(res.headers.get('location')).toBe(`/api/admin/media/${item.id}`);
    const key = parseMediaUrl(item.imageUrl)!;
    for (const file of mediaFiles(key)) expect(await store.exists(file), file).toBe(true);
    for (const w of variantWidths(width)) {
      const avif = await store.get(`${item.hash}-${width}x${height}/${w}.avif`);
      expect(await sharp(Buffer.from(avif!.body)).metadata()).toMatchObject({ width: w, height: variantHeight(key, w) });
    }
    expect((await auditRows(db, 'media', item.id)).map((r) => r.action)).toEqual(['create']);
  });

  it('a sideways photo with GPS: stored upright, no EXIF in any variant', async () => {
    const res = await upload(await makeJpegWithGpsRotated(640, 480), 'celular.jpg');
    const item = (await res.json()) as MediaItem;
    expect(res.status).toBe(201);
    expect([item.width, item.height]).toEqual([480, 640]);
    for (const file of mediaFiles(parseMediaUrl(item.imageUrl)!)) {
      const stored = await store.get(file);
      expect((await sharp(Buffer.from(stored!.body)).metadata()).exif, file).toBeUndefined();
    }
  });

  it('the same bytes twice: 200 with the existing item', async () => {
    const bytes = await makeJpeg(321, 123);
    const first = await upload(bytes, 'a.jpg');
    expect(first.status).toBe(201);
    const second = await upload(bytes, 'b.jpg');
    expect(second.status).toBe(200);
    expect((await second.json()).id).toBe((await first.json()).id);
  });

  it.each([
    ['a text file named .jpg', () => textFile, 415, 'unsupported_type', /not an image/],
    ['a 20,000×20,000 PNG', () => makePngBomb(20_000), 413, 'too_many_pixels', /20000×20000/],
    ['an SVG with a script', () => svgWithScript, 415, 'svg_refused', /SVG/],
    ['an empty file', () => new Uint8Array(), 400, 'empty', /empty/],
    ['a file over the limit', async () => Buffer.concat([await makeJpeg(), Buffer.alloc(MAX_BYTES)]), 413, 'too_large', /too large/],
    ['a file far over the limit (the body limit stops it)', () => Buffer.alloc(MAX_BYTES * 2, 1), 413, 'payload_too_large', /too large/],
  ] as const)('refuses %s with a 4xx naming the problem, storing nothing', async (_name, make, status, code, message) => {
    const before = await state();
    const res = await upload(await make(), 'photo.jpg');
    const body = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(status);
    expect(body.error).toBe(code);
    expect(body.message).toMatch(message);
    expect(await state()).toEqual(before);
  });

  it('refuses a form without a file (400 naming `file`) and an unknown alt locale', async () => {
    const form = new FormData();
    form.set('other', 'x');
    const res = await app.request('/api/admin/media', { method: 'POST', headers: { cookie, origin: ORIGIN }, body: form });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/file/);
    const bad = await upload(await makeJpeg(90, 90), 'x.jpg', { 'alt.fr': 'Bonjour' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toMatch(/fr/);
  });

  it('refuses a NUL in the file name or an alt text with a 400 naming it, storing nothing (a 500 on PostgreSQL before, issue 24)', async () => {
    const before = await state();
    const name = await upload(await makeJpeg(91, 90), 'foto\u0000.jpg');
    expect(name.status).toBe(400);
    expect((await name.json()).message).toContain('file name must not contain NUL');
    const alt = await upload(await makeJpeg(92, 90), 'foto.jpg', { 'alt.br': 'Um\u0000fone' });
    expect(alt.status).toBe(400);
    expect((await alt.json()).issues[0].path).toBe('br');
    expect(await state()).toEqual(before);
  });

  it('refuses an upload from another origin or without one (CSRF), and JSON-only elsewhere still holds', async () => {
    const bytes = await makeJpeg(91, 91);
    expect((await upload(bytes, 'x.jpg', {}, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await upload(bytes, 'x.jpg', {}, {})).status).toBe(403);
    const form = new FormData();
    form.set('title', 'x');
    const post = await app.request('/api/admin/posts', { method: 'POST', headers: { cookie, origin: ORIGIN }, body: form });
    expect(post.status).toBe(415);
  });

  it('needs a session', async () => {
    const res = await app.request('/api/admin/media', { headers: {} });
    expect(res.status).toBe(401);
  });

  it('lists newest first, pages, and searches name and alt text (accents and case ignored)', async () => {
    const a = await (await upload(await makeJpeg(101, 101), 'Cafeteira.jpg', { 'alt.br': 'Máquina de café expresso' })).json();
    const b = await (await upload(await makeJpeg(102, 102), 'liquidificador.jpg', { 'alt.it': 'Frullatore rosso' })).json();
    const all = await json('GET', '/api/admin/media?limit=2');
    expect(all.status).toBe(200);
    expect(all.body.items.map((i: MediaItem) => i.id)).toEqual([b.id, a.id]);
    expect(all.body).toMatchObject({ limit: 2, offset: 0 });
    expect(all.body.total).toBeGreaterThan(2);
    expect((await json('GET', '/api/admin/media?q=MAQUINA%20DE%20CAFE')).body.items.map((i: MediaItem) => i.id)).toEqual([a.id]);
    expect((await json('GET', '/api/admin/media?q=frullatore')).body.items.map((i: MediaItem) => i.id)).toEqual([b.id]);
    expect((await json('GET', '/api/admin/media?q=liquidif')).body.total).toBe(1);
    expect((await json('GET', '/api/admin/media?limit=0')).status).toBe(400);
  });

  it('alt texts per locale with the version; a stale version is a 409 with the current item', async () => {
    const item = await (await upload(await makeJpeg(103, 103), 'alt.jpg')).json();
    const saved = await json('PUT', `/api/admin/media/${item.id}`, { alt: { br: 'Uma panela', it: 'Una pentola' }, version: 1 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ alt: { br: 'Uma panela', it: 'Una pentola' }, version: 2 });
    const stale = await json('PUT', `/api/admin/media/${item.id}`, { alt: { br: 'Outra' }, version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.current.alt).toEqual({ br: 'Uma panela', it: 'Una pentola' });
    expect((await json('GET', `/api/admin/media/${item.id}`)).body.alt).toEqual({ br: 'Uma panela', it: 'Una pentola' });
    expect((await json('PUT', `/api/admin/media/${item.id}`, { alt: { xx: 'a' }, version: 2 })).status).toBe(400);
    expect((await json('PUT', '/api/admin/media/999999', { alt: {}, version: 1 })).status).toBe(404);
    expect((await auditRows(db, 'media', item.id)).map((r) => r.action)).toEqual(['create', 'update']);
  });

  it('deleting an image in use is refused with its pages; once unused it goes with its files', async () => {
    const item = (await (await upload(await makeJpeg(104, 104), 'usada.jpg')).json()) as MediaItem;
    const folder = item.imageUrl.split('/')[2]!;
    const postId = await insertPost(db, { title: 'Post com foto', image_url: item.imageUrl });
    const productId = await insertProduct(db, { title: 'Produto com foto', image_url: `https://example.com${item.imageUrl.replace(/\.jpg$/, '.webp')}` });
    const reviewId = await insertReview(db, { product_id: productId, title: 'Review com foto', body: `Texto\n\n![Foto](/media/${folder}/320.jpg)` });
    const refused = await json('DELETE', `/api/admin/media/${item.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('in_use');
    expect(refused.body.pages).toEqual([
      { kind: 'post', id: postId, title: 'Post com foto', locale: 'br' },
      { kind: 'review', id: reviewId, title: 'Review com foto', locale: 'br' },
      { kind: 'product', id: productId, title: 'Produto com foto', locale: 'br' },
    ]);
    expect(await store.exists(`${folder}/104.jpg`)).toBe(true);
    // The post's own save through the admin API drops the use (the product and review are removed directly).
    const post = await json('GET', `/api/admin/posts/${postId}`);
    const resaved = await json('PUT', `/api/admin/posts/${postId}`, { ...post.body, imageUrl: null });
    expect(resaved.status, JSON.stringify(resaved.body)).toBe(200);
    expect((await json('DELETE', `/api/admin/reviews/${reviewId}`)).status).toBe(204);
    const product = await json('GET', `/api/admin/products/${productId}`);
    expect((await json('PUT', `/api/admin/products/${productId}`, { ...product.body, imageUrl: null })).status).toBe(200);
    const gone = await json('DELETE', `/api/admin/media/${item.id}`);
    expect(gone.status, JSON.stringify(gone.body)).toBe(204);
    for (const file of mediaFiles(parseMediaUrl(item.imageUrl)!)) expect(await store.exists(file)).toBe(false);
    expect((await json('GET', `/api/admin/media/${item.id}`)).status).toBe(404);
    expect((await auditRows(db, 'media', item.id)).map((r) => r.action)).toEqual(['create', 'delete']);
  });

  it('a post may use a library image only with alt text in its language (400 naming imageUrl otherwise)', async () => {
    const item = (await (await upload(await makeJpeg(105, 105), 'capa.jpg', { 'alt.br': 'Capa do post' })).json()) as MediaItem;
    const post = (locale: string, slug: string, imageUrl: string) => ({ locale, slug, title: 'Com capa', excerpt: '', content: 'Texto.', status: 'draft', imageUrl });
    const ok = await json('POST', '/api/admin/posts', post('br', 'com-capa', item.imageUrl));
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body.imageUrl).toBe(item.imageUrl);
    const noAlt = await json('POST', '/api/admin/posts', post('it', 'con-copertina', item.imageUrl));
    expect(noAlt.status).toBe(400);
    expect(noAlt.body.issues).toEqual([{ path: 'imageUrl', message: expect.stringContaining('alt text missing for it') }]);
    const unknown = await json('POST', '/api/admin/posts', post('br', 'sem-capa', item.imageUrl.replace(item.hash, 'f'.repeat(32))));
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/imageUrl: no such image in the media library/);
    const notMedia = await json('POST', '/api/admin/posts', post('br', 'caminho', '/images/capa.jpg'));
    expect(notMedia.status).toBe(400);
    expect(notMedia.body.issues[0].path).toBe('imageUrl');
    // Once the Italian alt text is written, the same save goes through; and the image is now in use.
    const current = (await json('GET', `/api/admin/media/${item.id}`)).body;
    expect((await json('PUT', `/api/admin/media/${item.id}`, { alt: { ...current.alt, it: 'Copertina' }, version: current.version })).status).toBe(200);
    const italian = await json('POST', '/api/admin/posts', post('it', 'con-copertina', item.imageUrl));
    expect(italian.status).toBe(201);
    // Now that an Italian post shows it as its lead image, its Italian alt text cannot be removed.
    const latest = (await json('GET', `/api/admin/media/${item.id}`)).body;
    const removing = await json('PUT', `/api/admin/media/${item.id}`, { alt: { br: 'Capa do post' }, version: latest.version });
    expect(removing.status).toBe(409);
    expect(removing.body).toMatchObject({ error: 'in_use', issues: [{ path: 'alt.it' }], pages: [{ kind: 'post', id: italian.body.id, title: 'Com capa', locale: 'it' }] });
    expect((await json('PUT', `/api/admin/media/${item.id}`, { alt: { br: 'Capa nova', it: 'Copertina nuova' }, version: latest.version })).status).toBe(200);
    const refused = await json('DELETE', `/api/admin/media/${item.id}`);
    expect(refused.body.pages.map((p: { title: string }) => p.title)).toEqual(['Com capa', 'Com capa']);
    // A product may show a library image with no alt text of its own (its title is the alt).
    const bare = (await (await upload(await makeJpeg(106, 106), 'produto.jpg')).json()) as MediaItem;
    const product = await json('POST', '/api/admin/products', { locale: 'br', slug: 'com-foto', asin: 'B0MEDIA001', title: 'Com foto', imageUrl: bare.imageUrl, status: 'draft' });
    expect(product.status, JSON.stringify(product.body)).toBe(201);
  });
});
