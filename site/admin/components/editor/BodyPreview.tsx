/**
 * The body's preview, rendered by the server with the public pages' Markdown pipeline (POST
 * /api/admin/preview/post): sanitization, product boxes, comparison tables and lists included.
 * Shown at a phone's width (390 px) or a desktop's, and a table wider than the column scrolls
 * sideways inside its own box, as on the page, instead of being cut off.
 */
import { useState } from 'react';
import type { Locale } from '../../../../shared/locales';
import { usePostPreview } from '../../api/posts';
import { describeError } from '../../lib/errors';
import { useDebounced } from '../../lib/use-debounced';
import './editor.css';

const PREVIEW_DEBOUNCE_MS = 400;

type Width = 'phone' | 'desktop';
const WIDTHS: { value: Width; label: string }[] = [
  { value: 'phone', label: 'Celular (390 px)' },
  { value: 'desktop', label: 'Computador' },
];

export function BodyPreview({ locale, title, content }: { locale: Locale; title: string; content: string }) {
  const input = useDebounced({ locale, title, content }, PREVIEW_DEBOUNCE_MS);
  const preview = usePostPreview(input);
  const [width, setWidth] = useState<Width>('desktop');
  return (
    <section className="md-preview bx-preview" aria-label="Pré-visualização" aria-busy={preview.isFetching}>
      <div className="bx-preview-bar">
        <p className="md-preview-label">Pré-visualização{preview.isFetching ? ' (atualizando...)' : ''}</p>
        <div className="bx-preview-widths" role="group" aria-label="Largura da pré-visualização">
          {WIDTHS.map((w) => (
            <button key={w.value} type="button" className="bx-preview-width" aria-pressed={width === w.value} onClick={() => setWidth(w.value)}>
              {w.label}
            </button>
          ))}
        </div>
      </div>
      {preview.isError ? (
        <p className="field-error" role="alert">
          {describeError(preview.error, 'Pré-visualização indisponível').description}
        </p>
      ) : null}
      {preview.data ? (
        <div className={`bx-preview-frame bx-preview-frame--${width}`}>
          <article className="md-preview-body bx-preview-body">
            {preview.data.title ? <h1 className="md-preview-title">{preview.data.title}</h1> : null}
            {/* The server sanitizes with the public pipeline (rehype-sanitize), like the built pages. */}
            <div dangerouslySetInnerHTML={{ __html: preview.data.html }} />
          </article>
        </div>
      ) : null}
    </section>
  );
}
