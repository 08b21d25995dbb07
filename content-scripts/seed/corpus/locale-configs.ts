/**
 * Locale configuration rows and site settings of the demo corpus: br, it and mx are live, es and
 * us are announced ('coming_soon', SPEC §3). Values come from LOCALE_INFO so they cannot drift from
 * what the routes and formatting assume.
 */
import { defaultLocaleConfig, type LocaleConfigDefaults } from '../../../shared/db/queries/locale-configs';
import { DEFAULT_SITE_NAME, LOCALES, type Locale } from '../../../shared/locales';

export type LocaleConfigSeed = LocaleConfigDefaults;

/** Status of each locale in the demo. */
export const DEMO_STATUS: Record<Locale, 'active' | 'coming_soon'> = {
  br: 'active',
  it: 'active',
  mx: 'active',
  es: 'coming_soon',
  us: 'coming_soon',
};

/**
 * Associate store tags in the shape each Amazon store issues them: '-20' for the Americas,
 * '-21' for the European stores. Placeholders: the real tags are set by the owner in the admin.
 */
const AFFILIATE_TAGS: Record<Locale, string> = {
  br: 'reviewhubbr-20',
  it: 'reviewhub0a-21',
  mx: 'reviewhubmx-20',
  es: 'reviewhubes-21',
  us: 'reviewhub-20',
};

/** Five locale configuration rows, ids from LOCALE_INFO. */
export function localeConfigs(): LocaleConfigSeed[] {
  return LOCALES.map((locale) => ({
    ...defaultLocaleConfig(locale, DEMO_STATUS[locale], AFFILIATE_TAGS[locale]),
    // The US store shows prices only through its own API terms; until launch it shows none.
    show_prices: locale === 'us' ? 0 : 1,
  }));
}

/** Site-wide settings: the brand placeholder as site name. */
export function settings(): { key: string; value: string }[] {
  return [{ key: 'site_name', value: DEFAULT_SITE_NAME }];
}
