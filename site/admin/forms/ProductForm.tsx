/**
 * The product editor (create and edit): ASIN, title, slug, price, premium, launch date, retailer
 * and marketplace URLs, image, status and the rest of the product row; validated with the shared
 * `productInputSchema`/`productUpdateSchema`, with the 409 conflict view.
 */
import type { FormEvent } from 'react';
import { SLUG_MAX } from '../../../shared/schemas/common';
import type { Locale } from '../../../shared/locales';
import { LOCALE_INFO } from '../../../shared/locales';
import { ImageField } from '../media/ImageField';
import { AVAILABILITIES, productInputSchema, productUpdateSchema, type AdminProduct } from '../../../shared/schemas/product';
import { products } from '../api/products';
import { EditorConflict } from '../components/ConflictPanel';
import { PresenceBanner } from '../components/PresenceBanner';
import { DraftBanner } from '../components/DraftBanner';
import { Field } from '../components/Field';
import { PRODUCT_STATUSES } from './statuses';
import { CategorySelect, LocaleSelect, StatusSelect } from '../components/Selects';
import { formatDateTime } from '../lib/datetime';
import { AVAILABILITY_LABELS, emptyProduct, formToProductPayload, productToForm, PRODUCT_DIFF_FIELDS, type Availability, type ProductFormValues } from './product-form';
import { useSlugFromTitle } from './slug-suggest';
import type { ProductStatus as ContentStatus } from './statuses';
import { useEntityEditor } from './use-entity-editor';
import { SaveBar } from '../components/SaveBar';

export interface ProductFormProps {
  product?: AdminProduct;
  onCreated?(product: AdminProduct): void;
}

const copyText = (v: ProductFormValues) => JSON.stringify(v, null, 2);

