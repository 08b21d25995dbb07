/**
 * GET /api/preview/{token} (issue 16 item 4): the page a preview link shows a reader without an
 * account (api/preview-links/render.ts). Under /api so it works in both modes: the Node server
 * and Netlify's function serve /api/*, never the CDN's files.
 *
 * - Never indexed: `X-Robots-Tag: noindex` here and a robots meta tag in the page.
 * - Never cached by a CDN or shared cache: `Cache-Control: private, no-store` (a revoked link must
 *   stop working at once).
 * - The page's own Content-Security-Policy (that of the site's pages: its inline scripts by hash),
 *   not the API's `default-src 'none'`; mounted before the API's headers for that reason.
 * - Unknown, malformed, expired and revoked tokens, and an item deleted since, get the same 404:
 *   nothing tells a guesser which tokens ever existed.
 */
import { Hono, type Context } from 'hono';
import { findPreviewLink } from '../../shared/db/queries/preview-links';
import { PREVIEW_TOKEN_PATTERN } from '../../shared/schemas/preview-link';
import type { AppDeps } from '../deps';
import { jsonError, methodNotAllowed } from '../http/errors';
import { renderPreviewPage } from '../preview-links/render';
import { hashPreviewToken } from '../preview-links/token';
import { pageSecurityHeaders } from '../static/security-headers';

const PRIVATE = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' };

function gone(c: Context) {
  const res = jsonError(c, 404, 'not_found', 'This preview link does not exist or has expired');
  for (const [k, v] of Object.entries(PRIVATE)) res.headers.set(k, v);
  return res;
}

export function previewLinkRoutes(deps: AppDeps) {
  const app = new Hono();
  app.use('/preview/:token', pageSecurityHeaders());
  app.get('/preview/:token', async (c) => {
    const token = c.req.param('token');
    if (!PREVIEW_TOKEN_PATTERN.test(token)) return gone(c);
    const now = deps.now();
    const link = await findPreviewLink(deps.db, hashPreviewToken(token), now);
    const html = link && (await renderPreviewPage(deps, link.kind, link.itemId, now));
    if (!html) return gone(c);
    return c.html(html, 200, PRIVATE);
  });
  app.all('/preview/:token', methodNotAllowed(['GET', 'HEAD']));
  return app;
}
