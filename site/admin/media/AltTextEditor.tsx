/**
 * Alt text of one image, per locale: the five fields, each marked when missing, saved together
 * with the item's version (a stale save is a 409: the editor sees the current texts and saves again).
 */
import { useEffect, useState, type SyntheticEvent } from 'react';
import { LOCALES, type Locale } from '../../../shared/locales';
import type { MediaItem } from '../../../shared/media/contract';
import { useSaveMediaAlt } from '../api/media';
import { conflictCurrent } from '../api/resource';
import { useToast } from '../components/Toaster';
import { describeError } from '../lib/errors';
import { altAfterConflict, altFormValues, localeLabel } from './media-text';

export interface AltTextEditorProps {
  item: MediaItem;
  /** Only these locales' fields (the picker asks for the form's locale); all five by default. */
  locales?: readonly Locale[];
  /** Called with the saved item. */
  onSaved?(item: MediaItem): void;
  saveLabel?: string;
}

/** Text of each field; `missing` marks the empty ones. */
export function AltFields({ values, locales = LOCALES, onChange }: { values: Record<Locale, string>; locales?: readonly Locale[]; onChange(locale: Locale, text: string): void }) {
  return (
    <>
      {locales.map((locale) => {
        const missing = !values[locale].trim();
        return (
          <label key={locale} className={`field${missing ? ' field-missing' : ''}`} data-alt-locale={locale}>
            <span className="field-label">
              Texto alternativo — {localeLabel(locale)} {missing ? <span className="badge badge-warn">falta</span> : null}
            </span>
            <input value={values[locale]} maxLength={300} onChange={(e) => onChange(locale, e.target.value)} aria-invalid={missing || undefined} placeholder="Descreva a imagem para quem não a vê" />
          </label>
        );
      })}
    </>
  );
}

export function AltTextEditor({ item, locales = LOCALES, onSaved, saveLabel = 'Salvar textos alternativos' }: AltTextEditorProps) {
  const [values, setValues] = useState(() => altFormValues(item));
  const [version, setVersion] = useState(item.version);
  const [error, setError] = useState<string>();
  const save = useSaveMediaAlt();
  const toast = useToast();
  // A new item (or a newer version of it from the server) resets the fields.
  useEffect(() => {
    setValues(altFormValues(item));
    setVersion(item.version);
  }, [item.id, item.version]); // eslint-disable-line react-hooks/exhaustive-deps -- item identity changes on every refetch
  const submit = async (e: SyntheticEvent) => {
    e.preventDefault();
    e.stopPropagation();
    setError(undefined);
    // Every locale is sent (an empty text clears it): hidden ones hold the texts last read, the server's after a 409.
    const alt = Object.fromEntries(LOCALES.map((l) => [l, values[l].trim()]));
    try {
      const saved = await save.mutateAsync({ id: item.id, body: { alt, version } });
      if (!saved) return;
      toast({ variant: 'success', title: 'Textos alternativos salvos', description: saved.originalName });
      onSaved?.(saved);
    } catch (err) {
      const current = conflictCurrent<MediaItem>(err);
      if (current) {
        setVersion(current.version);
        setError('Outra pessoa alterou esta imagem enquanto você editava. Os textos dela estão abaixo nas regiões que você não mudou; salve de novo para gravar os seus.');
        setValues((mine) => altAfterConflict(mine, item, current));
        return;
      }
      setError(describeError(err).description);
    }
  };
  // A group rather than a nested <form>: the picker shows this inside an editor's form.
  return (
    <div className="alt-editor" role="group" aria-label="Textos alternativos" onKeyDown={(e) => e.key === 'Enter' && (e.target as HTMLElement).tagName === 'INPUT' && void submit(e)}>
      <AltFields values={values} locales={locales} onChange={(l, text) => setValues((v) => ({ ...v, [l]: text }))} />
      {error ? (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="button" className="btn btn-primary" disabled={save.isPending} onClick={(e) => void submit(e)}>
        {save.isPending ? 'Salvando...' : saveLabel}
      </button>
    </div>
  );
}