export function ProductForm({ product, onCreated }: ProductFormProps) {
  const editor = useEntityEditor<AdminProduct, ProductFormValues>({
    initial: emptyProduct(),
    loaded: product,
    toForm: productToForm,
    diffSpec: PRODUCT_DIFF_FIELDS,
    copyText,
    draftKey: product ? `product:${product.id}` : 'product:new',
    savedMessage: product ? 'Produto salvo' : 'Produto criado',
  });
  const create = products.useCreate();
  const update = products.useUpdate();
  const { form } = editor;
  const v = form.values;
  const err = form.errors;
  const titleSlug = useSlugFromTitle(form, !product);

  const setLocale = (locale: Locale) => {
    form.set('locale', locale);
    // The store currency goes with the region unless the editor chose another one.
    if (v.currency === LOCALE_INFO[v.locale].currency) form.set('currency', LOCALE_INFO[locale].currency);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (product) {
      await editor.submit({
        schema: productUpdateSchema,
        // Against the row the form is based on (the server's after a merge), so a price only the
        // other person changed keeps their price time.
        payload: { ...formToProductPayload(v, editor.baseRow ?? product, editor.version), baseVersion: editor.baseVersion },
        send: (body) => update.mutateAsync({ key: product.id, body }),
      });
    } else {
      const row = await editor.submit({ schema: productInputSchema, payload: formToProductPayload(v), send: (body) => create.mutateAsync(body) });
      if (row) onCreated?.(row);
    }
  };

  return (
    <form className="editor" onSubmit={(e) => void onSubmit(e)} noValidate aria-label={product ? 'Editar produto' : 'Novo produto'}>
      <DraftBanner draft={editor.draft} />
      <PresenceBanner entity="product" itemKey={product ? String(product.id) : undefined} />
      <EditorConflict editor={editor} />
      <div className="editor-grid">
        <div className="editor-main">
          <div className="field-row">
            <Field label="ASIN" name="asin" error={err.asin} hint="10 letras maiúsculas ou dígitos, ex.: B0C1234XYZ">
              {(c) => <input {...c} value={v.asin} onChange={(e) => form.set('asin', e.target.value.toUpperCase())} maxLength={10} required />}
            </Field>
            <Field label="Marca" name="brand" error={err.brand}>
              {(c) => <input {...c} value={v.brand} onChange={(e) => form.set('brand', e.target.value)} maxLength={100} />}
            </Field>
          </div>
          <Field label="Título" name="title" error={err.title}>
            {(c) => <input {...c} value={v.title} onChange={(e) => titleSlug.setTitle(e.target.value)} maxLength={200} required />}
          </Field>
          <Field label="Slug" name="slug" error={err.slug}>
            {(c) => <input {...c} value={v.slug} onChange={(e) => titleSlug.setSlug(e.target.value)} maxLength={SLUG_MAX} required />}
          </Field>
          <div className="field-row">
            <Field label="Preço" name="priceCents" error={err.priceCents} hint={product?.priceUpdatedAt ? `Atualizado em ${formatDateTime(product.priceUpdatedAt)}` : 'ex.: 1299,90'}>
              {(c) => <input {...c} inputMode="decimal" value={v.priceCents} onChange={(e) => form.set('priceCents', e.target.value)} />}
            </Field>
            <Field label="Preço de tabela" name="listPriceCents" error={err.listPriceCents}>
              {(c) => <input {...c} inputMode="decimal" value={v.listPriceCents} onChange={(e) => form.set('listPriceCents', e.target.value)} />}
            </Field>
            <Field label="Moeda" name="currency" error={err.currency}>
              {(c) => <input {...c} value={v.currency} onChange={(e) => form.set('currency', e.target.value.toUpperCase())} maxLength={3} />}
            </Field>
          </div>
          <div className="field-row">
            <Field label="Disponibilidade" name="availability" error={err.availability}>
              {(c) => (
                <select {...c} value={v.availability} onChange={(e) => form.set('availability', e.target.value as Availability)}>
                  {AVAILABILITIES.map((a) => (
                    <option key={a} value={a}>
                      {AVAILABILITY_LABELS[a]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label="Nota dos clientes (0–5)" name="rating" error={err.rating}>
              {(c) => <input {...c} inputMode="decimal" value={v.rating} onChange={(e) => form.set('rating', e.target.value)} />}
            </Field>
            <Field label="Número de avaliações" name="ratingCount" error={err.ratingCount}>
              {(c) => <input {...c} inputMode="numeric" value={v.ratingCount} onChange={(e) => form.set('ratingCount', e.target.value)} />}
            </Field>
          </div>
          <Field label="URL do marketplace" name="marketplaceUrl" error={err.marketplaceUrl}>
            {(c) => <input {...c} type="url" value={v.marketplaceUrl} onChange={(e) => form.set('marketplaceUrl', e.target.value)} placeholder="https://" />}
          </Field>
          <Field label="Imagem" name="imageUrl" error={err.imageUrl} hint="Imagens do varejista ficam no varejista: cole o endereço que ele dá. Uma foto própria vem da biblioteca.">
            {(c) => <ImageField control={c} value={v.imageUrl} onChange={(url) => form.set('imageUrl', url)} locale={v.locale} />}
          </Field>
        </div>
        <aside className="editor-side">
          <Field label="Status" name="status" error={err.status}>
            {(c) => <StatusSelect {...c} statuses={PRODUCT_STATUSES} value={v.status} onChange={(e) => form.set('status', e.target.value as ContentStatus)} />}
          </Field>
          <div className="field field-check" data-field="premium">
            <label>
              <input type="checkbox" name="premium" checked={v.premium} onChange={(e) => form.set('premium', e.target.checked)} /> Seleção premium
            </label>
            {err.premium ? <p className="field-error">{err.premium}</p> : null}
          </div>
          <Field label="Data de lançamento" name="launchDate" error={err.launchDate}>
            {(c) => <input {...c} type="date" value={v.launchDate} onChange={(e) => form.set('launchDate', e.target.value)} />}
          </Field>
          <Field label="Região" name="locale" error={err.locale}>
            {(c) => <LocaleSelect {...c} value={v.locale} onChange={(e) => setLocale(e.target.value as Locale)} />}
          </Field>
          <Field label="Categoria" name="categoryId" error={err.categoryId}>
            {(c) => <CategorySelect {...c} value={v.categoryId} onChange={(e) => form.set('categoryId', e.target.value)} />}
          </Field>
          <Field label="Chave de tradução" name="translationKey" error={err.translationKey}>
            {(c) => <input {...c} value={v.translationKey} onChange={(e) => form.set('translationKey', e.target.value)} maxLength={120} />}
          </Field>
          <Field
            label="Produto substituto (ID)"
            name="substituteProductId"
            error={err.substituteProductId}
            hint="Produto da mesma região oferecido no quadro do produto quando este estiver esgotado ou fora de venda."
          >
            {(c) => <input {...c} inputMode="numeric" value={v.substituteProductId} onChange={(e) => form.set('substituteProductId', e.target.value)} />}
          </Field>
          <SaveBar saving={editor.saving} dirty={form.dirty} label={product ? 'Salvar' : 'Criar produto'} />
          <div className="editor-actions">
            {product ? <p className="muted">Versão {editor.version}</p> : null}
          </div>
        </aside>
      </div>
    </form>
  );
}
