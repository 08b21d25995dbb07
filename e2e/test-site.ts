/**
 * The built demo site for browser tests. Building takes a while, so one build is shared by every
 * test file (and reused across runs while the site's source and the day stay the same): the first
 * file to ask builds it under a lock, the others wait for it. Each test file then gets its own copy
 * of the seeded database and its own server on a free port, so a test that writes (contact form,
 * admin saves) never disturbs another.
 */
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, realpathSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe } from 'vitest';
import { createLocalPublisher, type LocalPublisher } from '../api/publish/local-publisher';
import { startServer, type RunningServer } from '../api/server';
import { buildSite, sourceFingerprint } from '../api/publish/build-site';
import { withFileLock } from '../shared/file-lock';
import { seedDemo } from '../content-scripts/seed/seed';
import { connect, type Db } from '../shared/db/connect';
import { migrate } from '../shared/db/migrate';
import { DEFAULT_MEDIA_LIMITS } from '../shared/media/process';
import { createFileMediaStore } from '../shared/media/store';
import { browserSkipReason, launchBrowser } from './browser';

const CACHE_ROOT = resolve('node_modules/.cache/e2e-site');

export interface BuiltSite {
  /** Seeded database file (do not write to it; tests get copies). */
  dbFile: string;
  distDir: string;
  /** The media library's files the seed drew (do not write to it; tests get copies). */
  mediaDir: string;
  /** The moment the corpus was seeded at (start of the current UTC day). */
  seededAt: Date;
}

/** Builds of other source versions, untouched for two hours, are no longer anyone's. */
function pruneOldBuilds(keep: string): void {
  for (const name of readdirSync(CACHE_ROOT)) {
    const path = join(CACHE_ROOT, name);
    if (path === keep || name.startsWith('.')) continue;
    if (Date.now() - statSync(path).mtimeMs > 2 * 3600_000) rmSync(path, { recursive: true, force: true });
  }
}

/**
 * The demo corpus seeded at the start of today (UTC) and built into a cached dist/. Rebuilt when the
 * site's source changed or the day changed (relative dates and `{month}` titles depend on it).
 */
export async function builtDemoSite(): Promise<BuiltSite> {
  const seededAt = new Date(new Date().toISOString().slice(0, 10) + 'T00:00:00.000Z');
  // '-at-seed': builds of before the build moment was pinned are not reused.
  const key = `${sourceFingerprint()}-${seededAt.toISOString().slice(0, 10)}-at-seed`;
  const dir = join(CACHE_ROOT, key);
  const site: BuiltSite = { dbFile: join(dir, 'site.db'), distDir: join(dir, 'dist'), mediaDir: join(dir, 'media'), seededAt };
  return withFileLock(join(CACHE_ROOT, '.lock'), async () => {
    if (existsSync(join(dir, 'ready'))) return site;
    pruneOldBuilds(dir);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const url = `sqlite:${site.dbFile}`;
    const db = connect(url);
    try {
      await migrate(db);
      await seedDemo(db, { now: seededAt, media: createFileMediaStore(site.mediaDir) });
      // Built at the seed's moment, not at the hour the first test of the day ran: the seeded
      // prices (read in the day before) are all current and the price history's lows and badges
      // are the same whenever the cache was filled (issue 27).
      await buildSite({ db, databaseUrl: url, distDir: site.distDir, now: seededAt });
    } finally {
      await db.close();
    }
    // A build that stopped early must not be cached as the site every browser test runs against.
    for (const page of ['index.html', '404.html', 'admin/index.html', 'br/index.html']) {
      if (!existsSync(join(site.distDir, page))) throw new Error(`The demo build has no ${page}; not caching it`);
    }
    writeFileSync(join(dir, 'ready'), new Date().toISOString());
    return site;
  });
}

export interface TestSite {
  /** `http://127.0.0.1:{port}` */
  url: string;
  /** This test file's own copy of the seeded database. */
  db: Db;
  distDir: string;
  seededAt: Date;
  /** The self-hosted publisher of a `publishing` site (full builds on request). */
  publisher?: LocalPublisher;
  close(): Promise<void>;
}

