/** The `--locale-map` of the WordPress importer (CLI and admin screen): Polylang/WPML language → locale. */
import { isLocale, type Locale } from '../../locales';

/** A map that cannot be read; its message names the bad pair. */
export class LocaleMapError extends Error {}

/**
 * `en=us, pt=br` → `{ en: 'us', pt: 'br' }` (codes lower-cased); undefined for an empty text.
 * Throws LocaleMapError naming the first pair that is not `language=locale`.
 */
export function parseLocaleMap(text: string | undefined): Record<string, Locale> | undefined {
  if (!text?.trim()) return undefined;
  const map: Record<string, Locale> = {};
  for (const pair of text.split(',').map((p) => p.trim()).filter(Boolean)) {
    const [language, locale, extra] = pair.split('=').map((s) => s.trim().toLowerCase());
    if (!language || !locale || extra !== undefined || !isLocale(locale)) throw new LocaleMapError(`"${pair}" is not language=locale with a locale of br, it, mx, es, us`);
    map[language] = locale;
  }
  return map;
}
