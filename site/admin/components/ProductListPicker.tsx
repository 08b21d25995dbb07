/**
 * The Markdown toolbar's product picker: search the published products of the body's region,
 * pick 2–6 in the order they should appear, choose a comparison table or a ranked list, and get
 * the `::products{…}` line to insert (shared/markdown/directives.ts). A native `<dialog>`, like
 * ConfirmDialog: focus trap, Escape and backdrop for free.
 */
import { useEffect, useState } from 'react';
import type { Locale } from '../../../shared/locales';
import { PRODUCT_LIST_SIZE, PRODUCT_LIST_STYLES, productListLine, type ProductListStyle } from '../../../shared/markdown';
import type { AdminProduct } from '../../../shared/schemas/product';
import { products } from '../api/products';
import { useDebounced } from '../lib/use-debounced';
import { localeLabelText } from './Selects';
import { useModalDialog } from '../lib/use-modal-dialog';
import { PickerActions } from './PickerActions';

/** Products a search shows at once; a more precise search finds the rest. */
const RESULTS = 20;

export interface ProductListPickerProps {
  open: boolean;
  locale: Locale;
  /** Called with the directive line to insert. */
  onInsert(line: string): void;
  onClose(): void;
}

type Picked = Pick<AdminProduct, 'id' | 'asin' | 'title'>;

const STYLE_LABELS: Record<ProductListStyle, string> = { table: 'Tabela comparativa', list: 'Lista ranqueada' };

export function ProductListPicker({ open, locale, onInsert, onClose }: ProductListPickerProps) {
  const ref = useModalDialog(open);
  const [query, setQuery] = useState('');
  const [picked, setPicked] = useState<Picked[]>([]);
  const [style, setStyle] = useState<ProductListStyle>('table');
  const q = useDebounced(query.trim(), 300);
  const results = products.useList({ locale, status: 'published', q: q || undefined, limit: RESULTS, offset: 0 });

  // A region change makes the picks another region's products: start again.
  useEffect(() => setPicked([]), [locale]);

  const isPicked = (id: number) => picked.some((p) => p.id === id);
  const toggle = (product: Picked) =>
    setPicked((current) =>
      current.some((p) => p.id === product.id)
        ? current.filter((p) => p.id !== product.id)
        : current.length < PRODUCT_LIST_SIZE.max
          ? [...current, { id: product.id, asin: product.asin, title: product.title }]
          : current,
    );
  const move = (index: number, by: -1 | 1) =>
    setPicked((current) => {
      const next = [...current];
      const [item] = next.splice(index, 1);
      next.splice(index + by, 0, item!);
      return next;
    });
  const ready = picked.length >= PRODUCT_LIST_SIZE.min && picked.length <= PRODUCT_LIST_SIZE.max;
  const items = results.data?.items ?? [];

  return (
    <dialog
      ref={ref}
      className="dialog product-picker"
      aria-labelledby="product-picker-title"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <h2 id="product-picker-title">Inserir comparação de produtos</h2>
      <p className="muted">
        Escolha de {PRODUCT_LIST_SIZE.min} a {PRODUCT_LIST_SIZE.max} produtos publicados de {localeLabelText(locale)}, na ordem em que devem aparecer.
      </p>
      <fieldset className="product-picker-style">
        <legend>Formato</legend>
        {PRODUCT_LIST_STYLES.map((value) => (
          <label key={value}>
            <input type="radio" name="product-list-style" value={value} checked={style === value} onChange={() => setStyle(value)} /> {STYLE_LABELS[value]}
          </label>
        ))}
      </fieldset>
      <label className="product-picker-search">
        Buscar produto
        <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder="Nome, marca ou ASIN" autoFocus />
      </label>
      <ul className="product-picker-results" aria-label="Resultados" aria-busy={results.isFetching}>
        {results.isError ? <li role="alert">Não foi possível buscar os produtos.</li> : null}
        {!results.isPending && !results.isError && items.length === 0 ? <li>Nenhum produto publicado encontrado.</li> : null}
        {items.map((product) => (
          <li key={product.id}>
            <label>
              <input
                type="checkbox"
                checked={isPicked(product.id)}
                disabled={!isPicked(product.id) && picked.length >= PRODUCT_LIST_SIZE.max}
                onChange={() => toggle(product)}
              />{' '}
              {product.title} <span className="muted">({product.asin})</span>
            </label>
          </li>
        ))}
      </ul>
      <h3>Selecionados ({picked.length})</h3>
      {picked.length ? (
        <ol className="product-picker-picked">
          {picked.map((product, index) => (
            <li key={product.id}>
              <span>{product.title}</span>
              <span className="row-actions">
                <button type="button" className="btn btn-secondary btn-small" aria-label={`Subir ${product.title}`} disabled={index === 0} onClick={() => move(index, -1)}>
                  ↑
                </button>
                <button type="button" className="btn btn-secondary btn-small" aria-label={`Descer ${product.title}`} disabled={index === picked.length - 1} onClick={() => move(index, 1)}>
                  ↓
                </button>
                <button type="button" className="btn btn-secondary btn-small" aria-label={`Remover ${product.title}`} onClick={() => toggle(product)}>
                  ×
                </button>
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="muted">Nenhum produto selecionado.</p>
      )}
      <PickerActions ready={ready} onClose={onClose} onInsert={() => onInsert(productListLine(picked.map((p) => p.asin), style))} />
    </dialog>
  );
}
