/**
 * The self-hosted publisher (DESIGN §1, §7): one build at a time in this process, recorded in
 * build_runs.
 *
 * - A content change renders only the pages it affects (incremental, ./renderer/affected-pages.ts)
 *   straight into the live site; changes arriving while a build runs are coalesced into one
 *   follow-up incremental build.
 * - A full build (on request, nightly, site-wide changes) renders a new release and swaps it in
 *   (api/publish/build-site.ts); a failed one leaves the live site as it was. Full-build
 *   requests arriving while one is queued join it: two triggers during a build give one follow-up.
 * - Incremental builds render every page a change shows on, related cards included (a post's
 *   related posts are its neighbours in its category). `reconcileAfterMs` can still follow them
 *   with a coalesced full build (off by default: at 100,000 posts that is minutes of CPU per burst
 *   of edits, for pages the nightly build refreshes anyway, like the footer's category order).
 */
import { buildUnlocked, withBuildLock } from './build-site';
import { createPurgeRuns } from './cdn/purge-runs';
import { publicPaths, type Purger } from './cdn/purger';
import type { Db } from '../../shared/db/connect';
import { createBuildRun, failInterruptedBuildRuns, updateBuildRun } from '../../shared/db/queries/build-runs';
import { readStamp, sourceFingerprint } from './fingerprint';
import type { ContentChange, Publisher } from './publisher';
import { liveReleaseDir } from './releases';
import { affectedPages, SITE_WIDE } from './renderer/affected-pages';
import { ensureRendererBundle } from './renderer/bundle';
import { renderPagesLive } from './renderer/incremental';
import { PAGE } from './renderer/routes';
import { popularOrder } from './popular-order';
import { loadSiteRenderer, type PageEntry, type SiteRenderer } from './renderer/site-renderer';

export interface LocalPublisherOptions {
  db: Db;
  databaseUrl: string;
  distDir: string;
  root?: string;
  siteUrl?: string;
  now?: () => Date;
  log?: (line: string) => void;
  /** Delay of a full build following incremental ones (default 0: none). */
  reconcileAfterMs?: number;
  /** Render worker threads of full builds. */
  workers?: number;
  /**
   * Quiet time after the last change before the sitemaps it touched are rendered (default 1 s), so
   * a burst of saves renders them once, after its last save; at most `CRAWLER_PAGES_MAX_WAIT_MS`.
   */
  crawlerPagesDelayMs?: number;
  /**
   * The shared cache in front of the site (CDN_PURGE, ./cdn/): after each build, in the background,
   * the pages an incremental build wrote or removed are purged, everything after a full build.
   */
  purger?: Purger;
  /** Waits between purge attempts (default ./cdn/purge-runs.ts's). */
  purgeRetryDelaysMs?: number[];
}

export interface LocalPublisher extends Publisher {
  /** Queues a full build (or joins the one already queued); resolves to its build_runs id. */
  requestFullBuild(trigger: string): Promise<number>;
  /** The renderer of the live code (built on first use). */
  renderer(): Promise<SiteRenderer>;
  /** Renders `pages` into the live site now, recorded as an incremental build. */
  renderNow(pages: PageEntry[], trigger: string): Promise<{ id: number; written: string[]; removed: string[] }>;
  /** The directory the live site is served from (undefined before the first build). */
  liveDir(): string | undefined;
  /** Resolves once nothing is queued or running (tests, shutdown). */
  whenIdle(): Promise<void>;
  /** Stops the reconcile timer; queued work still finishes (await whenIdle). */
  close(): void;
}

const PROGRESS_EVERY_MS = 500;

/** Longest a sitemap waits behind a stream of saves. */
const CRAWLER_PAGES_MAX_WAIT_MS = 30_000;

/** Pages only crawlers read, rendered after the pending changes' own pages (see `laterPages`). */
const CRAWLER_ONLY: ReadonlySet<string> = new Set([PAGE.sitemap, PAGE.sitemapIndex]);

