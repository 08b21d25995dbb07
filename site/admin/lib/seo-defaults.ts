/**
 * What a page says in search results when its SEO fields are empty (issue 16): the site's own
 * defaults, for the editor's search-result preview. The locale's dictionary is loaded on demand
 * (one small chunk per locale), so the admin bundle does not carry the five public dictionaries.
 */
import { useQuery } from '@tanstack/react-query';
import type { Dictionary } from '../../../shared/i18n';
import type { Locale } from '../../../shared/locales';
import { localeConfigs } from '../api/locale-configs';

const DICTIONARIES: Record<Locale, () => Promise<Dictionary>> = {
  br: () => import('../../../shared/i18n/br').then((m) => m.br),
  it: () => import('../../../shared/i18n/it').then((m) => m.it),
  mx: () => import('../../../shared/i18n/mx').then((m) => m.mx),
  es: () => import('../../../shared/i18n/es').then((m) => m.es),
  us: () => import('../../../shared/i18n/us').then((m) => m.us),
};

/** `{name}` placeholders filled; unknown ones left as they are. */
export function fill(pattern: string, vars: Record<string, string>): string {
  return pattern.replace(/\{(\w+)\}/g, (whole, name: string) => vars[name] ?? whole);
}

export interface SeoDefaults {
  /** '{page} - {siteName}' of the locale (SPEC §9), or undefined while loading. */
  title(page: string): string;
  /** The locale's dictionary once loaded (default descriptions). */
  dictionary?: Dictionary;
}

/** The default title pattern and texts of `locale`, with the locale's configured site name. */
export function useSeoDefaults(locale: Locale): SeoDefaults {
  const dictionary = useQuery({ queryKey: ['seo-dictionary', locale], queryFn: DICTIONARIES[locale], staleTime: Infinity }).data;
  const configs = localeConfigs.useList().data;
  const siteName = configs?.items.find((c) => c.locale === locale)?.siteName ?? '';
  return {
    dictionary,
    title(page) {
      const trimmed = page.trim();
      if (!siteName) return trimmed;
      if (!trimmed || trimmed === siteName) return siteName;
      return fill(dictionary?.seo.pageTitle ?? '{page} - {siteName}', { page: trimmed, siteName });
    },
  };
}
