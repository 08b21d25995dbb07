/**
 * One setting's value (`PUT /settings/{key} {value, version}`), or its creation when it does not
 * exist yet (`POST {key, value}`). Validated with the shared setting schemas (site_name: 1–100).
 */
import type { FormEvent } from 'react';
import { settingKeyedUpdateSchema } from '../../../shared/schemas/admin';
import { settingInputSchema } from '../../../shared/schemas/setting';
import { settings } from '../api/settings';
import type { AdminSetting } from '../api/types';
import { EditorConflict } from '../components/ConflictPanel';
import { Field } from '../components/Field';
import { useEntityEditor } from './use-entity-editor';

interface SettingValues {
  value: string;
}

export interface SettingFormProps {
  settingKey: string;
  label: string;
  hint?: string;
  setting?: AdminSetting;
  multiline?: boolean;
}

export function SettingForm({ settingKey, label, hint, setting, multiline }: SettingFormProps) {
  const editor = useEntityEditor<AdminSetting, SettingValues>({
    initial: { value: '' },
    loaded: setting,
    toForm: (s) => ({ value: s.value }),
    diffSpec: [{ key: 'value', label }],
    copyText: (v) => v.value,
    savedMessage: `${label} salvo`,
  });
  const create = settings.useCreate();
  const update = settings.useUpdate();
  const { form } = editor;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (setting) {
      // Validated with the key, as the route does, so the rules of known keys (site_name) apply.
      await editor.submit({
        schema: settingKeyedUpdateSchema,
        payload: { key: settingKey, value: form.values.value, version: editor.version },
        send: ({ value, version }) => update.mutateAsync({ key: settingKey, body: { value, version } }),
      });
    } else {
      await editor.submit({ schema: settingInputSchema, payload: { key: settingKey, value: form.values.value }, send: (body) => create.mutateAsync(body) });
    }
  };

  return (
    <form className="card" onSubmit={(e) => void onSubmit(e)} noValidate aria-label={`Configuração: ${label}`}>
      <EditorConflict editor={editor} />
      <Field label={label} name="value" error={form.errors.value} hint={hint}>
        {(c) =>
          multiline ? (
            <textarea {...c} rows={4} value={form.values.value} onChange={(e) => form.set('value', e.target.value)} />
          ) : (
            <input {...c} value={form.values.value} onChange={(e) => form.set('value', e.target.value)} maxLength={100} />
          )
        }
      </Field>
      <div className="card-actions">
        <button type="submit" className="btn btn-primary" disabled={editor.saving}>
          {editor.saving ? 'Salvando...' : 'Salvar'}
        </button>
        {form.dirty ? <span className="muted">Alterações não salvas</span> : null}
      </div>
    </form>
  );
}
