/**
 * An image's variants while they are being made after its upload (issue 26 item 7): a progress bar
 * and "Gerando tamanhos… 2 de 6" on its thumbnail, a notice when they failed, nothing once ready.
 */
import type { MediaItem } from '../../../shared/media/contract';
import { variantsText } from './media-text';

export function VariantsStatus({ item }: { item: Pick<MediaItem, 'variants' | 'originalName'> }) {
  const text = variantsText(item);
  if (!text) return null;
  if (item.variants.state === 'failed') {
    return (
      <span className="media-variants media-variants-failed" role="status">
        {text}
      </span>
    );
  }
  return (
    <span className="media-variants" role="status">
      <progress max={item.variants.total} value={item.variants.done} aria-label={`Tamanhos de ${item.originalName}`} />
      <span>{text}</span>
    </span>
  );
}
