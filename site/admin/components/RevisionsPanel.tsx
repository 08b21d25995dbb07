/**
 * "Revisões" of a post, review or product (issue 16): the saves of the item (author, time), the
 * difference between a chosen revision and the current version, and "Restaurar", which saves the
 * revision's fields as a new version (the server's 409 rules apply, as for any save). The list is
 * only read once the panel is opened.
 */
import { useState } from 'react';
import { useRestoreRevision, useRevision, useRevisionList, type RevisionedResource, type RevisionSummary } from '../api/revisions';
import { formatDateTime } from '../lib/datetime';
import { shownTitle } from '../lib/shown-title';
import { displayValue } from '../lib/diff';
import { describeError } from '../lib/errors';
import { ConfirmDialog } from './ConfirmDialog';
import { Pagination } from './Pagination';
import { QueryStatus } from './QueryStatus';
import { TextDiff } from './TextDiff';
import { useToast } from './Toaster';

/** A field compared in the diff (title, excerpt, body…), with its Portuguese label. */
export interface RevisionField {
  key: string;
  label: string;
}

export interface RevisionsPanelProps<Row extends { id: number; version: number }> {
  resource: RevisionedResource;
  /** The item as the server has it now (the cached row, updated by every save). */
  item: Row;
  fields: readonly RevisionField[];
  /** Called with the item as saved by a restore (the editor then shows it). */
  onRestored(row: Row): void;
}

const PAGE = 10;

const text = (value: unknown) => (typeof value === 'string' ? value : value === null || value === undefined ? '' : displayValue(value));
const author = (r: RevisionSummary) => r.username ?? (r.userId === null ? 'desconhecido' : `usuário ${r.userId}`);

export function RevisionsPanel<Row extends { id: number; version: number }>({ resource, item, fields, onRestored }: RevisionsPanelProps<Row>) {
  const [open, setOpen] = useState(false);
  const [offset, setOffset] = useState(0);
  const [selected, setSelected] = useState<number | undefined>();
  const [confirming, setConfirming] = useState(false);
  const list = useRevisionList(resource, item.id, { limit: PAGE, offset }, open);
  const revision = useRevision(resource, item.id, selected);
  const restore = useRestoreRevision<Row>(resource, item.id);
  const toast = useToast();
  const items = list.data?.items ?? [];
  const chosen = revision.data;
  const current = item as unknown as Record<string, unknown>;
  // A post's or review's title as its page shows it (products have no placeholders).
  const locale = typeof current.locale === 'string' ? current.locale : undefined;

  const doRestore = async () => {
    if (!chosen) return;
    try {
      const row = await restore.mutateAsync({ revisionId: chosen.id, version: item.version });
      setConfirming(false);
      setSelected(undefined);
      toast({ variant: 'success', title: 'Revisão restaurada', description: `A versão ${chosen.itemVersion} foi salva como versão ${row?.version ?? ''}.` });
      if (row) onRestored(row);
    } catch (error) {
      setConfirming(false);
      toast({ variant: 'error', ...describeError(error, 'Não foi possível restaurar') });
    }
  };

  return (
    <section className="panel revisions" aria-labelledby="revisions-title">
      <details onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary>
          <h2 id="revisions-title">Revisões</h2>
        </summary>
        <p className="muted">Cada salvamento guarda uma revisão; as 50 mais recentes são mantidas.</p>
        {open ? <QueryStatus query={list} errorTitle="Não foi possível carregar as revisões" empty="Ainda não há revisões." /> : null}
        {items.length > 0 ? (
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Versão</th>
                <th scope="col">Autor</th>
                <th scope="col">Data</th>
                <th scope="col">Título</th>
                <th scope="col">
                  <span className="sr-only">Ações</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((r) => (
                <tr key={r.id} data-revision={r.itemVersion} className={r.id === selected ? 'revision-selected' : undefined}>
                  <td>
                    {r.itemVersion}
                    {r.itemVersion === item.version ? <span className="muted"> (atual)</span> : null}
                  </td>
                  <td>{author(r)}</td>
                  <td>{formatDateTime(r.createdAt)}</td>
                  <td>{shownTitle(r.title, locale)}</td>
                  <td className="row-actions">
                    <button type="button" className="btn btn-secondary btn-small" onClick={() => setSelected(r.id)} aria-label={`Comparar a versão ${r.itemVersion}`}>
                      Comparar
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
        {list.data ? <Pagination total={list.data.total} limit={PAGE} offset={offset} onChange={setOffset} /> : null}
        {selected !== undefined ? (
          <div className="revision-diff" role="region" aria-label="Diferenças da revisão">
            <QueryStatus query={revision} errorTitle="Não foi possível carregar a revisão" />
            {chosen ? (
              <>
                <h3>
                  Versão {chosen.itemVersion} ({author(chosen)}, {formatDateTime(chosen.createdAt)}) × versão atual {item.version}
                </h3>
                <p className="muted">
                  <del>Riscado</del>: só na revisão. <ins>Sublinhado</ins>: só na versão atual.
                </p>
                {fields.map((f) => (
                  <TextDiff key={f.key} label={f.label} before={text(chosen.fields[f.key])} after={text(current[f.key])} />
                ))}
                <div className="row-actions">
                  <button type="button" className="btn btn-primary" onClick={() => setConfirming(true)} disabled={restore.isPending}>
                    Restaurar
                  </button>
                  <button type="button" className="btn btn-secondary" onClick={() => setSelected(undefined)}>
                    Fechar
                  </button>
                </div>
                <ConfirmDialog
                  open={confirming}
                  title={`Restaurar a versão ${chosen.itemVersion}?`}
                  message="O conteúdo desta revisão será salvo como uma nova versão (o endereço e o status atuais são mantidos). Alterações não salvas no formulário serão descartadas."
                  confirmLabel="Restaurar"
                  busy={restore.isPending}
                  onConfirm={() => void doRestore()}
                  onCancel={() => setConfirming(false)}
                />
              </>
            ) : null}
          </div>
        ) : null}
      </details>
    </section>
  );
}
