/**
 * The daily link check's flag on a product (api/jobs/check-links.ts): a badge in the product list
 * and a notice in the editor. Nothing is shown for 'ok' or a product not checked yet.
 */
import type { AdminProduct } from '../../../shared/schemas/product';
import { formatDateTime } from '../lib/datetime';

/** pt-BR names of the flags an editor must act on, also the list filter's options. */
export const LINK_FLAG_LABELS = { dead: 'Link quebrado', out_of_stock: 'Sem estoque' } as const;

type Flagged = Pick<AdminProduct, 'linkStatus' | 'linkError' | 'linkCheckedAt'>;

function flagDetail(p: Flagged): string | null {
  if (p.linkStatus !== 'dead' && p.linkStatus !== 'out_of_stock') return null;
  const when = p.linkCheckedAt ? ` (verificado em ${formatDateTime(p.linkCheckedAt)})` : '';
  return `${p.linkError ?? LINK_FLAG_LABELS[p.linkStatus]}${when}`;
}

/** Badge for the product list; the detail (what the check saw, when) is its tooltip. */
export function LinkFlagBadge({ product }: { product: Flagged }) {
  const detail = flagDetail(product);
  if (!detail || !product.linkStatus || product.linkStatus === 'ok') return null;
  return (
    <span className={`badge badge-link-${product.linkStatus}`} title={detail} data-link-flag={product.linkStatus}>
      {LINK_FLAG_LABELS[product.linkStatus]}
    </span>
  );
}

/** Notice at the top of the product editor. */
export function LinkFlagNotice({ product }: { product: Flagged }) {
  const detail = flagDetail(product);
  if (!detail || !product.linkStatus || product.linkStatus === 'ok') return null;
  return (
    <p className="notice notice-error" role="status" data-link-flag={product.linkStatus}>
      <strong>{LINK_FLAG_LABELS[product.linkStatus]}:</strong> {detail}. Confira o ASIN e o link do marketplace.
    </p>
  );
}
