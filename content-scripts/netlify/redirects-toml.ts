/**
 * Writes the redirect table (shared/redirects.ts) into netlify.toml, so the CDN redirects the same
 * paths as the Node server. Only the section between the markers is generated; everything else in
 * netlify.toml is edited by hand (build settings, functions, schedules, the admin fallback).
 */
import { REDIRECTS, type RedirectRule } from '../../shared/redirects';

export const BEGIN_MARKER = '# BEGIN generated redirects: edit shared/redirects.ts, then run `npx tsx content-scripts/netlify-toml.ts`';
export const END_MARKER = '# END generated redirects';

/**
 * The [[redirects]] entries of `rules`. `force = true` because the Node server applies redirects
 * before looking for a file, and Netlify would otherwise let an existing file shadow the rule.
 */
export function renderRedirects(rules: readonly RedirectRule[] = REDIRECTS): string {
  return rules
    .map((r) => `[[redirects]]\n  from = ${JSON.stringify(r.from)}\n  to = ${JSON.stringify(r.to)}\n  status = ${r.status}\n  force = true\n`)
    .join('\n');
}

/** `toml` with its generated section replaced; throws when the markers are missing or out of order. */
export function withGeneratedRedirects(toml: string, rules: readonly RedirectRule[] = REDIRECTS): string {
  const begin = toml.indexOf(BEGIN_MARKER);
  const end = toml.indexOf(END_MARKER);
  if (begin < 0 || end < begin) {
    throw new Error(`netlify.toml has no generated redirects section: add the lines\n${BEGIN_MARKER}\n${END_MARKER}`);
  }
  return `${toml.slice(0, begin)}${BEGIN_MARKER}\n${renderRedirects(rules)}${END_MARKER}${toml.slice(end + END_MARKER.length)}`;
}
