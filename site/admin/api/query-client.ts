/**
 * The admin's QueryClient: SPEC §7/§9 defaults from `site/lib/api.ts` (credentials, JSON, no
 * retry, no refetch on focus) plus one rule of the admin: any call answered 401 means the session
 * is gone, so the app clears the flag and goes to the login page — wherever the call came from.
 */
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { queryClientDefaults } from '../../lib/api';
import { isUnauthorized } from '../lib/errors';

/** Marks a query or mutation whose 401 is an answer, not an expired session (the login form). */
export interface AdminRequestMeta extends Record<string, unknown> {
  ignoreUnauthorized?: boolean;
}

/** Creates the client; `onUnauthorized` runs on every 401 not marked `ignoreUnauthorized`. */
export function createAdminQueryClient(onUnauthorized: () => void): QueryClient {
  const handle = (error: unknown, meta: Record<string, unknown> | undefined) => {
    if (isUnauthorized(error) && !(meta as AdminRequestMeta | undefined)?.ignoreUnauthorized) onUnauthorized();
  };
  return new QueryClient({
    defaultOptions: queryClientDefaults,
    queryCache: new QueryCache({ onError: (error, query) => handle(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _vars, _ctx, mutation) => handle(error, mutation.meta) }),
  });
}
