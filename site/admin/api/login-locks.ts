/**
 * Typed hooks for `/api/admin/login-locks` (issue 17): the login locks in force and "Desbloquear".
 * The answer shapes are the API's own (shared/schemas/login-locks.ts).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import type { LoginLockEntry, LoginLockLift } from '../../../shared/schemas/login-locks';

export type { LoginLockEntry };

export const LOGIN_LOCKS_BASE = '/api/admin/login-locks';

/** Every lock in force, the longest-lasting first. */
export function useLoginLocks() {
  return useQuery({
    queryKey: [LOGIN_LOCKS_BASE],
    queryFn: ({ signal }) => apiRequest<{ items: LoginLockEntry[] }>('GET', LOGIN_LOCKS_BASE, undefined, { signal }),
  });
}

/** POST /api/admin/login-locks/lift; the list is read again afterwards (one lift may end others). */
export function useLiftLoginLock() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (who: LoginLockLift) => (await apiRequest<{ lifted: LoginLockEntry }>('POST', `${LOGIN_LOCKS_BASE}/lift`, who))!.lifted,
    onSettled: () => client.invalidateQueries({ queryKey: [LOGIN_LOCKS_BASE] }),
  });
}
