/** /admin/products/edit/{id} and /admin/edit-product/{id}: a product and its reviews. */
import { useState } from 'react';
import { Link } from 'wouter';
import { products } from '../api/products';
import { DeleteButton } from '../components/DeleteButton';
import { ItemLoader } from '../components/ItemLoader';
import { LinkFlagNotice } from '../components/LinkFlag';
import { NeedsDetailsNotice } from '../components/NeedsDetails';
import { ProductFindings } from '../components/LinkFindings';
import { PriceHistoryPanel } from '../components/PriceHistoryPanel';
import { useLeaveTo } from '../components/NavGuard';
import { NotFound } from '../components/NotFound';
import { PageHeader } from '../components/PageHeader';
import { ProductReviews } from '../components/ProductReviews';
import { RevisionsPanel } from '../components/RevisionsPanel';
import { ProductForm } from '../forms/ProductForm';
import { parseId } from './route-params';

/** What the revisions panel compares: the fields a restore brings back. */
const PRODUCT_REVISION_FIELDS = [
  { key: 'title', label: 'Título' },
  { key: 'brand', label: 'Marca' },
  { key: 'imageUrl', label: 'Imagem' },
  { key: 'marketplaceUrl', label: 'Link do Mercado Livre' },
  { key: 'launchDate', label: 'Data de lançamento' },
  { key: 'premium', label: 'Seleção premium' },
];

export function ProductEditPage({ params }: { params: { id?: string } }) {
  const id = parseId(params.id);
  const query = products.useItem(id);
  const remove = products.useDelete();
  const leaveTo = useLeaveTo();
  // A restore replaces the saved row: the form starts again from it (it only reads its first row).
  const [restores, setRestores] = useState(0);
  if (id === undefined) return <NotFound what="Produto" back="/admin/products" />;
  return (
    <ItemLoader query={query} what="Produto" back="/admin/products">
      {(product) => (
        <>
          <PageHeader title={`Editar produto: ${product.title}`}>
            <Link href="/admin/products" className="btn btn-secondary">
              Voltar à lista
            </Link>
            <DeleteButton
              what={`o produto "${product.title}"`}
              onDelete={() => remove.mutateAsync(product.id)}
              onDeleted={() => leaveTo('/admin/products')}
            />
          </PageHeader>
          <LinkFlagNotice product={product} />
          <NeedsDetailsNotice product={product} />
          <ProductForm key={`${product.id}:${restores}`} product={product} />
          <ProductFindings productId={product.id} />
          <PriceHistoryPanel productId={product.id} locale={product.locale} />
          <RevisionsPanel resource="products" item={product} fields={PRODUCT_REVISION_FIELDS} onRestored={() => setRestores((n) => n + 1)} />
          <ProductReviews productId={product.id} />
        </>
      )}
    </ItemLoader>
  );
}
