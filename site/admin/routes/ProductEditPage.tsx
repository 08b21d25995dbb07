/** /admin/products/edit/{id} and /admin/edit-product/{id}: a product and its reviews. */
import { Link } from 'wouter';
import { products } from '../api/products';
import { DeleteButton } from '../components/DeleteButton';
import { ItemLoader } from '../components/ItemLoader';
import { LinkFlagNotice } from '../components/LinkFlag';
import { ProductFindings } from '../components/LinkFindings';
import { useLeaveTo } from '../components/NavGuard';
import { NotFound } from '../components/NotFound';
import { PageHeader } from '../components/PageHeader';
import { ProductReviews } from '../components/ProductReviews';
import { ProductForm } from '../forms/ProductForm';
import { parseId } from './route-params';

export function ProductEditPage({ params }: { params: { id?: string } }) {
  const id = parseId(params.id);
  const query = products.useItem(id);
  const remove = products.useDelete();
  const leaveTo = useLeaveTo();
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
          <ProductForm key={product.id} product={product} />
          <ProductFindings productId={product.id} />
          <ProductReviews productId={product.id} />
        </>
      )}
    </ItemLoader>
  );
}
