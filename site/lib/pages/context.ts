/**
 * What every content page of a locale needs besides its own data: translations, the site name,
 * the store (retailer domain, affiliate tag, prices on/off), locale statuses for hreflang and the
 * locale's category names. Loaded once per build (see ./memo.ts).
 */
import type { Db } from '../../../shared/db/connect';
import { listCategories } from '../../../shared/db/queries/categories';
import { isActive, listLocaleConfigs, type LocaleConfig } from '../../../shared/db/queries/locale-configs';
import { getSiteName } from '../../../shared/db/queries/settings';
import { createT, getDictionary, type Dictionary, type TFunction } from '../../../shared/i18n';
import { DEFAULT_SITE_NAME, LOCALE_INFO, type Locale } from '../../../shared/locales';
import type { StoreConfig } from '../../../shared/retailer';
import type { Category } from '../../../shared/schemas/category';
import { perBuild } from './memo';

export interface LocaleContext {
  locale: Locale;
  /** BCP 47 tag of the locale ('pt-BR'). */
  language: string;
  t: TFunction;
  dict: Dictionary;
  siteName: string;
  store: StoreConfig;
  /** Every locale config (statuses for hreflang). */
  configs: LocaleConfig[];
  /** The locale's categories by id, named in its language, in display order. */
  categories: Map<number, Category>;
}

/** Thrown when a page of a locale that is not active is asked for (it has the coming-soon page). */
export class InactiveLocaleError extends Error {}

/**
 * The site name of a locale (SPEC §1): its own configured name when an admin set one other than the
 * brand placeholder, else the `site_name` setting, else the brand placeholder. Same rule as the
 * layout's (site/lib/layout-data.ts), so page texts and the header agree.
 */
function siteNameOf(config: LocaleConfig | undefined, setting: string): string {
  const own = config?.siteName?.trim();
  return own && own !== DEFAULT_SITE_NAME ? own : setting;
}

/**
 * The locale context for pages at `now`, or undefined when the locale is not active (its pages are
 * the shell's coming-soon pages).
 */
export function localeContext(db: Db, locale: Locale, now: Date): Promise<LocaleContext | undefined> {
  return perBuild(db, now, `context:${locale}`, async () => {
    const [configs, setting, categories] = await Promise.all([listLocaleConfigs(db), getSiteName(db), listCategories(db, locale)]);
    const config = configs.find((c) => c.locale === locale);
    if (!config || !isActive(config)) return undefined;
    return {
      locale,
      language: LOCALE_INFO[locale].language,
      t: createT(locale),
      dict: getDictionary(locale),
      siteName: siteNameOf(config, setting),
      store: { amazonDomain: config.amazonDomain || LOCALE_INFO[locale].retailerDomain, affiliateId: config.affiliateId, showPrices: config.showPrices },
      configs,
      categories: new Map(categories.map((c) => [c.id, c])),
    };
  });
}
