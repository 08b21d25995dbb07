import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';
import { describeRetailerAccounts, retailerAccount } from './retailer-accounts';

describe('per-region retailer accounts', () => {
  it('takes each locale\'s own credentials and picks the token endpoint by region (NA: us, br, mx; EU: it, es)', () => {
    const env = loadEnv({ RETAILER_BR_CLIENT_ID: 'br-id', RETAILER_BR_CLIENT_SECRET: 'br-secret', RETAILER_IT_CLIENT_ID: 'it-id', RETAILER_IT_CLIENT_SECRET: 'it-secret' });
    expect(retailerAccount(env, 'br')).toEqual({ locale: 'br', region: 'na', clientId: 'br-id', clientSecret: 'br-secret', tokenUrl: 'https://api.amazon.com/auth/o2/token', source: 'locale' });
    expect(retailerAccount(env, 'it')).toMatchObject({ region: 'eu', clientId: 'it-id', tokenUrl: 'https://api.amazon.co.uk/auth/o2/token' });
    expect(retailerAccount(env, 'mx')).toBeNull();
  });

  it('lets the region token URLs be overridden (tests, the fake) and keeps the old single pair as a fallback', () => {
    const env = loadEnv({
      RETAILER_TOKEN_URL_EU: 'http://127.0.0.1:9/eu/auth/o2/token', RETAILER_ES_CLIENT_ID: 'es', RETAILER_ES_CLIENT_SECRET: 's',
      RETAILER_CLIENT_ID: 'old', RETAILER_CLIENT_SECRET: 'old-secret', RETAILER_TOKEN_URL: 'http://127.0.0.1:9/auth/o2/token',
    });
    expect(retailerAccount(env, 'es')).toMatchObject({ tokenUrl: 'http://127.0.0.1:9/eu/auth/o2/token', source: 'locale' });
    expect(retailerAccount(env, 'us')).toMatchObject({ clientId: 'old', tokenUrl: 'http://127.0.0.1:9/auth/o2/token', source: 'fallback' });
  });

  it('describes the accounts for the admin without any secret', () => {
    const env = loadEnv({ RETAILER_MX_CLIENT_ID: 'mx-id', RETAILER_MX_CLIENT_SECRET: 'very-secret' });
    const info = describeRetailerAccounts(env);
    expect(info.find((a) => a.locale === 'mx')).toEqual({
      locale: 'mx', region: 'na', configured: true, source: 'locale', variables: { id: 'RETAILER_MX_CLIENT_ID', secret: 'RETAILER_MX_CLIENT_SECRET' }, tokenUrl: 'https://api.amazon.com/auth/o2/token',
    });
    expect(info.find((a) => a.locale === 'es')).toMatchObject({ configured: false, source: null, tokenUrl: 'https://api.amazon.co.uk/auth/o2/token' });
    expect(JSON.stringify(info)).not.toMatch(/very-secret|mx-id/);
  });

  it.each([
    [{ RETAILER_BR_CLIENT_ID: 'id' }, 'Invalid environment: RETAILER_BR_CLIENT_SECRET is required when the other retailer credential is set'],
    [{ RETAILER_IT_CLIENT_SECRET: 's' }, 'Invalid environment: RETAILER_IT_CLIENT_ID is required'],
    [{ RETAILER_TOKEN_URL_EU: 'api.amazon.co.uk' }, 'Invalid environment: RETAILER_TOKEN_URL_EU must be an http:// or https:// URL'],
    [{ RETAILER_REFRESH_BUDGET_SECONDS: '0' }, 'Invalid environment: RETAILER_REFRESH_BUDGET_SECONDS must be a number of seconds from 1 to 3600'],
  ])('stops on %j naming the variable', (source, message) => {
    expect(() => loadEnv(source)).toThrow(message);
  });

  it('gives the run a 25 s budget by default', () => {
    expect(loadEnv({}).RETAILER_REFRESH_BUDGET_SECONDS).toBe(25);
  });
});
