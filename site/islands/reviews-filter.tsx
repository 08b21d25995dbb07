/**
 * The `?q=` filter of the reviews list (SPEC §2): accent- and case-insensitive, reads `q` from the
 * URL (the mobile menu's search form is a GET to this page) and refines as you type, keeping the
 * URL in step so the filtered list can be shared or reloaded. The reviews themselves are static
 * HTML; this island only hides the ones that do not match (each carries its normalized text in
 * `data-search`), so the page works and is indexable without JavaScript.
 */
import { useEffect, useId, useState } from 'react';
import { normalizeForSearch } from '../../shared/format/search-text';

export interface ReviewsFilterProps {
  /** id of the element holding the `[data-review-item]` cards. */
  listId: string;
  total: number;
  maxLength: number;
  texts: { placeholder: string; label: string; noResults: string; count: string; clear: string };
}

const fill = (template: string, vars: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m));

function readQuery(maxLength: number): string {
  return (new URLSearchParams(window.location.search).get('q') ?? '').slice(0, maxLength);
}

export default function ReviewsFilter({ listId, total, maxLength, texts }: ReviewsFilterProps) {
  const [query, setQuery] = useState('');
  const [shown, setShown] = useState(total);
  const inputId = useId();

  useEffect(() => {
    setQuery(readQuery(maxLength));
    const onPop = () => setQuery(readQuery(maxLength));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [maxLength]);

  useEffect(() => {
    const needle = normalizeForSearch(query);
    let count = 0;
    for (const item of document.querySelectorAll<HTMLElement>(`#${CSS.escape(listId)} [data-review-item]`)) {
      const match = needle === '' || (item.dataset.search ?? '').includes(needle);
      item.hidden = !match;
      if (match) count++;
    }
    setShown(count);
    const url = new URL(window.location.href);
    if (query.trim()) url.searchParams.set('q', query);
    else url.searchParams.delete('q');
    if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
  }, [query, listId]);

  const active = normalizeForSearch(query) !== '';
  return (
    <div className="filter-bar" role="search">
      <label className="visually-hidden" htmlFor={inputId}>
        {texts.label}
      </label>
      <input
        id={inputId}
        className="input"
        type="search"
        name="q"
        value={query}
        maxLength={maxLength}
        placeholder={texts.placeholder}
        autoComplete="off"
        onChange={(e) => setQuery(e.target.value)}
      />
      {active && (
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => setQuery('')}>
          {texts.clear}
        </button>
      )}
      <p className="status-text" role="status" aria-live="polite" data-filter-status>
        {active ? (shown === 0 ? fill(texts.noResults, { query: query.trim() }) : fill(texts.count, { count: shown, total })) : ''}
      </p>
    </div>
  );
}
