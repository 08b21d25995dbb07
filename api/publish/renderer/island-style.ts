/**
 * Astro writes the rule that lays out its islands (`astro-island{display:contents}`) as a `<style>`
 * element just before the first island, in the body, where HTML allows no `<style>` (the W3C
 * checker's error on every page with an island). The renderer moves it into the head.
 */

const ISLAND_STYLE = /<style>astro-island,astro-slot,astro-static-slot\{display:contents\}<\/style>/;

/** `html` with Astro's island style moved to the end of `<head>`; other documents unchanged. */
export function hoistIslandStyle(html: string): string {
  const match = ISLAND_STYLE.exec(html);
  const head = html.indexOf('</head>');
  if (!match || head === -1 || match.index < head) return html;
  const without = html.slice(0, match.index) + html.slice(match.index + match[0].length);
  return without.slice(0, head) + match[0] + without.slice(head);
}
