/**
 * The media files as the Node server serves them (createSiteApp): year-long immutable caching, the
 * right type, 404 for unknown files and for anything outside the layout (path traversal).
 */
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../shared/db/testing';
import { ingestImage } from '../../shared/media/ingest';
import { createFileMediaStore } from '../../shared/media/store';
import { makePng } from '../../shared/media/test-images';
import type { MediaItem } from '../../shared/media/contract';
import { createSiteApp } from '../server';
import { writeRelease } from '../static/testing';

describeEachDatabase('GET /media/* (self-hosted)', (getDb) => {
  const root = mkdtempSync(join(tmpdir(), 'media-serve-'));
  const mediaRoot = join(root, 'media');
  let app: ReturnType<typeof createSiteApp>;
  let item: MediaItem;

  beforeAll(async () => {
    const store = createFileMediaStore(mediaRoot);
    const dist = writeRelease(root, { 'index.html': '<h1>home</h1>', '404.html': '<h1>404</h1>' });
    app = createSiteApp({ deps: { db: getDb(), log: () => {}, responseCache: false, media: { store } }, distDir: dist });
    ({ item } = await ingestImage(getDb(), store, { bytes: await makePng(700, 350), originalName: 'a.png' }));
    // A file beside the media folder that must never be reachable through it.
    writeFileSync(join(root, 'secret.txt'), 'secret');
    mkdirSync(join(mediaRoot, 'notes'), { recursive: true });
    writeFileSync(join(mediaRoot, 'notes', 'x.jpg'), 'not media');
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('serves every variant with its type and a year of immutable cache', async () => {
    for (const [file, type] of [['640.avif', 'image/avif'], ['640.webp', 'image/webp'], ['700.png', 'image/png'], ['og.jpg', 'image/jpeg']] as const) {
      const res = await app.request(`/media/${item.hash}-700x350/${file}`);
      expect(res.status, file).toBe(200);
      expect(res.headers.get('content-type')).toBe(type);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(0);
    }
    expect((await app.request(item.imageUrl)).status).toBe(200);
    const head = await app.request(item.thumbnailUrl, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(0);
  });

  it('answers 304 to a revalidation with its ETag', async () => {
    const first = await app.request(item.imageUrl);
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect((await app.request(item.imageUrl, { headers: { 'if-none-match': etag } })).status).toBe(304);
  });

  it('404 for unknown files and anything outside the layout', async () => {
    for (const path of [
      `/media/${'0'.repeat(32)}-700x350/640.webp`,
      `/media/${item.hash}-700x350/641.webp`,
      `/media/${item.hash}-700x350/640.gif`,
      '/media/notes/x.jpg',
      '/media/../secret.txt',
      '/media/%2e%2e/secret.txt',
      `/media/${item.hash}-700x350%2F..%2F..%2Fsecret.txt`,
      '/media/',
    ]) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).not.toContain('secret');
    }
  });
});
