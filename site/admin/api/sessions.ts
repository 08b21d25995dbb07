/**
 * Typed hooks for `/api/admin/sessions` (issue 17): the live admin sessions, "Encerrar" and
 * "Encerrar todas as outras". The answer shapes are the API's own (shared/schemas/sessions.ts).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import type { AdminSessionEntry } from '../../../shared/schemas/sessions';

export type { AdminSessionEntry };

export const SESSIONS_BASE = '/api/admin/sessions';

/** Every live session, the most recently used first. */
export function useSessions() {
  return useQuery({
    queryKey: [SESSIONS_BASE],
    queryFn: ({ signal }) => apiRequest<{ items: AdminSessionEntry[] }>('GET', SESSIONS_BASE, undefined, { signal }),
  });
}

/** DELETE /api/admin/sessions/{id}; the list is read again afterwards. */
export function useEndSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', `${SESSIONS_BASE}/${id}`);
    },
    onSettled: () => client.invalidateQueries({ queryKey: [SESSIONS_BASE] }),
  });
}

/** POST /api/admin/sessions/end-others: how many of one's other sessions ended. */
export function useEndOtherSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => (await apiRequest<{ ended: number }>('POST', `${SESSIONS_BASE}/end-others`))!.ended,
    onSettled: () => client.invalidateQueries({ queryKey: [SESSIONS_BASE] }),
  });
}
