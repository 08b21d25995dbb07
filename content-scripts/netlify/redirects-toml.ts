/**
 * Writes the redirect table (shared/redirects.ts) into netlify.toml, so the CDN redirects the same
 * paths as the Node server. Only the section between the markers is generated; everything else in
 * netlify.toml is edited by hand (build settings, functions, the admin fallback).
 */
import { REDIRECTS, type RedirectRule } from '../../shared/redirects';
import { replaceSection, tomlString, type GeneratedSection } from './toml-sections';

export const BEGIN_MARKER = '# BEGIN generated redirects: edit shared/redirects.ts, then run `npx tsx content-scripts/netlify-toml.ts`';
export const END_MARKER = '# END generated redirects';
const SECTION: GeneratedSection = { name: 'redirects', begin: BEGIN_MARKER, end: END_MARKER };

/**
 * The [[redirects]] entries of `rules`. `force = true` because the Node server applies redirects
 * before looking for a file, and Netlify would otherwise let an existing file shadow the rule.
 */
export function renderRedirects(rules: readonly RedirectRule[] = REDIRECTS): string {
  return rules
    .map((r) => `[[redirects]]\n  from = ${tomlString(r.from)}\n  to = ${tomlString(r.to)}\n  status = ${r.status}\n  force = true\n`)
    .join('\n');
}

/** `toml` with its generated redirects replaced; throws when the markers are missing or out of order. */
export function withGeneratedRedirects(toml: string, rules: readonly RedirectRule[] = REDIRECTS): string {
  return replaceSection(toml, SECTION, renderRedirects(rules));
}
