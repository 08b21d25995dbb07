/**
 * The body editor's writing surface (issue 26 item 1): CodeMirror 6 over the stored Markdown
 * (docs/decisions.md says why not a rich-text editor), with a formatting toolbar and shortcuts,
 * pictures from the media library (picked, pasted or dropped), and directive lines shown as blocks
 * whose "Editar" reopens their picker. Loaded on demand (MarkdownEditor's lazy import): the rest of
 * the admin does not carry CodeMirror.
 *
 * The text is the form's value as it is: the view emits every change, and a value changed from
 * outside (a restored draft, a conflict's merge) replaces the document without echoing back.
 */
import { Annotation, EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Locale } from '../../../../shared/locales';
import type { MediaItem } from '../../../../shared/media/contract';
import { directiveOfLine, type DirectiveLine } from '../../../../shared/markdown/directives';
import { useMediaUploaded } from '../../api/media';
import { describeError } from '../../lib/errors';
import { imageMarkdown, minimalChange, type MarkdownAction } from '../../lib/markdown-edit';
import { hasAltFor } from '../../media/media-text';
import { MediaPicker } from '../../media/MediaPicker';
import { uploadMedia } from '../../media/upload';
import type { ControlProps } from '../Field';
import { ProductListPicker, type ProductPickFormat } from '../ProductListPicker';
import { RetailerListPicker } from '../RetailerListPicker';
import { Tip } from '../Tip';
import { useToast } from '../Toaster';
import { AltTextDialog } from './AltTextDialog';
import { FORMAT_KEYS, insertBlockAt, replaceLine, runTool, shortcutLabel } from './commands';
import { directiveEditHandler } from './directive-blocks';
import { bodyExtensions } from './extensions';
import { addPendingUpload, pendingUploadPos, removePendingUpload } from './pending-uploads';
import './editor.css';

export interface CodeMirrorEditorProps {
  value: string;
  onChange(value: string): void;
  control: ControlProps;
  /** The field's visible label, the editor's accessible name. */
  label: string;
  locale: Locale;
  rows: number;
  retailerLists: boolean;
}

type Tool = MarkdownAction | 'table';
const TOOLS: { action: Tool; label: string; icon: string }[] = [
  { action: 'bold', label: 'Negrito', icon: 'B' },
  { action: 'italic', label: 'Itálico', icon: 'I' },
  { action: 'heading', label: 'Título de seção', icon: 'H2' },
  { action: 'heading3', label: 'Subtítulo', icon: 'H3' },
  { action: 'link', label: 'Link', icon: 'Link' },
  { action: 'list', label: 'Lista', icon: '•' },
  { action: 'ordered', label: 'Lista numerada', icon: '1.' },
  { action: 'quote', label: 'Citação', icon: '❝' },
  { action: 'code', label: 'Código', icon: '</>' },
  { action: 'table', label: 'Tabela', icon: '▦' },
];
const keyOf = (action: Tool) => FORMAT_KEYS.find((k) => k.action === action)?.key;


/** A value set from outside: applied to the view without being reported back as an edit. */
const external = Annotation.define<boolean>();

/** Which picker is open, and for a reopened block the line it replaces. */
type Picking =
  | { picker: 'products'; at: number; edit?: { lineFrom: number; asins: string[]; format: ProductPickFormat } }
  | { picker: 'retailer-list'; at: number; edit?: { lineFrom: number; kind: 'bestsellers' | 'new-releases'; query: string; count: number } }
  | { picker: 'media'; at: number };

/** The picker state that reopens `directive` at the line starting at `lineFrom`. */
function reopen(directive: DirectiveLine, lineFrom: number): Picking {
  if (directive.kind === 'retailer-list') {
    const { kind, query, count } = directive.list;
    return { picker: 'retailer-list', at: lineFrom, edit: { lineFrom, kind, query, count } };
  }
  if (directive.kind === 'product') return { picker: 'products', at: lineFrom, edit: { lineFrom, asins: directive.asin ? [directive.asin] : [], format: 'card' } };
  return { picker: 'products', at: lineFrom, edit: { lineFrom, asins: directive.list.asins, format: directive.list.style } };
}

