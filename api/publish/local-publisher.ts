/**
 * The self-hosted publisher (DESIGN §1, §7), recorded in build_runs. Two lanes run side by side:
 *
 * - The live lane: a content change renders only the pages it affects (incremental,
 *   ./renderer/affected-pages.ts) straight into the live release, one change batch at a time;
 *   changes arriving meanwhile are coalesced into the next batch. It never waits for a full build
 *   (issue 23): a save made while a full build renders is live within its own render time.
 * - The full lane: a full build (on request, nightly, site-wide changes) renders a new release and
 *   swaps it in (./build-site.ts); a failed one leaves the live site as it was. Full-build requests
 *   arriving while one is queued join it: two triggers during a build give one follow-up. Before
 *   the swap, the build renders again every page the live lane wrote since it started
 *   (./catch-up.ts), so no save is lost when its release goes live.
 *
 * Incremental builds render every page a change shows on, related cards included (a post's
 * related posts are its neighbours in its category). `reconcileAfterMs` can still follow them
 * with a coalesced full build (off by default: at 100,000 posts that is minutes of CPU per burst
 * of edits, for pages the nightly build refreshes anyway, like the footer's category order).
 */
import { buildSite } from './build-site';
import { withBuildLock, withLiveLock } from './site-locks';
import { recordLiveWrites } from './live-writes';
import { createPurgeRuns } from './cdn/purge-runs';
import { publicPaths, type Purger } from './cdn/purger';
import { resumeIndexNow, type IndexNowQueue } from './indexnow/submissions';
import type { Db } from '../../shared/db/connect';
import { createBuildRun, failInterruptedBuildRuns, updateBuildRun, type BuildRunUpdate } from '../../shared/db/queries/build-runs';
import { readStamp, sourceFingerprint } from './fingerprint';
import type { ContentChange, Publisher } from './publisher';
import { liveReleaseDir } from './releases';
import { affectedPages, SITE_WIDE } from './renderer/affected-pages';
import { ensureRendererBundle } from './renderer/bundle';
import { renderPagesLive } from './renderer/incremental';
import { PAGE } from './renderer/routes';
import { popularOrder } from './popular-order';
import { loadSiteRenderer, type PageEntry, type SiteRenderer } from './renderer/site-renderer';
import { offThreadRenderer, type OffThreadRenderer } from './renderer/off-thread';

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
  /** CPU niceness of the full build's render process (default: build-site's, so the server's readers and saves go first). */
  workerNice?: number;
  /**
   * The shared cache in front of the site (CDN_PURGE, ./cdn/): after each build, in the background,
   * the pages an incremental build wrote or removed are purged, everything after a full build.
   */
  purger?: Purger;
  /** Waits between purge attempts (default ./cdn/purge-runs.ts's). */
  purgeRetryDelaysMs?: number[];
  /**
   * IndexNow (INDEXNOW_KEY, ./indexnow/): after each incremental build, in the background, the
   * public URLs it wrote or removed are submitted; a full build submits none (docs/decisions.md).
   * Submissions a stop left unsent are queued again here.
   */
  indexNow?: IndexNowQueue;
}

export interface LocalPublisher extends Publisher {
  /** Queues a full build (or joins the one already queued); resolves to its build_runs id. */
  requestFullBuild(trigger: string): Promise<number>;
  /** The renderer of the live code (built on first use). */
  renderer(): Promise<SiteRenderer>;
  /** Renders `pages` into the live site now, recorded as an incremental build. */
  renderNow(pages: PageEntry[], trigger: string): Promise<{ id: number; written: string[]; removed: string[] }>;
  /** DIST_DIR: the link to the live release. */
  readonly distDir: string;
  /** Resolves once nothing is queued or running (tests, shutdown). */
  whenIdle(): Promise<void>;
  /** Stops the reconcile timer; queued work still finishes (await whenIdle). */
  close(): void;
}

const PROGRESS_EVERY_MS = 500;

/**
 * Waits between attempts at a build's last write (its outcome). A busy database (another process
 * writing, SQLite's lock held past its timeout) must not leave a row `running` for ever: the editor's
 * "Publicando…" would never end. About 15 s in all, then the failure is reported.
 */
const SETTLE_RETRY_MS = [100, 400, 1_500, 4_000, 9_000];

