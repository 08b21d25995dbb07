/** The "re-render one URL now" form of /admin/dynamic-rendering: a path field and its button. */
import { useState, type FormEvent } from 'react';
import { Field } from '../Field';
import { toSitePath } from './format';
import './publishing.css';

export interface RenderNowFormProps {
  pending: boolean;
  onRender(path: string): void;
}

export function RenderNowForm({ pending, onRender }: RenderNowFormProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const path = toSitePath(text);
    if (!path) {
      setError('Informe o caminho de uma página do site, como /br/melhores-fones (ou o endereço completo).');
      return;
    }
    setError(undefined);
    onRender(path);
  };
  return (
    <form className="inline-form" onSubmit={submit} aria-label="Renderizar uma URL agora" noValidate>
      <Field label="URL da página" name="path" error={error} hint="Um caminho do site público, como /br/… ; o endereço completo também serve.">
        {(control) => <input {...control} type="text" inputMode="url" autoComplete="off" placeholder="/br/..." maxLength={2000} value={text} onChange={(e) => setText(e.target.value)} />}
      </Field>
      <button type="submit" className="btn btn-primary" disabled={pending}>
        {pending ? 'Renderizando...' : 'Renderizar agora'}
      </button>
    </form>
  );
}
