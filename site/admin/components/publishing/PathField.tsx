/**
 * The "URL da página" field of the publishing screens (re-render one URL, crawler preview): a
 * site path or a full address, read by toSitePath (format.ts) when the form is sent.
 */
import { Field } from '../Field';

export interface PathFieldProps {
  value: string;
  error?: string;
  onChange(value: string): void;
}

export function PathField({ value, error, onChange }: PathFieldProps) {
  return (
    <Field label="URL da página" name="path" error={error} hint="Um caminho do site público, como /br/… ; o endereço completo também serve.">
      {(control) => <input {...control} type="text" inputMode="url" autoComplete="off" placeholder="/br/..." maxLength={2000} value={value} onChange={(e) => onChange(e.target.value)} />}
    </Field>
  );
}
