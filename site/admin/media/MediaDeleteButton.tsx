/**
 * "Excluir imagem" with confirmation. While a page shows the image the server refuses (409
 * `in_use`) and names the pages: they are listed here, linked to their editors, so the editor
 * knows what to change first.
 */
import { useState } from 'react';
import { Link } from 'wouter';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { useToast } from '../components/Toaster';
import { describeError } from '../lib/errors';
import { inUsePagesOf, pageEditHref, pageKindLabel, type UsingPage } from './media-text';

/** The pages that keep an image from being deleted. */
export function InUseNotice({ pages, message }: { pages: readonly UsingPage[]; message?: string }) {
  return (
    <div className="notice notice-error media-in-use" role="alert">
      <p>
        <strong>Esta imagem está em uso e não pode ser excluída.</strong> {message ?? ''}
      </p>
      <p>Troque a imagem nestas páginas antes de excluí-la:</p>
      <ul>
        {pages.map((page) => {
          const href = pageEditHref(page);
          const label = `${pageKindLabel(page.kind)}: ${page.title}`;
          return <li key={`${page.kind}-${page.id}`}>{href ? <Link href={href}>{label}</Link> : label}</li>;
        })}
      </ul>
    </div>
  );
}

export function MediaDeleteButton({ name, onDelete, onDeleted }: { name: string; onDelete(): Promise<unknown>; onDeleted(): void }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [inUse, setInUse] = useState<{ pages: UsingPage[]; message?: string }>();
  const toast = useToast();
  const confirm = async () => {
    setBusy(true);
    setInUse(undefined);
    try {
      await onDelete();
      toast({ variant: 'success', title: 'Imagem excluída', description: name });
      setOpen(false);
      onDeleted();
    } catch (error) {
      setOpen(false);
      const pages = inUsePagesOf(error);
      if (pages) setInUse({ pages });
      else toast({ variant: 'error', ...describeError(error, 'Não foi possível excluir') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className="btn btn-danger" onClick={() => setOpen(true)}>
        Excluir imagem
      </button>
      {inUse ? <InUseNotice pages={inUse.pages} /> : null}
      <ConfirmDialog
        open={open}
        title="Confirmar exclusão"
        message={`Excluir a imagem "${name}" e todos os seus tamanhos? Esta ação não pode ser desfeita.`}
        confirmLabel="Excluir"
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
