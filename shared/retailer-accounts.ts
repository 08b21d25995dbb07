/**
 * One retailer (Amazon Associates) account per region (issue 15 item 1, DESIGN §8): each locale's
 * Creators API credentials come from the environment by locale (`RETAILER_BR_CLIENT_ID`, …), its
 * partner tag and marketplace from its locale config (the same tag its buy links carry), and its
 * OAuth2 token endpoint from the credential's region: North America (US, BR, MX) at
 * api.amazon.com, Europe (IT, ES) at api.amazon.co.uk. Secrets live only in the environment: the
 * database and the audit log never see them, and `describeRetailerAccounts` says whether a region
 * is configured without repeating them.
 */
import type { RetailerAccess } from './db/schema';
import type { Env } from './env';
import { LOCALES, type Locale } from './locales';

/** The Login with Amazon region a credential belongs to. */
export type RetailerRegion = 'na' | 'eu';

/** The region of each locale's Associates account (its marketplace's region). */
export const RETAILER_REGION: Record<Locale, RetailerRegion> = { br: 'na', it: 'eu', mx: 'na', es: 'eu', us: 'na' };

/** The real token endpoints by region. */
export const TOKEN_URLS: Record<RetailerRegion, string> = {
  na: 'https://api.amazon.com/auth/o2/token',
  eu: 'https://api.amazon.co.uk/auth/o2/token',
};

/** Region names for the admin (pt-BR). */
export const REGION_LABELS: Record<RetailerRegion, string> = { na: 'América do Norte', eu: 'Europa' };

type AccountEnv = Pick<
  Env,
  | 'RETAILER_CLIENT_ID' | 'RETAILER_CLIENT_SECRET' | 'RETAILER_TOKEN_URL' | 'RETAILER_TOKEN_URL_NA' | 'RETAILER_TOKEN_URL_EU'
  | 'RETAILER_BR_CLIENT_ID' | 'RETAILER_BR_CLIENT_SECRET' | 'RETAILER_IT_CLIENT_ID' | 'RETAILER_IT_CLIENT_SECRET'
  | 'RETAILER_MX_CLIENT_ID' | 'RETAILER_MX_CLIENT_SECRET' | 'RETAILER_ES_CLIENT_ID' | 'RETAILER_ES_CLIENT_SECRET'
  | 'RETAILER_US_CLIENT_ID' | 'RETAILER_US_CLIENT_SECRET' | 'DEMO_RETAILER'
>;
export type RetailerAccountEnv = Partial<AccountEnv>;

/** The environment variable names of a locale's credential pair. */
export function credentialVariables(locale: Locale): { id: string; secret: string } {
  const prefix = `RETAILER_${locale.toUpperCase()}`;
  return { id: `${prefix}_CLIENT_ID`, secret: `${prefix}_CLIENT_SECRET` };
}

/** A region's credentials and where to exchange them for a token. Never serialized. */
export interface RetailerAccount {
  locale: Locale;
  region: RetailerRegion;
  clientId: string;
  clientSecret: string;
  tokenUrl: string;
  /** 'locale': its own RETAILER_{L}_CLIENT_*; 'fallback': the old single RETAILER_CLIENT_* pair. */
  source: 'locale' | 'fallback';
}

/** Whether any real retailer credential is set: any locale's pair, or the old single pair (even half of one). */
export function anyRetailerCredential(env: RetailerAccountEnv): boolean {
  const byName = env as Record<string, string | undefined>;
  const names = ['RETAILER_CLIENT_ID', 'RETAILER_CLIENT_SECRET', ...LOCALES.flatMap((l) => Object.values(credentialVariables(l)))];
  return names.some((name) => Boolean(byName[name]?.trim()));
}

/**
 * Whether the price job uses the built-in demo retailer (issue 27 item 5) instead of the real API:
 * only on the seeded demo (`demoSeeded`, the seed's marker in settings), only while no real
 * credential is set anywhere, and never with DEMO_RETAILER=off. One real credential turns it off
 * for every region: a site being set up must not mix invented prices with real ones.
 */
export function demoRetailerApplies(env: RetailerAccountEnv, demoSeeded: boolean): boolean {
  return demoSeeded && env.DEMO_RETAILER !== 'off' && !anyRetailerCredential(env);
}

/**
 * What a region the price job has not checked yet counts as (the first build, before any run):
 * 'ok' when it has an account or the demo retailer stands in, so its prices show until the job
 * says otherwise; 'no_credentials' otherwise, so a site without any way to refresh a price never
 * shows one, not even on its very first build.
 */
export function uncheckedAccess(env: RetailerAccountEnv, locale: Locale, demo: boolean): RetailerAccess {
  return demo || retailerAccount(env, locale) ? 'ok' : 'no_credentials';
}

/**
 * The account the jobs use for `locale`, or null when none is configured. A locale's own pair
 * wins; without one, the old single pair (RETAILER_CLIENT_ID/SECRET) stands in, with
 * RETAILER_TOKEN_URL when set (it was the only token setting before issue 15). The token URL is
 * otherwise the region's: RETAILER_TOKEN_URL_NA/_EU (tests point them at the fake) or the real one.
 */
export function retailerAccount(env: RetailerAccountEnv, locale: Locale): RetailerAccount | null {
  const region = RETAILER_REGION[locale];
  const names = credentialVariables(locale);
  const byName = env as Record<string, string | undefined>;
  const regionTokenUrl = (region === 'na' ? env.RETAILER_TOKEN_URL_NA : env.RETAILER_TOKEN_URL_EU) ?? TOKEN_URLS[region];
  const id = byName[names.id];
  const secret = byName[names.secret];
  if (id && secret) return { locale, region, clientId: id, clientSecret: secret, tokenUrl: regionTokenUrl, source: 'locale' };
  if (env.RETAILER_CLIENT_ID && env.RETAILER_CLIENT_SECRET) {
    return { locale, region, clientId: env.RETAILER_CLIENT_ID, clientSecret: env.RETAILER_CLIENT_SECRET, tokenUrl: env.RETAILER_TOKEN_URL ?? regionTokenUrl, source: 'fallback' };
  }
  return null;
}

/** What the admin may see of a region's account: whether and how it is configured, no secret. */
export interface RetailerAccountInfo {
  locale: Locale;
  region: RetailerRegion;
  configured: boolean;
  /** 'demo': no account, the built-in demo retailer answers instead (issue 27 item 5). */
  source: 'locale' | 'fallback' | 'demo' | null;
  /** The variables to set for this region. */
  variables: { id: string; secret: string };
  /** The token endpoint the region's credential is exchanged at. */
  tokenUrl: string;
}

/**
 * Every locale's account as the admin shows it (configured or not, variable names, token URL);
 * `demo`: the demo retailer stands in for the locales without an account (demoRetailerApplies).
 */
export function describeRetailerAccounts(env: RetailerAccountEnv, demo = false): RetailerAccountInfo[] {
  return LOCALES.map((locale) => {
    const account = retailerAccount(env, locale);
    const region = RETAILER_REGION[locale];
    return {
      locale,
      region,
      configured: account !== null,
      source: account?.source ?? (demo ? 'demo' : null),
      variables: credentialVariables(locale),
      tokenUrl: account?.tokenUrl ?? ((region === 'na' ? env.RETAILER_TOKEN_URL_NA : env.RETAILER_TOKEN_URL_EU) ?? TOKEN_URLS[region]),
    };
  });
}
