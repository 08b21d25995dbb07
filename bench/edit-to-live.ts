/**
 * Edit-to-live benchmark: on a built site, saves a post title `samples` times through the self-hosted
 * publisher and measures from the save (the publisher's request, i.e. the admin API's response)
 * until the page served by api/server.ts's site handler shows the new title. Reports the median
 * and the 95th percentile.
 */
import { createSiteApp } from '../api/server';
import { createLocalPublisher } from '../api/publish/local-publisher';
import type { Db } from '../shared/db/connect';

export interface EditToLiveFigure {
  samples: number[];
  median: number;
  p95: number;
  /** Pages written per save (the incremental build's size). */
  pagesPerSave: number;
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

/** `db`/`databaseUrl` hold a seeded corpus already built into `distDir`. */
export async function benchEditToLive({ db, databaseUrl, distDir, samples = 15 }: { db: Db; databaseUrl: string; distDir: string; samples?: number }): Promise<EditToLiveFigure> {
  const publisher = await createLocalPublisher({ db, databaseUrl, distDir, log: () => {}, reconcileAfterMs: 0 });
  await publisher.renderer(); // loaded once at server start in production
  const app = createSiteApp({ deps: { db, log: () => {} }, distDir });
  const posts = await db.kysely.selectFrom('posts').select(['id', 'slug', 'category_id', 'title']).where('locale', '=', 'br').where('status', '=', 'published').orderBy('published_at', 'desc').limit(samples).execute();
  const times: number[] = [];
  let pages = 0;
  for (const [i, post] of posts.entries()) {
    // Plain ASCII: the page shows the title with placeholders substituted and HTML-escaped.
    const title = `Edited title ${i + 1} ${Date.now()}`;
    await db.kysely.updateTable('posts').set({ title, updated_at: new Date().toISOString() }).where('id', '=', post.id).execute();
    const saved = performance.now();
    publisher.request({ entity: 'post', action: 'update', id: post.id, locales: ['br'], slugBefore: post.slug, slugAfter: post.slug, categoryIds: post.category_id ? [post.category_id] : [], translationKeys: [] });
    for (;;) {
      const body = await (await app.fetch(new Request(`http://localhost/br/${post.slug}`))).text();
      if (body.includes(title)) break;
      await new Promise((r) => setTimeout(r, 10));
    }
    times.push(performance.now() - saved);
    await publisher.whenIdle();
  }
  const runs = await db.kysely.selectFrom('build_runs').select('pages').where('kind', '=', 'incremental').orderBy('id', 'desc').limit(posts.length).execute();
  pages = runs.reduce((n, r) => n + (r.pages ?? 0), 0) / Math.max(1, runs.length);
  publisher.close();
  const sorted = [...times].sort((a, b) => a - b);
  return { samples: times, median: quantile(sorted, 0.5), p95: quantile(sorted, 0.95), pagesPerSave: pages };
}

// `npx tsx bench/edit-to-live.ts <databaseUrl> <distDir>`: measure an existing built corpus.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { connect } = await import('../shared/db/connect');
  const [databaseUrl, distDir] = process.argv.slice(2);
  const db = connect(databaseUrl!);
  const f = await benchEditToLive({ db, databaseUrl: databaseUrl!, distDir: distDir! });
  console.log(`edit-to-live: median ${f.median.toFixed(0)} ms, p95 ${f.p95.toFixed(0)} ms over ${f.samples.length} saves, ${f.pagesPerSave.toFixed(0)} pages per save`);
  await db.close();
}
