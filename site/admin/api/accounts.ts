/** The accounts screen's calls (issue 25 item 2): `/api/admin/users` and the set-password links. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Account, AccountCreate, AccountUpdate, SetPasswordLink } from '../../../shared/schemas/accounts';
import { apiRequest } from '../../lib/api';

export type { Account, SetPasswordLink };

const BASE = '/api/admin/users';

/** Every account (a team fits one page of 200). */
export function useAccounts() {
  return useQuery({
    queryKey: [BASE],
    queryFn: ({ signal }) => apiRequest<{ items: Account[]; total: number }>('GET', BASE, { limit: '200' }, { signal }),
  });
}

export function useCreateAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AccountCreate) => apiRequest<{ user: Account; setPasswordLink: SetPasswordLink }>('POST', BASE, body),
    onSuccess: () => client.invalidateQueries({ queryKey: [BASE] }),
  });
}

export function useUpdateAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: AccountUpdate }) => apiRequest<Account>('PATCH', `${BASE}/${id}`, body),
    onSettled: () => client.invalidateQueries({ queryKey: [BASE] }),
  });
}

export function useNewSetPasswordLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<SetPasswordLink>('POST', `${BASE}/${id}/set-password-link`),
    onSuccess: () => client.invalidateQueries({ queryKey: [BASE] }),
  });
}

/** POST /api/admin/set-password: the public page's only call. */
export function useSetPassword() {
  return useMutation({
    mutationFn: (body: { token: string; password: string }) => apiRequest<null>('POST', '/api/admin/set-password', body),
    meta: { ignoreUnauthorized: true },
  });
}
