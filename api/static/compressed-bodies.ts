/**
 * Pages compressed once per version, not once per request: gzip on every request cost more than
 * half the CPU of serving a page. Bodies are kept in a bounded LRU by encoding and path, each with
 * the (device, inode, mtime, size) of the open file's fstat it was made from; a body is served only
 * when that version is the one just opened: the publisher replaces pages by rename (a new inode),
 * and a file rewritten in place gets a new mtime. One entry a page, so a rebuild's new versions
 * replace the old ones rather than pile up beside them. The bytes are read from the same open fd
 * the stat came from, so a page replaced mid-request is served whole, old or new, never a mix.
 */
import { readFileSync, type Stats } from 'node:fs';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { parseAccept } from 'hono/utils/accept';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import { LRUCache } from 'lru-cache';

export type Encoding = 'br' | 'gzip';

/** Compresses `body`; the default is zlib's, tests inject a counting one. */
export type Compressor = (body: Buffer, encoding: Encoding) => Promise<Buffer>;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Brotli at quality 5, gzip at level 6 (hono compress's): each page is compressed once per build,
 * but a cold page still waits for it, and quality 11 takes tens of ms on a 100 KB page where 5
 * takes about one and still beats gzip.
 */
export const zlibCompressor: Compressor = (body, encoding) =>
  encoding === 'br'
    ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipAsync(body, { level: 6 });

/** The encoding to answer with for an Accept-Encoding header: brotli, else gzip, else none. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepts = parseAccept(acceptEncoding);
  const q = (name: string) => accepts.find((a) => a.type.toLowerCase() === name)?.q ?? accepts.find((a) => a.type === '*')?.q ?? 0;
  const br = q('br');
  const gz = q('gzip');
  if (br > 0 && br >= gz) return 'br';
  return gz > 0 ? 'gzip' : undefined;
}

export interface CompressedBodiesOptions {
  /** Most bodies kept; default 2,000. */
  maxEntries?: number;
  /** Most compressed bytes kept in all; default 64 MiB. */
  maxBytes?: number;
  /** Smallest file worth compressing; default 1 KiB (hono compress's threshold). */
  minFileBytes?: number;
  /** Largest file compressed in memory; bigger ones are streamed. Default 8 MiB. */
  maxFileBytes?: number;
  compress?: Compressor;
}

export interface CompressedBodies {
  /** True when a file of this type and size is served precompressed. */
  compressible(contentType: string, size: number): boolean;
  /** The compressed body of the open file `fd`, whose fstat is `stat`. */
  body(path: string, fd: number, stat: Stats, encoding: Encoding): Promise<Buffer>;
  stats(): { compressions: number; entries: number; bytes: number };
}

/** An empty store of compressed page bodies. */
export function createCompressedBodies({
  maxEntries = 2_000,
  maxBytes = 64 * 1024 * 1024,
  minFileBytes = 1024,
  maxFileBytes = 8 * 1024 * 1024,
  compress = zlibCompressor,
}: CompressedBodiesOptions = {}): CompressedBodies {
  const lru = new LRUCache<string, { version: string; body: Buffer }>({ max: maxEntries, maxSize: maxBytes });
  // Concurrent first requests for one page share one compression.
  const pending = new Map<string, Promise<Buffer>>();
  let compressions = 0;
  return {
    compressible: (contentType, size) => size >= minFileBytes && size <= maxFileBytes && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(contentType),
    body(path, fd, stat, encoding) {
      const key = `${encoding}\0${path}`;
      const version = `${stat.dev}:${stat.ino}:${stat.mtimeMs}:${stat.size}`;
      const kept = lru.get(key);
      if (kept?.version === version) return Promise.resolve(kept.body);
      const running = pending.get(`${key}\0${version}`);
      if (running) return running;
      // Read now, while the caller still holds the fd open (fresh, so from its start); compress
      // off the event loop.
      const source = readFileSync(fd);
      compressions++;
      const result = compress(source, encoding)
        .then((body) => {
          // A file whose length is not its stat's (rewritten in place while read) is served, not kept.
          if (source.length === stat.size) lru.set(key, { version, body }, { size: Math.max(1, body.length) });
          return body;
        })
        .finally(() => pending.delete(`${key}\0${version}`));
      pending.set(`${key}\0${version}`, result);
      return result;
    },
    stats: () => ({ compressions, entries: lru.size, bytes: lru.calculatedSize }),
  };
}
