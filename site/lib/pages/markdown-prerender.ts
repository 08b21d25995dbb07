/**
 * Markdown bodies of a whole build, rendered ahead in worker threads.
 *
 * Rendering Markdown is most of a post page's cost (parse, GFM, sanitize: a few ms per post), and
 * Astro renders pages one after the other on one thread. A full build therefore hands every body
 * to worker threads first (`startBodyPrerender`, called from the routes' getStaticPaths) while the
 * main thread renders pages; a page loader then takes its body from there (`renderBody`), or
 * renders it inline when there is no prerender (an on-demand render of one page, a test, a worker
 * that failed). Both paths run the same `renderMarkdownDocument` on the same inputs, so the HTML is
 * byte-identical either way.
 *
 * `PAGES_MARKDOWN_WORKERS=0` turns the workers off; another number sets how many (default: one
 * per core, at most 3).
 */
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Db } from '../../../shared/db/connect';
import { publishedPostsQuery, publishedReviewsQuery } from '../../../shared/db/queries/site-pages';
import type { Locale } from '../../../shared/locales';
import { renderMarkdownDocument, type MarkdownOptions, type RenderedMarkdown } from '../../../shared/markdown';
import { localeContext } from './context';
import { localeProducts } from './products';

interface Job {
  key: string;
  locale: Locale;
  markdown: string;
  excludeProductId: number | null;
}

interface Registry {
  at: number;
  /** Resolves once every job has a pending result; undefined entries render inline. */
  ready: Promise<Map<string, Promise<RenderedMarkdown>>>;
  scheduler: Scheduler;
}

/**
 * Which bodies the workers render next. Astro renders routes in an order of its own (reviews
 * before posts, say), so the workers follow the pages: a page asking for a body makes its
 * kind and locale the preferred bucket, and a body asked for out of turn jumps the queue.
 */
export class Scheduler {
  private buckets = new Map<string, Job[]>();
  private bucketOf = new Map<string, string>();
  private preferred: string | undefined;
  /** The last body asked for, kept when it comes before the jobs are loaded. */
  private lastDemand: string | undefined;

  load(jobs: Job[]): void {
    for (const job of jobs) {
      const name = `${job.key.split(':')[0]}:${job.locale}`;
      let bucket = this.buckets.get(name);
      if (!bucket) this.buckets.set(name, (bucket = []));
      bucket.push(job);
      this.bucketOf.set(job.key, name);
    }
    if (this.lastDemand) this.demand(this.lastDemand);
  }

  demand(key: string): void {
    this.lastDemand = key;
    const name = this.bucketOf.get(key);
    if (!name) return;
    this.preferred = name;
    const bucket = this.buckets.get(name)!;
    const i = bucket.findIndex((j) => j.key === key);
    if (i >= BATCH) bucket.unshift(...bucket.splice(i, 1));
  }

  /** The next batch, or undefined when every body was handed out. */
  take(): Job[] | undefined {
    let name = this.preferred && this.buckets.get(this.preferred)?.length ? this.preferred : undefined;
    name ??= [...this.buckets.keys()].find((n) => this.buckets.get(n)!.length > 0);
    return name ? this.buckets.get(name)!.splice(0, BATCH) : undefined;
  }
}

const registries = new WeakMap<Db, Registry>();

/** Jobs go to workers in batches: few messages, yet the first pages need not wait for all. */
const BATCH = 50;

function workerCount(): number {
  const configured = process.env.PAGES_MARKDOWN_WORKERS;
  if (configured !== undefined && configured !== '') return Math.max(0, Math.floor(Number(configured)) || 0);
  // One per core: the main thread spends much of a build waiting for bodies, so a worker per core
  // keeps every core busy (measured: the main thread idled 28 % of the build with one worker).
  return Math.min(3, Math.max(1, availableParallelism()));
}

/** Key of a body in the registry. */
export const bodyKey = (kind: 'post' | 'review', id: number) => `${kind}:${id}`;

/** Bodies of the pages a build makes (the same queries as the routes' getStaticPaths). */
async function loadJobs(db: Db, locales: readonly Locale[], now: Date): Promise<Job[]> {
  const jobs: Job[] = [];
  for (const locale of locales) {
    const posts = await publishedPostsQuery(db, locale, now).select(['posts.id', 'posts.content']).execute();
    for (const p of posts) jobs.push({ key: bodyKey('post', p.id), locale, markdown: p.content, excludeProductId: null });
    const reviews = await publishedReviewsQuery(db, locale, now).select(['reviews.id', 'reviews.body', 'reviews.product_id']).execute();
    for (const r of reviews) jobs.push({ key: bodyKey('review', r.id), locale, markdown: r.body, excludeProductId: r.product_id });
  }
  return jobs;
}

