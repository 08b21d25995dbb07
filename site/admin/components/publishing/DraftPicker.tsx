/**
 * Picks a post or review that is not live (draft or scheduled) for the crawler preview: a search
 * box over the admin list APIs and a select grouped by status.
 */
import { useState } from 'react';
import { applyTitlePlaceholders } from '../../../../shared/format/title';
import { isLocale } from '../../../../shared/locales';
import { posts } from '../../api/posts';
import { reviews } from '../../api/reviews';
import { SearchBox } from '../SearchBox';
import { Spinner } from '../Spinner';
import { ErrorNotice } from '../ErrorNotice';

export type DraftKind = 'post' | 'review';

/** Rows per status in the select; the search narrows beyond that. */
const PICK_LIMIT = 50;

interface Pickable {
  id: number;
  title: string;
  locale: string;
  slug: string;
}

function optionLabel(item: Pickable): string {
  const title = isLocale(item.locale) ? applyTitlePlaceholders(item.title, item.locale) : item.title;
  return `${title} — /${item.locale}/${item.slug}`;
}

export interface DraftPickerProps {
  kind: DraftKind;
  id: string;
  value: string;
  onChange(value: string): void;
}

export function DraftPicker({ kind, id, value, onChange }: DraftPickerProps) {
  const [q, setQ] = useState('');
  const resource = kind === 'post' ? posts : reviews;
  const drafts = resource.useList({ status: 'draft', q, limit: PICK_LIMIT });
  const scheduled = resource.useList({ status: 'scheduled', q, limit: PICK_LIMIT });
  const what = kind === 'post' ? 'posts' : 'avaliações';
  const groups: [string, Pickable[]][] = [
    ['Rascunhos', (drafts.data?.items ?? []) as Pickable[]],
    ['Agendados', (scheduled.data?.items ?? []) as Pickable[]],
  ];
  const count = groups.reduce((n, [, items]) => n + items.length, 0);
  const failed = drafts.isError ? drafts : scheduled.isError ? scheduled : null;
  return (
    <div className="field">
      <SearchBox label={`Buscar ${what} não publicados`} placeholder="Buscar por título" value={q} onSearch={setQ} />
      {failed ? <ErrorNotice title={`Falha ao buscar ${what} não publicados`} error={failed.error} onRetry={() => void failed.refetch()} /> : null}
      {drafts.isPending || scheduled.isPending ? (
        <Spinner />
      ) : (
        <select id={id} aria-label={kind === 'post' ? 'Escolha o post' : 'Escolha a avaliação'} value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">{count === 0 ? `Nenhum item em rascunho ou agendado${q ? ' com esta busca' : ''}` : 'Escolha...'}</option>
          {groups.map(([label, items]) =>
            items.length > 0 ? (
              <optgroup key={label} label={label}>
                {items.map((item) => (
                  <option key={item.id} value={String(item.id)}>
                    {optionLabel(item)}
                  </option>
                ))}
              </optgroup>
            ) : null,
          )}
        </select>
      )}
    </div>
  );
}
