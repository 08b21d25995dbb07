import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

describe('loadEnv', () => {
  it('gives the documented defaults', () => {
    expect(loadEnv({})).toMatchObject({
      PORT: 4321, HOST: '127.0.0.1', DATABASE_URL: 'sqlite:data/site.db', SITE_URL: 'http://localhost:4321', PUBLISHER: 'local',
    });
  });

  it('takes valid values and trims a trailing slash from SITE_URL', () => {
    const env = loadEnv({ PORT: '8080', DATABASE_URL: 'postgres://u@db/site', SITE_URL: 'https://ofertas.example/' });
    expect(env).toMatchObject({ PORT: 8080, DATABASE_URL: 'postgres://u@db/site', SITE_URL: 'https://ofertas.example' });
  });

  it('reads TRUSTED_PROXIES as a list of addresses (none by default)', () => {
    expect(loadEnv({}).TRUSTED_PROXIES).toEqual([]);
    expect(loadEnv({ TRUSTED_PROXIES: ' 10.0.0.1, ::1 ,' }).TRUSTED_PROXIES).toEqual(['10.0.0.1', '::1']);
  });

  it('reads the CDN purge settings (none by default)', () => {
    expect(loadEnv({}).CDN_PURGE).toBe('none');
    expect(loadEnv({ CDN_PURGE: 'varnish', CDN_PURGE_URL: 'http://127.0.0.1:6081' })).toMatchObject({ CDN_PURGE: 'varnish', CDN_PURGE_URL: 'http://127.0.0.1:6081' });
    expect(loadEnv({ CDN_PURGE: 'cloudflare', CLOUDFLARE_ZONE_ID: '023e105f4ecef8ad9ca31a8372d0c353', CLOUDFLARE_API_TOKEN: 'tok' }).CDN_PURGE).toBe('cloudflare');
  });

  it('reads the IndexNow settings (none by default)', () => {
    expect(loadEnv({ INDEXNOW_KEY: ' ' }).INDEXNOW_KEY).toBeUndefined();
    expect(loadEnv({ INDEXNOW_KEY: '3f1e2d4c-5b6a-7980-8f7e-6d5c4b3a2910', INDEXNOW_ENDPOINT: 'http://127.0.0.1:9/indexnow' }))
      .toMatchObject({ INDEXNOW_KEY: '3f1e2d4c-5b6a-7980-8f7e-6d5c4b3a2910', INDEXNOW_ENDPOINT: 'http://127.0.0.1:9/indexnow' });
  });

  it.each([
    [{ INDEXNOW_KEY: 'short' }, 'Invalid environment: INDEXNOW_KEY must be 8 to 128 letters, digits or hyphens (got "short")'],
    [{ INDEXNOW_KEY: 'key_with_underscore' }, 'Invalid environment: INDEXNOW_KEY must be 8 to 128 letters, digits or hyphens'],
    [{ INDEXNOW_ENDPOINT: 'api.indexnow.org/indexnow' }, 'Invalid environment: INDEXNOW_ENDPOINT must be an http:// or https:// URL'],
    [{ PORT: 'abc' }, 'Invalid environment: PORT must be an integer from 1 to 65535 (got "abc")'],
    [{ PORT: '70000' }, 'Invalid environment: PORT must be an integer from 1 to 65535 (got "70000")'],
    [{ DATABASE_URL: 'mysql://x' }, 'Invalid environment: DATABASE_URL unsupported scheme'],
    [{ SITE_URL: 'ofertas.example' }, 'Invalid environment: SITE_URL must be an http:// or https:// URL'],
    [{ PUBLISHER: 'vercel' }, "Invalid environment: PUBLISHER must be 'local' or 'netlify'"],
    [{ PUBLISHER: 'netlify' }, 'Invalid environment: NETLIFY_BUILD_HOOK_URL is required when PUBLISHER=netlify'],
    [{ ADMIN_EMAIL: 'not-an-email' }, 'Invalid environment: ADMIN_EMAIL must be an e-mail address'],
    [{ ADMIN_PASSWORD: 'short-pass1' }, 'Invalid environment: ADMIN_PASSWORD must be at least 12 characters (got "***")'],
    [{ RETAILER_CLIENT_ID: 'id' }, 'Invalid environment: RETAILER_CLIENT_SECRET is required'],
    [{ RETAILER_TOKEN_URL: 'api.amazon.com/auth/o2/token' }, 'Invalid environment: RETAILER_TOKEN_URL must be an http:// or https:// URL'],
    [{ CDN_PURGE: 'fastly' }, "Invalid environment: CDN_PURGE must be 'none', 'varnish' or 'cloudflare' (got \"fastly\")"],
    [{ CDN_PURGE: 'varnish' }, 'Invalid environment: CDN_PURGE_URL is required when CDN_PURGE=varnish'],
    [{ CDN_PURGE: 'varnish', CDN_PURGE_URL: '127.0.0.1:6081' }, 'Invalid environment: CDN_PURGE_URL must be an http:// or https:// URL'],
    [{ CDN_PURGE: 'varnish', CDN_PURGE_URL: 'https://cache.example' }, "Invalid environment: CDN_PURGE_URL must be Varnish's own http:// address (Varnish does not speak TLS)"],
    [{ CDN_PURGE: 'cloudflare', CLOUDFLARE_API_TOKEN: 't' }, 'Invalid environment: CLOUDFLARE_ZONE_ID is required when CDN_PURGE=cloudflare'],
    [{ CDN_PURGE: 'cloudflare', CLOUDFLARE_ZONE_ID: '023e105f4ecef8ad9ca31a8372d0c353' }, 'Invalid environment: CLOUDFLARE_API_TOKEN is required when CDN_PURGE=cloudflare'],
    [{ CLOUDFLARE_ZONE_ID: 'example.com' }, 'Invalid environment: CLOUDFLARE_ZONE_ID must be the 32 hexadecimal digits of the zone id'],
    [{ TRUSTED_PROXIES: '10.0.0.1, proxy.local' }, 'Invalid environment: TRUSTED_PROXIES must be comma-separated IP addresses ("proxy.local" is not one)'],
  ])('stops on %j with one line naming the variable', (source, message) => {
    expect(() => loadEnv(source)).toThrow(message);
    try {
      loadEnv(source);
    } catch (err) {
      expect((err as Error).message).not.toContain('\n');
    }
  });
});

describe("the README's configuration table", () => {
  it('names every variable the server reads (issue 24: MEDIA_DIR and MEDIA_MAX_BYTES were missing)', async () => {
    const { readFileSync } = await import('node:fs');
    const { envVariableNames } = await import('./env');
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const table = readme.split('\n').filter((line) => line.startsWith('| `')).join('\n');
    // `_IT_`, `_MX_`… rows name the BR pair and the other regions' infixes.
    const missing = envVariableNames().filter((name) => !table.includes(`\`${name}\``) && !table.includes(`\`${name.replace(/^RETAILER_(IT|MX|ES|US)_/, '_$1_').replace(/_CLIENT_(ID|SECRET)$/, '_')}\``));
    expect(missing).toEqual([]);
  });
});
