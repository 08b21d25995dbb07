/**
 * "Excluir" with a confirmation dialog; toasts the outcome (including a 409 `in_use` refusal,
 * whose server message says what still uses the item).
 */
import { useState } from 'react';
import { describeError } from '../lib/errors';
import { ConfirmDialog } from './ConfirmDialog';
import { useToast } from './Toaster';

export interface DeleteButtonProps {
  /** What is deleted, for the dialog: 'o post "Melhores fones"'. */
  what: string;
  onDelete(): Promise<unknown>;
  onDeleted?(): void;
  label?: string;
}

export function DeleteButton({ what, onDelete, onDeleted, label = 'Excluir' }: DeleteButtonProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const confirm = async () => {
    setBusy(true);
    try {
      await onDelete();
      toast({ variant: 'success', title: 'Excluído', description: `Excluímos ${what}.` });
      setOpen(false);
      onDeleted?.();
    } catch (error) {
      toast({ variant: 'error', ...describeError(error, 'Não foi possível excluir') });
      setOpen(false);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className="btn btn-danger btn-small" onClick={() => setOpen(true)}>
        {label}
      </button>
      <ConfirmDialog
        open={open}
        title="Confirmar exclusão"
        message={`Excluir ${what}? Esta ação não pode ser desfeita.`}
        confirmLabel="Excluir"
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
