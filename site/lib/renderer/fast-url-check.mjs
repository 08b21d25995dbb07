/**
 * A Vite plugin that gives Astro's `isHttpUrl` (astro/dist/runtime/server/render/util.js) a cheap
 * answer for values that cannot be http(s) URLs.
 *
 * Astro's `addAttribute` asks `isHttpUrl` of every attribute value holding an `&`, and answers with
 * `new URL(value)` in a try/catch. Every island's `props` attribute is escaped JSON full of
 * `&quot;`, so each island on each page throws and catches a TypeError: 4.9 % of a post page's
 * render in a CPU profile of a 100,000-post build. A URL that the parser reads as http(s) starts
 * with `h` once leading C0 controls and spaces (which the parser strips) are skipped, so anything
 * else answers false exactly as before; the rest still goes through `new URL`.
 *
 * The build fails if the function is no longer there (an Astro upgrade): drop the plugin then.
 */
const TARGET = /[\\/]astro[\\/]dist[\\/]runtime[\\/]server[\\/]render[\\/]util\.js$/;
const ORIGINAL = 'function isHttpUrl(url) {\n  try {';
const PATCHED = 'function isHttpUrl(url) {\n  if (!/^[\\x00-\\x20]*h/i.test(url)) return false;\n  try {';

/** @returns {import('vite').Plugin} */
export function fastUrlCheck() {
  return {
    name: 'site:fast-url-check',
    enforce: 'pre',
    transform(code, id) {
      if (!TARGET.test(id.split('?')[0])) return null;
      if (!code.includes(ORIGINAL)) this.error(`fast-url-check: Astro's isHttpUrl changed in ${id}; remove site/lib/renderer/fast-url-check.mjs`);
      return { code: code.replace(ORIGINAL, PATCHED), map: null };
    },
  };
}
