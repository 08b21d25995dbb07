/** The signed-in admin's own account: `POST /api/admin/password` (change one's password). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PasswordChangePayload } from '../../../shared/schemas/auth';
import { apiRequest } from '../../lib/api';
import { SESSIONS_BASE } from './sessions';

/**
 * Changes the password; the server checks the current one and the policy, and ends the admin's
 * other sessions (so the sessions list is read again).
 */
export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (payload: PasswordChangePayload) => {
      await apiRequest('POST', '/api/admin/password', payload);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: [SESSIONS_BASE] }),
  });
}
