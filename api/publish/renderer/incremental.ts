/**
 * An incremental build: renders the given pages through the renderer bundle (the code path of
 * the full build) and replaces them in the live site one file at a time, atomically; a page that
 * no longer exists (404) is removed.
 */
import type { Db } from '../../../shared/db/connect';
import type { RenderContext } from '../../../shared/render-context';
import { removePage, replacePage } from './page-files';
import type { PageEntry, SiteRenderer } from './site-renderer';

export interface IncrementalResult {
  /** Paths written. */
  written: string[];
  /** Paths removed (renamed, unpublished or deleted rows). */
  removed: string[];
}

/** Incremental builds of this process, numbered: their pages share loaded data, no two builds do. */
let builds = 0;

/**
 * Renders `pages` at `now` into `liveDir`, in their order, each written as soon as it is rendered:
 * the changed row's own page (first in ./affected-pages.ts) is live while the lists and sitemaps
 * that follow it render. Each file is replaced atomically. Throws on a page that fails (HTTP 5xx);
 * the pages before it are already live and correct, the rest keep their previous version.
 */
export async function renderPagesLive(
  renderer: SiteRenderer,
  db: Db,
  liveDir: string,
  pages: PageEntry[],
  now: Date,
  shared: Pick<RenderContext, 'categoryOrder'> = {},
): Promise<IncrementalResult> {
  const build = ++builds;
  const written: string[] = [];
  const removed: string[] = [];
  for (const entry of pages) {
    const page = await renderer.render(entry, { ...shared, now, db, build });
    if (page.status >= 500) throw new Error(`${page.path} failed to render (HTTP ${page.status})`);
    if (page.status === 200 || page.path === '/404') {
      replacePage(liveDir, page.file, page.body);
      written.push(page.path);
    } else {
      removePage(liveDir, page.file);
      removed.push(page.path);
    }
    // SQLite answers synchronously, so a render runs on promises alone and never lets the event
    // loop in. Pause a millisecond between pages: a static file's answer needs a few turns of the
    // loop (stat, open, read, write), which a bare setImmediate gives one of per page, so the
    // page just written would be served only after the whole save.
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  return { written, removed };
}
