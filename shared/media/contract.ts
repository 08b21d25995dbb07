/**
 * The media library's addresses (issue 14): how an uploaded image's files are named, where they are
 * served, and which variants exist — a pure function of the image's content hash and size, so a page
 * can write its `<picture>` from the stored `imageUrl` alone, with no lookup at render time.
 *
 * An image with content hash `h` (first 32 hex digits of the SHA-256 of the uploaded bytes), width
 * `w` and height `ht` lives in the folder `{h}-{w}x{ht}`, immutable (a new upload is a new folder):
 *   `{folder}/{v}.avif`, `{folder}/{v}.webp`, `{folder}/{v}.{fallback}` for each v of `variantWidths(w)`
 *   `{folder}/og.jpg`   1200×630 cover crop for `og:image` (libvips' "attention" crop), or
 *   `{folder}/og-{x}-{y}.jpg` the same around the editor's focal point (x, y in thousandths): a new
 *   focal point is a new file, so a share card once served never changes under its address
 *   `{folder}/source`    the uploaded bytes while the variants are being made (never served)
 * `fallback` is `jpg`, or `png` for an image with transparency. Served at `/media/{folder}/{file}`
 * with a year's immutable cache. The value a post, review or product stores in `imageUrl` is the
 * largest fallback variant's URL (`mediaImageUrl`), which any client can show as it is.
 */

/**
 * Largest upload by default, in bytes (MEDIA_MAX_BYTES overrides it on the server; the admin reads
 * the server's value from the library's list and refuses a larger file before sending it).
 */
export const DEFAULT_MEDIA_MAX_BYTES = 15 * 1024 * 1024;

/** Widths (px) of the variants, smallest first; an image narrower than one gets its own width instead. */
export const MEDIA_WIDTHS = [320, 640, 960, 1280, 1920] as const;
/** URL prefix of the served files (self-hosted: api/server.ts; Netlify: a function). */
export const MEDIA_URL_PREFIX = '/media/';
/** Size of the share card written beside the variants (SPEC: share image 1200x630). */
export const OG_IMAGE = { width: 1200, height: 630, file: 'og.jpg' } as const;

export type MediaFallback = 'jpg' | 'png';
export type MediaFormat = 'avif' | 'webp' | MediaFallback;

/** What names an image's files. */
export interface MediaKey {
  /** 32 lower-case hex digits. */
  hash: string;
  width: number;
  height: number;
  fallback: MediaFallback;
}

const FOLDER = /^([0-9a-f]{32})-(\d{1,5})x(\d{1,5})$/;
const URL_PATTERN = /^\/media\/([0-9a-f]{32}-\d{1,5}x\d{1,5})\/(\d{1,5}|og(?:-\d{1,4}-\d{1,4})?)\.(avif|webp|jpg|png)$/;
/** The file name of an upload's own bytes, kept while its variants are made (never served). */
export const SOURCE_FILE = 'source';
const SOURCE_KEY = /^[0-9a-f]{32}-\d{1,5}x\d{1,5}\/source$/;

/** A point of the picture, 0..1 from its left and from its top (the editor's focal point). */
export interface FocalPoint {
  x: number;
  y: number;
}

/** The folder of an image's files: `{hash}-{width}x{height}`. */
export function mediaFolder(key: Pick<MediaKey, 'hash' | 'width' | 'height'>): string {
  return `${key.hash}-${key.width}x${key.height}`;
}

/** The variant widths an image of `width` px gets: the standard widths below it, then its own (at most the largest). */
export function variantWidths(width: number): number[] {
  const top = Math.min(width, MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1]!);
  return [...MEDIA_WIDTHS.filter((w) => w < top), top];
}

/** The height of the variant `variantWidth` wide (aspect kept, rounded, at least 1). */
export function variantHeight(key: Pick<MediaKey, 'width' | 'height'>, variantWidth: number): number {
  return Math.max(1, Math.round((key.height * variantWidth) / key.width));
}

/** The served URL of one variant. */
export function mediaUrl(key: MediaKey, variantWidth: number, format: MediaFormat): string {
  return `${MEDIA_URL_PREFIX}${mediaFolder(key)}/${variantWidth}.${format}`;
}

/** The URL stored in `imageUrl` fields: the largest fallback variant. */
export function mediaImageUrl(key: MediaKey): string {
  const widths = variantWidths(key.width);
  return mediaUrl(key, widths[widths.length - 1]!, key.fallback);
}

