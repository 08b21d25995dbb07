/** /admin/products/new: register a retailer product; then its edit page opens. */
import { useLocation } from 'wouter';
import { useNavGuard } from '../components/NavGuard';
import { PageHeader } from '../components/PageHeader';
import { ProductForm } from '../forms/ProductForm';

export function ProductNewPage() {
  const [, navigate] = useLocation();
  const guard = useNavGuard();
  return (
    <>
      <PageHeader title="Novo produto" />
      <ProductForm
        onCreated={(product) => {
          guard.allowNext();
          navigate(`/admin/products/edit/${product.id}`, { replace: true });
        }}
      />
    </>
  );
}