export async function createLocalPublisher(options: LocalPublisherOptions): Promise<LocalPublisher> {
  const { db, databaseUrl, distDir, root = process.cwd(), siteUrl, now = () => new Date(), log = (line) => console.log(line), reconcileAfterMs = 0, workers, crawlerPagesDelayMs = 1000, purger, purgeRetryDelaysMs } = options;
  const purges = purger && createPurgeRuns({ purger, db, log, retryDelaysMs: purgeRetryDelaysMs });
  const interrupted = await failInterruptedBuildRuns(db, now().toISOString());
  if (interrupted) log(`publisher: ${interrupted} build(s) interrupted by the last stop marked failed`);
  // The footer's category order the live pages show (taken as the data's at start).
  const popular = popularOrder(db);
  await popular.remember(now());

  let queuedFull: number | undefined;
  let pendingChanges: ContentChange[] = [];
  // Sitemaps of incremental builds wait for a quiet moment, then render once for all the changes
  // before them: a chunk is the largest page a save touches (thousands of URLs, 100–300 ms at
  // 100,000 posts), crawlers read it hours later, and the next editor's page should not queue
  // behind it. A full build covers them.
  let laterPages = new Map<string, PageEntry>();
  let laterSince = 0;
  // Ends the quiet-time wait early when a change or a full build comes in.
  let wake: (() => void) | undefined;

  function quietFor(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        wake = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      wake = done;
    });
  }
  let running: Promise<void> | undefined;
  let reconcileTimer: NodeJS.Timeout | undefined;
  // The code this process renders with, hashed once: a deploy restarts the server. A live site
  // built from other code (assets of other names) is brought up to date by a full build instead.
  const source = sourceFingerprint(root);
  let loaded: Promise<SiteRenderer> | undefined;

  function renderer(): Promise<SiteRenderer> {
    if (!loaded) {
      loaded = withBuildLock(root, () => ensureRendererBundle({ root, siteUrl, source, log })).then((bundle) => loadSiteRenderer(bundle.dir));
      // A failed bundle build is retried at the next use.
      loaded.catch(() => (loaded = undefined));
    }
    return loaded;
  }

  function kick(): void {
    if (running) return;
    running = drain()
      .catch((err) => log(`publisher: ${err instanceof Error ? err.message : String(err)}`))
      .finally(() => {
        running = undefined;
        if (queuedFull !== undefined || pendingChanges.length) kick();
      });
  }

  async function drain(): Promise<void> {
    while (queuedFull !== undefined || pendingChanges.length || laterPages.size) {
      const overdue = laterPages.size > 0 && Date.now() - laterSince >= CRAWLER_PAGES_MAX_WAIT_MS;
      if (queuedFull !== undefined) {
        const id = queuedFull;
        queuedFull = undefined;
        // The build reads the data after these changes were saved: it covers them.
        pendingChanges = [];
        laterPages = new Map();
        await runFull(id);
      } else if (pendingChanges.length && !overdue) {
        const changes = pendingChanges;
        pendingChanges = [];
        await runIncremental(changes);
      } else {
        if (!overdue) await quietFor(crawlerPagesDelayMs);
        if (!overdue && (pendingChanges.length || queuedFull !== undefined)) continue;
        const pages = [...laterPages.values()];
        laterPages = new Map();
        await renderNow(pages, `sitemaps of the changes before (${pages.length} pages)`);
      }
    }
  }

  async function runFull(id: number): Promise<void> {
    const started = now();
    const lines: string[] = [];
    const collect = (line: string) => {
      lines.push(`${new Date().toISOString()} ${line}`);
      log(`build ${id}: ${line}`);
    };
    let lastProgress = 0;
    const onProgress = (done: number, total: number) => {
      const t = Date.now();
      if (done !== total && t - lastProgress < PROGRESS_EVERY_MS) return;
      lastProgress = t;
      void updateBuildRun(db, id, { pagesDone: done, pagesTotal: total }).catch(() => {});
    };
    try {
      // Inside the try: a run whose start could not be recorded (database busy or down) ends
      // failed, never 'queued' for ever.
      await updateBuildRun(db, id, { status: 'running', startedAt: started.toISOString() });
      const result = await withBuildLock(root, () => buildUnlocked({ db, databaseUrl, distDir, root, siteUrl, now: started, workers, onProgress, log: collect }));
      collect(`${result.pages} pages written and made live`);
      // Every page changed (or may have: assets, footers): one purge of everything, not one per page.
      purges?.purge(id, { everything: true });
      await popular.remember(started);
      await updateBuildRun(db, id, { status: 'succeeded', finishedAt: now().toISOString(), durationMs: Date.now() - started.getTime(), pages: result.pages, pagesDone: result.pages, pagesByLocale: result.pagesByLocale, log: lines.join('\n') });
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      collect(`failed: ${message}`);
      await updateBuildRun(db, id, { status: 'failed', finishedAt: now().toISOString(), durationMs: Date.now() - started.getTime(), error: message.split('\n')[0]!.slice(0, 500), log: lines.join('\n') });
    }
  }

  async function runIncremental(changes: ContentChange[]): Promise<void> {
    const live = liveReleaseDir(distDir);
    if (!live || readStamp(live)?.source !== source) {
      await requestFullBuild(live ? 'the live site was built from other code' : 'first build (no live site yet)');
      return;
    }
    const at = now();
    const r = await renderer();
    const pages = new Map<string, PageEntry>();
    for (const change of changes) {
      for (const page of await affectedPages(r, db, change, at)) {
        if (CRAWLER_ONLY.has(page.component)) {
          if (!laterPages.size) laterSince = Date.now();
          laterPages.set(page.path, page);
        }
        else pages.set(page.path, page);
      }
    }
    const trigger = changes.length === 1 ? describe(changes[0]!) : `${changes.length} changes: ${changes.map(describe).join('; ')}`.slice(0, 200);
    await renderNow([...pages.values()], trigger, at, r);
    const reordered = await popular.changed(at, changes.flatMap((c) => c.locales));
    if (reordered.length) await requestFullBuild(`the category order of ${reordered.join(', ')} changed (footer of every page)`);
    if (reconcileAfterMs > 0) {
      clearTimeout(reconcileTimer);
      reconcileTimer = setTimeout(() => void requestFullBuild('reconcile after incremental builds'), reconcileAfterMs);
      reconcileTimer.unref();
    }
  }

  async function renderNow(pages: PageEntry[], trigger: string, at = now(), r?: SiteRenderer) {
    const id = await createBuildRun(db, { kind: 'incremental', trigger, status: 'running', at: at.toISOString() });
    const started = Date.now();
    await updateBuildRun(db, id, { pagesTotal: pages.length });
    try {
      const liveDir = liveReleaseDir(distDir);
      if (!liveDir) throw new Error('no live site to update yet: run a full build first');
      const rr = r ?? (await renderer());
      const result = await withBuildLock(root, () => renderPagesLive(rr, db, liveDir, pages, at, { categoryOrder: popular.known() }));
      purges?.purge(id, { paths: publicPaths([...result.written, ...result.removed]) });
      const paths = [...result.written, ...result.removed.map((p) => `-${p}`)];
      await updateBuildRun(db, id, { status: 'succeeded', finishedAt: now().toISOString(), durationMs: Date.now() - started, pages: paths.length, pagesDone: pages.length, paths, log: `written: ${result.written.join(' ')}\nremoved: ${result.removed.join(' ') || '-'}` });
      log(`build ${id} (incremental, ${trigger}): ${result.written.length} written, ${result.removed.length} removed in ${Date.now() - started} ms`);
      return { id, ...result };
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      await updateBuildRun(db, id, { status: 'failed', finishedAt: now().toISOString(), durationMs: Date.now() - started, error: message.slice(0, 500), log: message });
      throw err;
    }
  }

  async function requestFullBuild(trigger: string): Promise<number> {
    if (queuedFull === undefined) {
      queuedFull = await createBuildRun(db, { kind: 'full', trigger, status: 'queued', at: now().toISOString() });
    }
    const id = queuedFull;
    wake?.();
    kick();
    return id;
  }

  return {
    request(change) {
      if (SITE_WIDE.has(change.entity)) return void requestFullBuild(describe(change)).catch((err) => log(`publisher: ${String(err)}`));
      pendingChanges.push(change);
      wake?.();
      kick();
    },
    rebuild(trigger) {
      return void requestFullBuild(trigger).catch((err) => log(`publisher: ${String(err)}`));
    },
    requestFullBuild,
    renderer,
    renderNow: (pages, trigger) => renderNow(pages, trigger),
    liveDir: () => liveReleaseDir(distDir),
    async whenIdle() {
      while (running) await running;
    },
    close() {
      clearTimeout(reconcileTimer);
      wake?.();
    },
  };
}

function describe(change: ContentChange): string {
  return `${change.entity} ${change.id} ${change.action}`;
}