/** The share card's file name: `og.jpg`, or `og-{x}-{y}.jpg` (thousandths) around a focal point. */
export function ogFile(focal?: FocalPoint | null): string {
  if (!focal) return OG_IMAGE.file;
  const at = (v: number) => Math.round(Math.min(1, Math.max(0, v)) * 1000);
  return `og-${at(focal.x)}-${at(focal.y)}.jpg`;
}

/** The share card's URL (around `focal` when the editor chose one). */
export function ogImageUrl(key: MediaKey, focal?: FocalPoint | null): string {
  return `${MEDIA_URL_PREFIX}${mediaFolder(key)}/${ogFile(focal)}`;
}

/** The storage key of an upload's own bytes while its variants are made. */
export function sourceKey(key: Pick<MediaKey, 'hash' | 'width' | 'height'>): string {
  return `${mediaFolder(key)}/${SOURCE_FILE}`;
}

/** The files of variant step `step` (shared/media/process.ts `variantStep`): one width's three formats, or the share card. */
export function variantStepFiles(key: MediaKey, step: number, focal?: FocalPoint | null): string[] {
  const folder = mediaFolder(key);
  const widths = variantWidths(key.width);
  if (step >= widths.length) return [`${folder}/${ogFile(focal)}`];
  return (['avif', 'webp', key.fallback] as const).map((f) => `${folder}/${widths[step]}.${f}`);
}

/** How many variant steps an image has: one per width, then the share card. */
export function variantStepCount(key: Pick<MediaKey, 'width'>): number {
  return variantWidths(key.width).length + 1;
}

/** Every file of an image, as storage keys relative to the media root (`{folder}/{file}`). */
export function mediaFiles(key: MediaKey, focal?: FocalPoint | null): string[] {
  return Array.from({ length: variantStepCount(key) }, (_, step) => variantStepFiles(key, step, focal)).flat();
}

/**
 * The key of a media URL (any of its files' URLs, relative or absolute on any host), or null when
 * `url` is not one of the library's: a retailer's or any other address is shown as it is.
 */
export function parseMediaUrl(url: string | null | undefined): MediaKey | null {
  if (!url) return null;
  let path = url;
  if (/^https?:\/\//i.test(url)) {
    try {
      path = new URL(url).pathname;
    } catch {
      return null;
    }
  }
  const match = URL_PATTERN.exec(path);
  if (!match) return null;
  const folder = FOLDER.exec(match[1]!)!;
  const width = Number(folder[2]);
  const height = Number(folder[3]);
  if (width < 1 || height < 1) return null;
  const ext = match[3]!;
  // Any file of the folder names the image; the fallback format is read from a fallback's URL
  // (the stored `imageUrl` always is one), and taken as jpg from an avif/webp/og address.
  return { hash: folder[1]!, width, height, fallback: ext === 'png' ? 'png' : 'jpg' };
}

/** Whether `key` is a valid storage key of a media file (what the file server accepts). */
export function isMediaFileKey(key: string): boolean {
  return URL_PATTERN.test(`${MEDIA_URL_PREFIX}${key}`);
}

/** Whether `key` may be stored: a served file's key, or an upload's `source` (stored, never served). */
export function isMediaStoreKey(key: string): boolean {
  return isMediaFileKey(key) || SOURCE_KEY.test(key);
}

/** The JSON shape of a library item in the admin API (`/api/admin/media`). */
export interface MediaItem {
  id: number;
  hash: string;
  width: number;
  height: number;
  fallback: MediaFallback;
  /** The uploaded file's type, from its bytes: image/jpeg, image/png, image/webp or image/avif. */
  mime: string;
  /** Size of the uploaded file in bytes. */
  bytes: number;
  originalName: string;
  /** Alt text per locale code; an image is usable on a page once the page's locale has one. */
  alt: Record<string, string>;
  /** What to store in an `imageUrl` field (`mediaImageUrl`). */
  imageUrl: string;
  /** A small variant for lists and pickers (320 px WebP, or the image's own width if smaller; `imageUrl` until it exists). */
  thumbnailUrl: string;
  /**
   * The variants' state (issue 26 item 7): the upload answers once `imageUrl` exists; the other
   * files follow in the background, `done` of `total` steps, and pages point only at those written.
   */
  variants: { state: 'ready' | 'pending' | 'failed'; done: number; total: number };
  /** The editor's focal point (0..1 from the left and the top), or null: every crop keeps it in view. */
  focal: FocalPoint | null;
  /** The share card's URL (around the focal point). */
  ogImageUrl: string;
  createdAt: string;
  updatedAt: string;
  version: number;
}
