/**
 * SPEC §8's texts for a failed read of locale configurations, shown by the admin regions screen:
 * one region ('… do locale br'), one region whose code is not known, and the list of all.
 */
export const LOCALE_CONFIGS_FAILURE = 'Falha ao buscar configurações de locales';

/** 'Falha ao buscar configurações do locale {locale}', or without the code when there is none. */
export function localeConfigFailure(locale?: string): string {
  return locale ? `Falha ao buscar configurações do locale ${locale}` : 'Falha ao buscar configurações do locale';
}
