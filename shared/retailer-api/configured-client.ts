/**
 * The Creators API client as the jobs build it, one per region's account (issue 15): credentials
 * and token URL from the environment by locale (shared/retailer-accounts.ts), the API host from
 * RETAILER_API_URL, HTTP through the job's injectable fetch. Null when the locale has no
 * credentials: the jobs then report "not configured" for it instead of failing (DESIGN §8).
 */
import type { Env } from '../env';
import type { Locale } from '../locales';
import { retailerAccount, type RetailerAccountEnv } from '../retailer-accounts';
import { createCreatorsClient, type CreatorsClient, type CreatorsClientOptions } from './creators-client';

export function configuredCreatorsClient(
  env: RetailerAccountEnv & Pick<Env, 'RETAILER_API_URL'>,
  locale: Locale,
  deps: { fetch: typeof fetch; log: (line: string) => void } & Pick<CreatorsClientOptions, 'sleep' | 'now' | 'minIntervalMs' | 'maxWaitMs' | 'maxRetries' | 'timeoutMs'>,
): CreatorsClient | null {
  const account = retailerAccount(env, locale);
  if (!account) return null;
  return createCreatorsClient({
    clientId: account.clientId,
    clientSecret: account.clientSecret,
    apiUrl: env.RETAILER_API_URL,
    tokenUrl: account.tokenUrl,
    ...deps,
  });
}
