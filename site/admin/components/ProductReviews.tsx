/** The reviews of one product (title, rating, status) with links to edit them or write a new one. */
import { Link } from 'wouter';
import { reviews } from '../api/reviews';
import { DeleteButton } from './DeleteButton';
import { QueryStatus } from './QueryStatus';
import { shownTitle } from '../lib/shown-title';
import { StatusBadge } from './StatusBadge';
import { formatDateTime } from '../lib/datetime';

export function ProductReviews({ productId }: { productId: number }) {
  const list = reviews.useList({ productId, limit: 200 });
  const remove = reviews.useDelete();
  const items = list.data?.items ?? [];
  return (
    <section className="panel" aria-labelledby="product-reviews-title">
      <div className="panel-header">
        <h2 id="product-reviews-title">Avaliações deste produto</h2>
        <Link href={`/admin/products/${productId}/reviews/new`} className="btn btn-primary btn-small">
          Nova avaliação
        </Link>
      </div>
      <QueryStatus query={list} empty="Este produto ainda não tem avaliações." />
      {items.length > 0 ? (
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">Título</th>
              <th scope="col">Nota</th>
              <th scope="col">Status</th>
              <th scope="col">Atualizada</th>
              <th scope="col">
                <span className="sr-only">Ações</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((r) => (
              <tr key={r.id}>
                <td>
                  <Link href={`/admin/reviews/${r.id}`}>{shownTitle(r.title, r.locale)}</Link>
                </td>
                <td data-label="Nota">{r.rating.toLocaleString('pt-BR')}</td>
                <td data-label="Status">
                  <StatusBadge status={r.status} publishAt={r.publishAt} />
                </td>
                <td data-label="Atualizada">{formatDateTime(r.updatedAt)}</td>
                <td className="row-actions">
                  <Link href={`/admin/reviews/${r.id}`} className="btn btn-secondary btn-small">
                    Editar
                  </Link>
                  <DeleteButton what={`a avaliação "${shownTitle(r.title, r.locale)}"`} onDelete={() => remove.mutateAsync(r.id)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
