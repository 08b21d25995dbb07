/**
 * The link check's findings (issue 15 item 4): the list on the product screen and the dashboard's
 * section. Portuguese, as the whole admin.
 */
import { Link } from 'wouter';
import type { LinkFindingKind } from '../../../shared/schemas/link-findings';
import type { DashboardAnswer } from '../api/dashboard';
import { useProductFindings } from '../api/link-findings';
import { formatDateTime } from '../lib/datetime';

/** pt-BR names of the kinds. */
export const LINK_FINDING_LABELS: Record<LinkFindingKind, string> = {
  broken: 'Link quebrado',
  unavailable: 'Indisponível',
  tag_missing: 'Sem tag de afiliado',
  redirected: 'Redirecionado',
};

/** The product's findings, latest per kind; nothing while loading, a line when there are none. */
export function ProductFindings({ productId }: { productId: number }) {
  const query = useProductFindings(productId);
  const items = query.data?.items;
  if (!items) return null;
  return (
    <section className="panel" aria-label="Verificação de links" data-product-findings>
      <h2>Verificação de links</h2>
      {items.length === 0 ? (
        <p className="muted">Nenhum problema encontrado na última verificação.</p>
      ) : (
        <ul>
          {items.map((f) => (
            <li key={f.kind} data-finding={f.kind}>
              <strong>{LINK_FINDING_LABELS[f.kind]}</strong>
              {f.detail ? `: ${f.detail}` : ''} <span className="muted">(visto em {formatDateTime(f.foundAt)})</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The dashboard's "Problemas nos links": how many products have findings, linking to the flagged
 * list, and the latest of them, each linked to its product screen with what was found.
 */
export function LinkFindingsSummary({ findings }: { findings: DashboardAnswer['linkFindings'] }) {
  const counts = findings;
  return (
    <>
      <p className={counts.products > 0 ? 'notice notice-error' : 'notice'} role="status" data-findings-count={counts.products}>
        {counts.products === 0 ? (
          'Nenhum produto com problema nos links.'
        ) : (
          <>
            <strong>{counts.products === 1 ? '1 produto' : `${counts.products} produtos`} com problemas nos links</strong>
            {' ('}
            {(Object.keys(LINK_FINDING_LABELS) as LinkFindingKind[])
              .filter((k) => counts.byKind[k] > 0)
              .map((k) => `${LINK_FINDING_LABELS[k]}: ${counts.byKind[k]}`)
              .join(', ')}
            {'). '}
            <Link href="/admin/products?link=findings">Ver produtos</Link>
          </>
        )}
      </p>
      {findings.items.length > 0 ? (
        <ul className="dashboard-list">
          {findings.items.map((f) => (
            <li key={f.productId} data-finding-product={f.productId}>
              <Link href={`/admin/products/edit/${f.productId}`}>{f.title}</Link>
              <span className="muted">
                {' '}
                {f.locale} · {f.kinds.map((k) => LINK_FINDING_LABELS[k]).join(', ')}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
