/**
 * What one render of site pages runs against: the moment it renders at and, when the caller
 * already holds one, the database connection. The Astro pages read it through `buildNow()` and
 * `buildDb()`; the publisher sets it around each batch of on-demand renders.
 *
 * It lives on `globalThis` under a registered symbol because the caller (api/publish) and the
 * pages (inside the server bundle Astro builds) are different copies of this module in one process.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from './db/connect';
import type { MarkdownOptions, RenderedMarkdown } from './markdown/render';

export interface RenderContext {
  /** The build moment: relative dates, `{month}`/`{year}` and the 24 h price rule use it. */
  now: Date;
  /** The connection to read from; without it the pages open DATABASE_URL themselves. */
  db?: Db;
  /**
   * The render covers the whole site (a full build's workers): page loaders read a locale's lists
   * once and share them across pages. Without it (a save's few pages), each page reads only its own
   * rows, so a save costs what it renders, not what the site holds.
   */
  wholeSite?: boolean;
  /**
   * Which build the render belongs to: pages of one build share what they load once
   * (site/lib/pages/memo.ts); two builds at the same moment (a test's pinned clock, two saves in
   * one millisecond) must not.
   */
  build?: number;
  /**
   * The footer's category order per locale (ids) that the live pages show, which the publisher
   * keeps (api/publish/popular-order.ts): a save's pages show it instead of counting every row of
   * the locale, and the publisher rebuilds the site when a save changes it.
   */
  categoryOrder?: Readonly<Record<string, readonly number[]>>;
  /** An unpublished post or review to show as if it were live (the crawler preview). */
  draft?: { kind: 'post' | 'review'; id: number };
  /**
   * Renders the page's Markdown body instead of the in-thread pipeline: a draft's body goes to the
   * worker thread of shared/markdown/isolated.ts (issue 24), so one costly draft cannot stall the server.
   */
  markdown?: (markdown: string, options: MarkdownOptions) => Promise<RenderedMarkdown>;
}

const KEY = Symbol.for('review-site.render-context');

interface Slot {
  storage: AsyncLocalStorage<RenderContext>;
  /** Set on a thread that renders one page at a time (see `renderOneAtATime`). */
  sequential?: { context?: RenderContext };
}

function slot(): Slot {
  const g = globalThis as { [KEY]?: Slot };
  return (g[KEY] ??= { storage: new AsyncLocalStorage<RenderContext>() });
}

/**
 * Declares that this thread renders one page at a time, each to its end before the next (a full
 * build's render worker): the context is then a plain value of the thread. On Node 20 an
 * AsyncLocalStorage in use makes every promise of the process pay an async hook, and a page
 * creates thousands; without it a worker renders ~4 % faster.
 */
export function renderOneAtATime(): void {
  slot().sequential = {};
}

/** Runs `fn` with `context` visible to every page it renders, however deep the async calls go. */
export function withRenderContext<T>(context: RenderContext, fn: () => T): T {
  const { storage, sequential } = slot();
  if (!sequential) return storage.run(context, fn);
  sequential.context = context;
  return fn();
}

/** The context of the render in progress, if a caller set one. */
export function currentRenderContext(): RenderContext | undefined {
  const { storage, sequential } = slot();
  return sequential ? sequential.context : storage.getStore();
}

/**
 * The moment a build renders at when no caller gives one: BUILD_NOW (ISO date-time, to reproduce
 * a build's HTML) or the current time. Throws naming BUILD_NOW when it is not a date.
 */
export function configuredMoment(): Date {
  const pinned = process.env.BUILD_NOW;
  const moment = pinned ? new Date(pinned) : new Date();
  if (Number.isNaN(moment.getTime())) throw new Error(`BUILD_NOW must be an ISO date-time (got "${pinned}")`);
  return moment;
}
