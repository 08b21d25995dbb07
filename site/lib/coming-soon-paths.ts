/**
 * Where the coming-soon pages are pre-rendered (DESIGN §5: "at /L and below"). The static build
 * writes the locale's home and every structural sub-path (so links and hreflang alternates from
 * active locales land on a real page); the Node server answers any other path under an inactive
 * locale with the `/L/` page. Locales without any config get the error variant ('Oops!…') at the
 * same paths, and every non-active locale also gets the error variant at `/L/indisponivel`, the
 * page a server or CDN can fall back to when the locale's configuration cannot be read.
 */
import { listCategories } from '../../shared/db/queries/categories';
import type { Locale } from '../../shared/locales';
import { buildDb } from './build-db';
import { comingSoonLocales, unavailableLocales } from './locales-at-build';
import { buildNow } from './pages/build-now';
import { perBuild } from './pages/memo';
import { STRUCTURAL_PAGE_KEYS, structuralPaths } from './seo/alternates';

/** Path of the error variant of a locale that has a config but is not active. */
export const UNAVAILABLE_WORD = 'indisponivel';

export interface ComingSoonRoute {
  locale: Locale;
  variant: 'soon' | 'error';
  /** Site-relative path without trailing slash, e.g. `/es/categorias`. */
  path: string;
  /** The structural page this path is (for its hreflang alternates); undefined for /L/indisponivel. */
  structural?: { key: string; pathFor: (l: Locale) => string | null };
}

/** Every pre-rendered coming-soon / error path of the given locales. */
export function comingSoonRoutes(soon: readonly Locale[], unavailable: readonly Locale[], categorySlugs: readonly string[]): ComingSoonRoute[] {
  const routes: ComingSoonRoute[] = [];
  const structural: { key: string; pathFor: (l: Locale) => string | null }[] = [
    ...STRUCTURAL_PAGE_KEYS.map((key) => ({ key, pathFor: structuralPaths[key] as (l: Locale) => string | null })),
    ...categorySlugs.map((slug) => ({ key: `category:${slug}`, pathFor: (l: Locale) => structuralPaths.category(l, slug) })),
  ];
  for (const [locales, variant] of [[soon, 'soon'], [unavailable, 'error']] as const) {
    for (const locale of locales) {
      for (const s of structural) {
        const path = s.pathFor(locale);
        if (path) routes.push({ locale, variant, path, structural: s });
      }
      routes.push({ locale, variant: 'error', path: `/${locale}/${UNAVAILABLE_WORD}` });
    }
  }
  return routes;
}

/** The coming-soon paths of this build, from the locale configs (loaded once per build). */
export function buildComingSoonRoutes(): Promise<ComingSoonRoute[]> {
  const db = buildDb();
  return perBuild(db, buildNow(), 'comingSoon:routes', async () => {
    const [soon, unavailable, categories] = await Promise.all([comingSoonLocales(db), unavailableLocales(db), listCategories(db, 'br')]);
    return comingSoonRoutes(soon, unavailable, categories.map((c) => c.slug));
  });
}
