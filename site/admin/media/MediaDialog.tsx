/**
 * The modal shell of the media dialogs (the image picker, the alt text asked for a pasted picture):
 * a <dialog> in a portal (the editor's <form> must not receive its Enter keys as a submit), titled,
 * with one button that closes it; Escape closes it too.
 */
import { useId, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useModalDialog } from '../lib/use-modal-dialog';

export function MediaDialog({ open, title, closeLabel, onClose, children }: { open: boolean; title: string; closeLabel: string; onClose(): void; children: ReactNode }) {
  const ref = useModalDialog(open);
  const titleId = useId();
  if (typeof document === 'undefined') return null;
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
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          {closeLabel}
        </button>
      </div>
      {children}
    </dialog>,
    document.body,
  );
}
