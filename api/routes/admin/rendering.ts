/**
 * The rendering tools of the admin (/admin/dynamic-rendering, /admin/pre-render-demo):
 * route types and how each is delivered, the live pages with their render time, re-rendering one
 * URL now, and the crawler's view of a URL or a draft rendered by the publisher's renderer
 * without writing anything.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { contentPaths } from '../../../shared/content-paths';
import { isLocale, type Locale } from '../../../shared/locales';
import { normalizeForSearch } from '../../../shared/format/search-text';
import { rowPlace } from '../../../shared/db/queries/affected-pages';
import type { AdminEnv } from '../../auth/require-admin';
import type { AppDeps } from '../../deps';
import { withDraftMarkdown } from '../../http/draft-markdown';
import { ApiError, methodNotAllowed, notFound } from '../../http/errors';
import { crawlerView } from '../../publish/crawler-view';
import type { LocalPublisher } from '../../publish/local-publisher';
import { createLivePageIndex } from '../../publish/live-page-index';
import { PAGE, ROUTE_TABLE } from '../../publish/renderer/routes';
import type { PageEntry } from '../../publish/renderer/site-renderer';
import { readBody, readQuery } from './http';
import { pagingQuery, searchQuery } from '../../../shared/schemas/admin';
import { localeSchema } from '../../../shared/schemas/common';
import { previewRequestSchema, renderRequestSchema, type PreviewResult, type RenderResult } from '../../../shared/schemas/publishing';

const pagesQuery = z.object({ q: searchQuery, locale: localeSchema.optional(), ...pagingQuery });

const unavailable = () => new ApiError(409, 'not_available', 'rendering runs only in the self-hosted mode (PUBLISHER=local)');

export function renderingRoutes(deps: AppDeps) {
  const app = new Hono<AdminEnv>();
  const site = (): LocalPublisher => {
    if (!deps.site) throw unavailable();
    return deps.site;
  };

  /** The page at `path` among every page of the site now, or a 404 naming the path. */
  async function pageAt(path: string): Promise<PageEntry> {
    const entry = await (await site().renderer()).resolve(path, { now: deps.now(), db: deps.db });
    if (!entry) throw notFound(`the site has no page at ${path}`);
    return entry;
  }

  app.get('/rendering/routes', (c) => c.json({ items: ROUTE_TABLE }));
  app.all('/rendering/routes', methodNotAllowed(['GET']));

  // Walked once per release, then kept up to date from its journal (issue 29: no request walks 144,000 files).
  const livePages = createLivePageIndex();
  app.get('/rendering/pages', async (c) => {
    const q = readQuery(c, pagesQuery);
    const distDir = deps.site?.distDir;
    const { items, total } = distDir ? await livePages.list(distDir, { locale: q.locale, search: normalizeForSearch(q.q), offset: q.offset, limit: q.limit }) : { items: [], total: 0 };
    return c.json({ items, total, limit: q.limit, offset: q.offset });
  });
  app.all('/rendering/pages', methodNotAllowed(['GET']));

  app.post('/rendering/render', async (c) => {
    const { path } = await readBody(c, renderRequestSchema);
    const entry = await pageAt(path);
    const started = Date.now();
    const result = await site().renderNow([entry], `admin:${c.var.admin?.username ?? 'unknown'} render ${entry.path}`);
    const answer: RenderResult = { path: entry.path, renderedAt: new Date().toISOString(), durationMs: Date.now() - started, status: result.removed.length ? 404 : 200, build: result.id };
    return c.json(answer);
  });
  app.all('/rendering/render', methodNotAllowed(['POST']));

  app.post('/rendering/preview', async (c) => {
    const body = await readBody(c, previewRequestSchema);
    const renderer = await site().renderer();
    let entry: PageEntry;
    let draft: { kind: 'post' | 'review'; id: number } | undefined;
    if ('path' in body) entry = await pageAt(body.path);
    else {
      const kind = 'post' in body ? 'post' : 'review';
      const id = 'post' in body ? body.post : body.review;
      const row = await rowPlace(deps.db, kind === 'post' ? 'posts' : 'reviews', id);
      if (!row || !isLocale(row.locale)) throw notFound(`no ${kind} ${id}`);
      const locale = row.locale as Locale;
      entry = kind === 'post' ? renderer.entry(PAGE.post, contentPaths.post(locale, row.slug)) : renderer.entry(PAGE.review, contentPaths.review(locale, row.slug));
      draft = { kind, id };
    }
    // A draft's body renders in the worker thread (issue 24): it has not passed a save's review.
    const page = draft
      ? await withDraftMarkdown(deps, (markdown) => renderer.render(entry, { now: deps.now(), db: deps.db, draft, markdown }))
      : await renderer.render(entry, { now: deps.now(), db: deps.db });
    const answer: PreviewResult = { path: entry.path, status: page.status, html: page.body, ...crawlerView(page.body) };
    return c.json(answer);
  });
  app.all('/rendering/preview', methodNotAllowed(['POST']));
  return app;
}
