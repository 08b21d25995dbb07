/**
 * The Markdown toolbar's product picker: search the published products of the body's region,
 * pick 2–6 in the order they should appear, choose a comparison table or a ranked list (or one
 * product for a product box), and get the `::products{…}` / `::product{…}` line to insert
 * (shared/markdown/directives.ts). Reopened from a block of the editor (issue 26 item 1), it starts
 * from that line's products and format, and its line replaces the old one. A native `<dialog>`,
 * like ConfirmDialog: focus trap, Escape and backdrop for free.
 */
import { useQueries } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { Locale } from '../../../shared/locales';
import { PRODUCT_LIST_SIZE, productLine, productListLine, type ProductListStyle } from '../../../shared/markdown/directives';
import type { AdminProduct } from '../../../shared/schemas/product';
import { apiRequest } from '../../lib/api';
import { products } from '../api/products';
import type { ListPage } from '../api/types';
import { useDebounced } from '../lib/use-debounced';
import { localeLabelText } from './Selects';
import { useModalDialog } from '../lib/use-modal-dialog';
import { PickerActions } from './PickerActions';

/** Products a search shows at once; a more precise search finds the rest. */
const RESULTS = 20;

/** What the picker makes: a `::products` table or list, or a `::product` box of one product. */
export type ProductPickFormat = ProductListStyle | 'card';

export interface ProductListPickerProps {
  open: boolean;
  locale: Locale;
  /** The line being edited, when the picker was reopened from a block: its products and format. */
  initial?: { asins: string[]; format: ProductPickFormat };
  /** Called with the directive line to insert (or to put in place of the edited one). */
  onInsert(line: string): void;
  onClose(): void;
}

type Picked = Pick<AdminProduct, 'asin' | 'title'>;

const FORMAT_LABELS: Record<ProductPickFormat, string> = { table: 'Tabela comparativa', list: 'Lista ranqueada', card: 'Caixa de um produto' };
const FORMATS: ProductPickFormat[] = ['table', 'list', 'card'];
const sizeOf = (format: ProductPickFormat) => (format === 'card' ? { min: 1, max: 1 } : PRODUCT_LIST_SIZE);

/**
 * The titles of products named by ASIN (a reopened line holds ASINs only): one search each,
 * the ASIN itself standing in until it answers or when no published product of the region has it.
 */
function useTitles(locale: Locale, asins: readonly string[]): Map<string, string> {
  const answers = useQueries({
    queries: asins.map((asin) => ({
      queryKey: ['/api/admin/products', 'by-asin', locale, asin],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        apiRequest<ListPage<AdminProduct>>('GET', '/api/admin/products', { locale, status: 'published', q: asin, limit: 5, offset: 0 }, { signal }),
      staleTime: 60_000,
    })),
  });
  const titles = new Map<string, string>();
  answers.forEach((answer, i) => {
    const found = answer.data?.items.find((p) => p.asin === asins[i]);
    if (found) titles.set(found.asin, found.title);
  });
  return titles;
}

export function ProductListPicker({ open, locale, initial, onInsert, onClose }: ProductListPickerProps) {
  const ref = useModalDialog(open);
  const [query, setQuery] = useState('');
  const [picked, setPicked] = useState<Picked[]>(() => (initial?.asins ?? []).map((asin) => ({ asin, title: asin })));
  const [format, setFormat] = useState<ProductPickFormat>(initial?.format ?? 'table');
  const q = useDebounced(query.trim(), 300);
  const results = products.useList({ locale, status: 'published', q: q || undefined, limit: RESULTS, offset: 0 });
  const titles = useTitles(locale, initial?.asins ?? []);
  const size = sizeOf(format);

  // A region change makes the picks another region's products: start again (not on the first render,
  // which holds the reopened line's products).
  const firstLocale = useRef(locale);
  useEffect(() => {
    if (locale !== firstLocale.current) setPicked([]);
  }, [locale]);

  const isPicked = (asin: string) => picked.some((p) => p.asin === asin);
  const toggle = (product: Picked) =>
    setPicked((current) =>
      current.some((p) => p.asin === product.asin)
        ? current.filter((p) => p.asin !== product.asin)
        : current.length < size.max
          ? [...current, { asin: product.asin, title: product.title }]
          : format === 'card'
            ? [{ asin: product.asin, title: product.title }]
            : current,
    );
  const titleOf = (p: Picked) => (p.title === p.asin ? (titles.get(p.asin) ?? p.asin) : p.title);
  const move = (index: number, by: -1 | 1) =>
    setPicked((current) => {
      const next = [...current];
      const [item] = next.splice(index, 1);
      next.splice(index + by, 0, item!);
      return next;
    });
  const ready = picked.length >= size.min && picked.length <= size.max;
  const line = () => (format === 'card' ? productLine(picked[0]!.asin) : productListLine(picked.map((p) => p.asin), format));
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
      <h2 id="product-picker-title">{initial ? 'Editar produtos do bloco' : 'Inserir comparação de produtos'}</h2>
      <p className="muted">
        {format === 'card'
          ? `Escolha um produto publicado de ${localeLabelText(locale)}.`
          : `Escolha de ${size.min} a ${size.max} produtos publicados de ${localeLabelText(locale)}, na ordem em que devem aparecer.`}
      </p>
      <fieldset className="product-picker-style">
        <legend>Formato</legend>
        {FORMATS.map((value) => (
          <label key={value}>
            <input
              type="radio"
              name="product-list-style"
              value={value}
              checked={format === value}
              onChange={() => {
                setFormat(value);
                // A box shows one product: keep the first pick.
                if (value === 'card') setPicked((current) => current.slice(0, 1));
              }}
            />{' '}
            {FORMAT_LABELS[value]}
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
                checked={isPicked(product.asin)}
                disabled={format !== 'card' && !isPicked(product.asin) && picked.length >= size.max}
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
          {picked.map((picks, index) => {
            const product = { ...picks, title: titleOf(picks) };
            return (
              <li key={product.asin}>
                <span>
                  {product.title}
                  {product.title !== product.asin ? <span className="muted"> ({product.asin})</span> : null}
                </span>
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
            );
          })}
        </ol>
      ) : (
        <p className="muted">Nenhum produto selecionado.</p>
      )}
      <PickerActions ready={ready} onClose={onClose} onInsert={() => onInsert(line())} label={initial ? 'Atualizar bloco' : undefined} />
    </dialog>
  );
}
