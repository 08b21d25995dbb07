/**
 * "Link de pré-visualização" on the post and review edit screens (issue 16 item 4): an editor
 * makes an expiring address of the unpublished page to send to someone without an account,
 * copies it, sees the links still valid and revokes any of them.
 *
 * The full address is shown once, right after creation (only its hash is stored); the list then
 * shows each link by its expiry. A page already public gets no link: its own address shows it.
 */
import { useState } from 'react';
import { PREVIEW_LINK_DAYS } from '../../../shared/schemas/preview-link';
import { useCreatePreviewLink, usePreviewLinks, useRevokePreviewLink, type CreatedPreviewLink } from '../api/preview-links';
import { formatDateTime } from '../lib/datetime';
import { describeError } from '../lib/errors';
import { ErrorNotice } from './ErrorNotice';
import { useToast } from './Toaster';

const DAY_CHOICES = [1, 3, PREVIEW_LINK_DAYS.default, 14, PREVIEW_LINK_DAYS.max];

/** Whether the public already sees the item (published and its time has come). */
export function isLive(item: { status: string; publishedAt: string | null }, now = new Date()): boolean {
  return item.status === 'published' && item.publishedAt !== null && new Date(item.publishedAt) <= now;
}

export function PreviewLinksPanel({ kind, item }: { kind: 'post' | 'review'; item: { id: number; status: string; publishedAt: string | null } }) {
  const toast = useToast();
  const [days, setDays] = useState<number>(PREVIEW_LINK_DAYS.default);
  const [created, setCreated] = useState<CreatedPreviewLink | undefined>();
  const links = usePreviewLinks(kind, item.id);
  const create = useCreatePreviewLink(kind, item.id);
  const revoke = useRevokePreviewLink(kind, item.id);
  const live = isLive(item);
  const fullUrl = created ? new URL(created.url, window.location.origin).href : '';

  const onCreate = () =>
    create.mutate(days, {
      onSuccess: (link) => link && setCreated(link),
      onError: (err) => toast({ variant: 'error', title: 'Não foi possível criar o link', description: describeError(err).description }),
    });
  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(fullUrl);
      toast({ variant: 'success', title: 'Link copiado' });
    } catch {
      toast({ variant: 'error', title: 'Não foi possível copiar', description: 'Selecione o endereço e copie-o manualmente.' });
    }
  };
  const onRevoke = (id: number) =>
    revoke.mutate(id, {
      onSuccess: () => {
        if (created?.id === id) setCreated(undefined);
        toast({ variant: 'success', title: 'Link revogado', description: 'Quem abrir o endereço verá "página não encontrada".' });
      },
      onError: (err) => toast({ variant: 'error', title: 'Não foi possível revogar o link', description: describeError(err).description }),
    });

  return (
    <section className="panel preview-links" aria-labelledby={`preview-links-${kind}`} data-testid="preview-links">
      <h2 id={`preview-links-${kind}`} className="card-title">
        Link de pré-visualização
      </h2>
      {live ? (
        <p className="muted">Esta página já está publicada: compartilhe o endereço público.</p>
      ) : (
        <>
          <p className="muted">Um endereço secreto que mostra a página como ficará publicada, para quem não tem conta. Não aparece em buscadores nem em listas.</p>
          <div className="field-row">
            <label className="field">
              <span className="field-label">Expira em</span>
              <select value={days} onChange={(e) => setDays(Number(e.target.value))}>
                {DAY_CHOICES.map((d) => (
                  <option key={d} value={d}>
                    {d === 1 ? '1 dia' : `${d} dias`}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <button type="button" className="btn" onClick={onCreate} disabled={create.isPending}>
            {create.isPending ? 'Criando…' : 'Criar link'}
          </button>
        </>
      )}
      {created ? (
        <div className="field" data-testid="preview-link-created">
          <label className="field-label" htmlFor={`preview-link-url-${kind}`}>
            Endereço (copie agora: ele não será mostrado de novo)
          </label>
          <input id={`preview-link-url-${kind}`} type="text" readOnly value={fullUrl} onFocus={(e) => e.currentTarget.select()} />
          <div>
            <button type="button" className="btn btn-secondary btn-small" onClick={() => void onCopy()}>
              Copiar link
            </button>{' '}
            <a className="btn btn-secondary btn-small" href={fullUrl} target="_blank" rel="noreferrer">
              Abrir
            </a>
          </div>
        </div>
      ) : null}
      <h3>Links ativos</h3>
      {links.isError ? (
        <ErrorNotice error={links.error} title="Não foi possível carregar os links" onRetry={() => void links.refetch()} />
      ) : links.data && links.data.items.length > 0 ? (
        <table className="data-table">
          <thead>
            <tr>
              <th>Criado em</th>
              <th>Por</th>
              <th>Expira em</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {links.data.items.map((link) => (
              <tr key={link.id} data-preview-link={link.id}>
                <td data-label="Criado em">{formatDateTime(link.createdAt)}</td>
                <td data-label="Por">{link.createdBy ?? '—'}</td>
                <td data-label="Expira em">{formatDateTime(link.expiresAt)}</td>
                <td>
                  <button type="button" className="btn btn-danger btn-small" onClick={() => onRevoke(link.id)} disabled={revoke.isPending}>
                    Revogar
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="muted">{links.isPending ? 'Carregando…' : 'Nenhum link ativo.'}</p>
      )}
    </section>
  );
}
