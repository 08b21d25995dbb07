/** /admin/reviews/{id}: edit one review (its product is loaded for context). */
import { Link } from 'wouter';
import { products } from '../api/products';
import { reviews } from '../api/reviews';
import { DeleteButton } from '../components/DeleteButton';
import { ItemLoader } from '../components/ItemLoader';
import { useLeaveTo } from '../components/NavGuard';
import { NotFound } from '../components/NotFound';
import { PageHeader } from '../components/PageHeader';
import { PreviewLinksPanel } from '../components/PreviewLinksPanel';
import { ReviewForm } from '../forms/ReviewForm';
import { parseId } from './route-params';

export function ReviewEditPage({ params }: { params: { id?: string } }) {
  const id = parseId(params.id);
  const reviewQuery = reviews.useItem(id);
  const productQuery = products.useItem(reviewQuery.data?.productId);
  const remove = reviews.useDelete();
  const leaveTo = useLeaveTo();
  if (id === undefined) return <NotFound what="Avaliação" back="/admin/products" />;
  return (
    <ItemLoader query={reviewQuery} what="Avaliação" back="/admin/products">
      {(review) => (
        <ItemLoader query={productQuery} what="Produto" back="/admin/products">
          {(product) => (
            <>
              <PageHeader title={`Editar avaliação: ${review.title}`}>
                <Link href={`/admin/products/edit/${product.id}`} className="btn btn-secondary">
                  Produto: {product.title}
                </Link>
                <DeleteButton
                  what={`a avaliação "${review.title}"`}
                  onDelete={() => remove.mutateAsync(review.id)}
                  onDeleted={() => leaveTo(`/admin/products/edit/${product.id}`)}
                />
              </PageHeader>
              <ReviewForm key={review.id} product={product} review={review} />
              <PreviewLinksPanel key={`preview-${review.id}`} kind="review" item={review} />
            </>
          )}
        </ItemLoader>
      )}
    </ItemLoader>
  );
}
