/**
 * An incremental build: renders the given pages through the renderer bundle (the code path of
 * the full build) and replaces them in the live site one file at a time, atomically; a page that
 * no longer exists (404) is removed.
 */
import type { Db } from '../../../shared/db/connect';
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
 * Renders `pages` at `now` into `liveDir`. Throws on a page that fails (HTTP 5xx); the pages
 * before it are already live and correct, the rest keep their previous version.
 */
export async function renderPagesLive(renderer: SiteRenderer, db: Db, liveDir: string, pages: PageEntry[], now: Date, onProgress?: (done: number) => void): Promise<IncrementalResult> {
  // Render everything first, then write: a failure leaves the live site untouched.
  const rendered = [];
  const build = ++builds;
  for (const page of pages) {
    const result = await renderer.render(page, { now, db, build });
    if (result.status >= 500) throw new Error(`${page.path} failed to render (HTTP ${result.status})`);
    rendered.push(result);
    onProgress?.(rendered.length);
  }
  const written: string[] = [];
  const removed: string[] = [];
  for (const page of rendered) {
    if (page.status === 200 || page.path === '/404') {
      replacePage(liveDir, page.file, page.body);
      written.push(page.path);
    } else {
      removePage(liveDir, page.file);
      removed.push(page.path);
    }
  }
  return { written, removed };
}
