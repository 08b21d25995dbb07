/**
 * Publishing a content change in Netlify mode without a deploy (issue 23): the pages the change
 * affects (./renderer/affected-pages.ts, the self-hosted incremental path's list) are rendered by
 * the renderer bundle (the full build's code), stored in Netlify Blobs (../netlify-page-store.ts)
 * and their cache tags purged from Netlify's CDN, so the next reader gets them from the pages
 * function (../netlify-pages.ts). Recorded in build_runs as an incremental build, like the
 * self-hosted publisher's.
 *
 * The row's own page is purged as soon as it is stored (one purge call), the lists, feeds and
 * sitemaps that follow it in one more purge at the end: a save's page is live within a second while
 * the rest renders.
 */
import type { Db } from '../../shared/db/connect';
import { createBuildRun, updateBuildRun } from '../../shared/db/queries/build-runs';
import { lookupRedirect } from '../../shared/db/queries/redirects';
import type { PageStore } from '../netlify-page-store';
import { pageTag } from '../netlify-pages';
import type { IndexNowQueue } from './indexnow/submissions';
import type { PurgeByTags } from './netlify-purge';
import type { ContentChange } from './publisher';
import { affectedPages } from './renderer/affected-pages';
import type { PageEntry, SiteRenderer } from './renderer/site-renderer';

/** What one publish cost: the figures issue 23 asks for per save. */
export interface PagePublishResult {
  /** Paths stored as pages (200, and /404). */
  written: string[];
  /** Paths stored as gone (404, or the 301/410 of the redirect table). */
  removed: string[];
  /** Bytes stored in Blobs. */
  bytes: number;
  /** Netlify API calls: one Blobs write per page and the purge requests. */
  apiCalls: number;
  ms: number;
}

export interface PagePublisherOptions {
  db: Db;
  renderer: () => Promise<SiteRenderer>;
  store: PageStore;
  purge: PurgeByTags;
  /** IndexNow (INDEXNOW_KEY): the written and removed pages' URLs are queued; the caller flushes. */
  indexNow?: IndexNowQueue;
  now?: () => Date;
  log?: (line: string) => void;
}

/** Blobs writes in flight at once while the next pages render. */
const BLOB_WRITES_AT_ONCE = 8;

/** Renders of this process, numbered: pages of one publish share loaded data, no two publishes do. */
let publishes = 0;

/** Publishes `changes` (none of them site-wide) as blobs; throws when a page fails or the purge does, after recording it. */
export function createPagePublisher({ db, renderer, store, purge, indexNow, now = () => new Date(), log = (line) => console.log(line) }: PagePublisherOptions) {
  return async function publishPages(changes: readonly ContentChange[]): Promise<PagePublishResult> {
    const at = now();
    const started = Date.now();
    const trigger = changes.map((c) => `${c.entity} ${c.id} ${c.action}`).join('; ').slice(0, 200);
    const id = await createBuildRun(db, { kind: 'incremental', trigger, status: 'running', at: at.toISOString() });
    const result: PagePublishResult = { written: [], removed: [], bytes: 0, apiCalls: 0, ms: 0 };
    try {
      const r = await renderer();
      const pages = new Map<string, PageEntry>();
      for (const change of changes) for (const page of await affectedPages(r, db, change, at)) pages.set(page.path, page);
      await updateBuildRun(db, id, { pagesTotal: pages.size });
      const build = ++publishes;
      const renderedAt = at.toISOString();
      let unpurged: string[] = [];
      // Writes to Blobs overlap the next renders: at 100,000 posts a publication that moves a post
      // to the top of its lists rewrites ~1,000 list pages, and one write at a time would add each
      // write's round trip to Netlify to the publish.
      const writing = new Set<Promise<void>>();
      for (const entry of pages.values()) {
        const page = await r.renderFile(entry, { now: at, db, build });
        if (page.status >= 500) throw new Error(`${page.path} failed to render (HTTP ${page.status})`);
        const exists = page.status === 200 || page.path === '/404';
        // A path without a page answers what the redirect table says (a renamed slug's 301), else 404.
        const moved = exists ? undefined : await lookupRedirect(db, page.path);
        const status = exists ? 200 : (moved?.status ?? 404);
        const write = store.put(page.file, { body: exists ? page.bytes : new Uint8Array(), renderedAt, status, ...(moved?.status === 301 ? { location: moved.location } : {}) });
        result.apiCalls += 1;
        result.bytes += exists ? page.bytes.byteLength : 0;
        (exists ? result.written : result.removed).push(page.path);
        unpurged.push(pageTag(page.path));
        // The changed row's own page comes first: purge it at once, the rest together at the end.
        if (result.written.length + result.removed.length === 1) {
          await write;
          result.apiCalls += await purge(unpurged);
          unpurged = [];
          continue;
        }
        const tracked: Promise<void> = write.then(() => void writing.delete(tracked));
        // Seen by the Promise.race/all below; marked handled so a failure between them is not fatal.
        tracked.catch(() => {});
        writing.add(tracked);
        if (writing.size >= BLOB_WRITES_AT_ONCE) await Promise.race(writing);
      }
      // A failed write rejects here, before anything it held is purged.
      await Promise.all(writing);
      if (unpurged.length) result.apiCalls += await purge(unpurged);
      result.ms = Date.now() - started;
      const paths = [...result.written, ...result.removed.map((p) => `-${p}`)];
      await updateBuildRun(db, id, {
        status: 'succeeded', finishedAt: now().toISOString(), durationMs: result.ms, pages: paths.length, pagesDone: pages.size, paths,
        log: `written: ${result.written.join(' ')}\nremoved: ${result.removed.join(' ') || '-'}\n${result.bytes} bytes in Netlify Blobs, ${result.apiCalls} Netlify API calls`,
      });
      indexNow?.enqueue(id, paths);
      log(`build ${id} (Netlify Blobs, ${trigger}): ${result.written.length} written, ${result.removed.length} removed, ${result.bytes} bytes, ${result.apiCalls} API calls in ${result.ms} ms`);
      return result;
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      await updateBuildRun(db, id, { status: 'failed', finishedAt: now().toISOString(), durationMs: Date.now() - started, error: message.slice(0, 500), log: `written before the failure: ${result.written.join(' ') || '-'}\n${message}` });
      throw err;
    }
  };
}
