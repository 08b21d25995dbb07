/**
 * /admin/redirects (issue 16): every redirect of the site. Automatic ones come from renamed and
 * deleted content (deletable, not editable); editors add, edit and delete manual ones. The server
 * collapses chains and refuses loops; its message is shown as it names the problem.
 */
import { useState, type FormEvent } from 'react';
import { redirects, type AdminRedirect, type RedirectBody } from '../api/redirects';
import { DeleteButton } from '../components/DeleteButton';
import { PageHeader } from '../components/PageHeader';
import { Pagination } from '../components/Pagination';
import { QueryStatus } from '../components/QueryStatus';
import { SearchBox } from '../components/SearchBox';
import { useToast } from '../components/Toaster';
import { formatDateTime } from '../lib/datetime';
import { describeError } from '../lib/errors';
import { PAGE_SIZE, useListFilters } from '../lib/use-list-filters';

const FILTERS = ['q', 'source'] as const;

const ORIGIN_LABEL: Record<string, string> = { post: 'post renomeado', review: 'avaliação renomeada', category: 'categoria renomeada' };

/** The add form, or the edit form of one manual redirect. */
function RedirectForm({ initial, onDone }: { initial?: AdminRedirect; onDone?: () => void }) {
  const [from, setFrom] = useState(initial?.from ?? '');
  const [to, setTo] = useState(initial?.to ?? '');
  const [error, setError] = useState<string>();
  const create = redirects.useCreate();
  const update = redirects.useUpdate();
  const toast = useToast();
  const busy = create.isPending || update.isPending;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    const body: RedirectBody = { from, to };
    try {
      if (initial) await update.mutateAsync({ key: initial.id, body });
      else await create.mutateAsync(body);
      toast({ variant: 'success', title: initial ? 'Redirecionamento salvo' : 'Redirecionamento criado', description: `${from} → ${to}` });
      if (!initial) {
        setFrom('');
        setTo('');
      }
      onDone?.();
    } catch (err) {
      setError(describeError(err).description);
    }
  };
  return (
    <form className="card redirect-form" onSubmit={(e) => void submit(e)} aria-label={initial ? `Editar redirecionamento ${initial.from}` : 'Novo redirecionamento'}>
      <div className="field-row">
        <label className="field">
          <span className="field-label">De (endereço antigo)</span>
          <input value={from} onChange={(e) => setFrom(e.target.value)} placeholder="/br/endereco-antigo" required />
        </label>
        <label className="field">
          <span className="field-label">Para (endereço atual)</span>
          <input value={to} onChange={(e) => setTo(e.target.value)} placeholder="/br/endereco-novo" required />
        </label>
      </div>
      {error ? <p className="notice notice-error" role="alert">{error}</p> : null}
      <div className="row-actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {initial ? 'Salvar' : 'Adicionar redirecionamento'}
        </button>
        {onDone && initial ? (
          <button type="button" className="btn btn-secondary" onClick={onDone}>
            Cancelar
          </button>
        ) : null}
      </div>
    </form>
  );
}

function RedirectRow({ redirect }: { redirect: AdminRedirect }) {
  const [editing, setEditing] = useState(false);
  const remove = redirects.useDelete();
  if (editing) {
    return (
      <tr>
        <td colSpan={4}>
          <RedirectForm initial={redirect} onDone={() => setEditing(false)} />
        </td>
      </tr>
    );
  }
  const from = redirect.prefix ? `${redirect.from} (e o que está abaixo)` : redirect.from;
  return (
    <tr data-redirect={redirect.from}>
      <td data-label="De">
        <code>{from}</code>
      </td>
      <td data-label="Para">{redirect.status === 410 ? <span className="badge">410 · removido</span> : <code>{redirect.to}</code>}</td>
      <td data-label="Origem">
        <span className="badge">{redirect.source === 'manual' ? 'Manual' : 'Automático'}</span>
        {redirect.entity ? <span className="muted"> {ORIGIN_LABEL[redirect.entity] ?? redirect.entity}</span> : null}
        <div className="muted">{formatDateTime(redirect.updatedAt)}</div>
      </td>
      <td className="row-actions">
        {redirect.source === 'manual' ? (
          <button type="button" className="btn btn-secondary btn-small" onClick={() => setEditing(true)}>
            Editar
          </button>
        ) : null}
        <DeleteButton what={`o redirecionamento de ${redirect.from}`} onDelete={() => remove.mutateAsync(redirect.id)} />
      </td>
    </tr>
  );
}

export function RedirectsPage() {
  const filters = useListFilters(FILTERS);
  const list = redirects.useList({ ...filters.values, limit: PAGE_SIZE, offset: filters.offset });
  const items = list.data?.items ?? [];
  return (
    <>
      <PageHeader title="Redirecionamentos" />
      <p className="muted">
        Renomear ou mover um post, uma avaliação ou uma categoria publicada cria um redirecionamento automático do endereço antigo para o novo; excluir um conteúdo publicado faz o endereço
        responder 410 (removido). Um endereço que volta a ter uma página deixa de redirecionar.
      </p>
      <RedirectForm />
      <div className="filters" role="search">
        <SearchBox label="Buscar redirecionamentos" placeholder="Endereço de origem ou destino" value={filters.values.q} onSearch={(v) => filters.setFilter('q', v)} />
        <select aria-label="Origem" value={filters.values.source} onChange={(e) => filters.setFilter('source', e.target.value)}>
          <option value="">Automáticos e manuais</option>
          <option value="auto">Automáticos</option>
          <option value="manual">Manuais</option>
        </select>
      </div>
      <QueryStatus query={list} empty="Nenhum redirecionamento." />
      {items.length ? (
        <table className="data-table">
          <thead>
            <tr>
              <th>De</th>
              <th>Para</th>
              <th>Origem</th>
              <th>
                <span className="sr-only">Ações</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((r) => (
              <RedirectRow key={r.id} redirect={r} />
            ))}
          </tbody>
        </table>
      ) : null}
      {list.data ? <Pagination total={list.data.total} limit={PAGE_SIZE} offset={filters.offset} onChange={filters.setOffset} /> : null}
    </>
  );
}
