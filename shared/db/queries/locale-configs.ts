import type { Locale } from '../../locales';
import type { Db } from '../connect';
import type { LocaleConfigRow } from '../schema';

/** A locale config as the API and the site use it (SPEC §3). */
export interface LocaleConfig {
  id: number;
  locale: string;
  status: string;
  siteName: string;
  currency: string;
  currencySymbol: string;
  amazonDomain: string;
  affiliateId: string;
  language: string;
  showPrices: boolean;
  updatedAt: string;
  version: number;
}

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
