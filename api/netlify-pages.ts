/**
 * The public pages in Netlify mode (issue 23): netlify/functions/pages.mts answers every page path
 * from the Netlify Blobs store `pages` when a save re-rendered it after the deploy's build read its
 * data, else with the deploy's own static file. Either answer carries `Netlify-CDN-Cache-Control`
 * (durable: kept by Netlify's CDN for a year, shared by its edge nodes) and a `Netlify-Cache-Tag`
 * naming the page, so Netlify's CDN serves each page without invoking the function again until the
 * publisher purges that page's tag (./publish/netlify-live-publisher.ts) or a deploy invalidates
 * the whole cache.
 *
 * The static file is read over HTTP by its file name (`/br/foo/index.html`), which the function's
 * `excludedPath` leaves to Netlify's static serving. Netlify applies netlify.toml's [[headers]]
 * only to files it serves itself, so this function sets the pages' security headers (the same
 * middleware as the Node server).
 */
import { Hono } from 'hono';
import { SHORT } from './static/cache-policy';
import { pageSecurityHeaders } from './static/security-headers';
import type { PageStore } from './netlify-page-store';

/**
 * Written after the build (content-scripts/netlify-fallbacks.ts): the moment the build read its data
 * and the content redirects of that moment (a path the function answers is not looked up in
 * `_redirects`: functions come before redirect rules on Netlify).
 */
export const DEPLOY_INFO_FILE = '_netlify/deploy.json';
/** Copies of the deploy's feeds and sitemaps (not .html, so the function's own paths): its fallback reads these. */
export const DEPLOY_ENDPOINTS_DIR = '_netlify/files';

export interface DeployInfo {
  builtAt: string;
  /** `force`: applies even where a page exists (netlify.toml's forced rules, `/{L}/admin…`). */
  redirects: { from: string; to: string | null; status: 301 | 410; prefix: boolean; force?: boolean }[];
  /** Locales whose every path without a page answers their coming-soon page with 404 (`_redirects`). */
  comingSoon?: string[];
}

/** The redirect the deploy recorded for `path` (exact, or a prefix rule covering it). */
export function deployRedirect(info: DeployInfo, path: string, forcedOnly = false): { status: 301; location: string } | { status: 410 } | undefined {
  const p = normalize(path);
  const rule = info.redirects.filter((r) => (!forcedOnly || r.force) && (p === r.from || (r.prefix && p.startsWith(`${r.from}/`)))).sort((a, b) => b.from.length - a.from.length)[0];
  if (!rule) return undefined;
  return rule.status === 410 || rule.to === null ? { status: 410 } : { status: 301, location: rule.to + p.slice(rule.from.length) };
}

/** Browsers revalidate every time; Netlify's CDN keeps the page until a purge or a deploy. */
export const PAGE_BROWSER_CACHE = 'public, max-age=0, must-revalidate';
export const PAGE_CDN_CACHE = 'public, durable, s-maxage=31536000, stale-while-revalidate=60';
/** Error answers (404, coming soon) are kept a minute only, and still tagged: a new page's purge clears them. */
export const ERROR_CDN_CACHE = 'public, durable, s-maxage=60';

/** The cache tag of a page path (`/br/foo`). */
export function pageTag(path: string): string {
  return `page:${normalize(path)}`;
}

function normalize(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** The site's file behind a URL path (Astro's `directory` format): `/br/foo` → `br/foo/index.html`. */
export function fileOfPath(path: string): string {
  const p = normalize(path);
  if (p === '/') return 'index.html';
  if (p === '/404') return '404.html';
  const last = p.slice(p.lastIndexOf('/') + 1);
  return last.includes('.') ? p.slice(1) : `${p.slice(1)}/index.html`;
}

