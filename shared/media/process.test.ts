import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { mediaFiles, variantHeight, variantWidths } from './contract';
import { DEFAULT_MEDIA_LIMITS, MediaError, mediaHash, mediaLimitsFromEnv, processImage } from './process';
import { makeAvif, makeJpeg, makeJpegWithGpsRotated, makePng, makePngBomb, makeWebp, svgWithScript, textFile } from './test-images';

async function refusal(bytes: Uint8Array, limits = DEFAULT_MEDIA_LIMITS): Promise<MediaError> {
  const err = await processImage(bytes, limits).then(() => null, (e: unknown) => e);
  expect(err).toBeInstanceOf(MediaError);
  return err as MediaError;
}

describe('processImage: accepted types', () => {
  it.each([
    ['JPEG', makeJpeg, 'image/jpeg', 800, 600, 'jpg'],
    ['PNG with transparency', makePng, 'image/png', 400, 300, 'png'],
    ['WebP', makeWebp, 'image/webp', 500, 250, 'jpg'],
    ['AVIF', makeAvif, 'image/avif', 300, 200, 'jpg'],
  ] as const)('%s: every variant of the contract, at its size and in its format', async (_name, make, mime, width, height, fallback) => {
    const bytes = await make();
    const out = await processImage(bytes);
    expect(out.mime).toBe(mime);
    expect(out.bytes).toBe(bytes.length);
    expect(out.key).toEqual({ hash: mediaHash(bytes), width, height, fallback });
    expect(out.key.hash).toMatch(/^[0-9a-f]{32}$/);
    expect(out.files.map((f) => f.key)).toEqual(mediaFiles(out.key));
    for (const file of out.files) {
      const meta = await sharp(file.body).metadata();
      const name = file.key.split('/')[1]!;
      const [w, ext] = name.split('.') as [string, string];
      expect({ avif: 'heif', webp: 'webp', jpg: 'jpeg', png: 'png' }[ext]).toBe(meta.format);
      if (w === 'og') {
        expect([meta.width, meta.height]).toEqual([1200, 630]);
      } else {
        expect(variantWidths(width)).toContain(Number(w));
        expect([meta.width, meta.height]).toEqual([Number(w), variantHeight(out.key, Number(w))]);
      }
    }
  });

  it('keeps transparency in the PNG fallback and WebP', async () => {
    const out = await processImage(await makePng());
    const png = out.files.find((f) => f.key.endsWith('.png'))!;
    expect((await sharp(png.body).metadata()).hasAlpha).toBe(true);
  });

  it('turns a sideways photo upright and names it by its upright size; strips EXIF (GPS, camera)', async () => {
    const bytes = await makeJpegWithGpsRotated(640, 480);
    expect((await sharp(bytes).metadata()).exif?.toString('latin1')).toContain('SecretCam');
    const out = await processImage(bytes);
    expect([out.key.width, out.key.height]).toEqual([480, 640]);
    for (const file of out.files) {
      const meta = await sharp(file.body).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation ?? 1).toBe(1);
      expect(file.body.toString('latin1')).not.toContain('SecretCam');
    }
    const largest = out.files.find((f) => f.key.endsWith('/480.jpg'))!;
    expect(await sharp(largest.body).metadata()).toMatchObject({ width: 480, height: 640 });
  });

  it('makes 5 widths for a wide photo, the largest 1920', async () => {
    const out = await processImage(await makeJpeg(2400, 1200));
    expect(out.key.width).toBe(2400);
    expect(out.files.filter((f) => f.key.endsWith('.jpg')).map((f) => f.key.split('/')[1])).toEqual(['320.jpg', '640.jpg', '960.jpg', '1280.jpg', '1920.jpg', 'og.jpg']);
  }, 30_000);
});

describe('processImage: refusals name the problem', () => {
  it('an empty file: 400', async () => {
    const err = await refusal(new Uint8Array());
    expect([err.status, err.code]).toEqual([400, 'empty']);
    expect(err.message).toMatch(/empty/);
  });

  it('a text file named .jpg: 415, whatever its name', async () => {
    const err = await refusal(textFile);
    expect([err.status, err.code]).toEqual([415, 'unsupported_type']);
    expect(err.message).toMatch(/not an image/);
  });

  it('an SVG with a script: 415 naming SVG', async () => {
    const err = await refusal(svgWithScript);
    expect([err.status, err.code]).toEqual([415, 'svg_refused']);
    expect(err.message).toMatch(/SVG/);
  });

  it('a GIF: 415 naming the type', async () => {
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).gif().toBuffer();
    const err = await refusal(gif);
    expect(err.status).toBe(415);
    expect(err.message).toMatch(/GIF/);
  });

  it('a file over the size limit: 413 naming both sizes', async () => {
    const bytes = await makeJpeg();
    const err = await refusal(bytes, { ...DEFAULT_MEDIA_LIMITS, maxBytes: 1000 });
    expect([err.status, err.code]).toEqual([413, 'too_large']);
    expect(err.message).toContain(`${bytes.length} bytes`);
    expect(err.message).toContain('1000 bytes');
  });

  it('a 20,000×20,000 PNG: 413 from its header, fast, without decoding', async () => {
    const started = Date.now();
    const err = await refusal(makePngBomb(20_000));
    expect([err.status, err.code]).toEqual([413, 'too_many_pixels']);
    expect(err.message).toContain('20000×20000');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('a truncated JPEG: 415, not a crash', async () => {
    const bytes = await makeJpeg();
    const err = await refusal(bytes.subarray(0, 600));
    expect(err.status).toBe(415);
  });
});

describe('mediaLimitsFromEnv', () => {
  it('reads MEDIA_MAX_BYTES, defaults to 15 MB, ignores nonsense', () => {
    expect(mediaLimitsFromEnv({}).maxBytes).toBe(15 * 1024 * 1024);
    expect(mediaLimitsFromEnv({ MEDIA_MAX_BYTES: '2048' }).maxBytes).toBe(2048);
    expect(mediaLimitsFromEnv({ MEDIA_MAX_BYTES: 'lots' }).maxBytes).toBe(15 * 1024 * 1024);
    expect(mediaLimitsFromEnv({}).maxPixels).toBe(40_000_000);
  });
});
