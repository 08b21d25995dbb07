/**
 * The review workflow in the post and review editors (issue 25 item 3): the note of an editor who
 * sent the item back, the contributor's "Enviar para revisão", and the editor's "Publicar" /
 * "Devolver com nota" on an item waiting for review. Each button submits the form with its
 * action; `workflowChange` turns that action into the status (and note) the save sends.
 */
import { useState, type FormEvent } from 'react';
import { useAbilities } from '../lib/permissions';

export type WorkflowAction = 'submit-review' | 'publish' | 'send-back';

/** The status and note a workflow button adds to the save; {} for the plain "Salvar". */
export function workflowChange(event: FormEvent, note: string): { status?: string; reviewNote?: string } {
  const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
  const action = submitter?.dataset.action as WorkflowAction | undefined;
  if (action === 'submit-review') return { status: 'pending_review' };
  if (action === 'publish') return { status: 'published' };
  if (action === 'send-back') return { status: 'draft', reviewNote: note.trim() };
  return {};
}

/** The editor's note, shown to the author while the item is a draft that was sent back. */
export function ReviewNoteBanner({ item }: { item?: { status: string; reviewNote: string | null } }) {
  if (!item?.reviewNote || item.status !== 'draft') return null;
  return (
    <div className="notice notice-error" role="status" data-review-note>
      <strong>Devolvido para ajustes pelo editor:</strong> {item.reviewNote}
    </div>
  );
}

interface ActionsProps {
  item?: { status: string };
  saving: boolean;
  note: string;
  setNote(note: string): void;
}

/** The workflow buttons the account may use on this item (none for a plain author save). */
export function ReviewActions({ item, saving, note, setNote }: ActionsProps) {
  const abilities = useAbilities();
  if (!abilities.can('content.publish')) {
    if (item?.status === 'pending_review') return <p className="muted" role="status">Enviado para revisão: aguardando um editor.</p>;
    return (
      <button type="submit" className="btn btn-secondary btn-block" data-action="submit-review" disabled={saving}>
        Enviar para revisão
      </button>
    );
  }
  if (item?.status !== 'pending_review' || !abilities.can('content.others')) return null;
  return (
    <div className="review-actions" data-review-actions>
      <p className="muted">Este item aguarda revisão.</p>
      <button type="submit" className="btn btn-primary btn-block" data-action="publish" disabled={saving}>
        Publicar
      </button>
      <label className="field-label" htmlFor="review-note">Nota para o autor</label>
      <textarea id="review-note" rows={3} value={note} onChange={(e) => setNote(e.target.value)} maxLength={2000} />
      <button type="submit" className="btn btn-secondary btn-block" data-action="send-back" disabled={saving || note.trim() === ''}>
        Devolver com nota
      </button>
    </div>
  );
}

/** The note typed by an editor before sending back. */
export function useReviewNote() {
  return useState('');
}
