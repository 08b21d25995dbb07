/**
 * Typed hooks for the revisions of a post, review or product (issue 16):
 * `/api/admin/{resource}/{id}/revisions[/{revisionId}[/restore]]`. Their query keys start with
 * the resource's base path, so a save of the item (which invalidates the resource's lists)
 * refreshes the revision list too.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Revision, RevisionSummary } from '../../../shared/schemas/revision';
import { apiRequest } from '../../lib/api';
import type { ListPage } from './types';

export type { Revision, RevisionSummary };

/** The admin resources that keep revisions. */
export type RevisionedResource = 'posts' | 'reviews' | 'products';

const base = (resource: RevisionedResource) => `/api/admin/${resource}`;
const listPath = (resource: RevisionedResource, itemId: number) => `${base(resource)}/${itemId}/revisions`;

/** One page of the item's revisions, newest first; disabled until `enabled` (the panel is open). */
export function useRevisionList(resource: RevisionedResource, itemId: number, page: { limit: number; offset: number }, enabled: boolean) {
  return useQuery({
    queryKey: [base(resource), 'revisions', itemId, page],
    queryFn: ({ signal }) => apiRequest<ListPage<RevisionSummary>>('GET', listPath(resource, itemId), page, { signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** One revision with its fields; disabled while `revisionId` is undefined. A revision never changes. */
export function useRevision(resource: RevisionedResource, itemId: number, revisionId: number | undefined) {
  return useQuery({
    queryKey: [base(resource), 'revision', itemId, revisionId],
    queryFn: ({ signal }) => apiRequest<Revision>('GET', `${listPath(resource, itemId)}/${revisionId}`, undefined, { signal }),
    enabled: revisionId !== undefined,
    staleTime: Infinity,
  });
}

/**
 * Restores a revision (a new save: `version` is the one on screen, a stale one answers 409). The
 * answer is the item as now saved: it replaces the cached item and the lists are refreshed.
 */
export function useRestoreRevision<Row>(resource: RevisionedResource, itemId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ revisionId, version }: { revisionId: number; version: number }) =>
      apiRequest<Row>('POST', `${listPath(resource, itemId)}/${revisionId}/restore`, { version }),
    onSuccess: (row) => {
      client.setQueryData([base(resource), 'item', itemId], row);
      void client.invalidateQueries({ queryKey: [base(resource)], predicate: (q) => q.queryKey[1] !== 'item' && q.queryKey[1] !== 'revision' });
    },
  });
}
