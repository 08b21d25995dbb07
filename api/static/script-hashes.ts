/**
 * The inline scripts a built page may carry, as CSP source expressions (`'sha256-…'`), so the
 * Content-Security-Policy can allow exactly these and no other inline script ('unsafe-inline' would
 * let any injected `<script>` run).
 *
 * Two kinds, both fixed texts whatever the data:
 * - the site's own (shared/inline-scripts.ts: theme, remembered locale, landing and marketplace
 *   redirects), which take their page's data from attributes;
 * - Astro's island loader and its `client:*` directive scripts, which Astro writes inline before
 *   the first island of a page. They are the texts of the installed Astro version, read from the
 *   same modules Astro renders them from, so an upgrade changes the hashes with them.
 *
 * Astro's bundled `<script>`s of components are never inlined (astro.config.mjs
 * `assetsInlineLimit`): they load from `/_astro/`, which `'self'` allows. JSON-LD blocks
 * (`type="application/ld+json"`) are data, not scripts, and need no hash.
 */
import { createHash } from 'node:crypto';
import islandLoader from 'astro/runtime/server/astro-island.prebuilt.js';
import idle from 'astro/runtime/client/idle.prebuilt.js';
import load from 'astro/runtime/client/load.prebuilt.js';
import media from 'astro/runtime/client/media.prebuilt.js';
import only from 'astro/runtime/client/only.prebuilt.js';
import visible from 'astro/runtime/client/visible.prebuilt.js';
import { SITE_INLINE_SCRIPTS } from '../../shared/inline-scripts';

/** Astro's inline scripts: the island element, then one per hydration directive. */
export const ASTRO_INLINE_SCRIPTS: readonly string[] = [islandLoader, idle, load, media, only, visible];

/** `'sha256-…'` of a script's text, as the browser hashes an inline script's content. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The hash source of every inline script a page of the site may run, in a stable order. */
export function inlineScriptHashes(): string[] {
  return [...SITE_INLINE_SCRIPTS, ...ASTRO_INLINE_SCRIPTS].map(scriptHash);
}
