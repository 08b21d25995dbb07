/** /admin/products/{id}/reviews: the reviews of one product. */
import { Link } from 'wouter';
import { products } from '../api/products';
import { ItemLoader } from '../components/ItemLoader';
import { NotFound } from '../components/NotFound';
import { PageHeader } from '../components/PageHeader';
import { ProductReviews } from '../components/ProductReviews';
import { parseId } from './route-params';

export function ProductReviewsPage({ params }: { params: { id?: string } }) {
  const id = parseId(params.id);
  const query = products.useItem(id);
  if (id === undefined) return <NotFound what="Produto" back="/admin/products" />;
  return (
    <ItemLoader query={query} what="Produto" back="/admin/products">
      {(product) => (
        <>
          <PageHeader title={`Avaliações: ${product.title}`}>
            <Link href={`/admin/products/edit/${product.id}`} className="btn btn-secondary">
              Editar produto
            </Link>
          </PageHeader>
          <ProductReviews productId={product.id} />
        </>
      )}
    </ItemLoader>
  );
}
