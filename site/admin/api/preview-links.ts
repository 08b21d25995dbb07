/** Typed hooks for `/api/admin/preview-links` (issue 16 item 4): an item's live links, create, revoke. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import type { AdminPreviewLink, CreatedPreviewLink } from '../../../shared/schemas/preview-link';
import type { ListPage } from './types';

export type { AdminPreviewLink, CreatedPreviewLink };

const BASE = '/api/admin/preview-links';
type Kind = 'post' | 'review';

/** The item's links still valid (the first page: an item rarely has more than a few). */
export function usePreviewLinks(kind: Kind, id: number) {
  return useQuery({
    queryKey: [BASE, kind, id],
    queryFn: ({ signal }) => apiRequest<ListPage<AdminPreviewLink>>('GET', BASE, { kind, id, limit: 50 }, { signal }),
  });
}

/** Creates a link valid for `expiresInDays`; the answer's `url` is the only copy of its token. */
export function useCreatePreviewLink(kind: Kind, id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (expiresInDays: number) => apiRequest<CreatedPreviewLink>('POST', BASE, { kind, id, expiresInDays }),
    onSuccess: () => client.invalidateQueries({ queryKey: [BASE, kind, id] }),
  });
}

export function useRevokePreviewLink(kind: Kind, id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (linkId: number) => apiRequest<null>('DELETE', `${BASE}/${linkId}`),
    onSuccess: () => client.invalidateQueries({ queryKey: [BASE, kind, id] }),
  });
}
