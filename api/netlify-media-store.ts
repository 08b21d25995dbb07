/**
 * The media store of the Netlify mode (issue 14): Netlify Blobs, the platform's own durable key–value
 * store, which functions can write to (a function's disk is gone after the call). One store named
 * `media`, keys as the contract names files (`{hash}-{w}x{h}/{v}.{ext}`), the content type kept in
 * each blob's metadata. Strong consistency: a file written by the upload is readable by the very
 * next request that asks for it, whichever region serves it.
 */
import type { Store } from '@netlify/blobs';
import { isMediaStoreKey } from '../shared/media/contract';
import { mediaContentType } from '../shared/media/process';
import { MediaKeyError, type MediaStore } from '../shared/media/store';

export const MEDIA_BLOB_STORE = 'media';

/** A MediaStore over a Netlify Blobs store (`getStore({ name: MEDIA_BLOB_STORE, consistency: 'strong' })`). */
export function createBlobsMediaStore(blobs: Store): MediaStore {
  const checked = (key: string) => {
    if (!isMediaStoreKey(key)) throw new MediaKeyError(`Not a media file key: "${key}"`);
    return key;
  };
  return {
    async put(key, body, contentType) {
      // A blob is written whole by one request: readers see the old state or the new, never a part.
      const copy = new Uint8Array(body.byteLength);
      copy.set(body);
      await blobs.set(checked(key), copy.buffer, { metadata: { contentType } });
    },
    async get(key) {
      if (!isMediaStoreKey(key)) return null;
      const found = await blobs.getWithMetadata(key, { type: 'arrayBuffer' });
      if (!found) return null;
      const type = typeof found.metadata?.contentType === 'string' ? found.metadata.contentType : mediaContentType(key);
      return { body: new Uint8Array(found.data), contentType: type };
    },
    async exists(key) {
      if (!isMediaStoreKey(key)) return false;
      return (await blobs.getMetadata(key)) !== null;
    },
    async delete(key) {
      await blobs.delete(checked(key));
    },
    async *keys() {
      for await (const page of blobs.list({ paginate: true })) {
        for (const blob of page.blobs) if (isMediaStoreKey(blob.key)) yield blob.key;
      }
    },
  };
}

/**
 * A store opened on first use: `getStore` needs the functions runtime's Blobs context, which a
 * request to a route that never touches media (or a test) must not require.
 */
export function lazyMediaStore(open: () => MediaStore): MediaStore {
  let store: MediaStore | undefined;
  const get = () => (store ??= open());
  return {
    put: (key, body, type) => get().put(key, body, type),
    get: (key) => get().get(key),
    exists: (key) => get().exists(key),
    delete: (key) => get().delete(key),
    keys: () => get().keys(),
  };
}
