/** Selects used by several editors and filters: region, editorial status, category. */
import type { SelectHTMLAttributes } from 'react';
import { LOCALES, LOCALE_INFO } from '../../../shared/locales';
import { useAllCategories } from '../api/categories';
import { CONTENT_STATUS_LABELS, type ContentStatus } from '../forms/statuses';

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & {
  /** Label of an extra first option with value '' (a filter's "all"). */
  emptyLabel?: string;
};

/** 'Brasil (br)': plain text, as it also fills <option>s (no flag emoji: Windows shows two letters). */
export function localeLabelText(locale: string): string {
  const info = LOCALE_INFO[locale as keyof typeof LOCALE_INFO];
  return info ? `${info.countryName} (${locale})` : locale.toUpperCase();
}

export function LocaleSelect({ emptyLabel, ...props }: SelectProps) {
  return (
    <select {...props}>
      {emptyLabel !== undefined ? <option value="">{emptyLabel}</option> : null}
      {LOCALES.map((code) => (
        <option key={code} value={code}>
          {localeLabelText(code)}
        </option>
      ))}
    </select>
  );
}

/** The editorial statuses; `statuses` narrows them (products have no review; contributors do not publish). */
export function StatusSelect({ emptyLabel, statuses, ...props }: SelectProps & { statuses?: readonly ContentStatus[] }) {
  const shown = statuses ?? (Object.keys(CONTENT_STATUS_LABELS) as ContentStatus[]);
  return (
    <select {...props}>
      {emptyLabel !== undefined ? <option value="">{emptyLabel}</option> : null}
      {shown.map((value) => (
        <option key={value} value={value}>
          {CONTENT_STATUS_LABELS[value]}
        </option>
      ))}
    </select>
  );
}

/** Categories by their Portuguese name (the admin's language), else the slug. */
export function CategorySelect({ emptyLabel = 'Sem categoria', ...props }: SelectProps) {
  const list = useAllCategories();
  return (
    <select {...props}>
      <option value="">{list.isPending ? 'Carregando...' : emptyLabel}</option>
      {(list.data?.items ?? []).map((c) => (
        <option key={c.id} value={String(c.id)}>
          {c.names.br ?? c.slug}
        </option>
      ))}
    </select>
  );
}

/** Category name by id, for tables and the conflict view. */
export function useCategoryName(): (id: string | number | null | undefined) => string {
  const list = useAllCategories();
  return (id) => {
    if (id === null || id === undefined || id === '') return '—';
    const found = list.data?.items.find((c) => c.id === Number(id));
    return found ? (found.names.br ?? found.slug) : `#${id}`;
  };
}
