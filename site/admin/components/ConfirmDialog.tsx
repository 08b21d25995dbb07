/**
 * A modal confirmation (native `<dialog>`: focus trap, Escape and backdrop for free), used before
 * anything that cannot be undone.
 */
import { useId } from 'react';
import { useModalDialog } from '../lib/use-modal-dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

export function ConfirmDialog({ open, title, message, confirmLabel, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  const ref = useModalDialog(open);
  // Unique per dialog: a screen can hold several (delete, restore), each named by its own title.
  const titleId = useId();
  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onCancel();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      <p>{message}</p>
      <div className="dialog-actions">
        <button type="button" className="btn btn-secondary" onClick={onCancel} autoFocus>
          Cancelar
        </button>
        <button type="button" className="btn btn-danger" onClick={onConfirm} disabled={busy}>
          {busy ? 'Aguarde...' : confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
