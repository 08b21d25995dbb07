/**
 * The "needs details" flag of a product the WordPress importer made from an ASIN alone (issue 28
 * item 4): a badge in the product list and a notice in the editor. Nothing for other products.
 */
import type { AdminProduct } from '../../../shared/schemas/product';

/** The badge's text, also the list filter's option. */
export const NEEDS_DETAILS_LABEL = 'Sem detalhes';
const WHY = 'Importado do WordPress sem os dados da Amazon (a região não tinha credenciais ou a consulta falhou)';

type Flagged = Pick<AdminProduct, 'needsDetails'>;

/** Badge for the product list; why it shows is its tooltip. */
export function NeedsDetailsBadge({ product }: { product: Flagged }) {
  if (!product.needsDetails) return null;
  return (
    <span className="badge badge-needs-details" title={`${WHY}.`} data-needs-details="">
      {NEEDS_DETAILS_LABEL}
    </span>
  );
}

/** Notice at the top of the product editor: what is missing and what completes it. */
export function NeedsDetailsNotice({ product }: { product: Flagged }) {
  if (!product.needsDetails) return null;
  return (
    <p className="notice notice-warning" role="status" data-needs-details="">
      <strong>{NEEDS_DETAILS_LABEL}:</strong> {WHY}. Preencha título, imagem ou preço, ou aguarde a atualização de preços.
    </p>
  );
}
