/**
 * Which locales get which pages, decided once per build from `locale_configs` (SPEC §3, §4):
 *
 * - **active** locales get real content pages (home, posts, reviews, …; the pages helper);
 * - **coming-soon** locales (any status other than active, usually `coming_soon`) get the
 *   coming-soon page at `/L/` and at the structural sub-paths (the shell helper);
 * - **unavailable** locales (no config row: the config "cannot be loaded") get the error variant
 *   'Oops!…' at the same paths;
 * - **public** locales (status active or coming_soon) are the ones listed as hreflang alternates.
 *
 * Every function is memoized per build (`perBuild`: per database and build moment): 10,000 pages
 * ask the same question, the database answers once; a render at another moment reads afresh.
 */
import type { Db } from '../../shared/db/connect';
import { isActive, listLocaleConfigs, type LocaleConfig } from '../../shared/db/queries/locale-configs';
import { LOCALES, type Locale } from '../../shared/locales';
import { isListedStatus } from '../../shared/schemas/locale-config';
import { buildDb } from './build-db';
import { buildNow } from './pages/build-now';
import { perBuild } from './pages/memo';

/** Every locale config row, ordered by id; loaded once per build. */
export function localeConfigs(db: Db = buildDb(), now: Date = buildNow()): Promise<LocaleConfig[]> {
  return perBuild(db, now, 'shell:localeConfigs', () => listLocaleConfigs(db));
}

/** Locales whose status is `active`, by id: they get content pages. */
export async function activeLocales(db?: Db): Promise<Locale[]> {
  return (await localeConfigs(db)).filter(isActive).map((c) => c.locale as Locale);
}

/** Locales with a config that is not active, by id: they get the coming-soon page. */
export async function comingSoonLocales(db?: Db): Promise<Locale[]> {
  return (await localeConfigs(db)).filter((c) => !isActive(c)).map((c) => c.locale as Locale);
}

/** Locales without any config row: their pages show the error variant ('Oops!…'). */
export async function unavailableLocales(db?: Db): Promise<Locale[]> {
  const known = new Set((await localeConfigs(db)).map((c) => c.locale));
  return LOCALES.filter((l) => !known.has(l));
}

/** Locales listed as hreflang alternates and in the sitemaps: status active or coming_soon. */
export async function publicLocales(db?: Db): Promise<Locale[]> {
  return (await localeConfigs(db)).filter((c) => isListedStatus(c.status)).map((c) => c.locale as Locale);
}
