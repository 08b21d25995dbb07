/**
 * Login, logout and "who am I" (`/api/admin/login|logout|me`). These calls manage the local admin
 * flag themselves, as SPEC §4 describes, so every screen sees the same rule.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoginPayload } from '../../../shared/schemas/auth';
import { apiRequest } from '../../lib/api';
import { setAdminFlag } from '../lib/admin-flag';
import type { AdminMe } from './types';

export const ME_KEY = ['/api/admin/me'] as const;

/**
 * The logged-in admin, or null without a session (a 401 is an answer here, not a redirect).
 * `fresh`: ask the server again on mount (the auth guard); other readers take the cached answer.
 */
export function useMe({ fresh = false }: { fresh?: boolean } = {}) {
  return useQuery({
    queryKey: ME_KEY,
    queryFn: async ({ signal }) => {
      const answer = await apiRequest<{ user: AdminMe }>('GET', '/api/admin/me', undefined, { on401: 'returnNull', signal });
      return answer?.user ?? null;
    },
    refetchOnMount: fresh ? 'always' : false,
    meta: { ignoreUnauthorized: true },
  });
}

/** POST /api/admin/login: sets the flag on success, clears it on any failure (SPEC §4). */
export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: LoginPayload) => apiRequest<{ user: AdminMe }>('POST', '/api/admin/login', payload),
    meta: { ignoreUnauthorized: true },
    onSuccess: () => {
      setAdminFlag(true);
      return client.invalidateQueries({ queryKey: ME_KEY });
    },
    onError: () => setAdminFlag(false),
  });
}

/**
 * POST /api/admin/logout, then clear the flag and every cached answer. The flag goes even when
 * the call fails: the editor asked to leave, and the server session expires on its own.
 */
export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<null>('POST', '/api/admin/logout'),
    meta: { ignoreUnauthorized: true },
    onSettled: () => {
      setAdminFlag(false);
      client.clear();
    },
  });
}
