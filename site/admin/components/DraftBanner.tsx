/** Offers the unsaved text of an earlier visit (session expired, reload, accidental navigation). */
import { formatDateTime } from '../lib/datetime';

export interface DraftBannerProps {
  draft: { savedAt: string; restore(): void; discard(): void } | undefined;
}

export function DraftBanner({ draft }: DraftBannerProps) {
  if (!draft) return null;
  return (
    <div className="notice notice-draft" role="status">
      <p>
        <strong>Há alterações não salvas deste item</strong> (de {formatDateTime(draft.savedAt)}), guardadas neste navegador.
      </p>
      <div className="row-actions">
        <button type="button" className="btn btn-primary btn-small" onClick={draft.restore}>
          Restaurar alterações
        </button>
        <button type="button" className="btn btn-secondary btn-small" onClick={draft.discard}>
          Descartar
        </button>
      </div>
    </div>
  );
}
