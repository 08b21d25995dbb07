/**
 * Precompressed pages: one compression per version of a file whatever the number of requests,
 * never an old body for a replaced file (by rename, as the publisher does, or rewritten in place),
 * a page replaced while it is being compressed served whole, and the headers of the uncompressed
 * answer (ETag, 304, Cache-Control, security headers) kept.
 */
import { mkdtempSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chooseEncoding, createCompressedBodies, zlibCompressor, type CompressedBodies, type Compressor } from './compressed-bodies';
import { siteHandler } from './site-handler';
import { writeRelease } from './testing';

const page = (word: string) => `<!doctype html><title>${word}</title><p>${word.repeat(500)}</p>`;

describe('precompressed pages', () => {
  let root: string;
  let dist: string;
  let compressions: string[];
  let compress: Compressor;
  let bodies: CompressedBodies;
  let app: ReturnType<typeof siteHandler>;
  const get = (path: string, headers: Record<string, string> = { 'Accept-Encoding': 'gzip, deflate, br' }) => app.request(path, { headers });
  const text = async (res: Response) => {
    const bytes = Buffer.from(await res.arrayBuffer());
    const encoding = res.headers.get('content-encoding');
    return (encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes).toString();
  };
  /** Replaces the page the way the publisher does: a new file renamed over the old one. */
  const replace = (path: string, body: string) => {
    writeFileSync(join(dist, `${path}.tmp`), body);
    renameSync(join(dist, `${path}.tmp`), join(dist, path));
  };

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'compressed-bodies-'));
    dist = writeRelease(root, { 'br/index.html': page('um'), 'tiny.txt': 'small', 'logo.png': 'x'.repeat(5000) });
    compressions = [];
    compress = (body, encoding) => {
      compressions.push(`${encoding}:${body.toString().slice(22, 26)}`);
      return zlibCompressor(body, encoding);
    };
    bodies = createCompressedBodies({ compress });
    app = siteHandler({ distDir: dist, bodies });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('compresses a page once for repeated requests, once per encoding', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await get('/br');
      expect(res.headers.get('content-encoding')).toBe('br');
      expect(await text(res)).toBe(page('um'));
    }
    const gz = await get('/br', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(Number(gz.headers.get('content-length'))).toBe((await gz.clone().arrayBuffer()).byteLength);
    expect(await text(gz)).toBe(page('um'));
    await Promise.all([get('/br', { 'Accept-Encoding': 'gzip' }), get('/br', { 'Accept-Encoding': 'gzip' })]);
    expect(compressions).toEqual(['br:um</', 'gzip:um</']);
  });

  it('shares one compression among concurrent first requests', async () => {
    const answers = await Promise.all([get('/br'), get('/br'), get('/br')]);
    for (const res of answers) expect(await text(res)).toBe(page('um'));
    expect(compressions).toHaveLength(1);
  });

  it('serves a page replaced by rename, or rewritten in place with the same size, never the old body', async () => {
    expect(await text(await get('/br'))).toBe(page('um'));
    replace('br/index.html', page('do'));
    expect(await text(await get('/br'))).toBe(page('do'));
    // Same size, same inode: only the mtime tells the versions apart.
    const file = join(dist, 'br', 'index.html');
    writeFileSync(file, page('tr'));
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect(await text(await get('/br'))).toBe(page('tr'));
    expect(compressions).toEqual(['br:um</', 'br:do</', 'br:tr</']);
    // The new versions took the old one's place.
    expect(bodies.stats().entries).toBe(1);
  });

  it('serves a page replaced while it is being compressed whole: the old version, then the new', async () => {
    app = siteHandler({
      distDir: dist,
      bodies: createCompressedBodies({
        compress: (body, encoding) => {
          if (body.toString().includes('um')) replace('br/index.html', page('do'));
          return zlibCompressor(body, encoding);
        },
      }),
    });
    expect(await text(await get('/br'))).toBe(page('um'));
    expect(await text(await get('/br'))).toBe(page('do'));
  });

  it('keeps the headers of the uncompressed answer, Vary, and the 304', async () => {
    const plain = await get('/br', {});
    const br = await get('/br');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await text(plain)).toBe(page('um'));
    for (const name of ['etag', 'last-modified', 'cache-control', 'content-type', 'content-security-policy', 'strict-transport-security']) {
      expect(br.headers.get(name), name).toBe(plain.headers.get(name));
    }
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    const notModified = await get('/br', { 'Accept-Encoding': 'br', 'If-None-Match': br.headers.get('etag')! });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('vary')).toBe('Accept-Encoding');
    const head = await app.request('/br', { method: 'HEAD', headers: { 'Accept-Encoding': 'br' } });
    expect(head.status).toBe(200);
    expect(compressions).toHaveLength(1);
  });

  it('leaves small files and binary types alone', async () => {
    for (const path of ['/tiny.txt', '/logo.png']) {
      const res = await get(path);
      expect(res.headers.get('content-encoding'), path).toBeNull();
    }
    expect(compressions).toEqual([]);
  });

  it('keeps at most maxBytes of compressed bodies', async () => {
    app = siteHandler({ distDir: dist, bodies: createCompressedBodies({ compress, maxBytes: 1 }) });
    await get('/br');
    await get('/br');
    expect(compressions).toHaveLength(2);
  });
});

describe('chooseEncoding', () => {
  it('prefers brotli, honours q=0 and wildcards', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip, br;q=0')).toBe('gzip');
    expect(chooseEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('identity')).toBeUndefined();
    expect(chooseEncoding(undefined)).toBeUndefined();
  });
});
