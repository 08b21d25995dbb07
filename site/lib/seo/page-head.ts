/**
 * The head of a page at build time: `buildHead` fed with the memoized site name and locale
 * configs. Used by BaseLayout and by the standalone pages (landing, 404, coming-soon).
 */
import { isActive } from '../../../shared/db/queries/locale-configs';
import type { Locale } from '../../../shared/locales';
import { siteNameFor } from '../layout-data';
import { localeConfigs } from '../locales-at-build';
import { siteOrigin } from '../pages/origin';
import { structuralPaths } from './alternates';
import { buildHead, type HeadData } from './head';
import type { PageSeo } from './types';

export async function pageHead(seo: PageSeo, locale: Locale, site: URL | undefined, options: { siteName?: string } = {}): Promise<HeadData> {
  const [configs, siteName] = await Promise.all([localeConfigs(), options.siteName ?? siteNameFor(locale)]);
  const active = isActive(configs.find((c) => c.locale === locale));
  return buildHead({ seo, locale, siteName, site: site ?? siteOrigin(), configs, rssPath: active ? structuralPaths.rss(locale) : null });
}
