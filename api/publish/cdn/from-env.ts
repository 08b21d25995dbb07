/** The purger of a running server, chosen by CDN_PURGE (README, configuration). */
import type { Env } from '../../../shared/env';
import { createCloudflarePurger } from './cloudflare';
import type { Purger } from './purger';
import { createVarnishPurger } from './varnish';

/** The purger CDN_PURGE asks for, or undefined for none (shared/env.ts checked its settings). */
export function purgerFromEnv(env: Pick<Env, 'CDN_PURGE' | 'CDN_PURGE_URL' | 'CLOUDFLARE_ZONE_ID' | 'CLOUDFLARE_API_TOKEN' | 'CLOUDFLARE_API_URL' | 'SITE_URL'>): Purger | undefined {
  switch (env.CDN_PURGE) {
    case 'varnish':
      return createVarnishPurger({ url: env.CDN_PURGE_URL!, siteUrl: env.SITE_URL });
    case 'cloudflare':
      return createCloudflarePurger({ zoneId: env.CLOUDFLARE_ZONE_ID!, apiToken: env.CLOUDFLARE_API_TOKEN!, apiUrl: env.CLOUDFLARE_API_URL, siteUrl: env.SITE_URL });
    default:
      return undefined;
  }
}
