/**
 * What every content page of a locale needs besides its own data: translations, the site name,
 * the store (retailer domain, affiliate tag, prices on/off), locale statuses for hreflang and the
 * locale's category names. Loaded once per build (see ./memo.ts).
 */
import type { Db } from '../../../shared/db/connect';
import { listCategories } from '../../../shared/db/queries/categories';
import { mediaRenderRows } from '../../../shared/db/queries/media';
import { setMediaRenderStates } from '../../../shared/media/render-states';
import { isActive, type LocaleConfig } from '../../../shared/db/queries/locale-configs';
import { pricesBlockedLocales } from '../../../shared/db/queries/retailer-regions';
import { createT, getDictionary, type Dictionary, type TFunction } from '../../../shared/i18n';
import { LOCALE_INFO, type Locale } from '../../../shared/locales';
import type { StoreConfig } from '../../../shared/retailer';
import type { Category } from '../../../shared/schemas/category';
import { siteNameFor } from '../layout-data';
import { localeConfigs } from '../locales-at-build';
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

/**
 * The locale context for pages at `now`, or undefined when the locale is not active (its pages are
 * the shell's coming-soon pages).
 */
export function localeContext(db: Db, locale: Locale, now: Date): Promise<LocaleContext | undefined> {
  return perBuild(db, now, `context:${locale}`, async () => {
    // The same per-build reads as the layout's (one site-name rule, one locale_configs read).
    const [configs, siteName, categories, blocked] = await Promise.all([
      localeConfigs(db, now), siteNameFor(locale, db, now), listCategories(db, locale), perBuild(db, now, 'pricesBlocked', () => pricesBlockedLocales(db)),
      // Which library images are still getting their variants or have a focal point: the pages'
      // pictures name only written files and keep the focal point in view (issue 26 item 7).
      perBuild(db, now, 'mediaRenderStates', async () => setMediaRenderStates(await mediaRenderRows(db.kysely))),
    ]);
    const config = configs.find((c) => c.locale === locale);
    if (!config || !isActive(config)) return undefined;
    return {
      locale,
      language: LOCALE_INFO[locale].language,
      t: createT(locale),
      dict: getDictionary(locale),
      siteName,
      // Without the retailer's API (no credentials, access refused: issue 15 item 6) no price is
      // current; the product boxes keep their name, image and buy link.
      store: { amazonDomain: config.amazonDomain || LOCALE_INFO[locale].retailerDomain, affiliateId: config.affiliateId, showPrices: config.showPrices && !blocked.has(locale) },
      configs,
      categories: new Map(categories.map((c) => [c.id, c])),
    };
  });
}
