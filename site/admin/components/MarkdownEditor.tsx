/**
 * Markdown body editor: a textarea with a small formatting toolbar and a live preview rendered by
 * the server with the public site's pipeline (POST /api/admin/preview/post), so what the editor
 * sees is what readers get, sanitization and product embeds included.
 */
import { useRef, useState } from 'react';
import type { Locale } from '../../../shared/locales';
import { usePostPreview } from '../api/posts';
import { describeError } from '../lib/errors';
import { applyMarkdown, insertBlock, type MarkdownAction, type TextEdit } from '../lib/markdown-edit';
import { useDebounced } from '../lib/use-debounced';
import type { ControlProps } from './Field';
import { ProductListPicker } from './ProductListPicker';
import { RetailerListPicker } from './RetailerListPicker';
import { Tip } from './Tip';

const PREVIEW_DEBOUNCE_MS = 400;

const TOOLS: { action: MarkdownAction; label: string; icon: string }[] = [
  { action: 'bold', label: 'Negrito', icon: 'B' },
  { action: 'italic', label: 'Itálico', icon: 'I' },
  { action: 'heading', label: 'Título de seção', icon: 'H' },
  { action: 'link', label: 'Link', icon: 'Link' },
  { action: 'list', label: 'Lista', icon: '•' },
  { action: 'quote', label: 'Citação', icon: '❝' },
  { action: 'code', label: 'Código', icon: '</>' },
];

export interface MarkdownEditorProps {
  value: string;
  onChange(value: string): void;
  control: ControlProps;
  locale: Locale;
  /** Title shown above the preview, placeholders filled in by the server. */
  title?: string;
  rows?: number;
  /** Offer the self-refreshing list entry (`::bestsellers`, `::new-releases`): post bodies only. */
  retailerLists?: boolean;
}

/** The toolbar's pickers, each inserting a directive line. */
type Picker = 'products' | 'retailer-list';

export function MarkdownEditor({ value, onChange, control, locale, title = '', rows = 18, retailerLists = false }: MarkdownEditorProps) {
  const area = useRef<HTMLTextAreaElement>(null);
  const input = useDebounced({ locale, title, content: value }, PREVIEW_DEBOUNCE_MS);
  const preview = usePostPreview(input);

  const [picking, setPicking] = useState<false | Picker>(false);
  // Where the caret was when the picker opened: the dialog takes the focus, the textarea keeps it.
  const caret = useRef(0);

  const write = (edit: TextEdit) => {
    const el = area.current;
    if (!el) return;
    onChange(edit.text);
    // After React wrote the new value, restore a selection inside the inserted markup.
    requestAnimationFrame(() => {
      el.focus();
      el.setSelectionRange(edit.selectionStart, edit.selectionEnd);
    });
  };
  const apply = (action: MarkdownAction) => {
    const el = area.current;
    if (el) write(applyMarkdown(value, el.selectionStart, el.selectionEnd, action));
  };

  /** A toolbar button that opens a picker, remembering where the caret was to insert its line there. */
  const pickerTool = (picker: Picker, label: string, icon: string) => (
    <Tip label={label}>
      <button
        type="button"
        className="md-tool"
        aria-label={label}
        onClick={() => {
          caret.current = area.current?.selectionEnd ?? value.length;
          setPicking(picker);
        }}
      >
        {icon}
      </button>
    </Tip>
  );

  return (
    <div className="md-editor">
      <div className="md-pane">
        <div className="md-toolbar" role="toolbar" aria-label="Formatação">
          {TOOLS.map((tool) => (
            <Tip key={tool.action} label={tool.label}>
              <button type="button" className="md-tool" aria-label={tool.label} onClick={() => apply(tool.action)}>
                {tool.icon}
              </button>
            </Tip>
          ))}
          {pickerTool('products', 'Comparação de produtos', '▤')}
          {retailerLists ? pickerTool('retailer-list', 'Lista automática (mais vendidos, lançamentos)', '★') : null}
        </div>
        {/* Mounted only while open: its product search runs for an editor who asked for it. */}
        {picking === 'products' ? <ProductListPicker open locale={locale} onClose={() => setPicking(false)} onInsert={(line) => write(insertBlock(value, caret.current, line))} /> : null}
        {picking === 'retailer-list' ? <RetailerListPicker open onClose={() => setPicking(false)} onInsert={(line) => write(insertBlock(value, caret.current, line))} /> : null}
        <textarea ref={area} {...control} className="md-textarea" rows={rows} value={value} onChange={(e) => onChange(e.target.value)} spellCheck />
      </div>
      <section className="md-preview" aria-label="Pré-visualização" aria-busy={preview.isFetching}>
        <p className="md-preview-label">
          Pré-visualização{preview.isFetching ? ' (atualizando...)' : ''}
        </p>
        {preview.isError ? (
          <p className="field-error" role="alert">
            {describeError(preview.error, 'Pré-visualização indisponível').description}
          </p>
        ) : null}
        {preview.data ? (
          <article className="md-preview-body">
            {preview.data.title ? <h1 className="md-preview-title">{preview.data.title}</h1> : null}
            {/* The server sanitizes with the public pipeline (rehype-sanitize), like the built pages. */}
            <div dangerouslySetInnerHTML={{ __html: preview.data.html }} />
          </article>
        ) : null}
      </section>
    </div>
  );
}
