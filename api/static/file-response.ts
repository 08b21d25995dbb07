/**
 * A built file as an HTTP response: content type from the extension, a weak ETag from size and
 * modification time (a rebuild replaces the files, so both change), 304 on revalidation, and a
 * streamed body so a large file is never read into memory at once (text the client accepts
 * compressed, up to 8 MiB, is compressed once per file version by ./compressed-bodies.ts).
 *
 * Why not a library: `@hono/node-server/serve-static` sends neither ETag nor Last-Modified and so
 * never answers 304, and always answers 200 (the 404 page must go out as 404). `hono/etag` hashes
 * the whole body, reading every file on every request, where size and mtime from the stat we
 * already made are enough.
 */
import { closeSync, createReadStream, fstatSync, openSync } from 'node:fs';
import { Readable } from 'node:stream';
import { getMimeType } from 'hono/utils/mime';
import { chooseEncoding, type CompressedBodies } from './compressed-bodies';
import type { BuiltFile } from './resolve-file';

/** The feeds' own type (RFC 4287's sibling for RSS): feed readers and validators expect it over plain XML. */
export const RSS_CONTENT_TYPE = 'application/rss+xml; charset=utf-8';

/** Content type of a built file, from its name. */
export function contentTypeOf(path: string): string {
  if (/(^|[/\\])rss\.xml$/.test(path)) return RSS_CONTENT_TYPE;
  return getMimeType(path) ?? 'application/octet-stream';
}

export interface FileResponseOptions {
  status?: number;
  cacheControl: string;
  /** Request headers, for If-None-Match. */
  ifNoneMatch?: string;
  /** HEAD: headers only. */
  head?: boolean;
  /** The request's Accept-Encoding, with `bodies`: the store of compressed bodies. */
  acceptEncoding?: string;
  bodies?: CompressedBodies;
}

/** The answer serving `file`; its headers and body come from one open fd (see below). */
export async function fileResponse({ path }: BuiltFile, { status = 200, cacheControl, ifNoneMatch, head, acceptEncoding, bodies }: FileResponseOptions): Promise<Response> {
  // Headers and body from one open file: the publisher replaces pages by rename while we serve,
  // and a size taken from an earlier stat could belong to the other version.
  const fd = openSync(path, 'r');
  const stat = fstatSync(fd);
  const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
  const contentType = contentTypeOf(path);
  const headers = new Headers({
    'Content-Type': contentType,
    'Cache-Control': cacheControl,
    ETag: etag,
    'Last-Modified': stat.mtime.toUTCString(),
  });
  const compressible = bodies?.compressible(contentType, stat.size) ?? false;
  // Caches must keep the encodings apart, also for a 304 and for a client that accepts none.
  if (compressible) headers.set('Vary', 'Accept-Encoding');
  if (status === 200 && ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*')) {
    closeSync(fd);
    return new Response(null, { status: 304, headers });
  }
  const encoding = compressible && !head ? chooseEncoding(acceptEncoding) : undefined;
  if (encoding) {
    try {
      const body = await bodies!.body(path, fd, stat, encoding);
      headers.set('Content-Encoding', encoding);
      headers.set('Content-Length', String(body.length));
      // A Buffer is a Uint8Array; only its ArrayBufferLike typing keeps it from BodyInit.
      return new Response(body as Uint8Array<ArrayBuffer>, { status, headers });
    } finally {
      closeSync(fd);
    }
  }
  headers.set('Content-Length', String(stat.size));
  if (head) {
    closeSync(fd);
    return new Response(null, { status, headers });
  }
  return new Response(Readable.toWeb(createReadStream(path, { fd })) as ReadableStream, { status, headers });
}
