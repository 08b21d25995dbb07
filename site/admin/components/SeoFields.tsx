/**
 * The per-page SEO fields of an editor (issue 16): search title and meta description, each with a
 * length counter, and a preview of the search result (title, address, description) as a search
 * engine shows it. Empty fields show the page's defaults in the preview, since that is what the
 * site then uses. Limits come from the shared schema, so the counter and the API agree.
 */
import { useId } from 'react';
import { SEO_LIMITS } from '../../../shared/schemas/seo';
import { Field } from './Field';

/** What a search result shows before cutting with '…' (about 600 px of title, two lines of text). */
const SHOWN = { title: 60, description: 158 } as const;

/** `text` cut at `max` characters on a word boundary, with '…', as search results do. */
export function cutForResult(text: string, max: number): string {
  const clean = text.trim().replace(/\s+/g, ' ');
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()} …`;
}

/** "42/70": the count of a field against its limit, marked when over it. */
export function CharCounter({ value, max, id }: { value: string; max: number; id?: string }) {
  const count = value.trim().length;
  const over = count > max;
  return (
    <span id={id} className={`char-counter${over ? ' char-counter-over' : ''}`} data-testid="char-counter" aria-live="polite">
      {count}/{max}
      {over ? ` (${count - max} a mais)` : ''}
    </span>
  );
}

export interface SearchPreviewProps {
  title: string;
  url: string;
  description: string;
}

/** A Google-style result: blue title, address, grey description. */
export function SearchPreview({ title, url, description }: SearchPreviewProps) {
  return (
    <div className="search-preview" role="group" data-testid="search-preview" aria-label="Prévia no resultado de busca">
      <div className="search-preview-url" data-testid="search-preview-url">{url}</div>
      <div className="search-preview-title" data-testid="search-preview-title">{cutForResult(title, SHOWN.title)}</div>
      <div className="search-preview-description" data-testid="search-preview-description">{cutForResult(description, SHOWN.description)}</div>
    </div>
  );
}

export interface SeoFieldsProps {
  title: string;
  description: string;
  onTitle(value: string): void;
  onDescription(value: string): void;
  /** Field names as the form's errors name them (`seoTitle`, `seoTitle_br`…). */
  names: { title: string; description: string };
  errors: { title?: string; description?: string };
  /** What the page shows with the fields empty, and its public address. */
  defaults: { title: string; description: string };
  url: string;
}

export function SeoFields({ title, description, onTitle, onDescription, names, errors, defaults, url }: SeoFieldsProps) {
  const counterId = useId();
  return (
    <div className="seo-fields">
      <Field label="Título SEO" name={names.title} error={errors.title} hint={<>Vazio: usa o título da página. <CharCounter id={`${counterId}-title`} value={title} max={SEO_LIMITS.title} /></>}>
        {(c) => <input {...c} value={title} onChange={(e) => onTitle(e.target.value)} placeholder={defaults.title} />}
      </Field>
      <Field
        label="Meta descrição"
        name={names.description}
        error={errors.description}
        hint={<>Vazio: usa a descrição padrão. <CharCounter id={`${counterId}-description`} value={description} max={SEO_LIMITS.description} /></>}
      >
        {(c) => <textarea {...c} rows={3} value={description} onChange={(e) => onDescription(e.target.value)} placeholder={defaults.description} />}
      </Field>
      <SearchPreview title={title.trim() || defaults.title} url={url} description={description.trim() || defaults.description} />
    </div>
  );
}

/** The noindex switch, with what it does in words. */
export function NoindexSwitch({ checked, onChange }: { checked: boolean; onChange(value: boolean): void }) {
  return (
    <label className="checkbox-field" data-field="noindex">
      <input type="checkbox" name="noindex" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span>
        Não indexar (noindex)
        <small className="field-hint"> A página continua no site, mas sai dos sitemaps, do RSS e dos links hreflang; os buscadores não a indexam.</small>
      </span>
    </label>
  );
}
