/**
 * hreflang alternates (DESIGN §4, SPEC §4/§9). Rules:
 *
 * - Structural pages (home, category list, category, reviews list, legal pages, launch page) exist
 *   in every *public* locale (status active or coming_soon; a coming-soon locale answers with its
 *   coming-soon page at the same path), so they list every public locale.
 * - Content (posts, reviews, products) lists only the *active* locales where a translation exists
 *   (same `translation_key`); a coming-soon locale has no content page to point at.
 * - x-default points at the br equivalent when there is one, else at the br home; the homes' set
 *   points it at the landing `/`, the country chooser (issue 17: the landing is that set's
 *   x-default member and carries the same set).
 * - A page alone in its set gets self + x-default when it is br's (x-default is then the page
 *   itself) and nothing otherwise: an x-default at the br home would name a page that does not
 *   list it back.
 *
 * Every page of a set computes the same set, so alternates are reciprocal by construction.
 */
import { contentPaths } from '../../../shared/content-paths';
import { LOCALE_INFO, LOCALES, type Locale } from '../../../shared/locales';
import { isListedStatus } from '../../../shared/schemas/locale-config';

/** The part of a locale config these helpers read. */
export interface LocaleStatus {
  locale: string;
  status: string;
}

export type Alternates = Partial<Record<Locale, string>>;

function isLocaleCode(code: string): code is Locale {
  return (LOCALES as readonly string[]).includes(code);
}

/** The active locales' configs: the only ones whose pages beyond the coming-soon placeholders are built. */
export function activeConfigs<T extends LocaleStatus>(configs: readonly T[]): T[] {
  return configs.filter((c) => c.status === 'active');
}

/**
 * The same structural page in every active or coming_soon locale. `pathFor` returns the page's
 * site-relative path in a locale, or null/undefined where the page does not exist there (e.g. the
 * launch page, which us has not).
 *
 * @example structuralAlternates(configs, (l) => `/${l}/${LOCALE_INFO[l].reviewWord}`)
 */
export function structuralAlternates(configs: readonly LocaleStatus[], pathFor: (locale: Locale) => string | null | undefined): Alternates {
  const out: Alternates = {};
  for (const c of configs) {
    if (!isLocaleCode(c.locale) || !isListedStatus(c.status)) continue;
    const path = pathFor(c.locale);
    if (path) out[c.locale] = path;
  }
  return out;
}

/**
 * Alternates of a translated item (post, review, product): the active locales among its
 * translations. `translations` includes the page's own row; `pathFor` builds each path.
 *
 * @example translationAlternates(configs, await listPostTranslations(db, key), (l, slug) => `/${l}/${slug}`)
 */
export function translationAlternates(
  configs: readonly LocaleStatus[],
  translations: readonly { locale: string; slug: string }[],
  pathFor: (locale: Locale, slug: string) => string,
): Alternates {
  const active = new Set(activeConfigs(configs).map((c) => c.locale));
  const out: Alternates = {};
  for (const t of translations) {
    if (isLocaleCode(t.locale) && active.has(t.locale)) out[t.locale] = pathFor(t.locale, t.slug);
  }
  return out;
}

/**
 * Alternates of a content page (post, review): its active translations, the page itself always
 * among them (a page without a translation key, or whose key has no other published row, is its
 * own set). The page's head and its sitemap entry both call this, so the two sets are identical.
 */
export function contentAlternates(
  configs: readonly LocaleStatus[],
  own: { locale: string; slug: string },
  translations: readonly { locale: string; slug: string }[],
  pathFor: (locale: Locale, slug: string) => string,
): Alternates {
  const rows = translations.some((t) => t.locale === own.locale) ? translations : [...translations, own];
  return translationAlternates(configs, rows, pathFor);
}

/**
 * Alternates of a launch day page (`/L/lancamento/{date}`, br es): the page alone, since the
 * same day has its own launches in each locale (br's then carries itself and x-default).
 */
export function launchDayAlternates(locale: Locale, date: string): Alternates {
  return { [locale]: contentPaths.launchDay(locale, date) };
}

/** Path of the landing page (the country chooser): the x-default of the homes' set. */
export const LANDING_PATH = '/';

/** Paths of the structural pages of a locale, one place for the head, the sitemap and the pages. */
export const structuralPaths = {
  home: (l: Locale) => `/${l}`,
  categories: (l: Locale) => `/${l}/categorias`,
  category: (l: Locale, slug: string) => `/${l}/categoria/${slug}`,
  reviews: (l: Locale) => `/${l}/${LOCALE_INFO[l].reviewWord}`,
  about: (l: Locale) => `/${l}/sobre`,
  privacy: (l: Locale) => `/${l}/privacidade`,
  terms: (l: Locale) => `/${l}/termos`,
  affiliates: (l: Locale) => `/${l}/afiliados`,
  contact: (l: Locale) => `/${l}/contato`,
  launch: (l: Locale) => (LOCALE_INFO[l].launchPage ? `/${l}/lancamento` : null),
  rss: (l: Locale) => `/${l}/rss.xml`,
} as const;

/** Structural pages without parameters, for the coming-soon pages and the sitemaps. */
export const STRUCTURAL_PAGE_KEYS = ['home', 'categories', 'reviews', 'about', 'privacy', 'terms', 'affiliates', 'contact', 'launch'] as const;
export type StructuralPageKey = (typeof STRUCTURAL_PAGE_KEYS)[number];

export interface HreflangLink {
  /** BCP 47 tag (`pt-BR`…) or `x-default`. */
  hreflang: string;
  /** Absolute URL. */
  href: string;
}

/** Absolute URL of a site-relative path against the canonical origin (SITE_URL). */
export function absoluteUrl(path: string, site: string | URL): string {
  return new URL(path, site).href;
}

/**
 * The `<link rel="alternate" hreflang>` set of a page: its alternates restricted to public locales
 * (active or coming_soon), in locale-id order, plus x-default (br equivalent, else the br home;
 * the landing for the homes' set). Empty when the page has no alternate besides itself and is not
 * br's (a lone page needs none).
 */
export function hreflangLinks(alternates: Alternates | undefined, configs: readonly LocaleStatus[], site: string | URL): HreflangLink[] {
  if (!alternates) return [];
  const listed = new Set(configs.filter((c) => isListedStatus(c.status)).map((c) => c.locale));
  const entries = (Object.entries(alternates) as [Locale, string][])
    .filter(([l, path]) => isLocaleCode(l) && listed.has(l) && path)
    .sort(([a], [b]) => LOCALE_INFO[a].id - LOCALE_INFO[b].id);
  const br = entries.find(([l]) => l === 'br');
  if (entries.length === 0 || (entries.length === 1 && !br)) return [];
  const links = entries.map(([l, path]) => ({ hreflang: LOCALE_INFO[l].language, href: absoluteUrl(path, site) }));
  const xDefault = !br ? structuralPaths.home('br') : br[1] === structuralPaths.home('br') ? LANDING_PATH : br[1];
  links.push({ hreflang: 'x-default', href: absoluteUrl(xDefault, site) });
  return links;
}
