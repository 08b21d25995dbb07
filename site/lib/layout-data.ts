/**
 * What the layout of every page needs from the database: the site name and the popular
 * categories of a locale. Memoized per build (10,000 pages must not run 10,000 queries) and
 * dropped by `resetLayoutData()` for a long-lived renderer after an edit.
 */
import type { Db } from '../../shared/db/connect';
import { popularCategories, type PopularCategory } from '../../shared/db/queries/categories';
import { getSiteName } from '../../shared/db/queries/settings';
import { DEFAULT_SITE_NAME, type Locale } from '../../shared/locales';
import { buildDb } from './build-db';
import { localeConfigs, resetBuildLocales } from './locales-at-build';

const memo = new Map<string, Promise<unknown>>();

function once<T>(key: string, load: () => Promise<T>): Promise<T> {
  let value = memo.get(key) as Promise<T> | undefined;
  if (!value) {
    value = load().catch((err) => {
      memo.delete(key); // a failed read must not poison the rest of the build
      throw err;
    });
    memo.set(key, value);
  }
  return value;
}

/** Forgets everything the layout loaded (and the locale lists). */
export function resetLayoutData(): void {
  memo.clear();
  resetBuildLocales();
}

/**
 * The site name shown on a locale's pages (SPEC §1): the locale config's own name when an admin
 * gave it one (a name other than the brand placeholder), else the `site_name` setting, else the
 * brand placeholder. Without a locale: the setting (landing, 404).
 */
export function siteNameFor(locale?: Locale, db: Db = buildDb()): Promise<string> {
  return once(`siteName:${locale ?? ''}`, async () => {
    const setting = await getSiteName(db);
    if (!locale) return setting;
    const config = (await localeConfigs(db)).find((c) => c.locale === locale);
    const own = config?.siteName?.trim();
    return own && own !== DEFAULT_SITE_NAME ? own : setting;
  });
}

/** Popular categories of a locale for the footer (SPEC §2: the footer list is not capped). */
export function footerCategories(locale: Locale, db: Db = buildDb()): Promise<PopularCategory[]> {
  return once(`popular:${locale}`, () => popularCategories(db, locale, 1000));
}
