/**
 * Netlify counterpart of the Node server's coming-soon fallback (api/static/coming-soon.ts): for
 * every locale whose built home is a coming-soon page, `dist/_redirects` gets a rewrite of every
 * path below it to that page with status 404 (only the locale's pre-rendered pages answer 200). Which locales are inactive is known only after the
 * build, so this runs after `astro build` (netlify.toml's build command) rather than living in
 * netlify.toml. Without `force`, the pre-rendered coming-soon pages still answer their own paths.
 *
 * Netlify reads `_redirects` before netlify.toml, while the Node server applies the redirect table
 * before the coming-soon fallback; so the table's rules below a coming-soon locale (`/es/admin…`)
 * are repeated here ahead of its fallback, or `/es/admin` would get the coming-soon page. They are
 * repeated unforced (`301`, not `301!`; no file exists at those paths, so they apply all the same):
 * Netlify's redirect parser (@netlify/redirect-parser, used by its builds and its CLI) drops a rule
 * identical to a later one, so a forced copy would vanish in favour of netlify.toml's, after the
 * fallback. `netlify serve` showed it: /es/admin/cron answered the coming-soon 404.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { hasComingSoonMarker } from '../../api/static/coming-soon';
import { LOCALES, type Locale } from '../../shared/locales';
import { REDIRECTS } from '../../shared/redirects';
import type { AdminRedirect } from '../../shared/schemas/redirect';
import { contentRedirectLines } from './content-redirects';

/** Locales whose built `/{L}/index.html` carries the coming-soon marker. */
export function comingSoonLocales(distDir: string): Locale[] {
  return LOCALES.filter((locale) => {
    const file = join(distDir, locale, 'index.html');
    return existsSync(file) && hasComingSoonMarker(file);
  });
}

/**
 * The whole `_redirects`: the content redirects of the database first (issue 16, not forced, so
 * pages win), then each coming-soon locale's forced table rules and its fallback.
 */
export function renderFallbackRedirects(locales: readonly Locale[], content: readonly AdminRedirect[] = []): string {
  const lines = [...contentRedirectLines(content), ...locales.flatMap((l) => [
    ...REDIRECTS.filter((r) => r.from === `/${l}` || r.from.startsWith(`/${l}/`)).map((r) => `${r.from}  ${r.to}  ${r.status}`),
    `/${l}/*  /${l}/index.html  404`,
  ])];
  return `# Generated after the build by content-scripts/netlify-fallbacks.ts: content redirects, coming-soon locales.\n${lines.join('\n')}${lines.length ? '\n' : ''}`;
}

/** Writes `dist/_redirects` with `content` (the database's redirects); returns the coming-soon locales it covers. */
export function writeFallbackRedirects(distDir: string, content: readonly AdminRedirect[] = []): Locale[] {
  const locales = comingSoonLocales(distDir);
  writeFileSync(join(distDir, '_redirects'), renderFallbackRedirects(locales, content));
  return locales;
}
