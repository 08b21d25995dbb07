import { afterEach, describe, expect, it } from 'vitest';
import { setMediaRenderStates } from '../../../shared/media/render-states';
import { mediaImageUrl, ogImageUrl, type MediaKey } from '../../../shared/media/contract';
import { shareImage, jsonLdImages } from '../../lib/seo/head';
import { IMAGE_SIZES, imageView } from './responsive-image';

const key: MediaKey = { hash: '0123456789abcdef0123456789abcdef', width: 1600, height: 900, fallback: 'jpg' };
const folder = `/media/${key.hash}-1600x900`;

afterEach(() => setMediaRenderStates([]));

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

describe('an image whose variants are still being made, and a focal point (issue 26 item 7)', () => {
  const pending = (done: number, focal: { x: number; y: number } | null = null) =>
    setMediaRenderStates([{ folder: `${key.hash}-1600x900`, state: 'pending', done, focal }]);

  it('names only the written files: the largest fallback and the widths done, no AVIF/WebP source until all are', () => {
    pending(0);
    expect(imageView({ src: mediaImageUrl(key), alt: '', width: 640, height: 360, sizes: 'card' })).toMatchObject({
      sources: [],
      img: { src: `${folder}/1600.jpg`, srcset: `${folder}/1600.jpg 1600w`, width: 1600, height: 900 },
    });
    pending(2);
    const view = imageView({ src: mediaImageUrl(key), alt: '', width: 640, height: 360, sizes: 'card' });
    expect(view.sources).toEqual([]);
    expect(view.img.srcset).toBe(`${folder}/320.jpg 320w, ${folder}/640.jpg 640w, ${folder}/1600.jpg 1600w`);
  });

  it('shares the largest variant until the share card is written, then the card cut around the focal point', () => {
    pending(5, { x: 0.7, y: 0.25 });
    expect(shareImage(mediaImageUrl(key), 'https://example.com')).toEqual({ url: `https://example.com${folder}/1600.jpg`, width: 1600, height: 900, type: 'image/jpeg' });
    setMediaRenderStates([{ folder: `${key.hash}-1600x900`, state: 'ready', done: 6, focal: { x: 0.7, y: 0.25 } }]);
    expect(shareImage(mediaImageUrl(key), 'https://example.com').url).toBe(`https://example.com${folder}/og-700-250.jpg`);
  });

  it('keeps the focal point in view of the hero and card crops (object-position), the centre without one', () => {
    setMediaRenderStates([{ folder: `${key.hash}-1600x900`, state: 'ready', done: 6, focal: { x: 1, y: 0.5 } }]);
    const hero = imageView({ src: mediaImageUrl(key), alt: '', width: 1200, height: 410, sizes: 'wide', priority: true });
    expect(hero.img.objectPosition).toBe('100% 50%');
    expect(hero.sources).toHaveLength(2);
    setMediaRenderStates([]);
    expect(imageView({ src: mediaImageUrl(key), alt: '', width: 640, height: 360, sizes: 'card' }).img.objectPosition).toBeUndefined();
  });
});
