/**
 * Image processing under load (issue 24 item 2), on both dialects: parallel uploads are processed
 * one at a time through the image line; a 36-megapixel PNG of a few KB is refused from its header;
 * an upload abandoned while it waits or is processed leaves no file and no row.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../../../shared/db/connect';
import { describeEachDatabase } from '../../../shared/db/testing';
import type { MediaStore } from '../../../shared/media/store';
import { makeJpeg, makeSparsePng } from '../../../shared/media/test-images';
import { mediaTestApp, type MediaTestApp } from './testing';

const ORIGIN = 'http://localhost:4321';

describeEachDatabase('media processing line', (getDb) => {
  let store: MediaStore;
  let app: MediaTestApp['app'];
  let media: MediaTestApp;
  let cookie = '';
  let db: Db;

  beforeAll(async () => {
    db = getDb();
    media = await mediaTestApp(db, { name: 'media-queue', maxBytes: 2_000_000 });
    ({ app, store, cookie } = media);
  });
  afterAll(async () => {
    await media.remove();
  });

  const upload = (bytes: Uint8Array, name: string, signal?: AbortSignal) => {
    const form = new FormData();
    form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type: 'image/png' }));
    return app.request('/api/admin/media', { method: 'POST', headers: { cookie, origin: ORIGIN }, body: form, signal });
  };
  async function stored() {
    const rows = await db.kysely.selectFrom('media').select('hash').execute();
    const files: string[] = [];
    for await (const key of store.keys()) files.push(key);
    return { rows: rows.map((r) => r.hash), files };
  }
  /** The most images libvips worked on at once while `work` ran (sharp's own task counter). */
  async function mostAtOnce<T>(work: () => Promise<T>): Promise<{ result: T; most: number }> {
    let most = 0;
    const timer = setInterval(() => (most = Math.max(most, sharp.counters().process)), 1);
    try {
      return { result: await work(), most };
    } finally {
      clearInterval(timer);
    }
  }

  it('processes 4 parallel uploads one at a time, and stores each', async () => {
    const images = await Promise.all([1, 2, 3, 4].map((n) => makeJpeg(1600 + n * 8, 1200)));
    const { result, most } = await mostAtOnce(() => Promise.all(images.map((bytes, n) => upload(bytes, `foto-${n}.jpg`))));
    expect(result.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    expect(most).toBe(1);
  }, 120_000);

  it('refuses a 36-megapixel PNG of a few KB with a 413 from its header, storing nothing', async () => {
    const before = await stored();
    const bomb = makeSparsePng(6000);
    expect(bomb.byteLength).toBeLessThan(120_000);
    const started = performance.now();
    const res = await upload(bomb, 'vazio.png');
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toContain('6000×6000 pixels in only');
    expect(performance.now() - started).toBeLessThan(5000);
    expect(await stored()).toEqual(before);
  }, 120_000);

  it('an upload abandoned while it waits, or while it is processed, leaves no file and no row', async () => {
    const before = await stored();
    const first = upload(await makeJpeg(1700, 1300), 'primeira.jpg');
    const waiting = new AbortController();
    const second = upload(await makeJpeg(1710, 1300), 'segunda.jpg', waiting.signal);
    await new Promise((r) => setTimeout(r, 20));
    waiting.abort();
    expect((await second).status).toBe(408);
    expect((await first).status).toBe(201);
    const during = new AbortController();
    const third = upload(await makeJpeg(1720, 1300), 'terceira.jpg', during.signal);
    // Abort once libvips is at work on it.
    while (sharp.counters().process === 0) await new Promise((r) => setTimeout(r, 1));
    during.abort();
    expect((await third).status).toBe(408);
    const after = await stored();
    expect(after.rows).toHaveLength(before.rows.length + 1);
    // Only the first upload's files were added: 4 widths × 3 formats + og, or fewer for a small image.
    const added = after.files.filter((f) => !before.files.includes(f));
    expect(new Set(added.map((f) => f.split('/').slice(0, -1).join('/'))).size).toBe(1);
  }, 120_000);
});
