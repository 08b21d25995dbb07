/** The "re-render one URL now" form of /admin/dynamic-rendering: a path field and its button. */
import { useState, type FormEvent } from 'react';
import { toSitePath } from './format';
import { PathField } from './PathField';
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
      <PathField value={text} error={error} onChange={setText} />
      <button type="submit" className="btn btn-primary" disabled={pending}>
        {pending ? 'Renderizando...' : 'Renderizar agora'}
      </button>
    </form>
  );
}
