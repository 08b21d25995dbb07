/**
 * Turns uploaded bytes into the media library's files (issue 14): checks the real type from the
 * bytes, refuses what the library cannot safely hold, auto-rotates, strips metadata and writes the
 * variants the contract names (shared/media/contract.ts). Pure: no storage, no database.
 */
import { createHash, type Hash } from 'node:crypto';
import sharp from 'sharp';
import { DEFAULT_MEDIA_MAX_BYTES, OG_IMAGE, mediaFolder, ogFile, variantHeight, variantStepCount, variantWidths, type FocalPoint, type MediaKey } from './contract';

/** What an upload may be. */
export interface MediaLimits {
  /** Largest accepted upload in bytes (MEDIA_MAX_BYTES; default 15 MB). */
  maxBytes: number;
  /** Largest accepted image in pixels (width × height), the decompression-bomb guard (default 40 MP). */
  maxPixels: number;
}

export const DEFAULT_MEDIA_LIMITS: MediaLimits = { maxBytes: DEFAULT_MEDIA_MAX_BYTES, maxPixels: 40_000_000 };

/** Above this many pixels an image must weigh at least 1 byte per PIXELS_PER_BYTE pixels (a decompression-bomb guard). */
const SPARSE_PIXELS = 16_000_000;
const PIXELS_PER_BYTE = 100;

/** The limits from the environment: MEDIA_MAX_BYTES (a positive integer) overrides the default size. */
export function mediaLimitsFromEnv(env: Record<string, string | undefined> = process.env): MediaLimits {
  const raw = env.MEDIA_MAX_BYTES?.trim();
  const maxBytes = raw && /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : DEFAULT_MEDIA_LIMITS.maxBytes;
  return { ...DEFAULT_MEDIA_LIMITS, maxBytes };
}

export type MediaErrorCode = 'empty' | 'too_large' | 'too_many_pixels' | 'unsupported_type' | 'svg_refused' | 'unreadable' | 'busy';

/** A refused upload: `status` is the HTTP status the admin API answers with, `message` names the problem. */
export class MediaError extends Error {
  constructor(readonly status: 400 | 413 | 415 | 503, readonly code: MediaErrorCode, message: string) {
    super(message);
    this.name = 'MediaError';
  }
}

/** One file to store, by its key relative to the media root (`{folder}/{file}`). */
export interface MediaFile {
  key: string;
  body: Buffer;
  contentType: string;
}

export interface ProcessedImage {
  key: MediaKey;
  /** The uploaded file's type, from its bytes. */
  mime: string;
  /** Size of the upload in bytes. */
  bytes: number;
  /** Every file of `mediaFiles(key)`, in that order. */
  files: MediaFile[];
}

const ACCEPTED: Record<string, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** The content type of a media file key by its extension. */
export function mediaContentType(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1);
  return { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png' }[ext] ?? 'application/octet-stream';
}

/** First 32 hex digits of the SHA-256 of the bytes: the image's name in the library. */
export function mediaHash(bytes: Uint8Array): string {
  return mediaHashOf(createHash('sha256').update(bytes));
}

/** `mediaHash` from a SHA-256 fed with the bytes as they arrived (an upload hashed while it is received). */
export function mediaHashOf(sha256: Hash): string {
  return sha256.digest('hex').slice(0, 32);
}

function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('utf8').replace(/^\uFEFF/, '').trimStart().toLowerCase();
  return head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg')) || (head.startsWith('<!doctype svg'));
}

