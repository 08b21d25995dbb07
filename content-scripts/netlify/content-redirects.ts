/**
 * Netlify counterpart of the Node server's database redirects (issue 16): every redirect a rename,
 * a delete or an editor recorded, as `_redirects` lines. The build writes them (every admin save
 * asks Netlify for a build, so the next deploy carries them). Not forced: as on the Node server, a
 * page that exists at the address wins over its redirect.
 * - 301: `from  to  301`, plus `from/*  to/:splat  301` for a prefix rule (a renamed category's
 *   list pages);
 * - 410: the 404 page's body with status 410 (a rewrite, so the address stays).
 */
import type { AdminRedirect } from '../../shared/schemas/redirect';

/** The `_redirects` lines of the recorded redirects, in the order given. */
export function contentRedirectLines(redirects: readonly AdminRedirect[]): string[] {
  return redirects.flatMap((r) => {
    if (r.status === 410 || r.to === null) return [`${r.from}  /404.html  410`];
    return r.prefix ? [`${r.from}  ${r.to}  301`, `${r.from}/*  ${r.to}/:splat  301`] : [`${r.from}  ${r.to}  301`];
  });
}
