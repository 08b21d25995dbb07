/**
 * Markdown body editor (issue 26 item 1): the CodeMirror writing surface (./editor/CodeMirrorEditor,
 * loaded on demand so the rest of the admin does not carry it) beside a live preview rendered by
 * the server with the public site's pipeline (./editor/BodyPreview), so what the editor sees is what
 * readers get, sanitization and product embeds included. Markdown stays the stored format.
 */
import { lazy, Suspense } from 'react';
import type { Locale } from '../../../shared/locales';
import type { ControlProps } from './Field';
import { BodyPreview } from './editor/BodyPreview';

const CodeMirrorEditor = lazy(() => import('./editor/CodeMirrorEditor'));

export interface MarkdownEditorProps {
  value: string;
  onChange(value: string): void;
  control: ControlProps;
  /** The field's visible label: the writing surface's accessible name. */
  label: string;
  locale: Locale;
  /** Title shown above the preview, placeholders filled in by the server. */
  title?: string;
  rows?: number;
  /** Offer the self-refreshing list entry (`::bestsellers`, `::new-releases`): post bodies only. */
  retailerLists?: boolean;
}

export function MarkdownEditor({ value, onChange, control, label, locale, title = '', rows = 18, retailerLists = false }: MarkdownEditorProps) {
  return (
    <div className="md-editor">
      <div className="md-pane">
        {/* While the editor's code loads (a moment, once), the plain text field keeps the body editable. */}
        <Suspense fallback={<textarea {...control} aria-label={label} className="md-textarea" rows={rows} value={value} onChange={(e) => onChange(e.target.value)} spellCheck />}>
          <CodeMirrorEditor value={value} onChange={onChange} control={control} label={label} locale={locale} rows={rows} retailerLists={retailerLists} />
        </Suspense>
      </div>
      <BodyPreview locale={locale} title={title} content={value} />
    </div>
  );
}
