/**
 * What a 409 shows (issue 4 §5): someone saved this item after the editor opened it. The panel
 * lists, field by field, the server's current value beside the editor's, and offers three ways
 * out; none of them throws away what was typed without asking.
 */
import type { EntityEditor } from '../forms/use-entity-editor';
import type { FieldDifference } from '../lib/diff';
import { Tip } from './Tip';

export interface ConflictPanelProps {
  differences: FieldDifference[];
  /** Replace the form with the server's version (asks first: the editor's text goes). */
  onReload(): void;
  /** Keep the editor's values and adopt the server's version: the next save overwrites. */
  onKeepMine(): void;
  /** Copy the editor's text to the clipboard. */
  onCopy(): void;
}

export function ConflictPanel({ differences, onReload, onKeepMine, onCopy }: ConflictPanelProps) {
  return (
    <section className="conflict" role="alert" aria-labelledby="conflict-title">
      <h2 id="conflict-title">Conflito de edição: outra pessoa salvou este item enquanto você editava</h2>
      <p>
        Nada foi salvo e o seu texto continua no formulário. Compare as versões e escolha como continuar.
      </p>
      {differences.length === 0 ? (
        <p>Os valores atuais do servidor são iguais aos seus; salve novamente para confirmar.</p>
      ) : (
        <table className="conflict-table">
          <caption>Campos que diferem</caption>
          <thead>
            <tr>
              <th scope="col">Campo</th>
              <th scope="col">Versão do servidor (atual)</th>
              <th scope="col">Sua versão</th>
            </tr>
          </thead>
          <tbody>
            {differences.map((d) => (
              <tr key={d.key} data-conflict-field={d.key}>
                <th scope="row">{d.label}</th>
                <td>
                  <pre>{d.theirs}</pre>
                </td>
                <td>
                  <pre>{d.mine}</pre>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="conflict-actions">
        <Tip label="Mantém o seu texto; o próximo salvamento substitui a versão do servidor">
          <button type="button" className="btn btn-primary" onClick={onKeepMine}>
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
    </section>
  );
}

/** The conflict panel of an editor (forms/use-entity-editor.ts), or nothing while there is no conflict. */
export function EditorConflict({ editor }: { editor: Pick<EntityEditor<unknown, unknown>, 'conflict' | 'reloadFromServer' | 'keepMine' | 'copyMine'> }) {
  if (!editor.conflict) return null;
  return <ConflictPanel differences={editor.conflict.differences} onReload={editor.reloadFromServer} onKeepMine={editor.keepMine} onCopy={() => void editor.copyMine()} />;
}
