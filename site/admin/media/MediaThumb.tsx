/** A library image's thumbnail with its real proportions (width/height set: no layout shift). */
import type { MediaItem } from '../../../shared/media/contract';

/** The thumbnail's box: at most `max` px on the longer side, aspect kept. */
export function thumbSize(item: Pick<MediaItem, 'width' | 'height'>, max = 160): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(item.width, item.height));
  return { width: Math.max(1, Math.round(item.width * scale)), height: Math.max(1, Math.round(item.height * scale)) };
}

export function MediaThumb({ item, max = 160, alt }: { item: MediaItem; max?: number; alt?: string }) {
  const size = thumbSize(item, max);
  return <img className="media-thumb" src={item.thumbnailUrl} width={size.width} height={size.height} alt={alt ?? item.alt.br ?? ''} loading="lazy" decoding="async" />;
}
