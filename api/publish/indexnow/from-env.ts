/** The IndexNow submissions of a running publisher, from INDEXNOW_KEY and INDEXNOW_ENDPOINT (README, configuration). */
import type { Db } from '../../../shared/db/connect';
import type { Env } from '../../../shared/env';
import { createIndexNowClient, DEFAULT_INDEXNOW_ENDPOINT } from './protocol';
import { createIndexNowQueue, type IndexNowQueue, type IndexNowQueueOptions } from './submissions';

export type IndexNowEnv = Pick<Env, 'INDEXNOW_KEY' | 'INDEXNOW_ENDPOINT' | 'SITE_URL'>;

/** The queue, or undefined without INDEXNOW_KEY (shared/env.ts checked the key's format). */
export function indexNowFromEnv(env: IndexNowEnv, db: Db, options: Omit<IndexNowQueueOptions, 'db' | 'submit' | 'siteUrl'> & { fetch?: typeof fetch } = {}): IndexNowQueue | undefined {
  if (!env.INDEXNOW_KEY) return undefined;
  const { fetch, ...rest } = options;
  const submit = createIndexNowClient({ endpoint: env.INDEXNOW_ENDPOINT ?? DEFAULT_INDEXNOW_ENDPOINT, key: env.INDEXNOW_KEY, siteUrl: env.SITE_URL, fetch });
  return createIndexNowQueue({ db, submit, siteUrl: env.SITE_URL, ...rest });
}
