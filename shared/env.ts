/**
 * The process environment, validated once at start (DESIGN §6). A bad value stops the start with
 * one line naming the variable, instead of failing later somewhere less obvious.
 */
import { isIP } from 'node:net';
import { z } from 'zod';
import { parseDatabaseUrl } from './db/connect';

const port = z.coerce.number({ error: 'must be an integer from 1 to 65535' }).int('must be an integer from 1 to 65535')
  .min(1, 'must be an integer from 1 to 65535').max(65535, 'must be an integer from 1 to 65535');
const httpUrl = z.string().regex(/^https?:\/\/[^\s/]+/, 'must be an http:// or https:// URL').pipe(z.url({ error: 'must be an http:// or https:// URL' }));
const blankAsUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalSecret = z.preprocess(blankAsUndefined, z.string().optional());

const envSchema = z
  .object({
    PORT: port.default(4321),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATABASE_URL: z.string().default('sqlite:data/site.db').superRefine((value, ctx) => {
      try {
        parseDatabaseUrl(value);
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: (err as Error).message.replace(/^DATABASE_URL: /, '') });
      }
    }),
    SITE_URL: z.preprocess(blankAsUndefined, httpUrl.optional()),
    /**
     * Reverse proxies whose X-Forwarded-For is believed (api/http/client-ip.ts), comma-separated IP
     * addresses. Empty: the socket address is the client (no header can change it).
     */
    TRUSTED_PROXIES: z.preprocess(blankAsUndefined, z.string().optional()).transform((value, ctx) => {
      const list = (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);
      const bad = list.find((ip) => isIP(ip) === 0);
      if (bad !== undefined) ctx.addIssue({ code: 'custom', message: `must be comma-separated IP addresses ("${bad}" is not one)` });
      return list;
    }),
    ADMIN_USERNAME: z.preprocess(blankAsUndefined, z.string().regex(/^[A-Za-z0-9._-]{3,64}$/, 'must be 3 to 64 letters, digits, dots, hyphens or underscores').optional()),
    ADMIN_EMAIL: z.preprocess(blankAsUndefined, z.email('must be an e-mail address').optional()),
    ADMIN_PASSWORD: z.preprocess(blankAsUndefined, z.string().min(12, 'must be at least 12 characters').optional()),
    PUBLISHER: z.enum(['local', 'netlify'], { error: "must be 'local' or 'netlify'" }).default('local'),
    NETLIFY_BUILD_HOOK_URL: z.preprocess(blankAsUndefined, httpUrl.optional()),
    /** The shared cache in front of the self-hosted site that the publisher purges (api/publish/cdn/); default none. */
    CDN_PURGE: z.preprocess(blankAsUndefined, z.enum(['none', 'varnish', 'cloudflare'], { error: "must be 'none', 'varnish' or 'cloudflare'" }).default('none')),
    /** Varnish's listening address the publisher sends `PURGE <path>` to (CDN_PURGE=varnish). */
    CDN_PURGE_URL: z.preprocess(blankAsUndefined, httpUrl.optional()),
    /** Cloudflare zone of the site (CDN_PURGE=cloudflare): 32 hexadecimal digits. */
    CLOUDFLARE_ZONE_ID: z.preprocess(blankAsUndefined, z.string().regex(/^[0-9a-f]{32}$/, 'must be the 32 hexadecimal digits of the zone id').optional()),
    /** API token with the Zone › Cache Purge permission (CDN_PURGE=cloudflare). */
    CLOUDFLARE_API_TOKEN: optionalSecret,
    /** Cloudflare's API base (default https://api.cloudflare.com/client/v4); a local fake's in tests. */
    CLOUDFLARE_API_URL: z.preprocess(blankAsUndefined, httpUrl.optional()),
    /**
     * IndexNow key (api/publish/indexnow/): set, the site serves it at `/{key}.txt` and every publish
     * submits the URLs it changed to INDEXNOW_ENDPOINT. 8 to 128 letters, digits or hyphens.
     */
    INDEXNOW_KEY: z.preprocess(blankAsUndefined, z.string().regex(/^[A-Za-z0-9-]{8,128}$/, 'must be 8 to 128 letters, digits or hyphens').optional()),
    /** Where IndexNow submissions go (default https://api.indexnow.org/indexnow); a local fake's in tests. */
    INDEXNOW_ENDPOINT: z.preprocess(blankAsUndefined, httpUrl.optional()),
    /** Folder of the SQLite backups (api/jobs/sqlite-backup.ts); default: backups/ beside the database file. */
    BACKUP_DIR: z.preprocess(blankAsUndefined, z.string().optional()),
    /** How many SQLite backups the rotation keeps. */
    BACKUP_KEEP: z.preprocess(blankAsUndefined, z.coerce.number({ error: 'must be an integer from 1 to 1000' }).int('must be an integer from 1 to 1000')
      .min(1, 'must be an integer from 1 to 1000').max(1000, 'must be an integer from 1 to 1000').default(7)),
    /** Folder of the media library's files (shared/media/store.ts); default: media/ beside the SQLite file, else data/media. */
    MEDIA_DIR: z.preprocess(blankAsUndefined, z.string().optional()),
    /** Largest accepted image upload in bytes (default 15 MB; Netlify functions cap a request at 6 MB). */
    MEDIA_MAX_BYTES: z.preprocess(blankAsUndefined, z.coerce.number({ error: 'must be a number of bytes from 1024 to 104857600' }).int('must be a number of bytes from 1024 to 104857600')
      .min(1024, 'must be a number of bytes from 1024 to 104857600').max(104_857_600, 'must be a number of bytes from 1024 to 104857600').optional()),
    /** Largest WordPress export the admin's import screen accepts, in bytes (default 512 MB); it is streamed to a temporary file, never held in memory. */
    WORDPRESS_IMPORT_MAX_BYTES: z.preprocess(blankAsUndefined, z.coerce.number({ error: 'must be a number of bytes from 1024 to 2000000000' }).int('must be a number of bytes from 1024 to 2000000000')
      .min(1024, 'must be a number of bytes from 1024 to 2000000000').max(2_000_000_000, 'must be a number of bytes from 1024 to 2000000000').optional()),
    /** Creators API host (default https://creatorsapi.amazon); the local fake's URL in tests and by hand. */
    RETAILER_API_URL: z.preprocess(blankAsUndefined, httpUrl.optional()),
    /** OAuth2 token endpoint of the credentials' region (default https://api.amazon.com/auth/o2/token). */
    RETAILER_TOKEN_URL: z.preprocess(blankAsUndefined, httpUrl.optional()),
    /** The single credential pair of before issue 15: used by every region without its own pair (a fallback). */
    RETAILER_CLIENT_ID: z.preprocess(blankAsUndefined, z.string().optional()),
    RETAILER_CLIENT_SECRET: z.preprocess(blankAsUndefined, z.string().optional()),
    /** Each region's own Creators API credentials (its Associates account; shared/retailer-accounts.ts). */
    RETAILER_BR_CLIENT_ID: optionalSecret,
    RETAILER_BR_CLIENT_SECRET: optionalSecret,
    RETAILER_IT_CLIENT_ID: optionalSecret,
    RETAILER_IT_CLIENT_SECRET: optionalSecret,
    RETAILER_MX_CLIENT_ID: optionalSecret,
    RETAILER_MX_CLIENT_SECRET: optionalSecret,
    RETAILER_ES_CLIENT_ID: optionalSecret,
    RETAILER_ES_CLIENT_SECRET: optionalSecret,
    RETAILER_US_CLIENT_ID: optionalSecret,
    RETAILER_US_CLIENT_SECRET: optionalSecret,
    /** Token endpoint of the North America credentials (US, BR, MX); default https://api.amazon.com/auth/o2/token. */
    RETAILER_TOKEN_URL_NA: z.preprocess(blankAsUndefined, httpUrl.optional()),
    /** Token endpoint of the Europe credentials (IT, ES); default https://api.amazon.co.uk/auth/o2/token. */
    RETAILER_TOKEN_URL_EU: z.preprocess(blankAsUndefined, httpUrl.optional()),
    /**
     * The built-in demo retailer (api/retailer/demo-retailer.ts): 'auto' lets the price job use it
     * when the database holds the seeded demo and no retailer credential is set; 'off' never.
     */
    DEMO_RETAILER: z.preprocess(blankAsUndefined, z.enum(['auto', 'off'], { error: "must be 'auto' or 'off'" }).default('auto')),
    /** Time budget of one price-refresh run (a Netlify scheduled function is stopped after 30 s). */
    RETAILER_REFRESH_BUDGET_SECONDS: z.preprocess(blankAsUndefined, z.coerce.number({ error: 'must be a number of seconds from 1 to 3600' })
      .min(1, 'must be a number of seconds from 1 to 3600').max(3600, 'must be a number of seconds from 1 to 3600').default(25)),
  })
  .superRefine((env, ctx) => {
    if (env.PUBLISHER === 'netlify' && !env.NETLIFY_BUILD_HOOK_URL) {
      ctx.addIssue({ code: 'custom', path: ['NETLIFY_BUILD_HOOK_URL'], message: 'is required when PUBLISHER=netlify' });
    }
    if (env.CDN_PURGE === 'varnish' && !env.CDN_PURGE_URL) ctx.addIssue({ code: 'custom', path: ['CDN_PURGE_URL'], message: 'is required when CDN_PURGE=varnish' });
    // Varnish itself speaks plain HTTP (TLS ends in a proxy in front of it).
    if (env.CDN_PURGE === 'varnish' && env.CDN_PURGE_URL?.startsWith('https:')) ctx.addIssue({ code: 'custom', path: ['CDN_PURGE_URL'], message: "must be Varnish's own http:// address (Varnish does not speak TLS)" });
    if (env.CDN_PURGE === 'cloudflare') {
      for (const name of ['CLOUDFLARE_ZONE_ID', 'CLOUDFLARE_API_TOKEN'] as const) {
        if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required when CDN_PURGE=cloudflare' });
      }
    }
    for (const prefix of ['RETAILER', 'RETAILER_BR', 'RETAILER_IT', 'RETAILER_MX', 'RETAILER_ES', 'RETAILER_US'] as const) {
      const id = env[`${prefix}_CLIENT_ID`];
      const secret = env[`${prefix}_CLIENT_SECRET`];
      if (Boolean(id) !== Boolean(secret)) {
        ctx.addIssue({ code: 'custom', path: [id ? `${prefix}_CLIENT_SECRET` : `${prefix}_CLIENT_ID`], message: 'is required when the other retailer credential is set' });
      }
    }
  });

export type Env = z.infer<typeof envSchema> & { SITE_URL: string };

/** Every variable `loadEnv` reads (the README's configuration table must name each). */
export function envVariableNames(): string[] {
  return Object.keys(envSchema.shape);
}

export class EnvError extends Error {}

/**
 * Reads and checks the environment. Throws EnvError whose message is one line:
 * `Invalid environment: PORT must be an integer from 1 to 65535 (got "abc")`.
 */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    const got = source[name];
    const shown = got === undefined ? '' : ` (got "${/SECRET|PASSWORD|TOKEN/.test(name) ? '***' : got}")`;
    throw new EnvError(`Invalid environment: ${name} ${issue.message}${shown}`);
  }
  const env = result.data;
  return { ...env, SITE_URL: (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '') };
}
