/**
 * Netlify counterpart of the Node server's coming-soon fallback (api/static/coming-soon.ts): for
 * every locale whose built home is a coming-soon page, `dist/_redirects` gets a rewrite of every
 * path below it to that page (status 200). Which locales are inactive is known only after the
 * build, so this runs after `astro build` (netlify.toml's build command) rather than living in
 * netlify.toml. Without `force`, the pre-rendered coming-soon pages still answer their own paths.
 *
 * Netlify reads `_redirects` before netlify.toml, while the Node server applies the redirect table
 * before the coming-soon fallback; so the table's rules below a coming-soon locale (`/es/admin…`)
 * are repeated here, forced, ahead of its fallback, or `/es/admin` would get the coming-soon page.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { hasComingSoonMarker } from '../../api/static/coming-soon';
import { LOCALES, type Locale } from '../../shared/locales';
import { REDIRECTS } from '../../shared/redirects';

/** Locales whose built `/{L}/index.html` carries the coming-soon marker. */
export function comingSoonLocales(distDir: string): Locale[] {
  return LOCALES.filter((locale) => {
    const file = join(distDir, locale, 'index.html');
    return existsSync(file) && hasComingSoonMarker(file);
  });
}

export function renderFallbackRedirects(locales: readonly Locale[]): string {
  const lines = locales.flatMap((l) => [
    ...REDIRECTS.filter((r) => r.from === `/${l}` || r.from.startsWith(`/${l}/`)).map((r) => `${r.from}  ${r.to}  ${r.status}!`),
    `/${l}/*  /${l}/index.html  200`,
  ]);
  return `# Generated after the build by content-scripts/netlify-fallbacks.ts: coming-soon locales.\n${lines.join('\n')}${lines.length ? '\n' : ''}`;
}

/** Writes `dist/_redirects`; returns the locales it covers. */
export function writeFallbackRedirects(distDir: string): Locale[] {
  const locales = comingSoonLocales(distDir);
  writeFileSync(join(distDir, '_redirects'), renderFallbackRedirects(locales));
  return locales;
}
