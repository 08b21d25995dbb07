/**
 * Region accounts of the fake retailer (./fake-server.ts) and the environment that points the
 * retailer client at them, for tests that run the price or link jobs against the fake over HTTP:
 * one Associates account per region, as the real service has them (issue 15).
 */
import { LOCALE_INFO, type Locale } from '../../shared/locales';
import { RETAILER_REGION } from '../../shared/retailer-accounts';
import type { FakeAccount, FakeRetailer } from './fake-server';

/** `locale`'s account: `<locale>-client` / `<locale>-secret`, tagged `test-<locale>-21` on its marketplace. */
export function fakeRegionAccount(locale: Locale): FakeAccount {
  return {
    clientId: `${locale}-client`,
    clientSecret: `${locale}-secret`,
    region: RETAILER_REGION[locale],
    tags: { [`www.${LOCALE_INFO[locale].retailerDomain}`]: `test-${locale}-21` },
  };
}

/** The environment giving each of `locales` its fakeRegionAccount, API and token endpoints at `fake`. */
export function fakeRegionEnv(fake: Pick<FakeRetailer, 'url' | 'tokenUrls'>, locales: readonly Locale[]): Record<string, string> {
  const env: Record<string, string> = { RETAILER_API_URL: fake.url, RETAILER_TOKEN_URL_NA: fake.tokenUrls.na, RETAILER_TOKEN_URL_EU: fake.tokenUrls.eu };
  for (const locale of locales) {
    const account = fakeRegionAccount(locale);
    env[`RETAILER_${locale.toUpperCase()}_CLIENT_ID`] = account.clientId;
    env[`RETAILER_${locale.toUpperCase()}_CLIENT_SECRET`] = account.clientSecret;
  }
  return env;
}
