import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../db/testing';
import { mediaFiles, parseMediaUrl } from './contract';
import { ingestImage } from './ingest';
import { MediaError } from './process';
import { createFileMediaStore, type MediaStore } from './store';
import { makeJpeg, makePng, makePngBomb, svgWithScript, textFile } from './test-images';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'media-ingest-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

async function storedKeys(store: MediaStore): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of store.keys()) keys.push(key);
  return keys.sort();
}

describeEachDatabase('ingestImage', (getDb) => {
  let store: MediaStore;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(root, 'store-'));
    store = createFileMediaStore(dir);
  });

  it('stores every file and the row; the item points at the largest fallback', async () => {
    const db = getDb();
    const bytes = await makeJpeg(1000, 500);
    const { item, created } = await ingestImage(db, store, { bytes, originalName: 'Cafeteira Italiana.jpg', alt: { br: ' Uma cafeteira ', it: '' }, userId: null });
    expect(created).toBe(true);
    expect(item).toMatchObject({ width: 1000, height: 500, fallback: 'jpg', mime: 'image/jpeg', bytes: bytes.length, originalName: 'Cafeteira Italiana.jpg', alt: { br: 'Uma cafeteira' }, version: 1 });
    const key = parseMediaUrl(item.imageUrl)!;
    expect(item.imageUrl).toBe(`/media/${item.hash}-1000x500/1000.jpg`);
    expect(item.thumbnailUrl).toBe(`/media/${item.hash}-1000x500/320.webp`);
    for (const file of mediaFiles(key)) expect(await store.exists(file)).toBe(true);
    const stored = await store.get(`${item.hash}-1000x500/960.webp`);
    expect(stored?.contentType).toBe('image/webp');
    expect(await sharp(Buffer.from(stored!.body)).metadata()).toMatchObject({ width: 960, height: 480 });
    const row = await db.kysely.selectFrom('media').selectAll().where('id', '=', item.id).executeTakeFirstOrThrow();
    expect(row.hash).toBe(item.hash);
  });

  it('the same bytes twice give the existing item, no second row', async () => {
    const db = getDb();
    const bytes = await makePng(50, 40);
    const first = await ingestImage(db, store, { bytes, originalName: 'a.png' });
    const second = await ingestImage(db, store, { bytes, originalName: 'b.png' });
    expect(second).toEqual({ item: first.item, created: false });
    const rows = await db.kysely.selectFrom('media').select('id').where('hash', '=', first.item.hash).execute();
    expect(rows).toHaveLength(1);
  });

  it.each([
    ['an empty file', () => new Uint8Array(), 400],
    ['a text file named .jpg', () => textFile, 415],
    ['an SVG with a script', () => svgWithScript, 415],
    ['a 20,000×20,000 PNG', () => makePngBomb(), 413],
  ] as const)('refuses %s and stores nothing', async (_name, make, status) => {
    const db = getDb();
    const before = await storedKeys(store);
    const count = async () => Number((await db.kysely.selectFrom('media').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const rows = await count();
    const err = await ingestImage(db, store, { bytes: await make(), originalName: 'photo.jpg' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MediaError);
    expect((err as MediaError).status).toBe(status);
    expect(await storedKeys(store)).toEqual(before);
    expect(await count()).toBe(rows);
  });

  it('a failed insert removes the files it wrote', async () => {
    const db = getDb();
    const bytes = await makeJpeg(330, 100);
    const before = await storedKeys(store);
    // The database refuses the insert (as a full disk or a lost connection would) after the files are written.
    const kysely = new Proxy(db.kysely, {
      get: (target, prop) => {
        if (prop === 'transaction') return () => ({ execute: async () => { throw new Error('disk full'); } });
        const value = Reflect.get(target, prop, target) as unknown;
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const broken = { ...db, kysely } as typeof db;
    await expect(ingestImage(broken, store, { bytes, originalName: 'x.jpg' })).rejects.toThrow('disk full');
    expect(await storedKeys(store)).toEqual(before);
    expect(await readdir(dir)).toEqual(expect.not.arrayContaining([expect.stringContaining('-330x100')]));
  });
});
