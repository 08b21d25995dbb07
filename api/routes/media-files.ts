/**
 * GET /media/{hash}-{w}x{h}/{file}: the media library's files (issue 14), from the MediaStore, in
 * both modes (api/server.ts; the Netlify function netlify/functions/media.mts). Files are immutable
 * (a new upload is a new folder), so they are cached for a year. Only keys of the contract's layout
 * are looked up (`isMediaFileKey`): `..`, encoded slashes and anything else is a 404 without a read.
 */
import { Hono } from 'hono';
import { isMediaFileKey } from '../../shared/media/contract';
import type { MediaStore } from '../../shared/media/store';

export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

function notFound(): Response {
  return new Response('Not found\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
}

/** The hash in the name is the content's, so the key itself is a strong validator. */
const etagOf = (key: string) => `"${key.replace('/', '-')}"`;

/** The file answer for `key`, or a 404. */
export async function mediaFileResponse(store: MediaStore, key: string, method = 'GET'): Promise<Response> {
  if (!isMediaFileKey(key)) return notFound();
  const file = await store.get(key);
  if (!file) return notFound();
  const headers = {
    'Content-Type': file.contentType,
    'Content-Length': String(file.body.byteLength),
    'Cache-Control': MEDIA_CACHE_CONTROL,
    'X-Content-Type-Options': 'nosniff',
    ETag: etagOf(key),
  };
  // The stored bytes are never a SharedArrayBuffer's; the DOM typing cannot know that.
  return new Response(method === 'HEAD' ? null : (file.body as Uint8Array<ArrayBuffer>), { status: 200, headers });
}

/** The /media/* routes of an app. */
export function mediaFileRoutes(store: MediaStore) {
  const app = new Hono();
  app.on(['GET', 'HEAD'], '/media/*', async (c) => {
    // The raw path (not decoded): `%2F` or `%2e%2e` never become separators or dots.
    const key = new URL(c.req.url).pathname.slice('/media/'.length);
    // A file never changes: a revalidation needs only to know it is still there, not its bytes.
    if (isMediaFileKey(key) && c.req.header('if-none-match') === etagOf(key) && (await store.exists(key))) {
      return new Response(null, { status: 304, headers: { ETag: etagOf(key), 'Cache-Control': MEDIA_CACHE_CONTROL } });
    }
    return mediaFileResponse(store, key, c.req.method);
  });
  return app;
}
