/**
 * The worker-thread prerender gives exactly the HTML an inline render gives (DESIGN §1: a full
 * build and a single-page render must agree byte for byte), and the loaders use it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../shared/db/testing';
import { insertLocaleConfigs, insertPost, insertProduct, insertReview } from '../../../shared/db/test-fixtures';
import { bodyKey, renderBody, Scheduler, startBodyPrerender } from './markdown-prerender';
import { loadPostPage } from './post';
import { loadReviewPage } from './reviews';

const NOW = new Date('2026-11-21T12:00:00.000Z');
const ids: Record<string, number> = {};
const BODY = '# Título de {year}\n\nTexto com [link](https://example.com) e <b>html</b>.\n\n::product{asin="B0PRERENDR"}\n\n| a | b |\n|---|---|\n| 1 | 2 |';

afterEach(() => {
  delete process.env.PAGES_MARKDOWN_WORKERS;
});

describeEachDatabase(
  'markdown prerender',
  (getDb) => {
    it('renders in workers exactly what the inline render gives, for posts and reviews', async () => {
      const db = getDb();
      const inline = new Date(NOW.getTime() + 1); // another moment: no prerender registered for it
      const [inlinePost, inlineReview] = [
        await loadPostPage(db, { locale: 'br', slug: 'prerendered' }, inline),
        await loadReviewPage(db, { locale: 'br', slug: 'prerendered-review' }, inline),
      ];
      process.env.PAGES_MARKDOWN_WORKERS = '1';
      const at = new Date(NOW.getTime() + 1);
      startBodyPrerender(db, ['br', 'it'], at);
      // A body the workers rendered is returned even when the given Markdown differs: proof that
      // the worker result, not an inline render, is what the loader gets.
      const fromWorker = await renderBody(db, at, bodyKey('post', ids.post!), 'ignored', { locale: 'br' });
      expect(fromWorker.html).toBe(inlinePost!.bodyHtml);
      const post = await loadPostPage(db, { locale: 'br', slug: 'prerendered' }, at);
      const review = await loadReviewPage(db, { locale: 'br', slug: 'prerendered-review' }, at);
      expect(post!.bodyHtml).toBe(inlinePost!.bodyHtml);
      expect(review!.bodyHtml).toBe(inlineReview!.bodyHtml);
      expect(post!.bodyHtml).toContain('data-asin="B0PRERENDR"');
      expect(post!.bodyHtml).toContain('<h2>Título de 2026</h2>');
    }, 30_000);

    it('renders inline when no prerender ran for that moment', async () => {
      const body = await renderBody(getDb(), new Date('2030-01-01T00:00:00Z'), bodyKey('post', 999_999), '**x**', { locale: 'br' });
      expect(body.html).toBe('<p><strong>x</strong></p>');
    });
  },
  async (db) => {
    await insertLocaleConfigs(db);
    const product = await insertProduct(db, { slug: 'prerender-product', asin: 'B0PRERENDR', price_cents: 1000, price_updated_at: '2026-11-21T10:00:00.000Z' });
    ids.post = await insertPost(db, { slug: 'prerendered', content: BODY, published_at: '2026-11-01T00:00:00.000Z' });
    await insertReview(db, { product_id: product, slug: 'prerendered-review', body: BODY, published_at: '2026-11-01T00:00:00.000Z' });
  },
);

describe('Scheduler', () => {
  const jobs = (kind: string, locale: 'br' | 'it', n: number) =>
    Array.from({ length: n }, (_, i) => ({ key: `${kind}:${locale}-${i}`, locale, markdown: '', excludeProductId: null }));

  it('hands out the bucket of the body asked for, even when asked before the jobs were loaded', () => {
    const s = new Scheduler();
    s.demand('review:br-0');
    s.load([...jobs('post', 'br', 120), ...jobs('review', 'br', 10)]);
    expect(s.take()?.map((j) => j.key)[0]).toBe('review:br-0');
    expect(s.take()?.[0]?.key).toBe('post:br-0'); // reviews done: back to the rest
  });

  it('moves a body asked for out of turn to the front of its bucket', () => {
    const s = new Scheduler();
    s.load(jobs('post', 'it', 200));
    s.demand('post:it-150');
    const first = s.take()!;
    expect(first[0]?.key).toBe('post:it-150');
    const keys = first.map((j) => j.key);
    for (let batch = s.take(); batch; batch = s.take()) keys.push(...batch.map((j) => j.key));
    expect(new Set(keys).size).toBe(200); // every body once
    expect(keys).toHaveLength(200);
  });
});
