/**
 * A list screen's filters and page live in the URL (`?locale=br&status=draft&offset=50`), so
 * reload, back and a shared link show the same list. Changing a filter goes back to the first page.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'wouter';

export const PAGE_SIZE = 25;

export interface ListFilters<K extends string> {
  values: Record<K, string>;
  offset: number;
  setFilter(key: K, value: string): void;
  setOffset(offset: number): void;
}

export function useListFilters<K extends string>(keys: readonly K[]): ListFilters<K> {
  const [params, setParams] = useSearchParams();
  const values = useMemo(() => Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ''])) as Record<K, string>, [params, keys]);
  const offsetText = params.get('offset');
  const offset = offsetText && /^\d+$/.test(offsetText) ? Number(offsetText) : 0;
  const setFilter = useCallback(
    (key: K, value: string) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (value) next.set(key, value);
          else next.delete(key);
          next.delete('offset');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const setOffset = useCallback(
    (value: number) =>
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        if (value > 0) next.set('offset', String(value));
        else next.delete('offset');
        return next;
      }),
    [setParams],
  );
  return { values, offset, setFilter, setOffset };
}