/** The type of the bytes and their size after auto-rotation, read from the header only (nothing decoded). */
async function inspect(bytes: Uint8Array, limits: MediaLimits): Promise<{ mime: string; width: number; height: number; hasAlpha: boolean }> {
  if (bytes.byteLength === 0) throw new MediaError(400, 'empty', 'The file is empty (0 bytes).');
  if (bytes.byteLength > limits.maxBytes) {
    throw new MediaError(413, 'too_large', `The file is too large: ${bytes.byteLength} bytes, the limit is ${limits.maxBytes} bytes (${Math.floor(limits.maxBytes / 1024 / 1024)} MB).`);
  }
  if (looksLikeSvg(bytes)) {
    throw new MediaError(415, 'svg_refused', 'SVG images are not accepted (they can carry scripts); upload a JPEG, PNG, WebP or AVIF.');
  }
  let meta: sharp.Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new MediaError(415, 'unsupported_type', 'The file is not an image of an accepted type (JPEG, PNG, WebP or AVIF), whatever its name says.');
  }
  let mime = ACCEPTED[meta.format ?? ''];
  // AVIF is HEIF with AV1 compression; other HEIF (HEVC, from phones) cannot be decoded here.
  if (meta.format === 'heif' && meta.compression === 'av1') mime = 'image/avif';
  if (meta.format === 'svg') throw new MediaError(415, 'svg_refused', 'SVG images are not accepted (they can carry scripts); upload a JPEG, PNG, WebP or AVIF.');
  if (!mime) {
    const what = meta.format === 'heif' ? 'HEIF/HEIC' : (meta.format ?? 'unknown').toUpperCase();
    throw new MediaError(415, 'unsupported_type', `Images of type ${what} are not accepted; upload a JPEG, PNG, WebP or AVIF.`);
  }
  const rawWidth = meta.width ?? 0;
  const rawHeight = meta.height ?? 0;
  if (rawWidth < 1 || rawHeight < 1) throw new MediaError(415, 'unreadable', 'The image has no readable size.');
  if (rawWidth * rawHeight > limits.maxPixels) {
    throw new MediaError(413, 'too_many_pixels', `The image is too large: ${rawWidth}×${rawHeight} pixels, the limit is ${Math.round(limits.maxPixels / 1_000_000)} megapixels.`);
  }
  // A huge canvas in a tiny file (a 36-megapixel PNG of 117 KB took 11 s): real photos of that size
  // weigh megabytes. Refused from the header, before any decoding.
  const pixels = rawWidth * rawHeight;
  if (pixels > SPARSE_PIXELS && bytes.byteLength * PIXELS_PER_BYTE < pixels) {
    throw new MediaError(413, 'too_many_pixels', `The image is ${rawWidth}×${rawHeight} pixels in only ${Math.ceil(bytes.byteLength / 1024)} KB: above ${SPARSE_PIXELS / 1_000_000} megapixels, a file must hold at least 1 byte per ${PIXELS_PER_BYTE} pixels. Scale it down before uploading.`);
  }
  // EXIF orientations 5 to 8 turn the picture a quarter: its displayed size swaps.
  const turned = (meta.orientation ?? 1) >= 5;
  return { mime, width: turned ? rawHeight : rawWidth, height: turned ? rawWidth : rawHeight, hasAlpha: Boolean(meta.hasAlpha) };
}

/** An upload checked and made usable (the quick path): its key and its largest fallback variant, the `imageUrl` file. */
export interface PreparedImage {
  key: MediaKey;
  /** The uploaded file's type, from its bytes. */
  mime: string;
  /** Size of the upload in bytes. */
  bytes: number;
  /** `mediaImageUrl(key)`'s file: upright, no metadata. */
  primary: MediaFile;
}

/** A libvips failure as the MediaError an editor can act on. */
function asMediaError(err: unknown, limits: MediaLimits): MediaError {
  if (err instanceof MediaError) return err;
  const reason = (err as Error).message ?? String(err);
  if (/pixel limit/i.test(reason)) return new MediaError(413, 'too_many_pixels', `The image is too large: more than ${Math.round(limits.maxPixels / 1_000_000)} megapixels.`);
  return new MediaError(415, 'unreadable', `The image could not be read (damaged or truncated file): ${reason}`);
}

function pipeline(bytes: Uint8Array, limits: MediaLimits) {
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return sharp(input, { limitInputPixels: limits.maxPixels, failOn: 'error' }).rotate();
}

function fallbackFile(resized: sharp.Sharp, key: MediaKey, name: string): Promise<MediaFile> {
  const fb = key.fallback === 'png' ? resized.png({ compressionLevel: 9, palette: false }) : resized.jpeg({ quality: 80, mozjpeg: true });
  return fb.toBuffer().then((body) => ({ key: name, body, contentType: key.fallback === 'png' ? 'image/png' : 'image/jpeg' }));
}

/**
 * The upload's quick path (issue 26 item 7): checks the bytes like `processImage` (same refusals,
 * from the header first) and writes only the largest fallback variant, which any page can show at
 * once; `variantStep` makes the rest later. `hash`: `mediaHash(bytes)` when it is already known.
 */
export async function prepareImage(bytes: Uint8Array, limits: MediaLimits = DEFAULT_MEDIA_LIMITS, hash?: string): Promise<PreparedImage> {
  const info = await inspect(bytes, limits);
  const key: MediaKey = { hash: hash ?? mediaHash(bytes), width: info.width, height: info.height, fallback: info.hasAlpha ? 'png' : 'jpg' };
  const widths = variantWidths(key.width);
  const top = widths[widths.length - 1]!;
  try {
    const primary = await fallbackFile(pipeline(bytes, limits).resize({ width: top, height: variantHeight(key, top), fit: 'fill' }), key, `${mediaFolder(key)}/${top}.${key.fallback}`);
    return { key, mime: info.mime, bytes: bytes.byteLength, primary };
  } catch (err) {
    throw asMediaError(err, limits);
  }
}