const imageFiles = (data: DataTransfer | null) => [...(data?.files ?? [])].filter((f) => f.type.startsWith('image/'));

export default function CodeMirrorEditor({ value, onChange, control, label, locale, rows, retailerLists }: CodeMirrorEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const [picking, setPicking] = useState<Picking | null>(null);
  const [askAlt, setAskAlt] = useState<{ id: number; item: MediaItem } | null>(null);
  const toast = useToast();
  const uploaded = useMediaUploaded();
  const nextUpload = useRef(1);

  // The view is built once; what it calls goes through this ref so it always sees the current props.
  const live = useRef({ onChange, locale, setPicking, emitted: value, upload: (_files: File[], _at: number) => {} });
  live.current.onChange = onChange;
  live.current.locale = locale;

  /** Puts `markdown` (an image) where upload `id` was dropped, as a block of its own. */
  const placeUpload = (id: number, markdown: string | null) => {
    const v = view.current;
    if (!v) return;
    const at = pendingUploadPos(v.state, id);
    v.dispatch({ effects: removePendingUpload.of(id) });
    if (markdown !== null && at !== null) insertBlockAt(v, markdown, at);
  };
  live.current.upload = (files, at) => {
    for (const file of files) {
      const id = nextUpload.current++;
      view.current?.dispatch({ effects: addPendingUpload.of({ id, pos: at, name: file.name }) });
      uploadMedia(file).then(
        (item) => {
          uploaded(item);
          if (hasAltFor(item, live.current.locale)) placeUpload(id, imageMarkdown(item.alt[live.current.locale]!, item.imageUrl));
          else setAskAlt({ id, item });
        },
        (error: unknown) => {
          placeUpload(id, null);
          toast({ variant: 'error', ...describeError(error, 'Não foi possível enviar a imagem') });
        },
      );
    }
  };

  useEffect(() => {
    const state = EditorState.create({
      doc: value,
      extensions: [
        bodyExtensions(),
        // tabindex: the editable area is the scroll region's keyboard stop (axe's scrollable-region-focusable
        // does not count a bare contenteditable as focusable), and Tab order stays as the form's.
        EditorView.contentAttributes.of({ 'aria-label': label, 'aria-multiline': 'true', role: 'textbox', spellcheck: 'true', tabindex: '0' }),
        EditorView.updateListener.of((update) => {
          if (!update.docChanged || update.transactions.some((tr) => tr.annotation(external))) return;
          live.current.emitted = update.state.doc.toString();
          live.current.onChange(live.current.emitted);
        }),
        directiveEditHandler.of((lineFrom) => {
          const v = view.current;
          const directive = v && directiveOfLine(v.state.doc.lineAt(lineFrom).text);
          if (directive) live.current.setPicking(reopen(directive, lineFrom));
        }),
        EditorView.domEventHandlers({
          paste(event, v) {
            const files = imageFiles(event.clipboardData);
            if (!files.length) return false;
            event.preventDefault();
            live.current.upload(files, v.state.selection.main.head);
            return true;
          },
          drop(event, v) {
            const files = imageFiles(event.dataTransfer);
            if (!files.length) return false;
            event.preventDefault();
            live.current.upload(files, v.posAtCoords({ x: event.clientX, y: event.clientY }) ?? v.state.selection.main.head);
            return true;
          },
        }),
      ],
    });
    const created = new EditorView({ state, parent: host.current! });
    view.current = created;
    return () => {
      created.destroy();
      view.current = null;
    };
    // Built once per mount; value changes arrive through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The form's field attributes (id, the hint and error links, the error state). A <label for> only
  // focuses form controls, so the field's label is given the click that focuses the editor.
  useEffect(() => {
    const v = view.current;
    if (!v) return;
    const content = v.contentDOM;
    content.id = control.id;
    content.setAttribute('aria-invalid', String(control['aria-invalid']));
    if (control['aria-describedby']) content.setAttribute('aria-describedby', control['aria-describedby']);
    else content.removeAttribute('aria-describedby');
    const fieldLabel = document.querySelector(`label[for="${CSS.escape(control.id)}"]`);
    const focus = () => v.focus();
    fieldLabel?.addEventListener('click', focus);
    return () => fieldLabel?.removeEventListener('click', focus);
  }, [control.id, control['aria-invalid'], control['aria-describedby']]);

  // A value from outside (draft restored, conflict merged, form reset): replace the document. Our
  // own last change coming back is skipped, and a layout effect runs in the same task as the render,
  // so no keystroke can land between the two and be overwritten by an older value.
  useLayoutEffect(() => {
    const v = view.current;
    if (!v || value === live.current.emitted) return;
    const doc = v.state.doc.toString();
    live.current.emitted = value;
    // One change over the part that differs: the caret and the rest of the text stay where they were.
    if (doc !== value) v.dispatch({ changes: minimalChange(doc, value), annotations: external.of(true) });
  }, [value]);

  const tool = (action: Tool) => {
    if (view.current) runTool(view.current, action);
  };
  /** Opens a picker, remembering the caret: the dialog takes the focus, the line goes there. */
  const open = (picker: 'products' | 'retailer-list' | 'media') => setPicking({ picker, at: view.current?.state.selection.main.head ?? 0 });
  const close = () => setPicking(null);
  /** The picker's line: in place of the reopened block's, or as a new block at the caret. */
  const put = (line: string, edit?: { lineFrom: number }) => {
    const v = view.current;
    if (!v || !picking) return;
    if (edit) replaceLine(v, edit.lineFrom, line);
    else insertBlockAt(v, line, picking.at);
  };
  const pickerTool = (picker: 'products' | 'retailer-list' | 'media', text: string, icon: string) => (
    <Tip label={text}>
      <button type="button" className="md-tool" aria-label={text} onClick={() => open(picker)}>
        {icon}
      </button>
    </Tip>
  );

  return (
    <>
      <div className="md-toolbar bx-toolbar" role="toolbar" aria-label="Formatação">
        {TOOLS.map(({ action, label: text, icon }) => {
          const key = keyOf(action);
          const tip = key ? `${text} (${shortcutLabel(key)})` : text;
          return (
            <Tip key={action} label={tip}>
              <button type="button" className="md-tool" aria-label={text} aria-keyshortcuts={key ? shortcutLabel(key, 'Control') : undefined} onClick={() => tool(action)}>
                {icon}
              </button>
            </Tip>
          );
        })}
        {pickerTool('media', 'Imagem da biblioteca', 'Img')}
        {pickerTool('products', 'Comparação de produtos', '▤')}
        {retailerLists ? pickerTool('retailer-list', 'Lista automática (mais vendidos, lançamentos)', '★') : null}
      </div>
      <div ref={host} className="bx-surface" style={{ minHeight: `${rows * 1.6}em` }} />
      <p className="bx-hint muted">Cole ou arraste uma imagem para enviá-la à biblioteca e inseri-la no texto.</p>
      {/* Mounted only while open: the product search runs for an editor who asked for it. */}
      {picking?.picker === 'products' ? (
        <ProductListPicker
          open
          locale={locale}
          initial={picking.edit ? { asins: picking.edit.asins, format: picking.edit.format } : undefined}
          onClose={close}
          onInsert={(line) => put(line, picking.edit)}
        />
      ) : null}
      {picking?.picker === 'retailer-list' ? <RetailerListPicker open initial={picking.edit} onClose={close} onInsert={(line) => put(line, picking.edit)} /> : null}
      <MediaPicker
        open={picking?.picker === 'media'}
        locale={locale}
        onClose={close}
        onPick={(item) => {
          put(imageMarkdown(item.alt[locale] ?? '', item.imageUrl));
          close();
        }}
      />
      {askAlt ? (
        <AltTextDialog
          item={askAlt.item}
          locale={locale}
          onPick={(item) => {
            placeUpload(askAlt.id, imageMarkdown(item.alt[locale] ?? '', item.imageUrl));
            setAskAlt(null);
          }}
          onClose={() => {
            placeUpload(askAlt.id, null);
            setAskAlt(null);
          }}
        />
      ) : null}
    </>
  );
}
