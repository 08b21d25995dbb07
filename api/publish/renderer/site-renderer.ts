/**
 * The site's pages rendered on demand, through the server bundle Astro builds from the same
 * sources as the static pages (./bundle.ts). A full build renders every page with it and an
 * incremental one only the affected pages, so both write byte-identical HTML for the same data.
 */
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { withRenderContext, type RenderContext } from '../../../shared/render-context';
import { hoistIslandStyle } from './island-style';
import { keepResponseBytes, responseBytes } from './response-bytes';

/** One page of the site: its URL path, the Astro route that makes it, and its file in the output. */
export interface PageEntry {
  path: string;
  /** The route's source file as Astro names it: `site/pages/[locale]/[slug].astro`. */
  component: string;
  /** Output file relative to the site root: `br/foo/index.html`, `sitemap-br.xml`, `404.html`. */
  file: string;
}

export interface RenderedPage extends PageEntry {
  status: number;
  body: string;
}

/** A rendered page as the bytes of its file (UTF-8). */
export interface RenderedFile extends PageEntry {
  status: number;
  bytes: Uint8Array;
}

export interface SiteRenderer {
  /** Every page the site has for the data as of `context.now`. */
  listPages(context: RenderContext): Promise<PageEntry[]>;
  /** The pages of the given routes only (cheap routes: lists, feeds, launch days). */
  listRoutePages(components: readonly string[], context: RenderContext): Promise<PageEntry[]>;
  /** The page entry of `path` made by `component` (the caller knows the route). */
  entry(component: string, path: string): PageEntry;
  /** Renders one page; nothing is written. */
  render(page: PageEntry, context: RenderContext): Promise<RenderedPage>;
  /** `render` as the bytes of the page's file, never decoded (a full build writes them as they are). */
  renderFile(page: PageEntry, context: RenderContext): Promise<RenderedFile>;
  /**
   * The page at a URL path, or undefined when the site has none. Only the routes whose pattern
   * matches the path list their pages, not the whole site.
   */
  resolve(path: string, context: RenderContext): Promise<PageEntry | undefined>;
  /** Route source files of the bundle (to check the route tables against). */
  readonly components: ReadonlySet<string>;
  /**
   * Imports every route's page module now. A route's first page otherwise pays for importing its
   * chunks (Markdown, prices, charts): ~0.5 s for the first post page of a 10,000-post site, ~0.1 s
   * once they are loaded. Worth it on a thread that waits before taking work, not on one serving.
   */
  preload(): Promise<void>;
}

/** The slice of Astro's RouteData the renderer uses. */
interface RouteData {
  route: string;
  component: string;
  type: string;
  params: string[];
  pattern: RegExp;
  origin?: string;
  generate(params: Record<string, string | undefined>): string;
}

interface AstroApp {
  manifest: {
    routes: { routeData: RouteData }[];
    pageMap?: Map<string, () => Promise<{ page: () => Promise<{ getStaticPaths?: (opts: unknown) => Promise<{ params: Record<string, string | undefined> }[]> }> }>>;
    site?: string;
  };
  render(request: Request, options: { routeData: RouteData; locals?: object }): Promise<Response>;
}

/** Output file of a page path, as Astro's static build names it (`build.format: 'directory'`). */
export function fileForPath(path: string, type: string): string {
  if (type === 'endpoint') return path.slice(1);
  if (path === '/404') return '404.html';
  if (path === '/') return 'index.html';
  return `${path.slice(1)}/index.html`;
}

/** Canonical form of a URL path for lookups: no trailing slash except the root. */
export function normalizePath(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** Loads the bundle in `bundleDir` (from ./bundle.ts) into this thread. */
export async function loadSiteRenderer(bundleDir: string): Promise<SiteRenderer> {
  keepResponseBytes();
  const { app } = (await import(pathToFileURL(join(bundleDir, 'server', 'entry.mjs')).href)) as { app: AstroApp };
  // Astro's own internals (image endpoint, server islands) are not pages of the site.
  const routes = app.manifest.routes.map((r) => r.routeData).filter((r) => (r.type === 'page' || r.type === 'endpoint') && !r.component.startsWith('node_modules/') && !r.route.startsWith('/_'));
  const byComponent = new Map(routes.map((r) => [r.component, r]));
  const origin = app.manifest.site ?? 'http://localhost';

  /** The route's page module (imported once: the entry's loaders keep it). */
  async function pageModule(route: RouteData) {
    const load = app.manifest.pageMap?.get(route.component);
    return load && (await load()).page();
  }

  async function pathsOf(route: RouteData): Promise<string[]> {
    if (route.params.length === 0) return [route.route];
    const mod = await pageModule(route);
    if (!mod?.getStaticPaths) throw new Error(`${route.component} has parameters but no getStaticPaths`);
    const items = await mod.getStaticPaths({ paginate: () => [], routePattern: route.route });
    return items.map((item) => route.generate(item.params));
  }

  const routeOf = (component: string) => {
    const route = byComponent.get(component);
    if (!route) throw new Error(`no route ${component} in the renderer bundle`);
    return route;
  };
  const pagesOf = (list: RouteData[], context: RenderContext) =>
    withRenderContext(context, async () => {
      const lists = await Promise.all(list.map(async (route) => (await pathsOf(route)).map((path) => ({ path, component: route.component, file: fileForPath(path, route.type) }))));
      return lists.flat();
    });

  const renderFile = (page: PageEntry, context: RenderContext): Promise<RenderedFile> => {
    const routeData = routeOf(page.component);
    return withRenderContext(context, async () => {
      const response = await app.render(new Request(new URL(page.path, origin)), { routeData, locals: {} });
      const bytes = await responseBytes(response);
      return { ...page, status: response.status, bytes: page.file.endsWith('.html') ? hoistIslandStyle(bytes) : bytes };
    });
  };

  return {
    components: new Set(byComponent.keys()),
    async preload() {
      await Promise.all(routes.map(pageModule));
    },
    listPages: (context) => pagesOf(routes, context),
    listRoutePages: (components, context) => pagesOf(components.map(routeOf), context),
    entry(component, path) {
      const normalized = normalizePath(path);
      return { path: normalized, component, file: fileForPath(normalized, routeOf(component).type) };
    },
    render: async (page, context) => {
      const { bytes, ...rendered } = await renderFile(page, context);
      return { ...rendered, body: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8') };
    },
    renderFile,
    async resolve(path, context) {
      const wanted = normalizePath(path);
      // Routes share shapes (/L/{slug}, /L/{page}, /L/{review}): the one that lists the path makes it.
      const candidates = routes.filter((route) => route.pattern.test(wanted));
      return (await pagesOf(candidates, context)).find((page) => page.path === wanted);
    },
  };
}
