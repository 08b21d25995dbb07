/**
 * The built site over HTTP (self-hosted mode, DESIGN §1): legacy redirects, files with pretty URLs,
 * the admin shell for every admin path, coming-soon pages below inactive locales, and the 404 page
 * with status 404. Mounted after the API, so `/api/*` never reaches it.
 *
 * Written here rather than with `@hono/node-server/serve-static`, which cannot do what this site
 * needs: by default it refuses any percent-encoded path (accented slugs), it serves hidden files
 * such as .build-stamp.json, it has no ETag or 304 (see file-response.ts) and it answers 200 only,
 * so neither the 404 page with its status nor the fallbacks (admin shell, coming-soon) fit it.
 *
 * Per request, each candidate file is stat'ed once and nothing about dist/ is cached except the
 * coming-soon flag, which is keyed on the page's mtime, and compressed bodies, keyed on the open
 * file's inode, mtime and size (compressed-bodies.ts): a rebuild swaps dist/ by rename at any time.
 */
import { join } from 'node:path';
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { resolveRedirect } from '../../shared/redirects';
import { ROBOTS_NOINDEX } from '../../shared/constants';
import { normalizeSitePath } from '../../shared/schemas/redirect';
import { cacheControlFor, IMMUTABLE, REVALIDATE } from './cache-policy';
import { cacheTagsFor, setCacheTags } from './cache-tags';
import { comingSoonPages } from './coming-soon';
import type { ContentRedirects } from './content-redirects';
import { createCompressedBodies, type CompressedBodies } from './compressed-bodies';
import { fileResponse, type FileResponseOptions } from './file-response';
import { ERROR_500_HTML, FALLBACK_404_HTML, PLACEHOLDER_HTML } from './placeholder';
import { resolveFile, statFile, type BuiltFile } from './resolve-file';
import { pageSecurityHeaders } from './security-headers';
import { requestedQueryPath } from '../../shared/import/wordpress/old-paths';

export interface SiteHandlerOptions {
  distDir: string;
  log?: (message: string, err?: unknown) => void;
  /** Compressed page bodies, compressed once per file version; default: a new bounded store. */
  bodies?: CompressedBodies;
  /** Redirects of renamed and deleted content (the database's), asked only when no file answers. */
  contentRedirects?: ContentRedirects;
}

const isAdminPath = (path: string) => path === '/admin' || path.startsWith('/admin/');

/**
 * The one address of a page: `/br/` and `/br/index.html` are `/br`, `/index.html` is `/`. Other
 * paths are their own.
 */
export function canonicalPagePath(path: string): string {
  const bare = path.replace(/\/index\.html$/, '/');
  return bare === '/' ? '/' : bare.replace(/\/+$/, '') || '/';
}

/** The admin app is behind a login: search engines must not index its shell at any of its URLs. */
function noindexAdmin(path: string, res: Response): Response {
  if (isAdminPath(path)) res.headers.set('X-Robots-Tag', ROBOTS_NOINDEX);
  return res;
}

