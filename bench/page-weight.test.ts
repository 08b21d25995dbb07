import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { pageWeight } from './page-weight';

const dist = mkdtempSync(join(tmpdir(), 'rs-pageweight-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));
const write = (path: string, body: string | Buffer) => {
  mkdirSync(join(dist, path, '..'), { recursive: true });
  writeFileSync(join(dist, path), body);
};
const gz = (s: string | Buffer) => gzipSync(s).length;

describe('pageWeight', () => {
  it('adds HTML, stylesheets with what they reference, external scripts and local images once each; other hosts are counted, not sized', async () => {
    const css = '@font-face{src:url(./font.woff2)} .a{background:url("/img/bg.png")} .b{background:url(data:image/png;base64,AAAA)}';
    const font = Buffer.alloc(3000, 1);
    const png = Buffer.alloc(500, 2);
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><circle r="1"/></svg>';
    const js = 'export const x = 1;';
    write('_astro/site.css', css);
    write('_astro/font.woff2', font);
    write('img/bg.png', png);
    write('favicon.svg', svg);
    write('apple-touch-icon.png', Buffer.alloc(9000));
    write('_astro/page.js', js);
    const html = `<html><head><link rel="icon" href="/favicon.svg"><link rel="apple-touch-icon" href="/apple-touch-icon.png">
      <link rel="stylesheet" href="/_astro/site.css"><link rel="stylesheet" href="/_astro/site.css?v=2">
      <script type="module" src="/_astro/page.js"></script><script>window.y=2</script></head>
      <body><img src="/img/bg.png" alt=""><img src="https://cdn.example/p.jpg" alt=""><img src="data:image/gif;base64,R0lGOD" alt=""></body></html>`;
    write('br/index.html', html);

    const w = await pageWeight(dist, '/br');
    expect(w.htmlGzipBytes).toBe(gz(html));
    expect(w.cssGzipBytes).toBe(gz(css));
    // Fonts and PNGs as they are, the SVG icon gzipped; the apple-touch-icon is not fetched by a page view.
    expect(w.imageBytes).toBe(font.length + png.length + gz(svg));
    expect(w.externalImages).toEqual(['https://cdn.example/p.jpg']);
    expect(w.files).toEqual(['/_astro/font.woff2', '/_astro/site.css', '/favicon.svg', '/img/bg.png']);
    // The inline script is inside the HTML: the total counts external scripts only.
    expect(w.js.inlineGzipBytes).toBe(gz('window.y=2'));
    expect(w.totalBytes).toBe(gz(html) + gz(css) + gz(js) + font.length + png.length + gz(svg));
  });

  it('weighs the picture a phone picks and asks the server for files outside the build (media, demo retailer pictures)', async () => {
    const avif = (w: number) => Buffer.alloc(w, 3);
    const widths = [320, 640, 960];
    const set = (ext: string) => widths.map((w) => `/media/h/${w}.${ext} ${w}w`).join(', ');
    const served = new Map<string, Buffer>([...widths.map((w) => [`/media/h/${w}.avif`, avif(w)] as const), ['/retailer-images/I/p.jpg', Buffer.alloc(700, 4)]]);
    const asked: string[] = [];
    const outside = async (p: string) => (asked.push(p), served.get(p));
    write('mx/index.html', `<picture><source type="image/avif" srcset="${set('avif')}" sizes="100vw"><source type="image/webp" srcset="${set('webp')}" sizes="100vw"><img src="/media/h/960.jpg" srcset="${set('jpg')}" sizes="100vw" alt=""></picture>
      <img src="/retailer-images/I/p.jpg" alt=""><img src="/retailer-images/I/p.jpg" alt="">`);

    const w = await pageWeight(dist, '/mx', { outside });
    // 412 px at 1.75×: the 640 px AVIF, not the fallback JPEG nor the other variants; the product picture once.
    expect(asked).toEqual(['/media/h/640.avif', '/retailer-images/I/p.jpg']);
    expect(w.pictureBytes).toBe(640 + 700);
    expect(w.pictures).toBe(2);
    expect(w.imageBytes).toBe(640 + 700);
    expect(w.files).toEqual(['/media/h/640.avif', '/retailer-images/I/p.jpg']);

    const missing = async () => undefined;
    await expect(pageWeight(dist, '/mx', { outside: missing })).rejects.toThrow(/loads \/media\/h\/640\.avif, which is neither in the build nor answered/);
  });

  it('fails loudly when a page loads a file that is not in the build', async () => {
    write('it/index.html', '<link rel="stylesheet" href="/_astro/missing.css">');
    await expect(pageWeight(dist, '/it')).rejects.toThrow(/loads \/_astro\/missing\.css/);
  });
});
