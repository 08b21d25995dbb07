/**
 * A built file as an HTTP response: content type from the extension, a weak ETag from size and
 * modification time (a rebuild replaces the files, so both change), 304 on revalidation, and a
 * streamed body so a large file is never read into memory at once.
 *
 * Why not a library: `@hono/node-server/serve-static` sends neither ETag nor Last-Modified and so
 * never answers 304, and always answers 200 (the 404 page must go out as 404). `hono/etag` hashes
 * the whole body, reading every file on every request, where size and mtime from the stat we
 * already made are enough.
 */
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { getMimeType } from 'hono/utils/mime';
import type { BuiltFile } from './resolve-file';

export interface FileResponseOptions {
  status?: number;
  cacheControl: string;
  /** Request headers, for If-None-Match. */
  ifNoneMatch?: string;
  /** HEAD: headers only. */
  head?: boolean;
}

export function fileResponse({ path, stat }: BuiltFile, { status = 200, cacheControl, ifNoneMatch, head }: FileResponseOptions): Response {
  const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
  const headers = new Headers({
    'Content-Type': getMimeType(path) ?? 'application/octet-stream',
    'Cache-Control': cacheControl,
    ETag: etag,
    'Last-Modified': stat.mtime.toUTCString(),
  });
  if (status === 200 && ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*')) {
    return new Response(null, { status: 304, headers });
  }
  headers.set('Content-Length', String(stat.size));
  if (head) return new Response(null, { status, headers });
  return new Response(Readable.toWeb(createReadStream(path)) as ReadableStream, { status, headers });
}
