/**
 * The Netlify mode's media store against @netlify/blobs' own local server (the one `netlify dev`
 * runs), and the /media/* function reading from it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getStore } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNetlifyMediaHandler, NETLIFY_MAX_UPLOAD_BYTES, netlifyMediaLimits } from './netlify';
import { createBlobsMediaStore, MEDIA_BLOB_STORE } from './netlify-media-store';
import type { MediaStore } from '../shared/media/store';
import { processImage } from '../shared/media/process';
import { makeJpeg } from '../shared/media/test-images';
import { loadEnv } from '../shared/env';

describe('Netlify Blobs media store', () => {
  let dir: string;
  let server: BlobsServer;
  let store: MediaStore;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'media-blobs-'));
    const token = 'test-token';
    server = new BlobsServer({ directory: dir, token });
    const { port } = await server.start();
    store = createBlobsMediaStore(getStore({ name: MEDIA_BLOB_STORE, siteID: 'site-1', token, edgeURL: `http://localhost:${port}`, consistency: 'strong', uncachedEdgeURL: `http://localhost:${port}` }));
  });
  afterAll(async () => {
    await server?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('puts, gets with the content type, lists and deletes an image\'s files', async () => {
    const processed = await processImage(await makeJpeg(400, 200));
    for (const file of processed.files) await store.put(file.key, file.body, file.contentType);
    const webp = processed.files.find((f) => f.key.endsWith('320.webp'))!;
    const got = await store.get(webp.key);
    expect(got?.contentType).toBe('image/webp');
    expect(Buffer.from(got!.body).equals(webp.body)).toBe(true);
    expect(await store.exists(webp.key)).toBe(true);
    const keys: string[] = [];
    for await (const key of store.keys()) keys.push(key);
    expect(keys.sort()).toEqual(processed.files.map((f) => f.key).sort());

    const fn = createNetlifyMediaHandler({ store });
    const res = await fn(new Request(`https://site.example/media/${webp.key}`));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fn(new Request('https://site.example/media/../x'))).status).toBe(404);

    for (const file of processed.files) await store.delete(file.key);
    expect(await store.get(webp.key)).toBeNull();
    expect(await store.exists(webp.key)).toBe(false);
    expect((await fn(new Request(`https://site.example/media/${webp.key}`))).status).toBe(404);
  });

  it('caps uploads below the 6 MB request limit of a function', () => {
    expect(netlifyMediaLimits(loadEnv({})).maxBytes).toBe(NETLIFY_MAX_UPLOAD_BYTES);
    expect(netlifyMediaLimits(loadEnv({ MEDIA_MAX_BYTES: '100000' })).maxBytes).toBe(100000);
  });
});
