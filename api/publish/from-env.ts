/** The publisher of a running server, chosen by PUBLISHER (DESIGN §6). */
import type { Db } from '../../shared/db/connect';
import type { Env } from '../../shared/env';
import { purgerFromEnv } from './cdn/from-env';
import { indexNowFromEnv } from './indexnow/from-env';
import { createLocalPublisher, type LocalPublisher } from './local-publisher';
import { createNetlifyPublisher } from './netlify-publisher';
import type { Publisher } from './publisher';

export interface ServerPublishing {
  publisher: Publisher;
  /** The self-hosted build queue and renderer (PUBLISHER=local). */
  site?: LocalPublisher;
}

export async function publishingFromEnv(env: Env, db: Db, distDir: string): Promise<ServerPublishing> {
  if (env.PUBLISHER === 'netlify') return { publisher: createNetlifyPublisher({ hookUrl: env.NETLIFY_BUILD_HOOK_URL! }) };
  const site = await createLocalPublisher({ db, databaseUrl: env.DATABASE_URL, distDir, siteUrl: env.SITE_URL, purger: purgerFromEnv(env), indexNow: indexNowFromEnv(env, db) });
  return { publisher: site, site };
}
