import { describe, expect, it } from 'vitest';
import { isMediaFileKey, mediaFiles, mediaImageUrl, ogImageUrl, parseMediaUrl, variantWidths, variantHeight, type MediaKey } from './contract';

const key: MediaKey = { hash: '0123456789abcdef0123456789abcdef', width: 2400, height: 1600, fallback: 'jpg' };

describe('media addresses', () => {
  it('gives every standard width below the image, capped at the largest', () => {
    expect(variantWidths(2400)).toEqual([320, 640, 960, 1280, 1920]);
    expect(variantWidths(800)).toEqual([320, 640, 800]);
    expect(variantWidths(200)).toEqual([200]);
    expect(variantHeight(key, 640)).toBe(427);
  });

  it('stores the largest fallback and reads the key back from any of its URLs', () => {
    expect(mediaImageUrl(key)).toBe('/media/0123456789abcdef0123456789abcdef-2400x1600/1920.jpg');
    expect(parseMediaUrl(mediaImageUrl(key))).toEqual(key);
    expect(parseMediaUrl(`https://example.com${mediaImageUrl({ ...key, fallback: 'png' })}`)).toEqual({ ...key, fallback: 'png' });
    expect(parseMediaUrl(ogImageUrl(key))).toEqual(key);
  });

  it('is not fooled by other addresses', () => {
    for (const url of ['https://m.media-amazon.com/images/I/61a7bZqOQ5L.jpg', '/media/../etc/passwd', '/media/0123-1x1/1.jpg', '', null, 'https://[bad']) {
      expect(parseMediaUrl(url)).toBeNull();
    }
  });

  it('lists every file of an image, each a valid file key', () => {
    const files = mediaFiles({ ...key, width: 800, height: 600 });
    expect(files).toHaveLength(3 * 3 + 1);
    expect(files.every(isMediaFileKey)).toBe(true);
    expect(isMediaFileKey('../x.jpg')).toBe(false);
  });
});