/** The page answers, as a Hono app to mount at `/` after the API. */
export function siteHandler({ distDir, log = (m, e) => console.error(m, e), bodies = createCompressedBodies(), contentRedirects }: SiteHandlerOptions) {
  const comingSoon = comingSoonPages(distDir);
  const adminShellPath = join(distDir, 'admin', 'index.html');
  const notFoundPath = join(distDir, '404.html');
  // The page of deleted content (site/pages/410.astro); builds from before it fall back to the 404 page.
  const gonePath = join(distDir, '410', 'index.html');
  const app = new Hono();
  // compress() only acts on what fileResponse left uncompressed: files too large to keep in memory
  // and the inline pages below.
  app.use('*', pageSecurityHeaders(), compress());

  const html = (c: Context, body: string, status: 200 | 404 | 500, cacheControl: string) => {
    c.header('Cache-Control', cacheControl);
    return c.html(body, status);
  };

  /** 410 with the gone page (the 404 page's body for builds without one). */
  const gone = (c: Context, serve: (file: BuiltFile, options: Omit<FileResponseOptions, 'head' | 'acceptEncoding' | 'bodies'>) => Promise<Response>) => {
    const page = statFile(gonePath) ?? statFile(notFoundPath);
    if (page) return serve(page, { status: 410, cacheControl: 'no-store' });
    c.header('Cache-Control', 'no-store');
    return c.html(FALLBACK_404_HTML, 410);
  };

  const findContentRedirect = async (pathname: string) => {
    const normalized = contentRedirects && normalizeSitePath(canonicalPagePath(pathname));
    return normalized ? contentRedirects.find(normalized) : undefined;
  };

  const answer = async (c: Context): Promise<Response> => {
    const path = c.req.path;
    const head = c.req.method === 'HEAD';
    const ifNoneMatch = c.req.header('if-none-match');
    const serve = (file: BuiltFile, options: Omit<FileResponseOptions, 'head' | 'acceptEncoding' | 'bodies'>) =>
      fileResponse(file, { ...options, head, acceptEncoding: c.req.header('accept-encoding'), bodies });

    // The raw path, still percent-encoded: Hono's c.req.path is decoded, and a decoded %0D%0A or é
    // in a Location header failed the request (500) or sent Latin-1 bytes for a UTF-8 link.
    const { pathname, search } = new URL(c.req.url);
    const redirect = resolveRedirect(pathname);
    if (redirect) {
      c.header('Cache-Control', 'public, max-age=86400');
      return c.redirect(redirect.location + search, redirect.status);
    }

    // `/br//avaliacao` and `//br/avaliacao` are the same page spelled twice (issue 24): one address.
    // Collapsing also keeps a Location from starting with `//`, which browsers read as another host.
    if (pathname.includes('//')) {
      c.header('Cache-Control', 'public, max-age=86400');
      return c.redirect(pathname.replace(/\/{2,}/g, '/') + search, 301);
    }

    // An imported WordPress item's query-string address (issue 28): `/` itself is a file, so its
    // redirect is looked up before the files.
    const wordpressAddress = contentRedirects && requestedQueryPath(pathname, search);
    const imported = wordpressAddress ? await contentRedirects.find(wordpressAddress) : undefined;
    if (imported?.status === 301) {
      c.header('Cache-Control', 'public, max-age=300');
      return c.redirect(imported.location, 301);
    }

    // A page has one address (SPEC §9 canonical URLs): its other spellings answer 301 to it.
    const canonical = canonicalPagePath(pathname);
    if (canonical !== pathname && resolveFile(distDir, canonicalPagePath(path))) {
      c.header('Cache-Control', 'public, max-age=86400');
      return c.redirect(canonical + search, 301);
    }

    // The not-found and gone pages' own addresses are not pages: they answer with the pages' status.
    if (canonical === '/404.html' || canonical === '/404') {
      const page = statFile(notFoundPath);
      if (page) return serve(page, { status: 404, cacheControl: 'no-store' });
    }
    if (canonical === '/410') return gone(c, serve);

    const file = resolveFile(distDir, path);
    if (file) {
      const cacheControl = cacheControlFor(path);
      const res = await serve(file, { cacheControl, ifNoneMatch });
      // Pages, feeds and sitemaps a shared cache keeps (cache-policy.ts) name themselves for purges
      // by tag; the admin shell and the immutable assets never need one.
      if (cacheControl !== IMMUTABLE && !isAdminPath(path)) setCacheTags(res.headers, cacheTagsFor(canonicalPagePath(pathname)));
      return noindexAdmin(path, res);
    }

    // An address a rename or delete left behind (issue 16). After the files, so a page that took
    // the address back wins, and so served pages never pay for the query.
    const moved = isAdminPath(path) ? undefined : await findContentRedirect(pathname);
    if (moved?.status === 301) {
      // Short: an editor may change or delete the redirect, unlike the legacy table's.
      c.header('Cache-Control', 'public, max-age=300');
      return c.redirect(moved.location + search, 301);
    }
    if (moved?.status === 410) return gone(c, serve);

    // The admin is one pre-rendered shell with client routing: every admin path gets the shell.
    const adminShell = isAdminPath(path) ? statFile(adminShellPath) : undefined;
    if (adminShell) return noindexAdmin(path, await serve(adminShell, { cacheControl: REVALIDATE, ifNoneMatch }));

    const soon = comingSoon.pageFor(path);
    if (soon) {
      // A path the locale does not have yet: the placeholder says so, with a 404 (no soft 404s for
      // crawlers: only the locale's own pre-rendered pages answer 200).
      const res = await serve(soon, { status: 404, cacheControl: 'no-store' });
      res.headers.set('X-Robots-Tag', 'noindex');
      return res;
    }

    // resolveFile found no index.html for `/`: the site has not been built yet.
    if (path === '/') return html(c, PLACEHOLDER_HTML, 200, 'no-store');

    const notFoundPage = statFile(notFoundPath);
    if (notFoundPage) return serve(notFoundPage, { status: 404, cacheControl: 'no-store' });
    return html(c, FALLBACK_404_HTML, 404, 'no-store');
  };

  app.get('*', async (c) => {
    try {
      return await answer(c);
    } catch (err) {
      log(`GET ${c.req.path} failed:`, err);
      return html(c, ERROR_500_HTML, 500, 'no-store');
    }
  });
  app.all('*', (c) => {
    c.header('Allow', 'GET, HEAD');
    c.header('Cache-Control', 'no-store');
    return c.text(`${c.req.method} is not allowed here`, 405);
  });
  return app;
}