async function prerender(db: Db, locales: readonly Locale[], now: Date, count: number, scheduler: Scheduler): Promise<Map<string, Promise<RenderedMarkdown>>> {
  const contexts: { type: 'context'; locale: Locale; store: unknown; now: string; products: unknown[]; reviewPaths: [number, string][] }[] = [];
  for (const locale of locales) {
    const [ctx, products] = await Promise.all([localeContext(db, locale, now), localeProducts(db, locale, now)]);
    if (!ctx) continue;
    contexts.push({
      type: 'context',
      locale,
      store: ctx.store,
      now: now.toISOString(),
      products: [...products.byAsin.values()],
      reviewPaths: [...products.reviewPathById.entries()],
    });
  }
  const active = new Set(contexts.map((c) => c.locale));
  const jobs = (await loadJobs(db, locales, now)).filter((j) => active.has(j.locale));
  const results = new Map<string, Promise<RenderedMarkdown>>();
  const settle = new Map<string, { resolve: (r: RenderedMarkdown) => void; reject: (e: Error) => void }>();
  for (const job of jobs) {
    results.set(job.key, new Promise<RenderedMarkdown>((resolve, reject) => settle.set(job.key, { resolve, reject })));
    // A page that never asks for its body (it failed elsewhere) must not leave an unhandled rejection.
    results.get(job.key)!.catch(() => undefined);
  }
  scheduler.load(jobs);
  const workers = Math.min(count, Math.ceil(jobs.length / BATCH));
  for (let w = 0; w < workers; w++) {
    const worker = new Worker(join(process.cwd(), 'site/lib/pages/markdown-worker.mjs'));
    const failAll = (err: unknown) => {
      for (const [, s] of settle) s.reject(err instanceof Error ? err : new Error(String(err)));
    };
    const feed = () => {
      const batch = scheduler.take();
      if (batch) worker.postMessage({ type: 'render', jobs: batch });
      else void worker.terminate();
    };
    worker.on('message', (message: { type: string; results?: { key: string; html?: string; embeds?: RenderedMarkdown['embeds']; error?: string }[] }) => {
      if (message.type === 'ready') {
        for (const ctx of contexts) worker.postMessage(ctx);
        feed();
      } else if (message.type === 'rendered') {
        for (const r of message.results ?? []) {
          const s = settle.get(r.key);
          settle.delete(r.key);
          if (r.error !== undefined || r.html === undefined) s?.reject(new Error(r.error ?? 'no html'));
          else s?.resolve({ html: r.html, embeds: r.embeds ?? [] });
        }
        feed();
      }
    });
    worker.on('error', failAll);
    // Not unref'd: pages awaiting a body keep the build alive until their worker answers (each
    // worker ends itself after the last batch).
  }
  if (workers === 0) return new Map();
  return results;
}

/**
 * Starts rendering every published post and review body of `locales` in worker threads, for the
 * build at `now`. Idempotent per (db, now); safe to call from several getStaticPaths.
 */
export function startBodyPrerender(db: Db, locales: readonly Locale[], now: Date): void {
  const existing = registries.get(db);
  if (existing && existing.at === now.getTime()) return;
  const count = workerCount();
  const scheduler = new Scheduler();
  const ready = count === 0 ? Promise.resolve(new Map()) : prerender(db, locales, now, count, scheduler).catch(() => new Map<string, Promise<RenderedMarkdown>>());
  registries.set(db, { at: now.getTime(), ready, scheduler });
}

/**
 * The rendered body `key` of the build at `now`: from the prerender when there is one, else (or
 * when the worker failed) rendered here with the same pipeline and options.
 */
export async function renderBody(db: Db, now: Date, key: string, markdown: string, options: MarkdownOptions): Promise<RenderedMarkdown> {
  const registry = registries.get(db);
  if (registry && registry.at === now.getTime()) {
    registry.scheduler.demand(key);
    const pending = (await registry.ready).get(key);
    if (pending) {
      try {
        return await pending;
      } catch {
        // fall through: render inline
      }
    }
  }
  return renderMarkdownDocument(markdown, options);
}
