/** /admin/products/new: register a retailer product; then its edit page opens. */
import { useLeaveTo } from '../components/NavGuard';
import { PageHeader } from '../components/PageHeader';
import { ProductForm } from '../forms/ProductForm';

export function ProductNewPage() {
  const leaveTo = useLeaveTo();
  return (
    <>
      <PageHeader title="Novo produto" />
      <ProductForm onCreated={(product) => leaveTo(`/admin/products/edit/${product.id}`)} />
    </>
  );
}
