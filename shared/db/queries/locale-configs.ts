import { DEFAULT_SITE_NAME, LOCALE_INFO, type Locale } from '../../locales';
import type { AdminLocaleConfig } from '../../schemas/locale-config';
import type { Db } from '../connect';
import type { LocaleConfigRow, NewLocaleConfig } from '../schema';

/** A locale config as the API and the site use it (SPEC §3), with its version for the admin. */
export type LocaleConfig = AdminLocaleConfig;

export function toLocaleConfig(row: LocaleConfigRow): LocaleConfig {
  return {
    id: row.id,
    locale: row.locale,
    status: row.status,
    siteName: row.site_name,
    currency: row.currency,
    currencySymbol: row.currency_symbol,
    amazonDomain: row.amazon_domain,
    affiliateId: row.affiliate_id,
    language: row.language,
    showPrices: Boolean(row.show_prices),
    updatedAt: row.updated_at,
    version: row.version,
  };
}

export type LocaleConfigDefaults = Omit<NewLocaleConfig, 'updated_at' | 'version'>;

/**
 * The row a locale starts with: currency, retailer domain and language from LOCALE_INFO (so they
 * cannot drift from what routes and formatting assume), the brand placeholder as site name.
 */
export function defaultLocaleConfig(locale: Locale, status: string, affiliateId = ''): LocaleConfigDefaults {
  const info = LOCALE_INFO[locale];
  return {
    id: info.id,
    locale,
    status,
    site_name: DEFAULT_SITE_NAME,
    currency: info.currency,
    currency_symbol: info.currencySymbol,
    amazon_domain: info.retailerDomain,
    affiliate_id: affiliateId,
    language: info.language,
    show_prices: 1,
  };
}

/** Only `active` locales are usable; every other status means inactive (SPEC §3). */
export function isActive(config: Pick<LocaleConfig, 'status'> | undefined): boolean {
  return config?.status === 'active';
}

export async function getLocaleConfig(db: Db, locale: Locale): Promise<LocaleConfig | undefined> {
  const row = await db.kysely.selectFrom('locale_configs').selectAll().where('locale', '=', locale).executeTakeFirst();
  return row && toLocaleConfig(row);
}

/** Every configured locale, ordered by id (the footer order of SPEC §2). */
export async function listLocaleConfigs(db: Db): Promise<LocaleConfig[]> {
  const rows = await db.kysely.selectFrom('locale_configs').selectAll().orderBy('id').execute();
  return rows.map(toLocaleConfig);
}

export async function listActiveLocaleConfigs(db: Db): Promise<LocaleConfig[]> {
  const rows = await db.kysely.selectFrom('locale_configs').selectAll().where('status', '=', 'active').orderBy('id').execute();
  return rows.map(toLocaleConfig);
}
