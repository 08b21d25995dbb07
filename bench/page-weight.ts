/**
 * Everything a page makes the browser download from the site, in bytes on the wire: the HTML, its
 * stylesheets (and the files they reference with url()), its scripts (bench/js-weight.ts) and its
 * images and icon; text gzipped at the default level (the server compresses text), images as
 * they are. Images below the fold count too: a reader scrolling loads them. Images on other hosts
 * (product photos hot-linked from a marketplace) are not ours to weigh offline: they are counted,
 * not sized.
 */
import { readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import { resolveFile } from '../api/static/resolve-file';
import { attr, parsePage, type ParsedPage } from '../shared/parsed-page';
import { jsWeight, type JsWeight } from './js-weight';

export interface PageWeight {
  path: string;
  htmlGzipBytes: number;
  cssGzipBytes: number;
  js: JsWeight;
  /** Images, icons and files the stylesheets reference (text ones gzipped). */
  imageBytes: number;
  /** HTML + CSS + external JS + images: inline scripts are inside the HTML already. */
  totalBytes: number;
  /** Local files counted (stylesheets, images, icons; scripts are in `js.files`). */
  files: string[];
  /** Images the page loads from other hosts, not sized. */
  externalImages: string[];
}

const TEXT = /\.(css|svg|js|mjs|json|txt|xml|html)$/i;
const isLocal = (url: string) => url.startsWith('/') && !url.startsWith('//');
const sitePath = (url: string) => url.split(/[?#]/)[0]!;

/** Image URLs of a page: its icon (the browser fetches the first one it can use) and every <img>. */
function imageUrls(page: ParsedPage): string[] {
  const icon = page.elements.find((el) => el.tagName === 'link' && attr(el, 'rel') === 'icon' && attr(el, 'href'));
  const images = page.elements.filter((el) => el.tagName === 'img' && attr(el, 'src')).map((el) => attr(el, 'src')!);
  return icon ? [attr(icon, 'href')!, ...images] : images;
}

/** The weight of the built page answering `path` in `distDir`. */
export async function pageWeight(distDir: string, path: string): Promise<PageWeight> {
  const file = resolveFile(distDir, path);
  if (!file) throw new Error(`no built page at ${path}`);
  const html = readFileSync(file.path);
  const page = parsePage(path, html.toString('utf8'));
  const seen = new Set<string>();
  const externalImages: string[] = [];
  /** The bytes of a site file the page loads, or undefined when it was counted already. */
  const load = (p: string): Buffer | undefined => {
    if (seen.has(p)) return undefined;
    seen.add(p);
    const found = resolveFile(distDir, p);
    if (!found) throw new Error(`${path} loads ${p}, which is not in the build`);
    return readFileSync(found.path);
  };
  const wire = (p: string, body: Buffer) => (TEXT.test(p) ? gzipSync(body).length : body.length);
  const size = (url: string): number => {
    const p = sitePath(url);
    const body = load(p);
    return body ? wire(p, body) : 0;
  };

  let cssGzipBytes = 0;
  let imageBytes = 0;
  for (const el of page.elements) {
    const href = attr(el, 'href');
    if (el.tagName !== 'link' || attr(el, 'rel') !== 'stylesheet' || !href || !isLocal(href)) continue;
    const cssPath = sitePath(href);
    const css = load(cssPath);
    if (!css) continue;
    cssGzipBytes += wire(cssPath, css);
    for (const [, raw] of css.toString('utf8').matchAll(/url\(\s*['"]?([^'")]+)['"]?\s*\)/g)) {
      if (raw!.startsWith('data:')) continue;
      const ref = raw!.startsWith('/') ? raw! : posix.join(posix.dirname(cssPath), raw!);
      if (isLocal(ref)) imageBytes += size(ref);
    }
  }
  for (const url of imageUrls(page)) {
    if (isLocal(url)) imageBytes += size(url);
    else if (!url.startsWith('data:')) externalImages.push(url);
  }
  const js = await jsWeight(distDir, path);
  const htmlGzipBytes = gzipSync(html).length;
  return {
    path,
    htmlGzipBytes,
    cssGzipBytes,
    js,
    imageBytes,
    totalBytes: htmlGzipBytes + cssGzipBytes + js.externalGzipBytes + imageBytes,
    files: [...seen].sort(),
    externalImages,
  };
}
