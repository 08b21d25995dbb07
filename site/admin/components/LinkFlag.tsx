/**
 * The daily link check's flag on a product (api/jobs/check-links.ts): a badge in the product list
 * and a notice in the editor. Nothing is shown for 'ok' or a product not checked yet.
 */
import type { AdminProduct } from '../../../shared/schemas/product';
import { formatDateTime } from '../lib/datetime';

/** pt-BR names of the flags an editor must act on, also the list filter's options. */
export const LINK_FLAG_LABELS = { dead: 'Link quebrado', out_of_stock: 'Sem estoque' } as const;

type Flagged = Pick<AdminProduct, 'linkStatus' | 'linkError' | 'linkCheckedAt'>;

/** The flag to show (its label, and what the check saw and when), or null for 'ok' and unchecked. */
function flagOf(p: Flagged): { status: keyof typeof LINK_FLAG_LABELS; label: string; detail: string } | null {
  if (p.linkStatus !== 'dead' && p.linkStatus !== 'out_of_stock') return null;
  const label = LINK_FLAG_LABELS[p.linkStatus];
  const when = p.linkCheckedAt ? ` (verificado em ${formatDateTime(p.linkCheckedAt)})` : '';
  return { status: p.linkStatus, label, detail: `${p.linkError ?? label}${when}` };
}

/** Badge for the product list; the detail (what the check saw, when) is its tooltip. */
export function LinkFlagBadge({ product }: { product: Flagged }) {
  const flag = flagOf(product);
  if (!flag) return null;
  return (
    <span className={`badge badge-link-${flag.status}`} title={flag.detail} data-link-flag={flag.status}>
      {flag.label}
    </span>
  );
}

/** Notice at the top of the product editor. */
export function LinkFlagNotice({ product }: { product: Flagged }) {
  const flag = flagOf(product);
  if (!flag) return null;
  return (
    <p className="notice notice-error" role="status" data-link-flag={flag.status}>
      <strong>{flag.label}:</strong> {flag.detail}. Confira o ASIN e o link do marketplace.
    </p>
  );
}
