/**
 * After a pasted or dropped picture reaches the library without alt text for the page's locale:
 * asks for it (the library's own alt editor, as the image picker does) before the picture goes into
 * the body. Cancelling leaves the picture in the library and the body as it was.
 */
import type { Locale } from '../../../../shared/locales';
import type { MediaItem } from '../../../../shared/media/contract';
import { MediaDialog } from '../../media/MediaDialog';
import { MediaThumb } from '../../media/MediaThumb';
import { PickChoice } from '../../media/MediaPicker';

export function AltTextDialog({ item, locale, onPick, onClose }: { item: MediaItem; locale: Locale; onPick(item: MediaItem): void; onClose(): void }) {
  return (
    <MediaDialog open title="Imagem enviada: descreva-a" closeLabel="Cancelar" onClose={onClose}>
      <MediaThumb item={item} max={240} alt="" />
      <p>
        <strong>{item.originalName}</strong> <span className="muted">{item.width}×{item.height}</span>
      </p>
      <PickChoice item={item} locale={locale} onPick={onPick} />
    </MediaDialog>
  );
}
