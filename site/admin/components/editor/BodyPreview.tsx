/**
 * The body's preview, rendered by the server with the public pages' Markdown pipeline (POST
 * /api/admin/preview/post): sanitization, product boxes, comparison tables and lists included. The
 * HTML is shown in a frame with the public site's own stylesheets (global.css and the content
 * components' content.css, embedded as text), so boxes and tables look as on the page; at the phone width (390 px)
 * the frame is a phone's viewport, and the site's phone layout (stacked comparison cards) applies.
 * A table wider than the column scrolls sideways inside its own box, as on the page.
 *
 * The frame is sandboxed without scripts (the HTML is already sanitized; nothing in it may run)
 * and its document is written once; each new preview replaces only the article's content.
 */
import { useEffect, useRef, useState } from 'react';
import { LOCALE_INFO, type Locale } from '../../../../shared/locales';
import contentCss from '../../../components/content/content.css?inline';
import globalCss from '../../../styles/global.css?inline';
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

/** The frame's document: the page's stylesheets and the body's place, as a post page wraps it. */
function frameDocument(locale: Locale): string {
  return [
    `<!doctype html><html lang="${LOCALE_INFO[locale].language}" data-theme="light"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    // The stylesheets' text, not links: the frame's document makes no request of its own.
    `<style>${globalCss}</style><style>${contentCss}</style>`,
    // Links open outside the admin (the sandbox lets them, and nothing else).
    '<base target="_blank"></head>',
    '<body><main class="container"><article><div class="prose" data-preview-body></div></article></main></body></html>',
  ].join('');
}

export function BodyPreview({ locale, title, content }: { locale: Locale; title: string; content: string }) {
  const input = useDebounced({ locale, title, content }, PREVIEW_DEBOUNCE_MS);
  const preview = usePostPreview(input);
  const [width, setWidth] = useState<Width>('desktop');
  const frame = useRef<HTMLIFrameElement>(null);
  // Bumped by each load of the frame's document (a locale change writes a new one).
  const [loaded, setLoaded] = useState(0);
  const html = preview.data?.html;

  useEffect(() => {
    const body = frame.current?.contentDocument?.querySelector('[data-preview-body]');
    // The server sanitized it with the public pipeline (rehype-sanitize), like the built pages.
    if (body && html !== undefined) body.innerHTML = html;
  }, [html, loaded]);

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
      {preview.data?.title ? <h1 className="md-preview-title">{preview.data.title}</h1> : null}
      <iframe
        ref={frame}
        className={`bx-preview-frame bx-preview-frame--${width}`}
        title="Texto como aparece na página"
        sandbox="allow-same-origin allow-popups allow-popups-to-escape-sandbox"
        srcDoc={frameDocument(locale)}
        onLoad={() => setLoaded((n) => n + 1)}
      />
    </section>
  );
}
