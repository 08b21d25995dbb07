/**
 * "Revisões" of a post, review or product (issue 16): the saves of the item (author, time, the
 * fields each changed), the difference between a chosen revision and the current version or
 * between any two ticked revisions (issue 26), and "Restaurar", which saves the revision's fields
 * as a new version (the server's 409 rules apply, as for any save). The list is only read once the
 * panel is opened.
 */
import { useState } from 'react';
import { useRestoreRevision, useRevision, useRevisionList, type RevisionedResource } from '../api/revisions';
import { formatDateTime } from '../lib/datetime';
import { shownTitle } from '../lib/shown-title';
import { describeError } from '../lib/errors';
import { revisionChangeSummary } from '../lib/revision-summary';
import { ConfirmDialog } from './ConfirmDialog';
import { Pagination } from './Pagination';
import { QueryStatus } from './QueryStatus';
import { RevisionComparison, revisionAuthor as author, revisionText as text, type RevisionField } from './RevisionComparison';
import { TextDiff } from './TextDiff';
import { useToast } from './Toaster';

export type { RevisionField };

export interface RevisionsPanelProps<Row extends { id: number; version: number }> {
  resource: RevisionedResource;
  /** The item as the server has it now (the cached row, updated by every save). */
  item: Row;
  fields: readonly RevisionField[];
  /** Called with the item as saved by a restore (the editor then shows it). */
  onRestored(row: Row): void;
}

const PAGE = 10;


/** Ticks `id` for the two-revision comparison: at most two, a third tick replaces the older tick. */
const toggle = (picked: readonly number[], id: number): number[] =>
  picked.includes(id) ? picked.filter((p) => p !== id) : [...picked, id].slice(-2);

export function RevisionsPanel<Row extends { id: number; version: number }>({ resource, item, fields, onRestored }: RevisionsPanelProps<Row>) {
  const [open, setOpen] = useState(false);
  const [offset, setOffset] = useState(0);
  const [selected, setSelected] = useState<number | undefined>();
  const [confirming, setConfirming] = useState(false);
  const [picked, setPicked] = useState<number[]>([]);
  const list = useRevisionList(resource, item.id, { limit: PAGE, offset }, open);
  const revision = useRevision(resource, item.id, selected);
  const first = useRevision(resource, item.id, picked.length === 2 ? picked[0] : undefined);
  const second = useRevision(resource, item.id, picked.length === 2 ? picked[1] : undefined);
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
                <th scope="col">
                  <span className="sr-only">Escolher para comparar</span>
                </th>
                <th scope="col">Versão</th>
                <th scope="col">Autor</th>
                <th scope="col">Data</th>
                <th scope="col">Alterações</th>
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
                    <input type="checkbox" checked={picked.includes(r.id)} onChange={() => setPicked(toggle(picked, r.id))} aria-label={`Escolher a versão ${r.itemVersion} para comparar`} />
                  </td>
                  <td>
                    {r.itemVersion}
                    {r.itemVersion === item.version ? <span className="muted"> (atual)</span> : null}
                  </td>
                  <td data-label="Autor">{author(r)}</td>
                  <td data-label="Data">{formatDateTime(r.createdAt)}</td>
                  <td data-label="Alterações" className="revision-changes">{revisionChangeSummary(r)}</td>
                  <td data-label="Título" className="revision-title">{shownTitle(r.title, locale)}</td>
                  <td className="row-actions">
                    <button type="button" className="btn btn-secondary btn-small" onClick={() => setSelected(r.id)} aria-label={`Comparar a versão ${r.itemVersion} com a atual`}>
                      Comparar com a atual
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
        {list.data ? <Pagination total={list.data.total} limit={PAGE} offset={offset} onChange={setOffset} /> : null}
        {items.length > 1 && picked.length < 2 ? <p className="muted">Marque duas revisões para compará-las entre si.</p> : null}
        {picked.length === 2 ? (
          <div className="revision-diff" role="region" aria-label="Comparação de duas revisões">
            <QueryStatus query={first.isError ? first : second} errorTitle="Não foi possível carregar as revisões" />
            {first.data && second.data ? <RevisionComparison pair={[first.data, second.data]} fields={fields} /> : null}
            <div className="row-actions">
              <button type="button" className="btn btn-secondary" onClick={() => setPicked([])}>
                Fechar a comparação
              </button>
            </div>
          </div>
        ) : null}
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
