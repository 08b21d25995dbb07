/**
 * Everything a page makes the browser download from the site, in bytes on the wire: the HTML, its
 * stylesheets (and the files they reference with url()), its scripts (bench/js-weight.ts) and its
 * images and icon; text gzipped at the default level (the server compresses text), images as
 * they are. Images below the fold count too: a reader scrolling loads them. Of a `<picture>` or a
 * `srcset`, the file a phone picks counts (./image-choice.ts: Lighthouse's mobile screen), not the
 * fallback nor every variant. Files the server answers from outside the build (the media library's
 * /media/*, the demo retailer's /retailer-images/*) are asked of `outside`. Images on other hosts
 * (product photos hot-linked from a marketplace) are not ours to weigh offline: they are counted,
 * not sized.
 */
import { readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import { resolveFile } from '../api/static/resolve-file';
import { attr, parsePage, type ParsedPage } from '../shared/parsed-page';
import { chosenImageUrl, LIGHTHOUSE_MOBILE, type Screen } from './image-choice';
import { jsWeight, type JsWeight } from './js-weight';

export interface PageWeight {
  path: string;
  htmlGzipBytes: number;
  cssGzipBytes: number;
  js: JsWeight;
  /** Images, icons and files the stylesheets reference (text ones gzipped). */
  imageBytes: number;
  /** The `<img>` files (the page's pictures, as the phone picks them) not counted already by a stylesheet: a part of `imageBytes`. */
  pictureBytes: number;
  /** How many distinct files the page's `<img>` load from this host. */
  pictures: number;
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

/** The page's icon (the browser fetches the first one it can use). */
function iconUrl(page: ParsedPage): string | undefined {
  const icon = page.elements.find((el) => el.tagName === 'link' && attr(el, 'rel') === 'icon' && attr(el, 'href'));
  return icon && attr(icon, 'href');
}

/** The file of every `<img>` as `screen` picks it. */
function pictureUrls(page: ParsedPage, screen: Screen): string[] {
  return page.elements.filter((el) => el.tagName === 'img').flatMap((el) => chosenImageUrl(el, screen) ?? []);
}

export interface PageWeightOptions {
  /** The bytes the server answers for a site path that is not a file of the build; undefined: none. */
  outside?: (path: string) => Promise<Buffer | undefined>;
  /** The screen `<picture>`/`srcset` choices are made for (default: Lighthouse's mobile one). */
  screen?: Screen;
}

/** The weight of the built page answering `path` in `distDir`. */
export async function pageWeight(distDir: string, path: string, { outside, screen = LIGHTHOUSE_MOBILE }: PageWeightOptions = {}): Promise<PageWeight> {
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
  /** Like `load`, asking `outside` for what the build does not hold (media, demo retailer pictures). */
  const loadAny = async (p: string): Promise<Buffer | undefined> => {
    if (seen.has(p)) return undefined;
    if (resolveFile(distDir, p) || !outside) return load(p);
    const body = await outside(p);
    if (!body) throw new Error(`${path} loads ${p}, which is neither in the build nor answered by the server`);
    seen.add(p);
    return body;
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
  const icon = iconUrl(page);
  if (icon && isLocal(icon)) imageBytes += size(icon);
  let pictureBytes = 0;
  const pictureFiles = new Set<string>();
  for (const url of pictureUrls(page, screen)) {
    if (isLocal(url)) {
      const p = sitePath(url);
      const body = await loadAny(p);
      pictureFiles.add(p);
      if (body) pictureBytes += wire(p, body);
    } else if (!url.startsWith('data:')) externalImages.push(url);
  }
  imageBytes += pictureBytes;
  const js = await jsWeight(distDir, path);
  const htmlGzipBytes = gzipSync(html).length;
  return {
    path,
    htmlGzipBytes,
    cssGzipBytes,
    js,
    imageBytes,
    pictureBytes,
    pictures: pictureFiles.size,
    totalBytes: htmlGzipBytes + cssGzipBytes + js.externalGzipBytes + imageBytes,
    files: [...seen].sort(),
    externalImages,
  };
}
