/**
 * The ordered authors of a post or review (issue 25 item 4): the chosen profiles, first named first,
 * each movable and removable, and a select to add another. The value is the ids joined by commas,
 * as the form holds text (its 409 comparison compares texts).
 */
import { useAllAuthors } from '../api/authors';
import { authorIdsPayload } from '../forms/blank';

interface Props {
  id?: string;
  value: string;
  onChange(value: string): void;
}


export function AuthorsPicker({ id, value, onChange }: Props) {
  const list = useAllAuthors();
  const all = list.data?.items ?? [];
  const chosen = authorIdsPayload(value, true).authorIds!;
  const nameOf = (authorId: number) => all.find((a) => a.id === authorId)?.displayName ?? `#${authorId}`;
  const set = (ids: number[]) => onChange(ids.join(','));
  const move = (i: number, by: number) => {
    const ids = [...chosen];
    const [taken] = ids.splice(i, 1);
    ids.splice(i + by, 0, taken!);
    set(ids);
  };
  return (
    <div className="authors-picker" data-authors-picker>
      {chosen.length === 0 ? <p className="muted">Sem autor: a página assina com o nome do site.</p> : (
        <ol>
          {chosen.map((authorId, i) => (
            <li key={authorId}>
              <span>{nameOf(authorId)}</span>
              <button type="button" className="btn btn-small" disabled={i === 0} onClick={() => move(i, -1)} aria-label={`Mover ${nameOf(authorId)} para cima`}>↑</button>
              <button type="button" className="btn btn-small" disabled={i === chosen.length - 1} onClick={() => move(i, 1)} aria-label={`Mover ${nameOf(authorId)} para baixo`}>↓</button>
              <button type="button" className="btn btn-small" onClick={() => set(chosen.filter((x) => x !== authorId))} aria-label={`Remover ${nameOf(authorId)}`}>Remover</button>
            </li>
          ))}
        </ol>
      )}
      <select id={id} value="" onChange={(e) => e.target.value && set([...chosen, Number(e.target.value)])} aria-label="Adicionar autor">
        <option value="">{list.isPending ? 'Carregando...' : 'Adicionar autor…'}</option>
        {all.filter((a) => !chosen.includes(a.id)).map((a) => <option key={a.id} value={String(a.id)}>{a.displayName}</option>)}
      </select>
    </div>
  );
}
