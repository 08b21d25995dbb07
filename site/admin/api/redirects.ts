/** Typed hooks for `/api/admin/redirects` (issue 16): the list, manual add/edit/delete, and the slug check. */
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import type { AdminRedirect } from '../../../shared/schemas/redirect';
import { createResourceHooks } from './resource';

export type { AdminRedirect };

/** What an editor sends: two site paths. */
export interface RedirectBody {
  from: string;
  to: string;
}

export const redirects = createResourceHooks<AdminRedirect, RedirectBody, RedirectBody>('redirects');

/**
 * The redirect at `path` (a slug being typed), or null; disabled while `path` is undefined. A
 * page saved at that address replaces the redirect, so the form says so before the save.
 */
export function useRedirectAt(path: string | undefined) {
  return useQuery({
    queryKey: [redirects.base, 'check', path],
    queryFn: ({ signal }) => apiRequest<{ redirect: AdminRedirect | null }>('GET', `${redirects.base}/check`, { path }, { signal }),
    enabled: path !== undefined,
  });
}
