/**
 * A built file as an HTTP response: content type from the extension, a weak ETag from size and
 * modification time (a rebuild replaces the files, so both change), 304 on revalidation, and a
 * streamed body so a large file is never read into memory at once.
 */
import { createReadStream, statSync } from 'node:fs';
import { Readable } from 'node:stream';
import { getMimeType } from 'hono/utils/mime';

export interface FileResponseOptions {
  status?: number;
  cacheControl: string;
  /** Request headers, for If-None-Match. */
  ifNoneMatch?: string;
  /** HEAD: headers only. */
  head?: boolean;
}

export function fileResponse(path: string, { status = 200, cacheControl, ifNoneMatch, head }: FileResponseOptions): Response {
  const stat = statSync(path);
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
