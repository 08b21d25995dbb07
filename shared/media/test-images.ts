/**
 * Small images for the media tests (process, ingest, the admin API): each accepted type, and the
 * files the library must refuse. Test support only.
 */
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

const solid = (width: number, height: number, alpha = false) =>
  sharp({ create: { width, height, channels: alpha ? 4 : 3, background: alpha ? { r: 200, g: 40, b: 40, alpha: 0.5 } : { r: 30, g: 120, b: 200 } } });

export const makeJpeg = (width = 800, height = 600) => solid(width, height).jpeg().toBuffer();
export const makePng = (width = 400, height = 300, alpha = true) => solid(width, height, alpha).png().toBuffer();
export const makeWebp = (width = 500, height = 250) => solid(width, height).webp().toBuffer();
export const makeAvif = (width = 300, height = 200) => solid(width, height).avif({ effort: 0 }).toBuffer();

/** A JPEG stored sideways (EXIF orientation 6: turn 90° clockwise) that carries GPS coordinates and a camera name. */
export const makeJpegWithGpsRotated = (width = 640, height = 480) =>
  solid(width, height)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: 'SecretCam' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '23/1 33/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '46/1 38/1 0/1' } })
    .toBuffer();

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a PNG whose header says `size`×`size` grey pixels (20,000² = 400 MP,
 * 400 MB once decoded) and whose compressed body holds the first rows only (a full body of zeros
 * would be ~400 KB but takes a 400 MB buffer to build). The library must refuse it from the header,
 * before decoding anything.
 */
export function makePngBomb(size = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const raw = Buffer.alloc((size + 1) * 16); // the first 16 rows: filter byte 0 + zeros
  const idat = deflateSync(raw, { level: 9 });
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]);
}

/** An SVG carrying a script. */
export const svgWithScript = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(document.cookie)</script><rect width="100" height="100" fill="red"/></svg>');

/** A text file, whatever name it is uploaded under. */
export const textFile = Buffer.from('This is not a picture, only text pretending to be photo.jpg\n');

/**
 * A whole, valid PNG of `size`×`size` grey pixels that compresses to almost nothing (6,000² = 36 MP
 * in ~40 KB): the attack pass's 117 KB PNG that took 11 s to process.
 */
export function makeSparsePng(size = 6000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8;
  header[9] = 0;
  const idat = deflateSync(Buffer.alloc((size + 1) * size), { level: 9 });
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]);
}

/** A JPEG whose left half is red and right half blue (the focal point's crop tests). */
export function makeRedBlueJpeg(width = 3000, height = 1000): Promise<Buffer> {
  const half = Math.floor(width / 2);
  const blue = { input: { create: { width: width - half, height, channels: 3 as const, background: { r: 0, g: 0, b: 255 } } }, left: half, top: 0 };
  return sharp({ create: { width, height, channels: 3, background: { r: 255, g: 0, b: 0 } } }).composite([blue]).jpeg().toBuffer();
}

/** The share of a picture's pixels that are clearly blue (more blue than red by far), 0..1. */
export async function blueShare(bytes: Uint8Array): Promise<number> {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let blue = 0;
  for (let i = 0; i < data.length; i += info.channels) if (data[i + 2]! > 128 && data[i]! < 128) blue++;
  return blue / (info.width * info.height);
}
