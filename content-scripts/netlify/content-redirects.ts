/**
 * Netlify counterpart of the Node server's database redirects (issue 16): every redirect a rename,
 * a delete or an editor recorded, as `_redirects` lines. The build writes them (every admin save
 * asks Netlify for a build, so the next deploy carries them). Not forced: as on the Node server, a
 * page that exists at the address wins over its redirect.
 * - 301: `from  to  301`, plus `from/*  to/:splat  301` for a prefix rule (a renamed category's
 *   list pages);
 * - 410: the gone page's body (site/pages/410.astro) with status 410 (a rewrite, so the address stays).
 * - An address with a query string (a WordPress import's `/?p=123`, `/?page_id=7`): Netlify matches
 *   paths without their query, so the query goes into the rule's query conditions
 *   (`/  p=123  /br/post  301!`). Forced: the path itself (`/`) is a page, which would otherwise win;
 *   only a request carrying exactly those parameters matches the rule.
 */
import type { AdminRedirect } from '../../shared/schemas/redirect';

/** The `_redirects` lines of the recorded redirects, in the order given. */
export function contentRedirectLines(redirects: readonly AdminRedirect[]): string[] {
  // A redirect to deleted content answers 410 itself, as on the Node server (one hop, no 301 → 410).
  const gone = new Set(redirects.filter((r) => r.status === 410 || r.to === null).map((r) => r.from));
  return redirects.flatMap((r) => {
    const query = r.from.indexOf('?');
    if (query >= 0) {
      const conditions = r.from.slice(query + 1).split('&').filter(Boolean).map((pair) => (pair.includes('=') ? pair : `${pair}=`));
      const target = r.status === 410 || r.to === null || gone.has(r.to) ? '/410  410!' : `${r.to}  301!`;
      return [`${r.from.slice(0, query) || '/'}  ${conditions.join('  ')}  ${target}`];
    }
    if (r.status === 410 || r.to === null || gone.has(r.to)) return [`${r.from}  /410  410`];
    return r.prefix ? [`${r.from}  ${r.to}  301`, `${r.from}/*  ${r.to}/:splat  301`] : [`${r.from}  ${r.to}  301`];
  });
}
