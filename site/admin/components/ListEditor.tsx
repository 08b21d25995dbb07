/**
 * Editor for a short list of one-line texts (a review's pros and cons): add, remove, reorder.
 * Errors arrive keyed by index ('pros.2'), as the API and the shared schema name them.
 */
import { Tip } from './Tip';

export interface ListEditorProps {
  label: string;
  name: string;
  items: string[];
  onChange(items: string[]): void;
  errors: Record<string, string>;
  max: number;
  addLabel: string;
}

export function ListEditor({ label, name, items, onChange, errors, max, addLabel }: ListEditorProps) {
  const update = (index: number, value: string) => onChange(items.map((item, i) => (i === index ? value : item)));
  const remove = (index: number) => onChange(items.filter((_, i) => i !== index));
  const move = (index: number, delta: number) => {
    const target = index + delta;
    if (target < 0 || target >= items.length) return;
    const next = [...items];
    [next[index], next[target]] = [next[target]!, next[index]!];
    onChange(next);
  };
  const listError = errors[name];
  return (
    <fieldset className="list-editor" data-field={name}>
      <legend>{label}</legend>
      {items.length === 0 ? <p className="field-hint">Nenhum item.</p> : null}
      <ol>
        {items.map((item, index) => {
          const error = errors[`${name}.${index}`];
          return (
            <li key={index}>
              <div className="list-editor-row">
                <input
                  aria-label={`${label} ${index + 1}`}
                  value={item}
                  onChange={(e) => update(index, e.target.value)}
                  aria-invalid={Boolean(error)}
                  maxLength={200}
                />
                <Tip label="Mover para cima">
                  <button type="button" className="btn-icon" aria-label={`Mover ${label} ${index + 1} para cima`} onClick={() => move(index, -1)} disabled={index === 0}>
                    ↑
                  </button>
                </Tip>
                <Tip label="Mover para baixo">
                  <button type="button" className="btn-icon" aria-label={`Mover ${label} ${index + 1} para baixo`} onClick={() => move(index, 1)} disabled={index === items.length - 1}>
                    ↓
                  </button>
                </Tip>
                <Tip label="Remover">
                  <button type="button" className="btn-icon" aria-label={`Remover ${label} ${index + 1}`} onClick={() => remove(index)}>
                    ×
                  </button>
                </Tip>
              </div>
              {error ? <p className="field-error">{error}</p> : null}
            </li>
          );
        })}
      </ol>
      {listError ? <p className="field-error" role="alert">{listError}</p> : null}
      <button type="button" className="btn btn-secondary" onClick={() => onChange([...items, ''])} disabled={items.length >= max}>
        {addLabel}
      </button>
    </fieldset>
  );
}
