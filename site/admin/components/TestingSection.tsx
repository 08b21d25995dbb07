/**
 * "Como testamos" of the review editor (issue 25 item 5): what the editor did with the product
 * (text in the review's language), the test period and photos picked from the media library. All
 * optional; the public page shows the section under the verdict when any of it is filled.
 */
import { useState } from 'react';
import type { Locale } from '../../../shared/locales';
import { REVIEW_LIMITS } from '../../../shared/schemas/review';
import { ImagePreview } from '../media/ImageField';
import { MediaPicker } from '../media/MediaPicker';
import { Field } from './Field';

export interface TestingValues {
  locale: Locale;
  testedText: string;
  /** `YYYY-MM-DD` as a date input gives it; '' for none. */
  testedFrom: string;
  testedTo: string;
  testedPhotos: string[];
}

export interface TestingSectionProps<V extends TestingValues> {
  values: V;
  errors: Record<string, string>;
  set<K extends keyof V>(key: K, value: V[K]): void;
}

export function TestingSection<V extends TestingValues>({ values: v, errors, set }: TestingSectionProps<V>) {
  const [picking, setPicking] = useState(false);
  const photos = v.testedPhotos;
  const photoError = Object.entries(errors).find(([key]) => key === 'testedPhotos' || key.startsWith('testedPhotos.'))?.[1];
  return (
    <fieldset className="seo-section" data-testing-section>
      <legend>Como testamos</legend>
      <Field label="Como testamos (texto)" name="testedText" error={errors.testedText} hint="Opcional. O que fizemos com o produto, em que condições; deixe uma linha em branco entre parágrafos.">
        {(c) => <textarea {...c} rows={5} value={v.testedText} onChange={(e) => set('testedText', e.target.value as V['testedText'])} maxLength={REVIEW_LIMITS.testedText} />}
      </Field>
      <div className="field-row">
        <Field label="Início do teste" name="testedFrom" error={errors.testedFrom}>
          {(c) => <input {...c} type="date" value={v.testedFrom} onChange={(e) => set('testedFrom', e.target.value as V['testedFrom'])} />}
        </Field>
        <Field label="Fim do teste" name="testedTo" error={errors.testedTo}>
          {(c) => <input {...c} type="date" value={v.testedTo} onChange={(e) => set('testedTo', e.target.value as V['testedTo'])} />}
        </Field>
      </div>
      <div className="field" data-field="testedPhotos">
        <span className="field-label">Fotos do teste</span>
        {photos.length ? (
          <ul className="testing-photos">
            {photos.map((url, i) => (
              <li key={url}>
                <ImagePreview url={url} alt={`Foto ${i + 1} do teste`} />
                <button type="button" className="btn btn-secondary btn-small" onClick={() => set('testedPhotos', photos.filter((p) => p !== url) as V['testedPhotos'])}>
                  Remover foto {i + 1}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">Nenhuma foto.</p>
        )}
        {photos.length < REVIEW_LIMITS.testedPhotos ? (
          <button type="button" className="btn btn-secondary btn-small" onClick={() => setPicking(true)}>
            Adicionar foto da biblioteca
          </button>
        ) : null}
        {photoError ? (
          <p className="field-error" role="alert">
            {photoError}
          </p>
        ) : null}
      </div>
      <MediaPicker
        open={picking}
        locale={v.locale}
        onPick={(item) => {
          if (!photos.includes(item.imageUrl)) set('testedPhotos', [...photos, item.imageUrl] as V['testedPhotos']);
          setPicking(false);
        }}
        onClose={() => setPicking(false)}
      />
    </fieldset>
  );
}
