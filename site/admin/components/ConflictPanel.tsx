/**
 * What a 409 shows (issue 4 §5, issue 24 §1, issue 26 §4): someone saved this item after the editor
 * opened it. Each field someone changed is listed with whose change it is: the other person's come
 * from the server, the editor's stay, and only a field both changed is shown side by side, each
 * side's change highlighted against the version the editor started from, with a choice per field.
 * No button sends back the old value of a field only the other person changed.
 */
import type { EditorConflictState } from '../forms/use-entity-editor';
import type { FieldChoice, FieldOrigin, MergedField } from '../lib/merge';
import { DiffText } from './TextDiff';
import { Tip } from './Tip';

export interface ConflictPanelProps {
  conflict: Pick<EditorConflictState<unknown, unknown>, 'merge' | 'choices' | 'choose' | 'complete'>;
  /** Replace the form with the server's version (asks first: the editor's text goes). */
  onReload(): void;
  /** Combine: the other person's fields from the server, the editor's and the chosen ones kept. */
  onKeepMine(): void;
  /** Copy the editor's text to the clipboard. */
  onCopy(): void;
}

const ORIGIN_LABELS: Record<FieldOrigin, string> = {
  theirs: 'Alterado pela outra pessoa',
  mine: 'Alterado por você',
  both: 'Alterado pelas duas pessoas',
};

const OUTCOME: Record<Exclude<FieldOrigin, 'both'>, string> = {
  theirs: 'Fica a versão do servidor.',
  mine: 'Fica a sua versão.',
};

/**
 * One side of a row: nothing when that side did not touch the field, the new value as written when
 * only that side did (a rewritten body reads as text, not as word shreds), and the word diff
 * against the common base when both did, so the two changes can be told apart.
 */
function Side({ field, side }: { field: MergedField; side: 'theirs' | 'mine' }) {
  if (field.origin !== 'both' && field.origin !== side) {
    return <p className="muted conflict-untouched">Sem alteração {side === 'mine' ? 'sua' : 'da outra pessoa'}</p>;
  }
  if (field.origin !== 'both') return <pre className="conflict-value">{field[side]}</pre>;
  return <DiffText className="text-diff-body conflict-value" before={field.base} after={field[side]} />;
}

function Choice({ field, choice, choose }: { field: MergedField; choice: FieldChoice | undefined; choose(choice: FieldChoice): void }) {
  if (field.origin !== 'both') return <p className="conflict-outcome">{OUTCOME[field.origin]}</p>;
  const name = `conflict-choice-${field.key}`;
  return (
    <fieldset className="conflict-choice">
      <legend>Qual versão de “{field.label}” manter?</legend>
      <label>
        <input type="radio" name={name} checked={choice === 'theirs'} onChange={() => choose('theirs')} /> Versão do servidor
      </label>
      <label>
        <input type="radio" name={name} checked={choice === 'mine'} onChange={() => choose('mine')} /> Minha versão
      </label>
    </fieldset>
  );
}

export function ConflictPanel({ conflict, onReload, onKeepMine, onCopy }: ConflictPanelProps) {
  const { merge, choices, choose, complete } = conflict;
  const pending = merge.conflicts.length;
  return (
    <section className="conflict" role="alert" aria-labelledby="conflict-title">
      <h2 id="conflict-title">Conflito de edição: outra pessoa salvou este item enquanto você editava</h2>
      <p>
        Nada foi salvo e o seu texto continua no formulário. Os campos que só a outra pessoa alterou vêm do servidor, os
        que só você alterou ficam como estão{pending ? '; escolha a versão de cada campo que as duas pessoas alteraram' : ''}.
      </p>
      {merge.fields.length === 0 ? (
        <p>Os valores atuais do servidor são iguais aos seus; salve novamente para confirmar.</p>
      ) : (
        <table className="conflict-table">
          <caption>Campos alterados desde que você abriu este item (riscado: removido; sublinhado: acrescentado)</caption>
          <thead>
            <tr>
              <th scope="col">Campo</th>
              <th scope="col">Versão do servidor (atual)</th>
              <th scope="col">Sua versão</th>
              <th scope="col">Resultado</th>
            </tr>
          </thead>
          <tbody>
            {merge.fields.map((field) => (
              <tr key={field.key} data-conflict-field={field.key} data-origin={field.origin}>
                <th scope="row">
                  {field.label}
                  <span className={`badge conflict-origin conflict-origin-${field.origin}`}>{ORIGIN_LABELS[field.origin]}</span>
                </th>
                <td data-side="theirs">
                  <Side field={field} side="theirs" />
                </td>
                <td data-side="mine">
                  <Side field={field} side="mine" />
                </td>
                <td>
                  <Choice field={field} choice={choices[field.key]} choose={(c) => choose(field.key, c)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="conflict-actions">
        <Tip label="Combina as versões: o que a outra pessoa alterou vem do servidor, o que você alterou fica; depois salve">
          <button type="button" className="btn btn-primary" onClick={onKeepMine} disabled={!complete}>
            Manter minhas alterações
          </button>
        </Tip>
        <Tip label="Copia o seu texto para a área de transferência">
          <button type="button" className="btn btn-secondary" onClick={onCopy}>
            Copiar meu texto
          </button>
        </Tip>
        <Tip label="Descarta as suas alterações e carrega a versão atual do servidor">
          <button type="button" className="btn btn-danger" onClick={onReload}>
            Carregar versão do servidor
          </button>
        </Tip>
      </div>
      {complete ? null : (
        <p className="muted" role="status">
          Escolha a versão de {pending === 1 ? 'um campo alterado' : `${pending} campos alterados`} pelas duas pessoas para continuar.
        </p>
      )}
    </section>
  );
}

/** The conflict panel of an editor (forms/use-entity-editor.ts), or nothing while there is no conflict. */
export function EditorConflict({ editor }: { editor: { conflict: EditorConflictState<any, any> | undefined; reloadFromServer(): void; keepMine(): void; copyMine(): Promise<void> } }) {
  if (!editor.conflict) return null;
  return <ConflictPanel conflict={editor.conflict} onReload={editor.reloadFromServer} onKeepMine={editor.keepMine} onCopy={() => void editor.copyMine()} />;
}
