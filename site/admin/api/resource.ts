/**
 * Generic typed hooks over one admin REST resource (list, read, create, update, delete), so each
 * resource file only names its path and types. Every successful write invalidates the resource's
 * cached lists and puts the returned row in the cache (its `version` is what the next save sends).
 */
import { useMutation, useQuery, useQueryClient, keepPreviousData } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../lib/api';
import { capturingFetch, rememberPublishBuild } from './publish-ticket';
import type { ConflictBody, ListPage } from './types';

export type ListParams = Record<string, string | number | boolean | null | undefined>;

/** Drops empty filters so the query key (and the URL) only holds what the editor chose. */
export function cleanParams(params: ListParams): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined || value === '') continue;
    out[key] = value;
  }
  return out;
}

/** The server's current row from a 409 `conflict`, or undefined for any other error. */
export function conflictCurrent<T>(error: unknown): T | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const body = error.body as Partial<ConflictBody<T>> | undefined;
  return body?.error === 'conflict' && body.current ? body.current : undefined;
}

/** Hooks for `/api/admin/{name}`; `Key` is the path key (id, settings key, locale). */
export function createResourceHooks<Row, CreateBody, UpdateBody, Key extends string | number = number>(name: string) {
  const base = `/api/admin/${name}`;
  const itemPath = (key: Key) => `${base}/${encodeURIComponent(String(key))}`;

  return {
    base,
    /** One page of the list; the previous page stays on screen while the next loads. */
    useList(params: ListParams = {}) {
      return useQuery({
        queryKey: [base, cleanParams(params)],
        queryFn: ({ signal }) => apiRequest<ListPage<Row>>('GET', base, cleanParams(params), { signal }),
        placeholderData: keepPreviousData,
      });
    },
    /** One row; disabled while `key` is undefined (e.g. a route param not parsed yet). */
    useItem(key: Key | undefined) {
      return useQuery({
        queryKey: [base, 'item', key],
        queryFn: ({ signal }) => apiRequest<Row>('GET', itemPath(key as Key), undefined, { signal }),
        enabled: key !== undefined,
        // An editor must start from the row as it is now, or the first save is a needless 409:
        // always stale, so a new screen (or a key that becomes known later) reads it again.
        staleTime: 0,
        refetchOnMount: 'always',
      });
    },
    useCreate() {
      const client = useQueryClient();
      return useMutation({
        mutationFn: async (body: CreateBody) => {
          const capture = capturingFetch();
          const row = await apiRequest<Row>('POST', base, body, { fetch: capture.fetch });
          const id = (row as { id?: unknown } | null)?.id;
          if (typeof id === 'number') rememberPublishBuild(client, base, id, capture.build());
          return row;
        },
        onSuccess: () => client.invalidateQueries({ queryKey: [base] }),
      });
    },
    useUpdate() {
      const client = useQueryClient();
      return useMutation({
        mutationFn: async ({ key, body }: { key: Key; body: UpdateBody }) => {
          const capture = capturingFetch();
          const row = await apiRequest<Row>('PUT', itemPath(key), body, { fetch: capture.fetch });
          rememberPublishBuild(client, base, key, capture.build());
          return row;
        },
        onSuccess: (row, { key }) => {
          client.setQueryData([base, 'item', key], row);
          void client.invalidateQueries({ queryKey: [base], predicate: (q) => q.queryKey[1] !== 'item' });
        },
      });
    },
    useDelete() {
      const client = useQueryClient();
      return useMutation({
        mutationFn: (key: Key) => apiRequest<null>('DELETE', itemPath(key)),
        onSuccess: (_nothing, key) => {
          client.removeQueries({ queryKey: [base, 'item', key] });
          void client.invalidateQueries({ queryKey: [base] });
        },
      });
    },
  };
}
