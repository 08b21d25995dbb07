/**
 * The Markdown toolbar's self-refreshing list entry (issue 27 item 3): choose "mais vendidos" (by
 * search words) or "lançamentos" (by the retailer's category number) and how many items, and get
 * the `::bestsellers{…}` / `::new-releases{…}` line to insert (shared/markdown/retailer-lists.ts).
 * The price job fills the list from the retailer; until then readers see nothing of it. Reopened
 * from the editor's block of a list line, it starts from that line. A native `<dialog>`, like
 * ProductListPicker.
 */
import { useState } from 'react';
import { extractRetailerLists, RETAILER_LIST_KINDS, RETAILER_LIST_MAX, retailerListLine, retailerListProblems, type RetailerListKind } from '../../../shared/markdown/retailer-lists';
import { useModalDialog } from '../lib/use-modal-dialog';
import { PickerActions } from './PickerActions';

export interface RetailerListPickerProps {
  open: boolean;
  /** The list line being edited, when reopened from a block. */
  initial?: { kind: RetailerListKind; query: string; count: number };
  /** Called with the directive line to insert. */
  onInsert(line: string): void;
  onClose(): void;
}

const KIND_LABELS: Record<RetailerListKind, string> = { bestsellers: 'Mais vendidos (palavras de busca)', 'new-releases': 'Lançamentos (categoria da Amazon)' };

export function RetailerListPicker({ open, initial, onInsert, onClose }: RetailerListPickerProps) {
  const ref = useModalDialog(open);
  const [kind, setKind] = useState<RetailerListKind>(initial?.kind ?? 'bestsellers');
  const [query, setQuery] = useState(initial?.query ?? '');
  const [count, setCount] = useState(initial?.count ?? 10);

  const line = retailerListLine(kind, query, count);
  // The save's own check, so the button says no before the server would.
  const ready = query.trim() !== '' && extractRetailerLists(line).flatMap(retailerListProblems).length === 0;

  return (
    <dialog
      ref={ref}
      className="dialog product-picker"
      aria-labelledby="retailer-list-picker-title"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <h2 id="retailer-list-picker-title">{initial ? 'Editar lista automática' : 'Inserir lista automática'}</h2>
      <p className="muted">A lista é preenchida pela Amazon da região do post e atualizada com os preços. Enquanto não for preenchida, os leitores não veem nada.</p>
      <fieldset className="product-picker-style">
        <legend>Tipo de lista</legend>
        {RETAILER_LIST_KINDS.map((value) => (
          <label key={value}>
            <input type="radio" name="retailer-list-kind" value={value} checked={kind === value} onChange={() => setKind(value)} /> {KIND_LABELS[value]}
          </label>
        ))}
      </fieldset>
      <label className="product-picker-search">
        {kind === 'bestsellers' ? 'Palavras de busca' : 'Número da categoria (browse node)'}
        <input
          type={kind === 'bestsellers' ? 'search' : 'text'}
          inputMode={kind === 'bestsellers' ? undefined : 'numeric'}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={kind === 'bestsellers' ? 'Ex.: fone bluetooth' : 'Ex.: 16243803011'}
          autoFocus
        />
      </label>
      <label className="product-picker-search">
        Quantidade de produtos (1 a {RETAILER_LIST_MAX})
        <input type="number" min={1} max={RETAILER_LIST_MAX} value={count} onChange={(e) => setCount(Math.min(RETAILER_LIST_MAX, Math.max(1, Number(e.target.value) || 1)))} />
      </label>
      <p className="muted">
        Linha: <code>{line}</code>
      </p>
      <PickerActions ready={ready} onClose={onClose} onInsert={() => onInsert(line)} label={initial ? 'Atualizar bloco' : undefined} />
    </dialog>
  );
}