/**
 * Most changes rendered together, editors' and jobs'. A price run asks for hundreds of products at
 * once: their pages are found and rendered in small slices, so that a batch's messages to the render
 * thread stay small and an editor's save waits for one slice at most (at 100,000 posts a slice of
 * 100 products took ~2.5 s, of 20 about half a second).
 */
const MAX_BATCH_CHANGES = { editors: 100, jobs: 20 };

/** Longest a sitemap waits behind a stream of saves. */
const CRAWLER_PAGES_MAX_WAIT_MS = 30_000;


/** Pages only crawlers read, rendered after the pending changes' own pages (see `laterPages`). */
const CRAWLER_ONLY: ReadonlySet<string> = new Set([PAGE.sitemap, PAGE.sitemapIndex]);

export async function createLocalPublisher(options: LocalPublisherOptions): Promise<LocalPublisher> {
  const { db, databaseUrl, distDir, root = process.cwd(), siteUrl, now = () => new Date(), log = (line) => console.log(line), reconcileAfterMs = 0, workers, crawlerPagesDelayMs = 1000, workerNice, purger, purgeRetryDelaysMs, indexNow } = options;
  const purges = purger && createPurgeRuns({ purger, db, log, retryDelaysMs: purgeRetryDelaysMs });
  // A database that cannot say what is unsent must not stop the start: those rows wait for the next one.
  const resumed = indexNow && (await resumeIndexNow(indexNow, db).catch((err) => void log(`publisher: could not read unsent IndexNow submissions: ${String(err)}`)));
  if (resumed) log(`publisher: ${resumed} IndexNow submission(s) left unsent by the last stop queued again`);
  const interrupted = await failInterruptedBuildRuns(db, now().toISOString());
  if (interrupted) log(`publisher: ${interrupted} build(s) interrupted by the last stop marked failed`);
  // The footer's category order the live pages show (taken as the data's at start).
  const popular = popularOrder(db);
  await popular.remember(now());

  let queuedFull: number | undefined;
  // The full build rendering now: a change that cannot render before it is live waits for it.
  let runningFull: number | undefined;
  // Changes not rendered yet, in batches with the build_runs row (queued) that will render each: a
  // save's answer names it at once (`request`), and changes arriving meanwhile join it. Editors'
  // batches go before jobs' (`ContentChange.background`); a batch holds at most MAX_BATCH_CHANGES of its kind.
  const batches = { editors: [] as Batch[], jobs: [] as Batch[] };
  const anyPending = () => batches.editors.length > 0 || batches.jobs.length > 0;
  // Sitemaps of incremental builds wait for a quiet moment, then render once for all the changes
  // before them: a chunk is the largest page a save touches (thousands of URLs, 100–300 ms at
  // 100,000 posts), crawlers read it hours later, and the next editor's page should not queue
  // behind it. A full build that started after they were asked for covers them.
  let laterPages = new Map<string, { page: PageEntry; since: number }>();
  // Ends the quiet-time wait early when a change comes in.
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
  /** The lanes at work (undefined: idle). */
  let fullLane: Promise<void> | undefined;
  let liveLane: Promise<void> | undefined;
  let reconcileTimer: NodeJS.Timeout | undefined;
  // The code this process renders with, hashed once: a deploy restarts the server. A live site
  // built from other code (assets of other names) is brought up to date by a full build instead.
  const source = sourceFingerprint(root);
  let bundle: Promise<string> | undefined;
  let loaded: Promise<SiteRenderer> | undefined;
  // Sitemaps and a save's pages render on a worker thread: a sitemap chunk holds the event loop
  // 100–300 ms at 100,000 posts, finding a save's pages ~140 ms (issue 29).
  let offThread: OffThreadRenderer | undefined;
  // The worker loads the renderer bundle once (1–2 s; more on a busy machine), from a server's
  // first change on (startWarming).
  let workerWarm = false;
  let warming: Promise<void> | undefined;
  let closed = false;

  function bundleDir(): Promise<string> {
    if (!bundle) {
      bundle = withBuildLock(root, () => ensureRendererBundle({ root, siteUrl, source, log })).then((b) => b.dir);
      // A failed bundle build is retried at the next use.
      bundle.catch(() => (bundle = undefined));
    }
    return bundle;
  }

  function renderer(): Promise<SiteRenderer> {
    if (!loaded) {
      loaded = bundleDir().then(loadSiteRenderer);
      loaded.catch(() => (loaded = undefined));
    }
    return loaded;
  }

  const report = (err: unknown) => log(`publisher: ${err instanceof Error ? err.message : String(err)}`);

  /** Records a build's outcome, trying again while the database refuses the write (see SETTLE_RETRY_MS). */
  async function settle(id: number, outcome: BuildRunUpdate): Promise<void> {
    for (const wait of [...SETTLE_RETRY_MS, undefined]) {
      try {
        return await updateBuildRun(db, id, outcome);
      } catch (err) {
        if (wait === undefined) throw err;
        log(`publisher: build ${id}: could not record "${outcome.status}" (${err instanceof Error ? err.message : String(err)}); trying again in ${wait} ms`);
        await new Promise((r) => setTimeout(r, wait));
      }
    }
  }

  function kick(): void {
    if (!fullLane && queuedFull !== undefined) {
      fullLane = drainFull()
        .catch(report)
        .finally(() => {
          fullLane = undefined;
          kick();
        });
    }
    if (!liveLane && (anyPending() || laterPages.size)) {
      liveLane = drainLive()
        .catch(report)
        .finally(() => {
          liveLane = undefined;
          if (anyPending()) kick();
        });
    }
  }

  async function drainFull(): Promise<void> {
    while (queuedFull !== undefined) {
      const id = queuedFull;
      queuedFull = undefined;
      runningFull = id;
      try {
        await runFull(id);
      } finally {
        runningFull = undefined;
      }
    }
  }

  async function drainLive(): Promise<void> {
    while (anyPending() || laterPages.size) {
      let oldest = Infinity;
      for (const p of laterPages.values()) oldest = Math.min(oldest, p.since);
      const overdue = laterPages.size > 0 && Date.now() - oldest >= CRAWLER_PAGES_MAX_WAIT_MS;
      if (anyPending() && (!overdue || !workerWarm)) {
        await runIncremental((batches.editors.length ? batches.editors : batches.jobs).shift()!);
      } else {
        if (!overdue) await quietFor(crawlerPagesDelayMs);
        if (!overdue && anyPending()) continue;
        if (!workerWarm && !(await warmRenderWorker())) continue;
        const pages = [...laterPages.values()].map((p) => p.page);
        laterPages = new Map();
        if (pages.length) await renderNow(pages, `sitemaps of the changes before (${pages.length} pages)`, now(), undefined, undefined, workerWarm ? offThread : undefined);
      }
    }
  }

  /**
   * Starts loading the render worker unless it is loaded or loading, and resolves when it is up
   * (or failed to start: then `workerWarm` stays false and the next call tries again). Started at
   * a server's first change, so it loads while that change's row is recorded.
   */
  function startWarming(): Promise<void> {
    warming ??= (async () => {
      const dir = await bundleDir();
      if (closed) return;
      offThread ??= offThreadRenderer({ bundleDir: dir, databaseUrl });
      await offThread.warm();
      workerWarm = true;
    })()
      .catch((err) => (closed ? undefined : report(err)))
      // A failed start is tried again at the next change or sitemap render.
      .finally(() => {
        if (!workerWarm) warming = undefined;
      });
    return warming;
  }

  /**
   * Waits for the sitemap worker to be ready, or for the next change, whichever comes first (false:
   * the change goes first). A worker that fails to start is reported and the sitemaps render on this
   * thread this time (true with `workerWarm` still false); the next time tries it again.
   */
  async function warmRenderWorker(): Promise<boolean> {
    const done = await Promise.race([startWarming().then(() => true), quietFor(CRAWLER_PAGES_MAX_WAIT_MS).then(() => false)]);
    // Ends the other wait's timer.
    wake?.();
    return done;
  }

  async function runFull(id: number): Promise<void> {
    const started = now();
    const startedMs = Date.now();
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
      const result = await buildSite({ db, databaseUrl, distDir, root, siteUrl, now: started, clock: now, source, workers, workerNice, onProgress, log: collect });
      // The new release is live. Every page changed (or may have: assets, footers): one purge of everything.
      purges?.purge(id, { everything: true });
      collect(`${result.pages} pages written and made live${result.caughtUp.length ? `; ${result.caughtUp.length} published during the build rendered again before the swap` : ''}`);
      // The build read the data after these sitemaps were asked for: it covers them.
      for (const [path, later] of laterPages) if (later.since < startedMs) laterPages.delete(path);
      void result.removal.then(() => log(`build ${id}: older releases removed`));
      await popular.remember(started);
      await settle(id, { status: 'succeeded', finishedAt: now().toISOString(), durationMs: Date.now() - startedMs, pages: result.pages, pagesDone: result.pages, pagesByLocale: result.pagesByLocale, log: lines.join('\n') });
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      collect(`failed: ${message}`);
      await settle(id, { status: 'failed', finishedAt: now().toISOString(), durationMs: Date.now() - startedMs, error: message.split('\n')[0]!.slice(0, 500), log: lines.join('\n') });
    }
  }

  /** Whether the live site can take incremental renders (it exists and was built from this code). */
  const liveIsCurrent = () => {
    const live = liveReleaseDir(distDir);
    return live !== undefined && readStamp(live)?.source === source;
  };

  async function runIncremental(batch: Batch): Promise<void> {
    const { changes } = batch;
    // The row the save's answer named; made now if recording it failed then.
    const id = await batch.id.catch(() => createBuildRun(db, { kind: 'incremental', trigger: describe(changes[0]!), status: 'queued', at: now().toISOString() }));
    if (!liveIsCurrent()) {
      // No site to render into yet: the changes wait for a full build (the one rendering, else a
      // new one), recorded on their row so the editor can show its progress, then render as usual.
      const live = liveReleaseDir(distDir);
      const fullId = runningFull ?? queuedFull ?? (await requestFullBuild(live ? 'the live site was built from other code' : 'first build (no live site yet)'));
      await updateBuildRun(db, id, { waitingFor: fullId }).catch(report);
      while (fullLane && (runningFull === fullId || queuedFull === fullId)) await fullLane;
      if (!liveIsCurrent()) {
        const message = `the full build ${fullId} it waited for did not make a live site of this code`;
        await settle(id, { status: 'failed', finishedAt: now().toISOString(), error: message, log: message });
        return;
      }
    }
    const at = now();
    const pages = new Map<string, PageEntry>();
    // The save's pages are found and rendered on the worker thread: at 100,000 posts finding them
    // is ~140 ms of synchronous queries and a deep list page 130 ms, which would hold every reader
    // of this server (issue 29). A just-started server's first save waits for the worker to load
    // (1–2 s) rather than load the renderer here: importing it and a first render held
    // this thread ~0.8 s at 10,000 posts. This thread renders only when the worker cannot start.
    if (!workerWarm) await startWarming();
    const worker = workerWarm ? offThread : undefined;
    let r: SiteRenderer | undefined;
    try {
      let found: PageEntry[] = [];
      if (worker) found = await worker.affectedPages(changes, at);
      else {
        r = await renderer();
        for (const change of changes) for (const page of await affectedPages(r, db, change, at)) found.push(page);
      }
      for (const page of found) {
        if (CRAWLER_ONLY.has(page.component)) {
          if (!laterPages.has(page.path)) laterPages.set(page.path, { page, since: Date.now() });
        }
        else pages.set(page.path, page);
      }
    } catch (err) {
      // The row the editor watches ends failed, never queued for ever.
      const message = `could not work out the pages to render: ${err instanceof Error ? err.message : String(err)}`;
      await settle(id, { status: 'failed', finishedAt: now().toISOString(), error: message.slice(0, 500), log: message });
      throw err;
    }
    const trigger = changes.length === 1 ? describe(changes[0]!) : `${changes.length} changes: ${changes.map(describe).join('; ')}`.slice(0, 200);
    await renderNow([...pages.values()], trigger, at, r, id, worker);
    const reordered = await popular.changed(at, changes.flatMap((c) => c.locales));
    if (reordered.length) await requestFullBuild(`the category order of ${reordered.join(', ')} changed (footer of every page)`);
    if (reconcileAfterMs > 0) {
      clearTimeout(reconcileTimer);
      reconcileTimer = setTimeout(() => void requestFullBuild('reconcile after incremental builds'), reconcileAfterMs);
      reconcileTimer.unref();
    }
  }

  /**
   * Renders `pages` into the live release under the live lock (a full build's swap waits for it,
   * and it for the swap), journaled first so a full build rendering meanwhile renders them again;
   * on `worker` when given (a save's pages, and crawler pages: long to render and read hours later),
   * else on this thread.
   */
  async function renderNow(pages: PageEntry[], trigger: string, at = now(), r?: SiteRenderer, queued?: number, worker?: OffThreadRenderer) {
    const id = queued ?? (await createBuildRun(db, { kind: 'incremental', trigger, status: 'running', at: at.toISOString() }));
    const started = Date.now();
    try {
      // Inside the try: a start that could not be recorded ends the row failed, not queued or running.
      await updateBuildRun(db, id, queued === undefined ? { pagesTotal: pages.length } : { pagesTotal: pages.length, status: 'running', trigger, startedAt: at.toISOString() });
      // Before the lock: a first bundle build takes a while and must not hold the live site.
      const rr = worker ? undefined : (r ?? (await renderer()));
      const result = await withLiveLock(distDir, async () => {
        const liveDir = liveReleaseDir(distDir);
        if (!liveDir) throw new Error('no live site to update yet: run a full build first');
        recordLiveWrites(liveDir, pages);
        const shared = { categoryOrder: popular.known() };
        return worker ? worker.renderPages(liveDir, pages, at, shared) : renderPagesLive(rr!, db, liveDir, pages, at, shared);
      });
      purges?.purge(id, { paths: publicPaths([...result.written, ...result.removed]) });
      const paths = [...result.written, ...result.removed.map((p) => `-${p}`)];
      await settle(id, { status: 'succeeded', finishedAt: now().toISOString(), durationMs: Date.now() - started, pages: paths.length, pagesDone: pages.length, paths, log: `written: ${result.written.join(' ')}\nremoved: ${result.removed.join(' ') || '-'}` });
      // After the row holds its paths: a restart resumes an unsent submission from them.
      indexNow?.enqueue(id, paths);
      log(`build ${id} (incremental, ${trigger}): ${result.written.length} written, ${result.removed.length} removed in ${Date.now() - started} ms ${worker ? 'on the render worker' : 'on the server thread'}`);
      return { id, ...result };
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      await settle(id, { status: 'failed', finishedAt: now().toISOString(), durationMs: Date.now() - started, error: message.slice(0, 500), log: message });
      throw err;
    }
  }

  async function requestFullBuild(trigger: string): Promise<number> {
    if (queuedFull === undefined) {
      queuedFull = await createBuildRun(db, { kind: 'full', trigger, status: 'queued', at: now().toISOString() });
    }
    const id = queuedFull;
    kick();
    return id;
  }

  return {
    request(change) {
      if (SITE_WIDE.has(change.entity)) {
        return requestFullBuild(describe(change)).catch((err) => {
          report(err);
          return undefined;
        });
      }
      const kind = change.background ? 'jobs' : 'editors';
      const lane = batches[kind];
      let batch = lane.at(-1);
      if (!batch || batch.changes.length >= MAX_BATCH_CHANGES[kind]) {
        const id = createBuildRun(db, { kind: 'incremental', trigger: describe(change), status: 'queued', at: now().toISOString() });
        // Reported once here; runIncremental makes the row anew.
        id.catch(report);
        batch = { changes: [], id };
        lane.push(batch);
      }
      batch.changes.push(change);
      if (!workerWarm) void startWarming();
      wake?.();
      kick();
      return batch.id.catch(() => undefined);
    },
    rebuild(trigger) {
      return void requestFullBuild(trigger).catch(report);
    },
    requestFullBuild,
    renderer,
    renderNow: (pages, trigger) => renderNow(pages, trigger),
    distDir,
    async whenIdle() {
      while (fullLane || liveLane) await Promise.all([fullLane, liveLane]);
    },
    close() {
      closed = true;
      clearTimeout(reconcileTimer);
      wake?.();
      void offThread?.close();
    },
  };
}

/** Changes rendered together, and the build_runs row (queued until the live lane takes them) that records it. */
interface Batch {
  changes: ContentChange[];
  id: Promise<number>;
}

function describe(change: ContentChange): string {
  return `${change.entity} ${change.id} ${change.action}`;
}
