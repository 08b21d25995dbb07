import { describe, expect, it } from 'vitest';
import { mediaImageUrl, ogImageUrl, type MediaKey } from '../../../shared/media/contract';
import { shareImage, jsonLdImages } from '../../lib/seo/head';
import { IMAGE_SIZES, imageView } from './responsive-image';

const key: MediaKey = { hash: '0123456789abcdef0123456789abcdef', width: 1600, height: 900, fallback: 'jpg' };
const folder = `/media/${key.hash}-1600x900`;

describe('imageView', () => {
  it('writes a media image as AVIF and WebP sources and a fallback with every variant, sized from its key', () => {
    const view = imageView({ src: mediaImageUrl(key), alt: '', width: 640, height: 360, sizes: 'card' });
    expect(view.sources).toEqual([
      { type: 'image/avif', srcset: `${folder}/320.avif 320w, ${folder}/640.avif 640w, ${folder}/960.avif 960w, ${folder}/1280.avif 1280w, ${folder}/1600.avif 1600w` },
      { type: 'image/webp', srcset: `${folder}/320.webp 320w, ${folder}/640.webp 640w, ${folder}/960.webp 960w, ${folder}/1280.webp 1280w, ${folder}/1600.webp 1600w` },
    ]);
    expect(view.img).toMatchObject({ src: `${folder}/1600.jpg`, sizes: IMAGE_SIZES.card, width: 1600, height: 900, loading: 'lazy', alt: '' });
    expect(view.img.srcset).toContain(`${folder}/320.jpg 320w`);
    expect(view.img.fetchpriority).toBeUndefined();
  });

  it('loads the page\'s lead image first and never lazily', () => {
    const view = imageView({ src: mediaImageUrl(key), alt: 'Um fone', width: 1200, height: 460, sizes: 'wide', priority: true });
    expect(view.img).toMatchObject({ loading: 'eager', fetchpriority: 'high', alt: 'Um fone', sizes: IMAGE_SIZES.wide });
  });

  it('shows any other address (a retailer image) as a plain img at the place\'s size', () => {
    const view = imageView({ src: 'https://m.media-amazon.com/images/I/61a.jpg', alt: '', width: 400, height: 400, sizes: 'smallCard' });
    expect(view.sources).toEqual([]);
    expect(view.img).toEqual({ src: 'https://m.media-amazon.com/images/I/61a.jpg', alt: '', width: 400, height: 400, loading: 'lazy', decoding: 'async' });
  });
});

describe('share and structured-data images', () => {
  it('shares a media image by its 1200x630 card, any other as it is, and the site card without one', () => {
    expect(shareImage(mediaImageUrl(key), 'https://example.com')).toEqual({ url: `https://example.com${ogImageUrl(key)}`, width: 1200, height: 630, type: 'image/jpeg' });
    expect(shareImage('https://cdn.example/x.jpg', 'https://example.com')).toEqual({ url: 'https://cdn.example/x.jpg' });
    expect(shareImage(null, 'https://example.com')).toEqual({ url: 'https://example.com/og-default.png', width: 1200, height: 630, type: 'image/png' });
  });

  it('names real files by absolute URL in JSON-LD', () => {
    expect(jsonLdImages(mediaImageUrl(key), 'https://example.com')).toEqual([`https://example.com${folder}/1600.jpg`, `https://example.com${folder}/og.jpg`]);
    expect(jsonLdImages('/retailer-images/I/x.jpg', 'https://example.com')).toEqual(['https://example.com/retailer-images/I/x.jpg']);
  });
});
