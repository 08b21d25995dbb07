/**
 * One region's configuration (SPEC §3): status, site name, currency and symbol, retailer domain,
 * affiliate id, language and whether prices show. Shared `localeConfigUpdateSchema`.
 */
import type { FormEvent } from 'react';
import { localeConfigUpdateSchema, type AdminLocaleConfig, type LocaleStatusKind } from '../../../shared/schemas/locale-config';
import { localeConfigs } from '../api/locale-configs';
import { EditorConflict } from '../components/ConflictPanel';
import { Field } from '../components/Field';
import { localeLabelText } from '../components/Selects';
import { LOCALE_STATUS_LABELS } from './statuses';
import { useEntityEditor } from './use-entity-editor';

interface LocaleConfigValues {
  status: string;
  siteName: string;
  currency: string;
  currencySymbol: string;
  amazonDomain: string;
  affiliateId: string;
  language: string;
  showPrices: boolean;
}

const toForm = (c: AdminLocaleConfig): LocaleConfigValues => ({
  status: c.status,
  siteName: c.siteName,
  currency: c.currency,
  currencySymbol: c.currencySymbol,
  amazonDomain: c.amazonDomain,
  affiliateId: c.affiliateId,
  language: c.language,
  showPrices: c.showPrices,
});

/** The three kinds, in their labels' order; a stored value outside them is shown as it is. */
const STATUS_OPTIONS: string[] = Object.keys(LOCALE_STATUS_LABELS);

export function LocaleConfigForm({ config }: { config: AdminLocaleConfig }) {
  const editor = useEntityEditor<AdminLocaleConfig, LocaleConfigValues>({
    initial: toForm(config),
    loaded: config,
    toForm,
    diffSpec: [
      { key: 'status', label: 'Status' },
      { key: 'siteName', label: 'Nome do site' },
      { key: 'currency', label: 'Moeda' },
      { key: 'currencySymbol', label: 'Símbolo' },
      { key: 'amazonDomain', label: 'Domínio do varejista' },
      { key: 'affiliateId', label: 'ID de afiliado' },
      { key: 'language', label: 'Idioma' },
      { key: 'showPrices', label: 'Mostrar preços' },
    ],
    copyText: (v) => JSON.stringify(v, null, 2),
    savedMessage: `Região ${config.locale} salva`,
  });
  const update = localeConfigs.useUpdate();
  const { form } = editor;
  const v = form.values;
  const err = form.errors;
  const statuses = STATUS_OPTIONS.includes(v.status) ? STATUS_OPTIONS : [...STATUS_OPTIONS, v.status];

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    await editor.submit({
      schema: localeConfigUpdateSchema,
      payload: { ...v, version: editor.version },
      send: (body) => update.mutateAsync({ key: config.locale, body }),
    });
  };

  return (
    <form className="card" onSubmit={(e) => void onSubmit(e)} noValidate aria-label={`Região ${config.locale}`}>
      <h2 className="card-title">{localeLabelText(config.locale)}</h2>
      <EditorConflict editor={editor} />
      <div className="field-grid">
        <Field label="Status" name="status" error={err.status} hint="Ativa: páginas publicadas. Em breve: página de lançamento. Outro valor: inativa.">
          {(c) => (
            <select {...c} value={v.status} onChange={(e) => form.set('status', e.target.value)}>
              {statuses.map((s) => (
                <option key={s} value={s}>
                  {LOCALE_STATUS_LABELS[s as LocaleStatusKind] ?? s}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Nome do site" name="siteName" error={err.siteName}>
          {(c) => <input {...c} value={v.siteName} onChange={(e) => form.set('siteName', e.target.value)} maxLength={100} />}
        </Field>
        <Field label="Moeda (ISO 4217)" name="currency" error={err.currency}>
          {(c) => <input {...c} value={v.currency} onChange={(e) => form.set('currency', e.target.value.toUpperCase())} maxLength={3} />}
        </Field>
        <Field label="Símbolo da moeda" name="currencySymbol" error={err.currencySymbol}>
          {(c) => <input {...c} value={v.currencySymbol} onChange={(e) => form.set('currencySymbol', e.target.value)} maxLength={8} />}
        </Field>
        <Field label="Domínio do varejista" name="amazonDomain" error={err.amazonDomain} hint="ex.: amazon.com.br (sem https://)">
          {(c) => <input {...c} value={v.amazonDomain} onChange={(e) => form.set('amazonDomain', e.target.value)} />}
        </Field>
        <Field label="ID de afiliado" name="affiliateId" error={err.affiliateId}>
          {(c) => <input {...c} value={v.affiliateId} onChange={(e) => form.set('affiliateId', e.target.value)} maxLength={64} />}
        </Field>
        <Field label="Idioma (BCP 47)" name="language" error={err.language}>
          {(c) => <input {...c} value={v.language} onChange={(e) => form.set('language', e.target.value)} />}
        </Field>
        <div className="field field-check" data-field="showPrices">
          <label>
            <input type="checkbox" checked={v.showPrices} onChange={(e) => form.set('showPrices', e.target.checked)} /> Mostrar preços
          </label>
        </div>
      </div>
      <div className="card-actions">
        <button type="submit" className="btn btn-primary" disabled={editor.saving}>
          {editor.saving ? 'Salvando...' : 'Salvar'}
        </button>
        {form.dirty ? <span className="muted">Alterações não salvas</span> : null}
      </div>
    </form>
  );
}
