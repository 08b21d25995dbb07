/**
 * Astro writes the rule that lays out its islands (`astro-island{display:contents}`) as a `<style>`
 * element just before the first island, in the body, where HTML allows no `<style>` (the W3C
 * checker's error on every page with an island). The renderer moves it into the head.
 */

const ISLAND_STYLE = Buffer.from('<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>');
const HEAD_END = Buffer.from('</head>');

/**
 * The bytes of a page with Astro's island style moved to the end of `<head>`; other documents
 * unchanged. Works on the encoded page (both markers are ASCII), so a build never decodes it.
 */
export function hoistIslandStyle(html: Uint8Array): Uint8Array {
  const page = Buffer.from(html.buffer, html.byteOffset, html.byteLength);
  const at = page.indexOf(ISLAND_STYLE);
  const head = page.indexOf(HEAD_END);
  if (at === -1 || head === -1 || at < head) return html;
  return Buffer.concat([page.subarray(0, head), ISLAND_STYLE, page.subarray(head, at), page.subarray(at + ISLAND_STYLE.length)]);
}
