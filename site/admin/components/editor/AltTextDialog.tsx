/**
 * After a pasted or dropped picture reaches the library without alt text for the page's locale:
 * asks for it (the library's own alt editor, as the image picker does) before the picture goes into
 * the body. Cancelling leaves the picture in the library and the body as it was.
 */
import { useId } from 'react';
import { createPortal } from 'react-dom';
import type { Locale } from '../../../../shared/locales';
import type { MediaItem } from '../../../../shared/media/contract';
import { useModalDialog } from '../../lib/use-modal-dialog';
import { MediaThumb } from '../../media/MediaThumb';
import { PickChoice } from '../../media/MediaPicker';

export function AltTextDialog({ item, locale, onPick, onClose }: { item: MediaItem; locale: Locale; onPick(item: MediaItem): void; onClose(): void }) {
  const ref = useModalDialog(true);
  const titleId = useId();
  return createPortal(
    <dialog
      ref={ref}
      className="dialog media-picker"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <div className="page-header">
        <h2 id={titleId}>Imagem enviada: descreva-a</h2>
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          Cancelar
        </button>
      </div>
      <MediaThumb item={item} max={240} alt="" />
      <p>
        <strong>{item.originalName}</strong> <span className="muted">{item.width}×{item.height}</span>
      </p>
      <PickChoice item={item} locale={locale} onPick={onPick} />
    </dialog>,
    document.body,
  );
}
