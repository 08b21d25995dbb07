/**
 * The one-line summary of a revision in the revisions panel (issue 26 item 6): the Portuguese
 * labels of the fields its save changed ("Título, Conteúdo"), as the server recorded them at save
 * time against the state before.
 */
import type { RevisionSummary } from '../../../shared/schemas/revision';
import { fieldLabel } from './field-messages';

/** 'Título, Conteúdo'; 'Criação' for the first version; '—' when the save predates the summaries. */
export function revisionChangeSummary(revision: Pick<RevisionSummary, 'changedFields' | 'itemVersion'>): string {
  const keys = revision.changedFields;
  if (keys === null) return revision.itemVersion === 1 ? 'Criação' : '—';
  if (keys.length === 0) return 'Nenhum campo alterado';
  return keys.map((key) => fieldLabel(key)).join(', ');
}
