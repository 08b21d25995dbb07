/**
 * Where the media library's files live. One interface, one implementation per mode: a folder on
 * disk (self-hosted, this file) and Netlify Blobs (api/netlify-media-store.ts). Keys are the
 * contract's `{folder}/{file}` (shared/media/contract.ts `mediaFiles`); files are immutable.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { isMediaStoreKey } from './contract';
import { mediaContentType } from './process';

/** A stored media file. */
export interface StoredMediaFile {
  body: Uint8Array;
  contentType: string;
}

/** The storage of media files by key (`{hash}-{w}x{h}/{v}.{ext}`). */
export interface MediaStore {
  /** Writes a file; a reader sees it whole or not at all. */
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** The file, or null when there is none. */
  get(key: string): Promise<StoredMediaFile | null>;
  exists(key: string): Promise<boolean>;
  /** Removes a file; no error when it is already gone. */
  delete(key: string): Promise<void>;
  /** Every stored key (backups), in no particular order. */
  keys(): AsyncIterable<string>;
}

/** Thrown for a key that is not a media file's (a path-traversal attempt or a typo). */
export class MediaKeyError extends Error {}

function checked(key: string): string {
  if (!isMediaStoreKey(key)) throw new MediaKeyError(`Not a media file key: "${key}"`);
  return key;
}

/**
 * The media folder: MEDIA_DIR, else `media/` beside the SQLite file (data/media for the default
 * sqlite:data/site.db), else `data/media` (PostgreSQL, in-memory databases).
 */
export function mediaDir(env: { MEDIA_DIR?: string; DATABASE_URL?: string } = process.env): string {
  if (env.MEDIA_DIR?.trim()) return resolve(env.MEDIA_DIR.trim());
  const url = env.DATABASE_URL ?? 'sqlite:data/site.db';
  if (url.startsWith('sqlite:') && !url.includes(':memory:')) {
    const file = url.slice('sqlite:'.length).replace(/^\/\/(?=\/)/, '');
    return join(dirname(resolve(file)), 'media');
  }
  return resolve('data/media');
}

/**
 * Files in a folder on disk. A put writes a temporary file beside the target and renames it, so a
 * crash leaves the file whole or absent (a leftover `.tmp-*` is ignored by `keys` and `get`).
 */
export function createFileMediaStore(root: string): MediaStore {
  const path = (key: string) => join(root, checked(key));
  return {
    async put(key, body) {
      const target = path(key);
      await mkdir(dirname(target), { recursive: true });
      const temp = `${target}.tmp-${randomBytes(6).toString('hex')}`;
      try {
        await writeFile(temp, body);
        await rename(temp, target);
      } catch (err) {
        await rm(temp, { force: true });
        throw err;
      }
    },
    async get(key) {
      if (!isMediaStoreKey(key)) return null;
      try {
        return { body: await readFile(join(root, key)), contentType: mediaContentType(key) };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async exists(key) {
      if (!isMediaStoreKey(key)) return false;
      try {
        return (await stat(join(root, key))).isFile();
      } catch {
        return false;
      }
    },
    async delete(key) {
      const target = path(key);
      await rm(target, { force: true });
      // Drop the image's folder once its last file is gone (fails harmlessly while others remain).
      await rmdir(dirname(target)).catch(() => undefined);
    },
    async *keys() {
      let folders: string[];
      try {
        folders = await readdir(root);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw err;
      }
      for (const folder of folders) {
        let files: string[];
        try {
          files = await readdir(join(root, folder));
        } catch {
          continue;
        }
        for (const file of files) {
          const key = `${folder}/${file}`;
          if (isMediaStoreKey(key)) yield key;
        }
      }
    },
  };
}

/** Files in memory (tests, and a process that must not touch the disk). */
export function createMemoryMediaStore(): MediaStore & { files: Map<string, StoredMediaFile> } {
  const files = new Map<string, StoredMediaFile>();
  return {
    files,
    async put(key, body, contentType) {
      files.set(checked(key), { body: Uint8Array.from(body), contentType });
    },
    async get(key) {
      return files.get(key) ?? null;
    },
    async exists(key) {
      return files.has(key);
    },
    async delete(key) {
      files.delete(key);
    },
    async *keys() {
      yield* [...files.keys()];
    },
  };
}
