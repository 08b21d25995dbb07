/**
 * What the layout of every page needs from the database: the site name and the popular
 * categories of a locale. Memoized per build (`perBuild`: 10,000 pages must not run 10,000
 * queries; a render at another build moment reads afresh).
 */
import type { Db } from '../../shared/db/connect';
import { listCategories, popularCategories } from '../../shared/db/queries/categories';
import { currentRenderContext } from '../../shared/render-context';
import type { Category } from '../../shared/schemas/category';
import { getSiteName } from '../../shared/db/queries/settings';
import { DEFAULT_SITE_NAME, type Locale } from '../../shared/locales';
import { buildDb } from './build-db';
import { localeConfigs } from './locales-at-build';
import { buildNow } from './pages/build-now';
import { perBuild } from './pages/memo';

/**
 * The site name shown on a locale's pages (SPEC §1): the locale config's own name when an admin
 * gave it one (a name other than the brand placeholder), else the `site_name` setting, else the
 * brand placeholder. Without a locale: the setting (landing, 404).
 */
export function siteNameFor(locale?: Locale, db: Db = buildDb(), now: Date = buildNow()): Promise<string> {
  return perBuild(db, now, `shell:siteName:${locale ?? ''}`, async () => {
    const setting = await getSiteName(db);
    if (!locale) return setting;
    const config = (await localeConfigs(db, now)).find((c) => c.locale === locale);
    const own = config?.siteName?.trim();
    return own && own !== DEFAULT_SITE_NAME ? own : setting;
  });
}

/**
 * Popular categories of a locale for the footer (SPEC §2: the footer list is not capped), most
 * items first. A save's render gets the order from the publisher (`RenderContext.categoryOrder`);
 * a full build counts.
 */
export function footerCategories(locale: Locale, db: Db = buildDb(), now: Date = buildNow()): Promise<Category[]> {
  const known = currentRenderContext()?.categoryOrder?.[locale];
  return perBuild(db, now, `shell:popular:${locale}`, async () => {
    if (!known) return popularCategories(db, locale, 1000, now);
    const byId = new Map((await listCategories(db, locale)).map((c) => [c.id, c]));
    return known.flatMap((id) => byId.get(id) ?? []);
  });
}