export interface OpenTestSiteOptions {
  /**
   * Serve a private copy of the built site through the self-hosted publisher (builds, re-renders,
   * /api/admin/builds and /rendering), so a test that publishes never writes the shared build.
   */
  publishing?: boolean;
  /**
   * The media library as the server runs it: uploads answer once usable and their other variants
   * are made in the background (`background`), with an upload limit of `maxBytes` if given.
   */
  media?: { background?: boolean; maxBytes?: number };
}

/** Starts `api/server.ts` on a free port over a private copy of the built demo site's database. */
export async function openTestSite(options: OpenTestSiteOptions = {}): Promise<TestSite> {
  const built = await builtDemoSite();
  const dir = mkdtempSync(join(tmpdir(), 'rs-e2e-'));
  const dbFile = join(dir, 'site.db');
  copyFileSync(built.dbFile, dbFile);
  // The media files beside the database, as `npm start` keeps them (data/site.db, data/media).
  const mediaDir = join(dir, 'media');
  cpSync(built.mediaDir, mediaDir, { recursive: true });
  const media = {
    store: createFileMediaStore(mediaDir),
    background: options.media?.background,
    ...(options.media?.maxBytes ? { limits: { ...DEFAULT_MEDIA_LIMITS, maxBytes: options.media.maxBytes } } : {}),
  };
  const db = connect(`sqlite:${dbFile}`);
  let distDir = built.distDir;
  let publisher: LocalPublisher | undefined;
  let running: RunningServer;
  try {
    if (options.publishing) {
      distDir = join(dir, 'dist');
      cpSync(realpathSync(built.distDir), distDir, { recursive: true });
      publisher = await createLocalPublisher({ db, databaseUrl: `sqlite:${dbFile}`, distDir, reconcileAfterMs: 0, log: () => undefined });
    }
    running = await startServer({ deps: { db, publisher, site: publisher, media, wordpressImport: { tmpDir: dir } }, distDir, port: 0, host: '127.0.0.1' });
  } catch (err) {
    await db.close();
    throw err;
  }
  const port = (running.server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}`,
    db,
    distDir,
    seededAt: built.seededAt,
    publisher,
    close: async () => {
      publisher?.close();
      await publisher?.whenIdle();
      await running.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface BrowserSuite {
  site(): TestSite;
  browser(): Browser;
  /** A fresh context (own storage and cookies); closed after the suite. */
  newContext(options?: Parameters<Browser['newContext']>[0]): Promise<BrowserContext>;
  /** A page in a fresh context; `path` is opened when given. */
  newPage(path?: string, options?: Parameters<Browser['newContext']>[0]): Promise<Page>;
}

const requireBrowser = process.env.REQUIRE_BROWSER === '1';

/**
 * `describe` for browser tests against the built demo site: skipped when Chromium is missing
 * (a failure under REQUIRE_BROWSER=1), with one server and one browser for the whole suite.
 */
export function describeSite(name: string, body: (suite: BrowserSuite) => void, options: OpenTestSiteOptions = {}): void {
  const skip = browserSkipReason();
  const run = !skip || requireBrowser;
  (run ? describe : describe.skip)(name, () => {
    let site: TestSite | undefined;
    let browser: Browser | undefined;
    const contexts: BrowserContext[] = [];
    beforeAll(async () => {
      if (skip) throw new Error(`REQUIRE_BROWSER=1 but ${skip}`);
      [site, browser] = await Promise.all([openTestSite(options), launchBrowser()]);
    }, 600_000);
    afterAll(async () => {
      await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
      await browser?.close();
      await site?.close();
    });
    const suite: BrowserSuite = {
      site: () => site!,
      browser: () => browser!,
      async newContext(options) {
        const context = await browser!.newContext({ baseURL: site!.url, ...options });
        contexts.push(context);
        return context;
      },
      async newPage(path, options) {
        const page = await (await suite.newContext(options)).newPage();
        if (path !== undefined) await page.goto(path);
        return page;
      },
    };
    body(suite);
  });
}
