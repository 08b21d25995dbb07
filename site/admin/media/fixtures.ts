/** A library item for unit tests (the shape of `GET /api/admin/media/:id`). */
import type { MediaItem } from '../../../shared/media/contract';

export function mediaItem(over: Partial<MediaItem> = {}): MediaItem {
  return {
    id: 7,
    hash: '0123456789abcdef0123456789abcdef',
    width: 1600,
    height: 900,
    fallback: 'jpg',
    mime: 'image/jpeg',
    bytes: 254_000,
    originalName: 'fones.jpg',
    alt: { br: 'Fones sobre a mesa' },
    imageUrl: '/media/0123456789abcdef0123456789abcdef-1600x900/1600.jpg',
    thumbnailUrl: '/media/0123456789abcdef0123456789abcdef-1600x900/320.webp',
    variants: { state: 'ready', done: 6, total: 6 },
    focal: null,
    ogImageUrl: '/media/0123456789abcdef0123456789abcdef-1600x900/og.jpg',
    createdAt: '2026-11-26T10:00:00.000Z',
    updatedAt: '2026-11-26T10:00:00.000Z',
    version: 1,
    ...over,
  };
}
