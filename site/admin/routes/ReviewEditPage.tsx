/** /admin/reviews/{id}: edit one review (its product is loaded for context). */
import { useState } from 'react';
import { Link } from 'wouter';
import { products } from '../api/products';
import { reviews } from '../api/reviews';
import { DeleteButton } from '../components/DeleteButton';
import { ItemLoader } from '../components/ItemLoader';
import { useLeaveTo } from '../components/NavGuard';
import { NotFound } from '../components/NotFound';
import { PageHeader } from '../components/PageHeader';
import { RevisionsPanel } from '../components/RevisionsPanel';
import { PreviewLinksPanel } from '../components/PreviewLinksPanel';
import { ReviewForm } from '../forms/ReviewForm';
import { parseId } from './route-params';
import { shownTitle } from '../lib/shown-title';

/** What the revisions panel compares: the texts the editor writes, and the rating. */
const REVIEW_REVISION_FIELDS = [
  { key: 'title', label: 'Título' },
  { key: 'excerpt', label: 'Resumo' },
  { key: 'body', label: 'Texto' },
  { key: 'rating', label: 'Nota' },
  { key: 'pros', label: 'Prós' },
  { key: 'cons', label: 'Contras' },
  { key: 'verdict', label: 'Veredito' },
];

export function ReviewEditPage({ params }: { params: { id?: string } }) {
  const id = parseId(params.id);
  const reviewQuery = reviews.useItem(id);
  const productQuery = products.useItem(reviewQuery.data?.productId);
  const remove = reviews.useDelete();
  const leaveTo = useLeaveTo();
  // A restore replaces the saved row: the form starts again from it (it only reads its first row).
  const [restores, setRestores] = useState(0);
  if (id === undefined) return <NotFound what="Avaliação" back="/admin/products" />;
  return (
    <ItemLoader query={reviewQuery} what="Avaliação" back="/admin/products">
      {(review) => (
        <ItemLoader query={productQuery} what="Produto" back="/admin/products">
          {(product) => (
            <>
              <PageHeader title={`Editar avaliação: ${shownTitle(review.title, review.locale)}`}>
                <Link href={`/admin/products/edit/${product.id}`} className="btn btn-secondary">
                  Produto: {product.title}
                </Link>
                <DeleteButton
                  what={`a avaliação "${shownTitle(review.title, review.locale)}"`}
                  onDelete={() => remove.mutateAsync(review.id)}
                  onDeleted={() => leaveTo(`/admin/products/edit/${product.id}`)}
                />
              </PageHeader>
              <ReviewForm key={`${review.id}:${restores}`} product={product} review={review} />
              <RevisionsPanel resource="reviews" item={review} fields={REVIEW_REVISION_FIELDS} onRestored={() => setRestores((n) => n + 1)} />
              <PreviewLinksPanel key={`preview-${review.id}`} kind="review" item={review} />
            </>
          )}
        </ItemLoader>
      )}
    </ItemLoader>
  );
}
