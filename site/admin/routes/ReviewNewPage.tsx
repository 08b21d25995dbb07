/** /admin/products/{id}/reviews/new: write a review of this product. */
import { Link } from 'wouter';
import { products } from '../api/products';
import { ItemLoader } from '../components/ItemLoader';
import { useLeaveTo } from '../components/NavGuard';
import { NotFound } from '../components/NotFound';
import { PageHeader } from '../components/PageHeader';
import { ReviewForm } from '../forms/ReviewForm';
import { parseId } from './route-params';

export function ReviewNewPage({ params }: { params: { id?: string } }) {
  const id = parseId(params.id);
  const query = products.useItem(id);
  const leaveTo = useLeaveTo();
  if (id === undefined) return <NotFound what="Produto" back="/admin/products" />;
  return (
    <ItemLoader query={query} what="Produto" back="/admin/products">
      {(product) => (
        <>
          <PageHeader title={`Nova avaliação: ${product.title}`}>
            <Link href={`/admin/products/edit/${product.id}`} className="btn btn-secondary">
              Voltar ao produto
            </Link>
          </PageHeader>
          <ReviewForm product={product} onCreated={(review) => leaveTo(`/admin/reviews/${review.id}`)} />
        </>
      )}
    </ItemLoader>
  );
}
