/**
 * What a crawler gets for a page (/admin/pre-render-demo): the head fields it reads, hreflang,
 * JSON-LD (pretty-printed) and the raw HTML. Everything is shown as text — the HTML sits in a <pre>
 * as characters, never parsed or run by the admin — and nothing was published.
 */
import type { PreviewResult } from '../../api/rendering';
import { formatBytes } from './format';
import { ScrollTable } from './ScrollTable';
import './publishing.css';

const HREFLANG_COLUMNS = ['Idioma', 'Endereço'] as const;

/** The JSON-LD block's `@type` for its heading ('Product', 'BreadcrumbList'), if it has one. */
export function jsonLdType(block: unknown): string | null {
  if (typeof block !== 'object' || block === null) return null;
  const type = (block as Record<string, unknown>)['@type'];
  if (typeof type === 'string') return type;
  if (Array.isArray(type) && type.every((t) => typeof t === 'string')) return type.join(', ');
  return null;
}

/** A head value, or a visible "missing" (a crawler reading no title is worth seeing). */
function Value({ text }: { text: string | null }) {
  return text ? <>{text}</> : <em className="muted">ausente</em>;
}

export function PreviewReport({ result }: { result: PreviewResult }) {
  const bytes = new TextEncoder().encode(result.html).length;
  return (
    <section aria-labelledby="preview-title">
      <h2 id="preview-title" className="section-title">
        Como um robô vê {result.path}
      </h2>
      <div className="notice published-nothing" role="note">
        <strong>Nada foi publicado.</strong> Esta página foi gerada agora pelo mesmo código do site, só para esta visualização; o site no ar não mudou.
      </div>
      <dl className="facts panel">
        <dt>Caminho</dt>
        <dd>
          <code>{result.path}</code>
        </dd>
        <dt>Status HTTP</dt>
        <dd>{result.status}</dd>
        <dt>Título</dt>
        <dd data-preview="title">
          <Value text={result.title} />
        </dd>
        <dt>Meta description</dt>
        <dd data-preview="description">
          <Value text={result.description} />
        </dd>
        <dt>Canonical</dt>
        <dd data-preview="canonical">
          <Value text={result.canonical} />
        </dd>
        <dt>Robots</dt>
        <dd data-preview="robots">
          <Value text={result.robots} />
        </dd>
      </dl>

      <h3>Hreflang</h3>
      {result.hreflang.length > 0 ? (
        <ScrollTable label="Hreflang" columns={HREFLANG_COLUMNS}>
          {result.hreflang.map((link) => (
            <tr key={`${link.lang} ${link.href}`}>
              <td>
                <code>{link.lang}</code>
              </td>
              <td data-label="Endereço">{link.href}</td>
            </tr>
          ))}
        </ScrollTable>
      ) : (
        <p className="empty">A página não declara versões em outros idiomas.</p>
      )}

      <h3>JSON-LD</h3>
      {result.jsonLd.length > 0 ? (
        result.jsonLd.map((block, i) => {
          const type = jsonLdType(block);
          return (
            <div key={i} className="panel">
              <h4 className="card-title">
                Bloco {i + 1}
                {type ? ` · ${type}` : ''}
              </h4>
              <pre className="code-block code-block-wrap" tabIndex={0} aria-label={`JSON-LD, bloco ${i + 1}`}>
                {JSON.stringify(block, null, 2)}
              </pre>
            </div>
          );
        })
      ) : (
        <p className="empty">Nenhum bloco JSON-LD.</p>
      )}

      <h3>HTML bruto</h3>
      <p className="muted">{formatBytes(bytes)}, exatamente como servido. Só texto: nada aqui é executado.</p>
      <pre className="code-block" tabIndex={0} aria-label="HTML bruto" data-preview="html">
        {result.html}
      </pre>
    </section>
  );
}
