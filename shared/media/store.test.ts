import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MediaKeyError, createFileMediaStore, mediaDir } from './store';

const KEY = `${'a'.repeat(32)}-10x10/10.jpg`;

describe('file media store', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'media-store-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('puts, gets, lists and deletes by key, leaving no temporary file', async () => {
    const store = createFileMediaStore(root);
    await store.put(KEY, Buffer.from('abc'), 'image/jpeg');
    expect(await store.exists(KEY)).toBe(true);
    expect(await store.get(KEY)).toEqual({ body: Buffer.from('abc'), contentType: 'image/jpeg' });
    expect(await readdir(join(root, `${'a'.repeat(32)}-10x10`))).toEqual(['10.jpg']);
    const keys: string[] = [];
    for await (const k of store.keys()) keys.push(k);
    expect(keys).toEqual([KEY]);
    await store.delete(KEY);
    expect(await store.exists(KEY)).toBe(false);
    expect(await store.get(KEY)).toBeNull();
    expect(await readdir(root)).toEqual([]);
  });

  it('refuses keys outside the layout (no path traversal) and ignores stray files', async () => {
    const store = createFileMediaStore(root);
    await expect(store.put('../evil.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toBeInstanceOf(MediaKeyError);
    expect(await store.get('../../etc/passwd')).toBeNull();
    expect(await store.exists('../x')).toBe(false);
    await writeFile(join(root, 'notes.txt'), 'x');
    const keys: string[] = [];
    for await (const k of store.keys()) keys.push(k);
    expect(keys).toEqual([]);
  });
});

describe('mediaDir', () => {
  it('MEDIA_DIR, else media/ beside the SQLite file, else data/media', () => {
    expect(mediaDir({ MEDIA_DIR: '/srv/pics' })).toBe('/srv/pics');
    expect(mediaDir({ DATABASE_URL: 'sqlite:/var/lib/site/site.db' })).toBe('/var/lib/site/media');
    expect(mediaDir({})).toBe(resolve('data/media'));
    expect(mediaDir({ DATABASE_URL: 'postgres://x@h/db' })).toBe(resolve('data/media'));
  });
});
