/**
 * The Creators API client as the jobs build it: credentials and URLs from the environment
 * (shared/env.ts), HTTP through the job's injectable fetch. Null when no credentials are set:
 * the jobs then report "not configured" instead of failing (DESIGN §8).
 */
import type { Env } from '../../shared/env';
import { createCreatorsClient, type CreatorsClient } from './creators-client';

export function configuredCreatorsClient(
  env: Pick<Env, 'RETAILER_API_URL' | 'RETAILER_TOKEN_URL' | 'RETAILER_CLIENT_ID' | 'RETAILER_CLIENT_SECRET'>,
  deps: { fetch: typeof fetch; log: (line: string) => void; sleep?: (ms: number) => Promise<void> },
): CreatorsClient | null {
  if (!env.RETAILER_CLIENT_ID || !env.RETAILER_CLIENT_SECRET) return null;
  return createCreatorsClient({
    clientId: env.RETAILER_CLIENT_ID,
    clientSecret: env.RETAILER_CLIENT_SECRET,
    apiUrl: env.RETAILER_API_URL,
    tokenUrl: env.RETAILER_TOKEN_URL,
    fetch: deps.fetch,
    log: deps.log,
    sleep: deps.sleep,
  });
}