/**
 * The 1200×630 share card of an image of `key`'s size from `source` (the upload, or any upright
 * copy of the same aspect): scaled to cover, then cut around `focal` (kept as near the middle as
 * the picture's edges allow), or libvips' "attention" crop when the editor chose none.
 */
async function shareCard(source: Uint8Array, key: MediaKey, focal: FocalPoint | null | undefined, limits: MediaLimits): Promise<Buffer> {
  const { width: W, height: H } = OG_IMAGE;
  let image = pipeline(source, limits);
  if (!focal) image = image.resize({ width: W, height: H, fit: 'cover', position: 'attention' });
  else {
    const scale = Math.max(W / key.width, H / key.height);
    const w = Math.max(W, Math.round(key.width * scale));
    const h = Math.max(H, Math.round(key.height * scale));
    const left = Math.min(w - W, Math.max(0, Math.round(focal.x * w - W / 2)));
    const top = Math.min(h - H, Math.max(0, Math.round(focal.y * h - H / 2)));
    // An extract called after the resize cuts the resized picture (sharp's order of calls).
    image = image.resize({ width: w, height: h, fit: 'fill' }).extract({ left, top, width: W, height: H });
  }
  return image.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
}

/**
 * The files of variant step `step` (contract `variantStepFiles`): step i < widths is the i-th width
 * (smallest first) in AVIF, WebP and the fallback format; the last is the share card around `focal`.
 * `source` is the upload or, once it is gone, the largest fallback variant (same aspect, upright).
 */
export async function variantStep(source: Uint8Array, key: MediaKey, step: number, focal: FocalPoint | null | undefined, limits: MediaLimits = DEFAULT_MEDIA_LIMITS): Promise<MediaFile[]> {
  const folder = mediaFolder(key);
  const widths = variantWidths(key.width);
  try {
    if (step >= widths.length) return [{ key: `${folder}/${ogFile(focal)}`, body: await shareCard(source, key, focal, limits), contentType: 'image/jpeg' }];
    const width = widths[step]!;
    // A pipeline per format, not sharp's clone(): clone() structuredClones its input, a synchronous
    // copy of the whole source buffer on the event loop (~60 ms for 8 MB, three per step; seconds
    // when the bytes are a view into a larger ArrayBuffer). Each pipeline decodes the source anyway.
    const resized = () => pipeline(source, limits).resize({ width, height: variantHeight(key, width), fit: 'fill' });
    return [
      // AVIF effort is kept low: the default takes seconds per variant on a small server.
      { key: `${folder}/${width}.avif`, body: await resized().avif({ quality: 55, effort: 2 }).toBuffer(), contentType: 'image/avif' },
      { key: `${folder}/${width}.webp`, body: await resized().webp({ quality: 78 }).toBuffer(), contentType: 'image/webp' },
      await fallbackFile(resized(), key, `${folder}/${width}.${key.fallback}`),
    ];
  } catch (err) {
    throw asMediaError(err, limits);
  }
}

/**
 * Checks and converts one upload at once, every file (a replace, the seed, an import). Throws
 * MediaError (status 400, 413 or 415 and a message naming the problem) for an empty or oversized
 * file, a decompression bomb (more than `maxPixels`, refused from the header before any decoding),
 * an SVG, or bytes that are not a JPEG, PNG, WebP or AVIF whatever the file's name. The outputs
 * carry no metadata (sharp writes none unless asked), are turned upright from the EXIF orientation,
 * and the key's width/height are the upright size. The share card is cut around `focal` if given.
 * `hash`: `mediaHash(bytes)` when it is already known (hashing 8 MB holds the event loop ~15 ms).
 */
export async function processImage(bytes: Uint8Array, limits: MediaLimits = DEFAULT_MEDIA_LIMITS, focal?: FocalPoint | null, hash?: string): Promise<ProcessedImage> {
  const info = await inspect(bytes, limits);
  const key: MediaKey = { hash: hash ?? mediaHash(bytes), width: info.width, height: info.height, fallback: info.hasAlpha ? 'png' : 'jpg' };
  const files: MediaFile[] = [];
  for (let step = 0; step < variantStepCount(key); step++) files.push(...(await variantStep(bytes, key, step, focal, limits)));
  return { key, mime: info.mime, bytes: bytes.byteLength, files };
}