const TYPES: Record<string, string> = { html: 'text/html; charset=utf-8', xml: 'application/xml; charset=utf-8', txt: 'text/plain; charset=utf-8' };
const contentTypeOf = (file: string) => TYPES[file.slice(file.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

export interface PagesHandlerOptions {
  store: PageStore;
  /** Reads the deploy's static files (tests point it elsewhere). */
  fetch?: typeof fetch;
  log?: (line: string) => void;
}

/** The handler of netlify/functions/pages.mts: `(request) => response`. */
export function createNetlifyPagesHandler({ store, fetch: fetchImpl = fetch, log = (line) => console.error(line) }: PagesHandlerOptions) {
  // One deploy per function instance: its info is read once, retried while it cannot be.
  let deploy: Promise<DeployInfo | undefined> | undefined;
  const deployInfo = (origin: string): Promise<DeployInfo | undefined> => {
    deploy ??= fetchImpl(new URL(`/${DEPLOY_INFO_FILE}`, origin))
      .then(async (res) => (res.ok ? ((await res.json()) as DeployInfo) : undefined))
      .then((info) => (typeof info?.builtAt === 'string' && Array.isArray(info.redirects) ? info : undefined))
      .catch(() => undefined);
    return deploy.then((info) => {
      if (!info) {
        deploy = undefined;
        log(`pages: no ${DEPLOY_INFO_FILE} in this deploy; answering from the deploy's files`);
      }
      return info;
    });
  };

  // Pages by their file name (excluded from the function's paths), feeds and sitemaps by their copy.
  const staticFile = (file: string, origin: string) => fetchImpl(new URL(file.endsWith('.html') ? `/${file}` : `/${DEPLOY_ENDPOINTS_DIR}/${file}`, origin), { redirect: 'manual' });

  const app = new Hono();
  app.use('*', pageSecurityHeaders());
  app.on(['GET', 'HEAD'], '*', async (c) => {
    const url = new URL(c.req.url);
    const file = fileOfPath(url.pathname);
    const head = c.req.method === 'HEAD';
    const [info, live] = await Promise.all([deployInfo(url.origin), store.get(file).catch((err) => (log(`pages: blob ${file}: ${String(err)}`), null))]);
    const headers = (ok: boolean, type: string, source: 'blob' | 'deploy') => ({
      'Content-Type': type,
      'Cache-Control': ok ? PAGE_BROWSER_CACHE : SHORT,
      // Without the deploy's info a newer blob may be hidden: keep that answer a minute only.
      'Netlify-CDN-Cache-Control': ok && info ? PAGE_CDN_CACHE : ERROR_CDN_CACHE,
      'Netlify-Cache-Tag': pageTag(url.pathname),
      'X-Page-Source': source,
    });
    const send = (body: BodyInit | null, status: number, h: Record<string, string>) => new Response(head ? null : body, { status, headers: h });
    const redirect = (location: string, source: 'blob' | 'deploy') => send(null, 301, { ...headers(true, 'text/plain; charset=utf-8', source), Location: location });
    const notFound = async (status: number, source: 'blob' | 'deploy') => {
      const page = await staticFile('404.html', url.origin);
      return send(head ? null : await page.arrayBuffer(), status, headers(false, 'text/html; charset=utf-8', source));
    };

    const forced = info && deployRedirect(info, url.pathname, true);
    if (forced?.status === 301) return redirect(forced.location, 'deploy');
    // A blob is the page only when a save rendered it after this deploy's build read its data.
    if (live && info && live.renderedAt >= info.builtAt) {
      if (live.status === 200) return send(live.body as Uint8Array<ArrayBuffer>, 200, headers(true, contentTypeOf(file), 'blob'));
      if (live.status === 301 && live.location) return redirect(live.location, 'blob');
      return notFound(live.status, 'blob');
    }
    const res = await staticFile(file, url.origin);
    if (res.status === 404 && info) {
      const moved = deployRedirect(info, url.pathname);
      if (moved?.status === 301) return redirect(moved.location, 'deploy');
      if (moved) return notFound(410, 'deploy');
      const locale = url.pathname.split('/')[1] ?? '';
      if (info.comingSoon?.includes(locale)) {
        const page = await staticFile(`${locale}/index.html`, url.origin);
        return send(await page.arrayBuffer(), 404, headers(false, 'text/html; charset=utf-8', 'deploy'));
      }
    }
    const location = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && location) return send(null, res.status, { ...headers(false, 'text/plain; charset=utf-8', 'deploy'), Location: location });
    return send(head ? null : await res.arrayBuffer(), res.status, headers(res.status === 200, res.headers.get('content-type') ?? contentTypeOf(file), 'deploy'));
  });
  app.all('*', (c) => c.text('Method Not Allowed\n', 405, { Allow: 'GET, HEAD' }));
  return (req: Request): Promise<Response> => Promise.resolve(app.fetch(req));
}
